import Intl
import MachineTime
import Testing

/// Exact ICU 72 / CLDR 42 output. Invisible characters are escaped:
/// U+202F narrow no-break space (English times since CLDR 42), U+2009 thin space.
@Suite struct DateTimeFormatTests {
    typealias Options = DateTimeFormatOptions

    /// 2015-08-07T17:29:32Z.
    static let august7 = 1_438_968_572.0
    /// 2019-01-01T00:00:00Z.
    static let newYear2019 = 1_546_300_800.0

    static func styles(_ date: Options.Style, _ time: Options.Style, zone: Options.TimeZone = .utc) -> Options {
        Options(layout: .styles(date: date, time: time), timeZone: zone)
    }

    /// Date and time styles, shown in America/Los_Angeles.
    static let styleExamples: [(String, Options.Style, Options.Style, String)] = [
        ("en-US", .full, .long, "Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT"),
        ("en-US", .short, .short, "8/7/15, 10:29\u{202F}AM"),
        ("en-US", .medium, .none, "Aug 7, 2015"),
        ("es-ES", .full, .long, "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"),
        ("es-ES", .short, .short, "7/8/15, 10:29"),
        ("es-ES", .medium, .none, "7 ago 2015"),
    ]

    @Test(arguments: styleExamples)
    func styleExample(locale: String, date: Options.Style, time: Options.Style, expected: String) throws {
        let format = try DateTimeFormat(locale: locale, options: Self.styles(date, time, zone: "America/Los_Angeles"))
        #expect(format.format(Self.august7) == expected)
    }

    /// Every style of en-US in UTC, with the resolved patterns.
    static let enUSStyles: [(Options.Style, Options.Style, String, String)] = [
        (.full, .full, "Friday, August 7, 2015 at 5:29:32\u{202F}PM Coordinated Universal Time",
         "EEEE, MMMM d, y 'at' h:mm:ss\u{202F}a zzzz"),
        (.long, .long, "August 7, 2015 at 5:29:32\u{202F}PM UTC", "MMMM d, y 'at' h:mm:ss\u{202F}a z"),
        (.medium, .medium, "Aug 7, 2015, 5:29:32\u{202F}PM", "MMM d, y, h:mm:ss\u{202F}a"),
        (.short, .short, "8/7/15, 5:29\u{202F}PM", "M/d/yy, h:mm\u{202F}a"),
        (.none, .short, "5:29\u{202F}PM", "h:mm\u{202F}a"),
        (.full, .none, "Friday, August 7, 2015", "EEEE, MMMM d, y"),
    ]

    @Test(arguments: enUSStyles)
    func enUSStyle(date: Options.Style, time: Options.Style, expected: String, pattern: String) throws {
        let format = try DateTimeFormat(locale: "en-US", options: Self.styles(date, time))
        #expect(format.format(Self.august7) == expected)
        #expect(format.pattern == pattern)
    }

    @Test func defaultsToMediumDateAndTimeInUTC() throws {
        let format = try DateTimeFormat(locale: "en-US")
        #expect(format.format(Self.august7) == "Aug 7, 2015, 5:29:32\u{202F}PM")
        #expect(format.timeZoneIdentifier == "Etc/UTC")
        #expect(format.calendar == "gregorian")
        #expect(format.hourCycle == nil)
    }

    /// 2019-01-01 as a long date: calendars and numbering systems.
    static let longDates: [(String, Options, String, String)] = [
        ("zh-CN", styles(.long, .none), "2019年1月1日", "gregorian"),
        ("ja-JP-u-ca-japanese", styles(.long, .none), "平成31年1月1日", "japanese"),
        ("ja_JP@calendar=japanese", styles(.long, .none), "平成31年1月1日", "japanese"),
        ("ja-JP", Options(layout: .styles(date: .long, time: .none), calendar: "japanese"), "平成31年1月1日", "japanese"),
        ("zh-CN-u-ca-buddhist", styles(.long, .none), "佛历2562年1月1日", "buddhist"),
        ("zh-CN", Options(layout: .styles(date: .long, time: .none), calendar: "buddhist"), "佛历2562年1月1日", "buddhist"),
        ("en-US", styles(.long, .none), "January 1, 2019", "gregorian"),
        ("hi-IN-u-nu-deva", styles(.long, .none), "१ जनवरी २०१९", "gregorian"),
        ("hi-IN", Options(layout: .styles(date: .long, time: .none), numberingSystem: "deva"), "१ जनवरी २०१९", "gregorian"),
        ("th-TH", styles(.long, .none), "1 มกราคม 2562", "buddhist"),
        ("en-US", Options(layout: .styles(date: .long, time: .none), calendar: "hebrew"), "24 Tevet 5779", "hebrew"),
        ("en-US", Options(layout: .styles(date: .long, time: .none), calendar: "islamic-umalqura"), "Rabiʻ II 25, 1440 AH", "islamic-umalqura"),
        ("en-US", Options(layout: .styles(date: .long, time: .none), calendar: "persian"), "Dey 11, 1397 AP", "persian"),
        ("zh-CN", Options(layout: .styles(date: .long, time: .none), calendar: "chinese"), "2018戊戌年十一月廿六", "chinese"),
    ]

