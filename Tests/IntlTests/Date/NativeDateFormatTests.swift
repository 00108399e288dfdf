@testable import Intl
import Testing

/// The native Gregorian formatter: which formatters use it, its exact
/// output through `DateTimeFormat`, and the pieces it is built from.
@Suite struct NativeDateFormatTests {
    typealias Options = DateTimeFormatOptions

    /// 2015-08-07T17:29:32Z.
    static let august7 = 1_438_968_572.0

    static func format(_ locale: String, _ layout: Options.Layout, zone: String = "UTC") throws -> DateTimeFormat {
        try DateTimeFormat(locale: locale, options: Options(layout: layout, timeZone: .identifier(zone)))
    }

    static let nativeCases: [(String, Options.Layout, String, String)] = [
        ("en-US", .styles(date: .medium, time: .medium), "America/Los_Angeles", "Aug 7, 2015, 10:29:32\u{202F}AM"),
        ("de-DE", .styles(date: .medium, time: .medium), "Europe/Berlin", "07.08.2015, 19:29:32"),
        ("ja-JP", .styles(date: .medium, time: .medium), "Asia/Tokyo", "2015/08/08 2:29:32"),
        ("ar-EG", .styles(date: .medium, time: .medium), "UTC", "٠٧‏/٠٨‏/٢٠١٥، ٥:٢٩:٣٢ م"),
        ("en-US", .styles(date: .full, time: .none), "UTC", "Friday, August 7, 2015"),
        ("en-US", .template("yMMMEd"), "Asia/Kolkata", "Fri, Aug 7, 2015"),
        ("en-US", .template("jmm"), "Asia/Kolkata", "10:59\u{202F}PM"),
        ("en-US-u-hc-h23", .template("jmm"), "Pacific/Chatham", "06:14"),
        ("en", .pattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX"), "America/St_Johns", "2015-08-07T14:59:32.000-02:30"),
        ("en", .pattern("yy D DDD G GGGG EEEEEE LLLL MMMMM"), "UTC", "15 219 219 AD Anno Domini Fr August A"),
        ("en", .pattern("K k h H 'o''clock' Z xx X x"), "Australia/Lord_Howe", "3 3 3 3 o'clock +1030 +1030 +1030 +1030"),
        ("zh-u-nu-hanidec", .pattern("d MMMM"), "Australia/Brisbane", "八 八月"),
        ("en-US", .styles(date: .full, time: .full), "America/Los_Angeles",
         "Friday, August 7, 2015 at 10:29:32\u{202F}AM Pacific Daylight Time"),
        ("es-ES", .styles(date: .full, time: .long), "America/Los_Angeles", "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"),
        ("en", .pattern("z O OOOO ZZZZ VV VVV VVVV"), "Asia/Kolkata",
         "GMT+5:30 GMT+5:30 GMT+05:30 GMT+05:30 Asia/Calcutta Kolkata India Time"),
    ]

    @Test(arguments: nativeCases)
    func nativeOutput(locale: String, layout: Options.Layout, zone: String, expected: String) throws {
        let format = try Self.format(locale, layout, zone: zone)
        #expect(format.engine == .native)
        #expect(format.format(Self.august7) == expected)
    }

    /// Zone names, day periods, other calendars and algorithmic digits stay on ICU.
    static let icuCases: [(String, Options.Layout, String)] = [
        ("en", .pattern("h:mm v"), "3:29 Brisbane Time"),
        ("en", .pattern("h B"), "3 at night"),
        ("ja-JP-u-ca-japanese", .styles(date: .long, time: .none), "平成27年8月8日"),
        ("he-u-nu-hebr", .pattern("d"), "ח׳"),
        ("en", .pattern("QQQ w"), "Q3 32"),
    ]

    @Test(arguments: icuCases)
    func icuOutput(locale: String, layout: Options.Layout, expected: String) throws {
        let format = try Self.format(locale, layout, zone: "Australia/Brisbane")
        #expect(format.engine == .icu)
        #expect(format.format(Self.august7) == expected)
    }

    /// Both sides of Los Angeles' 2021 spring-forward and fall-back transitions.
    @Test func daylightSavingEdges() throws {
        let format = try Self.format("en", .pattern("yyyy-MM-dd HH:mm:ss.SSS ZZZZZ"), zone: "America/Los_Angeles")
        #expect(format.engine == .native)
        #expect(format.format(seconds: 1_615_715_999, nanoseconds: 999_999_999) == "2021-03-14 01:59:59.999 -08:00")
        #expect(format.format(seconds: 1_615_716_000) == "2021-03-14 03:00:00.000 -07:00")
        #expect(format.format(seconds: 1_636_275_599) == "2021-11-07 01:59:59.000 -07:00")
        #expect(format.format(seconds: 1_636_275_600) == "2021-11-07 01:00:00.000 -08:00")
    }

    /// Outside 1800..<2200 ICU formats, with local mean time before 1883;
    /// ±10^17 s are clamped by ICU, not trapped.
    @Test func outsideTheSpan() throws {
        let format = try Self.format("en", .pattern("y-MM-dd HH:mm:ss xxxxx"), zone: "America/Los_Angeles")
        #expect(format.format(seconds: -5_364_662_401) == "1799-12-31 16:07:01 -07:52:58")
        #expect(format.format(seconds: -5_364_662_400) == "1799-12-31 16:07:02 -07:52:58")
        #expect(format.format(seconds: 7_258_118_400) == "2199-12-31 16:00:00 -08:00")
        #expect(format.format(seconds: 100_000_000_000_000_000) == "5828963-12-19 16:00:00 -08:00")
        #expect(format.format(seconds: -100_000_000_000_000_000) == "5838270-09-19 16:07:02 -07:52:58")
        #expect(format.format(Double.nan) == "1969-12-31 16:00:00 -08:00")
    }

    @Test func civilTime() {
        let leapDay = CivilTime(localMilliseconds: 951_782_400_000 + 86_399_999)   // 2000-02-29T23:59:59.999
        #expect([leapDay.year, leapDay.month, leapDay.day, leapDay.dayOfYear, leapDay.weekday] == [2000, 2, 29, 60, 3])
        #expect([leapDay.hour, leapDay.minute, leapDay.second, leapDay.millisecond] == [23, 59, 59, 999])
        let first = CivilTime(localMilliseconds: -5_364_662_400_001)   // 1799-12-31T23:59:59.999
        #expect([first.year, first.month, first.day, first.dayOfYear, first.weekday] == [1799, 12, 31, 365, 3])
        let december = CivilTime(localMilliseconds: 1_482_624_000_000)   // 2016-12-25
        #expect([december.dayOfYear, december.weekday] == [360, 1])
    }

    static let offsetCases: [(Character, Int, Int32, String)] = [
        ("Z", 1, -28_800_000, "-0800"), ("Z", 5, 0, "Z"), ("Z", 1, 0, "+0000"),
        ("X", 1, 19_800_000, "+0530"), ("X", 1, 0, "Z"), ("x", 1, 0, "+00"), ("X", 1, -3_600_000, "-01"),
        ("X", 3, -28_378_000, "-07:52"), ("x", 4, -28_378_000, "-075258"), ("x", 5, -28_378_000, "-07:52:58"),
        ("X", 2, -30_000, "Z"), ("x", 2, -30_000, "+0000"), ("x", 4, -30_000, "-000030"),
    ]

    @Test(arguments: offsetCases)
    func utcOffset(letter: Character, count: Int, offset: Int32, expected: String) throws {
        let style = try #require(UTCOffsetStyle(letter: letter, count: count))
        let text = String(unsafeUninitializedCapacity: UTCOffsetStyle.maximumLength) { style.write(offset, into: $0, at: 0) }
        #expect(text == expected)
    }

    @Test func patternTokens() {
        #expect(DatePatternToken.tokens(of: "h:mm a 'o''clock'''") == [
            .field(letter: "h", count: 1), .literal(":"), .field(letter: "m", count: 2), .literal(" "),
            .field(letter: "a", count: 1), .literal(" o'clock'"),
        ])
    }

    @Test func zoneTable() throws {
        let table = try #require(ZoneOffsetTable.shared(zoneID: "America/Los_Angeles"))
        #expect(table.offsets.first == -28_378_000)
        #expect(table.starts[1] == -2_717_640_000_000)   // 1883-11-18T20:00:00Z
        #expect(table.offsets[table.index(at: 1_615_715_999_999)] == -28_800_000)
        #expect(table.offsets[table.index(at: 1_615_716_000_000)] == -25_200_000)
        #expect(try #require(ZoneOffsetTable.shared(zoneID: "GMT+05:30")).offsets == [19_800_000])
    }

    /// The bucket index finds every entry from its first millisecond, and
    /// the one before it up to its last, at both ends of the span too.
    @Test func zoneTableLookupAtEveryTransition() throws {
        let table = try #require(ZoneOffsetTable.shared(zoneID: "Australia/Lord_Howe"))
        #expect(table.starts.count > 100)
        var wrong: [Int] = []
        for (entry, start) in table.starts.enumerated().dropFirst()
        where table.index(at: start) != entry || table.index(at: start - 1) != entry - 1 {
            wrong.append(entry)
        }
        #expect(wrong.isEmpty)
        #expect(table.index(at: ZoneOffsetTable.span.lowerBound) == 0)
        #expect(table.index(at: ZoneOffsetTable.span.upperBound - 1) == table.starts.count - 1)
    }

    /// A literal joins the field before it; a leading literal stands alone.
    @Test func literalsRideOnTheFieldBefore() {
        let steps = NativeDateStep.steps([.literal(0..<2), .twoDigits(.day), .literal(2..<3), .shortestDigits(.month),
                                          .literal(3..<4), .number(.year, minimumDigits: 1)])
        #expect(steps.map(\.suffix) == [0..<0, 2..<3, 3..<4, 0..<0])
    }

    /// Two-digit and shortest words of multi-byte digits: "٠٧" is 4 bytes.
    @Test func digitWords() throws {
        let arabic = try #require(DigitWords(digits: "٠١٢٣٤٥٦٧٨٩".map { Array(String($0).utf8) }))
        #expect(arabic.width == 2 && !arabic.isASCII)
        #expect(arabic.pairs[7] == 0xA7D9_A0D9)   // "٠٧": D9 A0, D9 A7 in memory order
        #expect(arabic.shortest[7] == 0xA7D9)
        #expect(DigitWords(digits: [[0x30]]) == nil)
    }
}
