import CICU
import Testing

/// Calls the date shim directly: normal path, the 1-byte-buffer overflow
/// path and ICU's error reporting.
@Suite struct CICUDateTests {
    /// 2015-08-07T17:29:32Z in ICU's milliseconds.
    static let august7: Double = 1_438_968_572_000

    private func text(_ call: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32) -> (String, Int32, cicu_status) {
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: 256)
        let length = call(&buffer, 256, &status)
        return (String(decoding: buffer.prefix(Int(max(0, min(length, 256)))).map { UInt8(bitPattern: $0) }, as: UTF8.self), length, status)
    }

    private func open(_ pattern: String?, _ locale: String = "en_US", zone: String = "America/Los_Angeles") -> OpaquePointer {
        var status = cicu_status_ok()
        let style = pattern == nil ? CICU_DATE_STYLE_FULL : CICU_DATE_STYLE_PATTERN
        let time = pattern == nil ? CICU_DATE_STYLE_LONG : CICU_DATE_STYLE_PATTERN
        return cicu_date_open(style, time, pattern, locale, zone, &status)!
    }

    @Test func formatsStylesAndReportsThePattern() {
        let format = open(nil)
        defer { cicu_date_close(format) }
        let (formatted, length, status) = text { cicu_date_format(format, Self.august7, $0, $1, &$2) }
        #expect(formatted == "Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT")
        #expect(Int(length) == formatted.utf8.count)
        #expect(String(cString: status.name) == "U_ZERO_ERROR")
        #expect(text { cicu_date_pattern(format, $0, $1, &$2) }.0 == "EEEE, MMMM d, y 'at' h:mm:ss\u{202F}a z")
        var calendarStatus = cicu_status_ok()
        #expect(String(cString: cicu_date_calendar_type(format, &calendarStatus)) == "gregorian")
    }

    @Test func reportsOverflowWithTheFullLength() {
        let format = open(nil)
        defer { cicu_date_close(format) }
        var status = cicu_status_ok()
        var byte: CChar = 0
        let length = cicu_date_format(format, Self.august7, &byte, 1, &status)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        #expect(length == Int32("Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT".utf8.count))
    }

    @Test func growsItsUTF16BufferForLongResults() {
        // 300 quoted letters: longer than the shim's 256-unit first buffer.
        let literal = String(repeating: "x", count: 300)
        let format = open("'\(literal)' y")
        defer { cicu_date_close(format) }
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: 400)
        let length = cicu_date_format(format, Self.august7, &buffer, 400, &status)
        #expect(status.code <= 0)
        #expect(length == 305)
        #expect(nulTerminated(buffer) == literal + " 2015")
    }

    @Test func parsesStrictlyWithTheStopOffset() {
        let format = open("yyyy-MM-dd", zone: "UTC")
        defer { cicu_date_close(format) }
        cicu_date_set_lenient(format, 0)
        var status = cicu_status_ok()
        var end: Int32 = -1
        let good = "2019-01-01"
        #expect(cicu_date_parse(format, good, Int32(good.utf8.count), &end, &status) == 1_546_300_800_000)
        #expect(end == 10 && status.code <= 0)
        let bad = "2019-13-01"
        _ = cicu_date_parse(format, bad, Int32(bad.utf8.count), &end, &status)
        #expect(String(cString: status.name) == "U_PARSE_ERROR")
        #expect(end == 5)
    }

    @Test func bestPatternsAndSkeletons() {
        var status = cicu_status_ok()
        let generator = cicu_datepg_open("de_DE", &status)!
        defer { cicu_datepg_close(generator) }
        #expect(text { cicu_datepg_best_pattern(generator, "dMMM", $0, $1, &$2) }.0 == "d. MMM")
        var byte: CChar = 0
        #expect(cicu_datepg_best_pattern(generator, "yMMMMEEEEd", &byte, 1, &status) == 15)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        #expect(text { cicu_datepg_skeleton("EEEE, d. MMMM y", $0, $1, &$2) }.0 == "yMMMMEEEEd")
    }

    @Test func formatsRelativeTimes() {
        var status = cicu_status_ok()
        let formatter = cicu_reldate_open("en", CICU_RELDATE_LONG, &status)!
        defer { cicu_reldate_close(formatter) }
        #expect(text { cicu_reldate_format(formatter, -1, CICU_RELDATE_DAY, 0, $0, $1, &$2) }.0 == "yesterday")
        #expect(text { cicu_reldate_format(formatter, -1, CICU_RELDATE_DAY, 1, $0, $1, &$2) }.0 == "1 day ago")
        var byte: CChar = 0
        #expect(cicu_reldate_format(formatter, 3, CICU_RELDATE_DAY, 1, &byte, 1, &status) == 9)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
    }

    @Test func formatsIntervals() {
        var status = cicu_status_ok()
        let formatter = cicu_dateintv_open("en_US", "yMMMd", "UTC", &status)!
        defer { cicu_dateintv_close(formatter) }
        let (formatted, _, _) = text { cicu_dateintv_format(formatter, 1_391_731_200_000, 1_391_904_000_000, $0, $1, &$2) }
        #expect(formatted == "Feb 7\u{2009}–\u{2009}9, 2014")
        var byte: CChar = 0
        #expect(cicu_dateintv_format(formatter, 1_391_731_200_000, 1_391_904_000_000, &byte, 1, &status) == 21)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
    }

    @Test func canonicalizesTimeZones() {
        var system: Int32 = -1
        #expect(text { cicu_timezone_canonical("US/Pacific", $0, $1, &system, &$2) }.0 == "America/Los_Angeles")
        #expect(system == 1)
        #expect(text { cicu_timezone_canonical("GMT+5", $0, $1, &system, &$2) }.0 == "GMT+05:00")
        #expect(system == 0)
        let (_, _, status) = text { cicu_timezone_canonical("Mars/Olympus", $0, $1, &system, &$2) }
        #expect(String(cString: status.name) == "U_ILLEGAL_ARGUMENT_ERROR")
    }

    @Test func listsZonesAndCalendars() {
        var status = cicu_status_ok()
        var zones: Set<String> = []
        let zoneList = cicu_timezone_ids_open(&status)!
        while let zone = cicu_enum_next(zoneList, &status) { zones.insert(String(cString: zone)) }
        cicu_enum_close(zoneList)
        #expect(zones.contains("America/New_York") && zones.contains("Asia/Kolkata"))
        var calendars: Set<String> = []
        let calendarList = cicu_date_calendars_open(&status)!
        while let calendar = cicu_enum_next(calendarList, &status) { calendars.insert(String(cString: calendar)) }
        cicu_enum_close(calendarList)
        #expect(calendars.isSuperset(of: ["gregorian", "japanese", "buddhist", "islamic-umalqura", "hebrew", "chinese", "persian"]))
    }
}

/// Why `DateTimeFormat` validates what ICU accepts silently.
@Suite struct CICUDateLeniencyTests {
    @Test func icuUsesGMTForAnUnknownZone() {
        var status = cicu_status_ok()
        let format = cicu_date_open(CICU_DATE_STYLE_PATTERN, CICU_DATE_STYLE_PATTERN, "HH:mm z", "en", "Mars/Olympus", &status)
        #expect(format != nil && status.code <= 0)
        cicu_date_close(format)
    }

    @Test func icuDropsUnknownPatternLetters() {
        var status = cicu_status_ok()
        let format = cicu_date_open(CICU_DATE_STYLE_PATTERN, CICU_DATE_STYLE_PATTERN, "y t", "en", "UTC", &status)!
        defer { cicu_date_close(format) }
        var buffer = [CChar](repeating: 0, count: 32)
        _ = cicu_date_format(format, 0, &buffer, 32, &status)
        #expect(nulTerminated(buffer) == "1970 ")
        #expect(status.code <= 0)
    }
}