    @Test(arguments: longDates)
    func longDate(locale: String, options: Options, expected: String, calendar: String) throws {
        let format = try DateTimeFormat(locale: locale, options: options)
        #expect(format.format(Self.newYear2019) == expected)
        #expect(format.calendar == calendar)
    }

    /// Templates the locale orders.
    static let templates: [(String, String, String, String)] = [
        ("en-US", "dMMM", "MMM d", "Aug 7"),
        ("de-DE", "dMMM", "d. MMM", "7. Aug."),
        ("ja-JP", "dMMM", "M月d日", "8月7日"),
        ("en-US", "jmm", "h:mm\u{202F}a", "5:29\u{202F}PM"),
        ("en-GB", "jmm", "HH:mm", "17:29"),
        ("en-US", "yMMMEd", "EEE, MMM d, y", "Fri, Aug 7, 2015"),
        ("de-DE", "yMMMMEEEEd", "EEEE, d. MMMM y", "Freitag, 7. August 2015"),
        ("fr-FR", "yMMMd", "d MMM y", "7 août 2015"),
        ("en-US", "Hms", "HH:mm:ss", "17:29:32"),
    ]

    @Test(arguments: templates)
    func template(locale: String, template: String, pattern: String, expected: String) throws {
        let format = try DateTimeFormat(locale: locale, options: .init(layout: .template(template)))
        #expect(format.pattern == pattern)
        #expect(format.format(Self.august7) == expected)
    }

    /// Hour cycles reach templates and styles, from the options or `-u-hc-`.
    static let hourCycles: [(String, Options.Layout, Options.HourCycle?, String)] = [
        ("en-US", .template("jmm"), .h23, "17:29"),
        ("en-US-u-hc-h23", .template("jmm"), nil, "17:29"),
        ("en-GB", .template("jmm"), .h12, "5:29\u{202F}pm"),
        ("en-US", .template("jmm"), .h11, "5:29\u{202F}PM"),
        ("ja-JP", .template("jmm"), .h11, "午後5:29"),
        ("en-US", .template("hmm"), .h23, "17:29"),
        ("en-US", .styles(date: .short, time: .short), .h23, "8/7/15, 17:29"),
        ("en-US-u-hc-h23", .styles(date: .none, time: .medium), nil, "17:29:32"),
        ("en-US", .styles(date: .full, time: .long), .h23, "Friday, August 7, 2015 at 17:29:32 UTC"),
        ("en-GB", .styles(date: .short, time: .short), .h12, "07/08/2015, 5:29\u{202F}pm"),
        ("de-DE", .styles(date: .none, time: .short), .h24, "17:29"),
        ("en-US", .styles(date: .medium, time: .none), .h23, "Aug 7, 2015"),
    ]

    @Test(arguments: hourCycles)
    func hourCycle(locale: String, layout: Options.Layout, cycle: Options.HourCycle?, expected: String) throws {
        let format = try DateTimeFormat(locale: locale, options: .init(layout: layout, hourCycle: cycle))
        #expect(format.format(Self.august7) == expected)
    }

    @Test func hourCycleH24ShowsMidnightAs24() throws {
        let format = try DateTimeFormat(locale: "en-US", options: .init(layout: .template("jmm"), hourCycle: .h24))
        #expect(format.pattern == "kk:mm")
        #expect(format.format(0) == "24:00")
        let eleven = try DateTimeFormat(locale: "en-US", options: .init(layout: .template("jmm"), hourCycle: .h11))
        #expect(eleven.format(0) == "0:00\u{202F}AM")
    }

    /// Daylight saving time in America/New_York: the spring gap and the autumn overlap.
    static let transitions: [(Int64, String)] = [
        (1_615_705_199, "3/14/21, 1:59:59\u{202F}AM EST"),   // 2021-03-14T06:59:59Z
        (1_615_705_200, "3/14/21, 3:00:00\u{202F}AM EDT"),   // one second later: 2:00–2:59 does not exist
        (1_636_263_000, "11/7/21, 1:30:00\u{202F}AM EDT"),   // 2021-11-07T05:30:00Z
        (1_636_266_600, "11/7/21, 1:30:00\u{202F}AM EST"),   // an hour later, the same wall time
    ]

    @Test(arguments: transitions)
    func daylightSavingTransition(seconds: Int64, expected: String) throws {
        let format = try DateTimeFormat(locale: "en-US", options: .init(
            layout: .pattern("M/d/yy, h:mm:ss\u{202F}a z"), timeZone: "America/New_York"))
        #expect(format.format(seconds: seconds) == expected)
    }

