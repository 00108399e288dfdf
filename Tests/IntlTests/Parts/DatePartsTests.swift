import Intl
import MachineTime
import Testing

/// Dates to parts: ECMA-402's kinds from ICU's fields (ICU 72 / CLDR 42).
@Suite struct DatePartsTests {
    static let instant: Int64 = 1_438_968_572 // 2015-08-07T17:29:32Z

    static let cases: [(String, DateTimeFormatOptions, [String])] = [
        ("en-US", .init(layout: .styles(date: .medium, time: .short)),
         ["month=Aug", "literal= ", "day=7", "literal=, ", "year=2015", "literal=, ", "hour=5", "literal=:", "minute=29",
          "literal=\u{202F}", "dayPeriod=PM"]),
        ("de", .init(layout: .styles(date: .full, time: .none)),
         ["weekday=Freitag", "literal=, ", "day=7", "literal=. ", "month=August", "literal= ", "year=2015"]),
        ("fr", .init(layout: .template("yMMMMdjm")),
         ["day=7", "literal= ", "month=août", "literal= ", "year=2015", "literal= à ", "hour=17", "literal=:", "minute=29"]),
        ("ja-JP-u-ca-japanese", .init(layout: .styles(date: .long, time: .none)),
         ["era=平成", "year=27", "literal=年", "month=8", "literal=月", "day=7", "literal=日"]),
        ("ar-EG", .init(layout: .template("yMd")),
         ["day=٧", "literal=\u{200F}/", "month=٨", "literal=\u{200F}/", "year=٢٠١٥"]),
        ("ru", .init(layout: .styles(date: .long, time: .none)),
         ["day=7", "literal= ", "month=августа", "literal= ", "year=2015", "literal=\u{202F}г."]),
        ("hi", .init(layout: .template("jmmss"), timeZone: "Asia/Kolkata"),
         ["hour=10", "literal=:", "minute=59", "literal=:", "second=32", "literal= ", "dayPeriod=pm"]),
        ("en-US", .init(layout: .pattern("HH:mm:ss.SSS zzzz G QQQ w"), timeZone: "America/Los_Angeles"),
         ["hour=10", "literal=:", "minute=29", "literal=:", "second=32", "literal=.", "fractionalSecond=000",
          "literal= ", "timeZoneName=Pacific Daylight Time", "literal= ", "era=AD", "literal= ", "unknown=Q3",
          "literal= ", "unknown=32"]),
        ("zh-u-ca-chinese", .init(layout: .pattern("U r MMM d")),
         ["yearName=乙未", "literal= ", "relatedYear=2015", "literal= ", "month=六月", "literal= ", "day=23"]),
        ("en", .init(layout: .pattern("B h:mm")), ["dayPeriod=in the afternoon", "literal= ", "hour=5", "literal=:", "minute=29"]),
    ]

    @Test(arguments: cases)
    func fields(locale: String, options: DateTimeFormatOptions, expected: [String]) throws {
        let format = try DateTimeFormat(locale: locale, options: options)
        let parts = format.formatToParts(seconds: Self.instant)
        #expect(parts.pairs == expected)
        #expect(parts.string == format.format(seconds: Self.instant))
    }

    /// Every entry point gives the same parts, also for a native-engine formatter.
    @Test func everyInstantTypeAndEngine() throws {
        let format = try DateTimeFormat(locale: "en-US", options: .init(layout: .styles(date: .medium, time: .medium),
                                                                         timeZone: "America/Los_Angeles"))
        #expect(format.engine == .native)
        let parts = format.formatToParts(seconds: Self.instant)
        #expect(parts.string == "Aug 7, 2015, 10:29:32\u{202F}AM")
        #expect(format.formatToParts(Double(Self.instant)) == parts)
        #expect(format.formatToParts(Timestamp(seconds: Self.instant)) == parts)
    }

    /// Instants ICU clamps or treats as the epoch still give parts that join to the text.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e17, -1e17, -0.0])
    func extremeInstants(seconds: Double) throws {
        let format = try DateTimeFormat(locale: "en", options: .init(layout: .styles(date: .full, time: .full)))
        let parts = format.formatToParts(seconds)
        #expect(parts.string == format.format(seconds))
        #expect(parts.map { String(parts[$0]) }.joined() == parts.string)
        #expect(parts.contains { $0.kind == .year })
    }

    /// Long text with non-BMP characters: ranges stay on character boundaries.
    @Test func longTextAndNonBMPLiterals() throws {
        let pattern = "'" + String(repeating: "😀", count: 200) + "' d MMMM"
        let format = try DateTimeFormat(locale: "en", options: .init(layout: .pattern(pattern)))
        let parts = format.formatToParts(seconds: Self.instant)
        #expect(parts.pairs == ["literal=" + String(repeating: "😀", count: 200) + " ", "day=7", "literal= ", "month=August"])
    }

    /// Every locale, its full styles and a pattern with every field letter:
    /// the parts join to the text. (Templates would add a pattern generator
    /// per locale, the slow part of a sweep, for no other field.)
    @Test func partsJoinToTheTextInEveryLocale() throws {
        let layouts: [DateTimeFormatOptions.Layout] = [
            .styles(date: .full, time: .full),
            .pattern("G y Y u U r Q q M L w W d D F g E e c a b B h H K k m s S A z Z O v V X x"),
        ]
        var failures: [String] = []
        for locale in IntlLocale.availableIdentifiers {
            for layout in layouts {
                let format = try DateTimeFormat(locale: locale, options: .init(layout: layout, timeZone: "Europe/Berlin"))
                let parts = format.formatToParts(seconds: Self.instant)
                let joined = parts.map { String(parts[$0]) }.joined()
                if joined != format.format(seconds: Self.instant) || parts.string != joined {
                    failures.append("\(locale) \(layout): \(parts)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }
}
