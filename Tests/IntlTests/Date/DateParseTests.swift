import Intl
import Testing

@Suite struct DateParseTests {
    typealias Options = DateTimeFormatOptions

    static func format(_ locale: String, _ layout: Options.Layout, zone: Options.TimeZone = .utc) throws -> DateTimeFormat {
        try DateTimeFormat(locale: locale, options: .init(layout: layout, timeZone: zone))
    }

    /// Format, then parse back: the same instant (to the precision shown).
    static let roundTrips: [(String, Options.Layout, Options.TimeZone, Int64)] = [
        ("en-US", .styles(date: .full, time: .long), "America/Los_Angeles", 1_438_968_572),
        ("en-US", .styles(date: .short, time: .short), "America/Los_Angeles", 1_438_968_540),
        ("es-ES", .styles(date: .full, time: .long), "America/Los_Angeles", 1_438_968_572),
        ("de-DE", .styles(date: .medium, time: .medium), "Europe/Berlin", 1_438_968_572),
        ("ja-JP-u-ca-japanese", .styles(date: .long, time: .none), .utc, 1_546_300_800),
        ("zh-CN-u-ca-buddhist", .styles(date: .long, time: .none), .utc, 1_546_300_800),
        ("hi-IN-u-nu-deva", .styles(date: .long, time: .none), .utc, 1_546_300_800),
        ("en", .pattern("yyyy-MM-dd HH:mm:ss G"), .utc, -62_135_596_800),
        ("en", .pattern("yyyy-MM-dd HH:mm:ss"), .utc, 32_503_680_000),
        ("en-US", .pattern("M/d/yy, h:mm:ss a z"), "America/New_York", 1_636_263_000),  // overlap, EDT
        ("en-US", .pattern("M/d/yy, h:mm:ss a z"), "America/New_York", 1_636_266_600),  // overlap, EST
    ]

    @Test(arguments: roundTrips)
    func roundTrip(locale: String, layout: Options.Layout, zone: Options.TimeZone, seconds: Int64) throws {
        let format = try Self.format(locale, layout, zone: zone)
        let text = format.format(seconds: seconds)
        #expect(try format.parse(text) == ParsedDate(seconds: seconds, nanoseconds: 0), "\(text)")
    }

    @Test func keepsMilliseconds() throws {
        let format = try Self.format("en", .pattern("yyyy-MM-dd HH:mm:ss.SSS"))
        let parsed = try format.parse("1969-12-31 23:59:59.500")
        #expect(parsed == ParsedDate(seconds: -1, nanoseconds: 500_000_000))
        #expect(parsed.epochSeconds == -0.5)
    }

    @Test func readsTheZoneInTheText() throws {
        let format = try Self.format("en", .pattern("yyyy-MM-dd HH:mm XXX"))
        #expect(try format.parse("2015-08-07 10:29 -07:00").seconds == 1_438_968_540)
    }

    /// Strict parsing: the position is where parsing stopped, in characters.
    static let failures: [(String, Options.Layout, String, Int)] = [
        ("en", .pattern("yyyy-MM-dd"), "2019/01/01", 4),
        ("en", .pattern("yyyy-MM-dd"), "2019-13-01", 5),
        ("en", .pattern("yyyy-MM-dd"), "2019-01-01x", 10),
        ("en", .pattern("yyyy-MM-dd"), "", 0),
        // Field widths are the library's rule (StrictFieldWidths), the same on
        // every ICU: ICU 72 stopped "19-1-1" at 5 and ICU 76 accepted it.
        ("en", .pattern("yyyy-MM-dd"), "19-1-1", 0),
        ("en", .pattern("yyyy-MM-dd"), "2019-1-01", 5),
        ("en", .pattern("yyyy-MM-dd"), "2019-01-1", 8),
        ("en", .pattern("yyyy-MM-dd"), "2019-001-01", 5),
        ("en", .pattern("MM/dd/yyyy HH:mm"), "01/02/2019 1:02", 11),
        ("en", .pattern("yyyyMMdd"), "2019011", 6),
        ("en-US", .styles(date: .medium, time: .none), "Aug 7 2015", 5),
        ("en-US", .styles(date: .medium, time: .none), "Agu 7, 2015", 0),
        ("ja-JP", .styles(date: .long, time: .none), "2019年13月1日", 5),
        ("hi-IN-u-nu-deva", .styles(date: .long, time: .none), "१ जनवरी २०१९ x", 11)  // जनवरी is four characters,
    ]

    @Test(arguments: failures)
    func failsAtAPosition(locale: String, layout: Options.Layout, text: String, position: Int) throws {
        let format = try Self.format(locale, layout)
        #expect(throws: IntlError.dateParseFailure(input: text, pattern: format.pattern, position: position)) {
            try format.parse(text)
        }
    }

    @Test func namesThePatternAndPosition() throws {
        let format = try Self.format("en", .pattern("yyyy-MM-dd"))
        let error = #expect(throws: IntlError.self) { try format.parse("2019/01/01") }
        #expect(error?.description == "cannot parse \"2019/01/01\" as a date with pattern \"yyyy-MM-dd\": stopped at position 4")
    }

    @Test func rejectsAWallTimeInTheSpringGap() throws {
        let format = try Self.format("en", .pattern("yyyy-MM-dd HH:mm"), zone: "America/New_York")
        #expect(try format.parse("2021-03-14 01:59").seconds == 1_615_705_140)
        #expect(try format.parse("2021-03-14 03:00").seconds == 1_615_705_200)
        #expect(throws: IntlError.self) { try format.parse("2021-03-14 02:30") }
    }
}
