@testable import Intl
import Testing

/// Every public formatter kind × hostile locales × hostile values: each call
/// returns a result or throws an `IntlError`, never traps (issue: "no input
/// may trap"). A trap here stops the whole test process, so a pass means no
/// combination reached a `precondition`.
@Suite struct HostileInputTests {
    /// Locales a request header or a config file could carry.
    static let hostileLocales: [String] = [
        "und", "root", "x-private", "en-x-private-use", "qaa", "zz", "en-ZZ", "en-001", "sr-Latn-ME",
        "ja-JP-u-ca-japanese", "th-TH-u-nu-thai", "ar-EG-u-nu-latn", "en@calendar=islamic-umalqura",
        "de@collation=phonebook", "en-u-nu-foo", "en@numbers=foo", "en-u-ca-foo", "en-u-hc-h99",
        "en-u-cu-xyz", "en-u-co-foo", "en-u-ms-foo", "en-u-fw-foo", "en-u-kn-maybe",
        String(repeating: "a", count: 1024), "en-" + String(repeating: "x", count: 1024),
        String(repeating: "en-", count: 300) + "US", "", "-", "@", "en@", "en@=", "en_US_POSIX", "i-klingon",
        "\u{0}", "en\u{0}US", "ünïcode", "en-US-u", "en-u-", "en--US",
    ]

    static let hostileDoubles: [Double] = [
        .nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1e300, -1e-300, 0.5, 1,
    ]

    static let hostileIntegers: [Int64] = [.min, .max, 0, -1]

    static let hostileDecimals: [String] = [
        "1e400", "-1e-400", "1" + String(repeating: "0", count: 400), "0." + String(repeating: "0", count: 400) + "1",
        "", "-", ".", "1e", "1e99999999999", "NaN", "inf", "1,5", "٣", "1_000", "--1", "0x10",
    ]

    /// Seconds since the epoch: ±10^17 s is far outside any calendar's range.
    static let hostileInstants: [Double] = [
        1e17, -1e17, .nan, .infinity, -.infinity, 8.64e15, -8.64e15, 0, -0.0, 253_402_300_800,
    ]

    static let numberStyles: [NumberFormatOptions] = [
        .init(), .init(style: .percent), .init(style: .scientific), .init(style: .engineering),
        .init(style: .ordinal), .init(style: .currency("EUR")), .init(style: .currency("JPY", display: .name)),
        .init(style: .compact()), .init(style: .compact(.long)), .init(style: .unit("kilometer-per-hour")),
        .init(style: .unit("meter", width: .fullName)), .init(style: .spellOut()), .init(style: .spellOut(.ordinal)),
        .init(style: .spellOut(.year)),
    ]

    @Test(arguments: hostileLocales)
    func numberFormatsNeverTrap(locale: String) {
        for options in Self.numberStyles {
            guard let format = try? NumberFormat(locale: locale, options: options) else { continue }
            for value in Self.hostileDoubles { _ = format.format(value) }
            for value in Self.hostileIntegers { _ = format.format(value) }
            _ = format.format(UInt64.max)
            for value in Self.hostileDecimals { _ = try? format.format(decimal: value) }
        }
        for skeleton in ["compact-short", "unit/furlong", "usage/road", "scale/0", "precision-increment/0", "", "%", "currency/XXX"] {
            guard let format = try? NumberFormat(locale: locale, skeleton: skeleton) else { continue }
            for value in Self.hostileDoubles { _ = format.format(value) }
        }
        for value in Self.hostileDoubles { _ = try? NumberFormat.format(value, locale: locale) }
    }

    @Test(arguments: hostileLocales)
    func parsersNeverTrap(locale: String) {
        guard let parser = try? NumberParser(locale: locale) else { return }
        for text in Self.hostileDecimals + ["1.234,5", String(repeating: "9", count: 10_000)] {
            _ = try? parser.parse(text)
        }
    }

    static let dateLayouts: [DateTimeFormatOptions.Layout] = [
        .styles(date: .full, time: .full), .styles(date: .short, time: .none), .styles(date: .none, time: .medium),
        .template("yMMMd"), .template("jmm"), .template("GGGGGyyyyMMMMEEEEdhmsSSSzzzz"), .pattern("yyyy-MM-dd'T'HH:mm:ssXXX"),
    ]

    @Test(arguments: hostileLocales)
    func dateFormatsNeverTrap(locale: String) {
        for layout in Self.dateLayouts {
            for zone in ["UTC", "Pacific/Chatham", "GMT+14:00"] {
                guard let format = try? DateTimeFormat(locale: locale, options: .init(layout: layout, timeZone: .init(stringLiteral: zone))) else { continue }
                for instant in Self.hostileInstants { _ = format.format(instant) }
                _ = format.format(seconds: .max, nanoseconds: .max)
                _ = format.format(seconds: .min, nanoseconds: .min)
                _ = try? format.parse("Friday, August 7, 2015")
            }
        }
        if let interval = try? DateIntervalFormat(locale: locale) {
            for instant in Self.hostileInstants { _ = interval.format(from: instant, to: -instant) }
            _ = interval.format(fromSeconds: .max, toSeconds: .min)
        }
        for options in [RelativeTimeFormatOptions(), .init(numeric: .always, width: .narrow)] {
            guard let relative = try? RelativeTimeFormat(locale: locale, options: options) else { continue }
            for value in Self.hostileDoubles {
                for unit in [RelativeTimeFormat.Unit.second, .day, .year, .quarter] { _ = relative.format(value, unit) }
            }
        }
    }

    @Test(arguments: hostileLocales)
    func pluralRulesNeverTrap(locale: String) {
        for type in [PluralRuleType.cardinal, .ordinal] {
            guard let rules = try? PluralRules(locale: locale, type: type) else { continue }
            for value in [Int.min, Int.max, 0, -1] { _ = rules.category(for: value) }
            for value in Self.hostileDoubles { _ = try? rules.category(for: value, fractionDigits: 3) }
            _ = try? rules.category(for: 1.5, fractionDigits: -1)
            _ = try? rules.category(for: 1.5, fractionDigits: 10_000)
            for text in Self.hostileDecimals { _ = try? rules.category(for: text) }
            _ = try? rules.category(forFormatted: "1,5", decimalSeparator: ",")
        }
    }

    /// ICU 72's rule-based formatter crashes on -∞ for the Japanese ordinal;
    /// non-finite values are written by the locale's decimal format instead.
    @Test func ruleBasedFormatsWriteNonFiniteValuesAsDecimals() throws {
        let japaneseOrdinal = try NumberFormat(locale: "ja-JP", options: .init(style: .ordinal))
        #expect(japaneseOrdinal.format(-Double.infinity) == "-∞")
        let englishWords = try NumberFormat(locale: "en", options: .init(style: .spellOut()))
        #expect([Double.infinity, -.infinity, .nan].map(englishWords.format) == ["∞", "-∞", "NaN"])
        #expect(englishWords.format(2.5) == "two point five")
        let arabicWords = try NumberFormat(locale: "ar-EG", options: .init(style: .spellOut()))
        #expect(arabicWords.format(Double.infinity) == "∞")
    }

    /// The errors for ids that are not locales at all name the input ("" is
    /// the root locale, as in ICU).
    @Test func malformedIdentifiersAreTypedErrors() {
        for identifier in ["-", "en--US", "\u{0}", "en\u{0}US", String(repeating: "a", count: 1024)] {
            #expect(throws: IntlError.malformedLocale(identifier)) { try IntlLocale(identifier) }
        }
    }
}