    /// Before 1970, after 2038, and before the Gregorian reform (ICU's
    /// Gregorian calendar is Julian before 1582-10-15).
    static let farInstants: [(Int64, String)] = [
        (-2_208_988_800, "1900-01-01 00:00:00 AD"),
        (-14_182_940, "1969-07-20 20:17:40 AD"),
        (-1, "1969-12-31 23:59:59 AD"),
        (2_147_483_648, "2038-01-19 03:14:08 AD"),
        (32_503_680_000, "3000-01-01 00:00:00 AD"),
        (-12_219_292_800, "1582-10-15 00:00:00 AD"),
        (-12_219_292_801, "1582-10-04 23:59:59 AD"),
        (-62_135_596_800, "0001-01-03 00:00:00 AD"),
        (-62_135_596_800 - 3 * 86_400, "0001-12-31 00:00:00 BC"),
    ]

    @Test(arguments: farInstants)
    func farFromNow(seconds: Int64, expected: String) throws {
        let format = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd HH:mm:ss G")))
        #expect(format.format(seconds: seconds) == expected)
        #expect(format.format(Double(seconds)) == expected)
    }

    @Test func exactInstantsKeepMilliseconds() throws {
        let format = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd HH:mm:ss.SSS")))
        #expect(format.format(seconds: -1, nanoseconds: 500_000_000) == "1969-12-31 23:59:59.500")
        #expect(format.format(seconds: 0, nanoseconds: -1) == "1969-12-31 23:59:59.999")
        #expect(format.format(seconds: 0, nanoseconds: 1_999_999_999) == "1970-01-01 00:00:01.999")
        #expect(format.format(seconds: 1_438_968_572, nanoseconds: 123_999_999) == "2015-08-07 17:29:32.123")
        #expect(format.format(1_438_968_572.25) == "2015-08-07 17:29:32.250")
    }

    @Test func extremeValuesDoNotTrap() throws {
        let format = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd G")))
        #expect(format.format(.nan) == "1970-01-01 AD")
        // Beyond ICU's range (about ±5.8 million years) instants are clamped to it.
        #expect(format.format(.infinity) == "5828963-12-20 AD")
        #expect(format.format(1e300) == "5828963-12-20 AD")
        #expect(format.format(seconds: .max, nanoseconds: .max) == "5828963-12-20 AD")
        #expect(format.format(-.infinity) == "5838270-09-20 BC")
        #expect(format.format(seconds: .min, nanoseconds: .min) == "5838270-09-20 BC")
    }

    /// Fixed offsets and zone aliases.
    static let zones: [(Options.TimeZone, String, String)] = [
        (.offset(seconds: 19_800), "GMT+05:30", "22:59 GMT+5:30"),
        (.offset(seconds: -25_200), "GMT-07:00", "10:29 GMT-7"),
        ("GMT+5", "GMT+05:00", "22:29 GMT+5"),
        ("US/Pacific", "America/Los_Angeles", "10:29 PDT"),
        ("Asia/Kolkata", "Asia/Calcutta", "22:59 GMT+5:30"),
        (.utc, "Etc/UTC", "17:29 UTC"),
    ]

    @Test(arguments: zones)
    func timeZone(zone: Options.TimeZone, canonical: String, expected: String) throws {
        let format = try DateTimeFormat(locale: "en-US", options: .init(layout: .pattern("HH:mm z"), timeZone: zone))
        #expect(format.timeZoneIdentifier == canonical)
        #expect(format.format(Self.august7) == expected)
    }

    @Test func knowsZonesAndCalendars() {
        let zones = Options.TimeZone.availableIdentifiers
        #expect(zones.contains("America/New_York") && zones.contains("US/Pacific") && zones.count > 400)
        #expect(Options.availableCalendars.contains("islamic-umalqura"))
        #expect(Options.availableCalendars.contains("gregorian"))
    }

    @Test func equalOptionsMakeEqualFormats() throws {
        let a = try DateTimeFormat(locale: "de-DE", options: .init(layout: .template("yMMMd")))
        let b = try DateTimeFormat(locale: "de_DE", options: .init(layout: .template("yMMMd")))
        let c = try DateTimeFormat(locale: "de-DE", options: .init(layout: .template("yMMMMd")))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
    }

    @Test func isSafeToShareAcrossTasks() async throws {
        let format = try DateTimeFormat(locale: "en-US", options: Self.styles(.full, .long, zone: "America/Los_Angeles"))
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<200).map { _ in format.format(Self.august7) }.joined(separator: "|") }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(results == [Array(repeating: "Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT", count: 200).joined(separator: "|")])
    }
}

@Test func formatsMachineTimeTimestamps() throws {
    let format = try DateTimeFormat(locale: "en-US", options: .init(layout: .styles(date: .medium, time: .medium)))
    #expect(format.format(Timestamp(seconds: 1_438_968_572, nanoseconds: 999_000_000)) == "Aug 7, 2015, 5:29:32\u{202F}PM")
    let iso = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd HH:mm:ss.SSS")))
    #expect(try iso.parse("1969-12-31 23:59:59.500").timestamp == Timestamp(seconds: -1, nanoseconds: 500_000_000))
}
