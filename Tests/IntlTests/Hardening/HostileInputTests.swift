@testable import Intl
import Testing

/// Every public formatter kind × hostile locales × hostile values: each call
/// returns its exact result or throws its exact `IntlError` — for a fixed
/// locale literally, across every hostile locale by what must hold in all of
/// them (the same error, the same clamped ends, agreeing paths) — and never
/// traps: a trap stops the whole test process.
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

    /// Decimal strings no formatter accepts, in any locale: exactly `.invalidNumber`.
    static let invalidDecimals: [String] = ["", "-", ".", "1e", "1e99999999999", "NaN", "inf", "1,5", "٣", "1_000", "--1", "0x10"]

    /// What each hostile locale resolves to (its canonical identifier), or the exact error.
    static let localeOutcomes: [(String, Result<String, IntlError>)] = [
        ("und", .success("und")), ("root", .success("und")), ("x-private", .success("und-x-private")),
        ("en-x-private-use", .success("en-x-private-use")), ("qaa", .success("qaa")), ("zz", .success("zz")),
        ("en-ZZ", .success("en-ZZ")), ("en-001", .success("en-001")), ("sr-Latn-ME", .success("sr-Latn-ME")),
        ("ja-JP-u-ca-japanese", .success("ja-JP-u-ca-japanese")), ("th-TH-u-nu-thai", .success("th-TH-u-nu-thai")),
        ("ar-EG-u-nu-latn", .success("ar-EG-u-nu-latn")), ("en@calendar=islamic-umalqura", .success("en-u-ca-islamic-umalqura")),
        ("de@collation=phonebook", .success("de-u-co-phonebk")),
        ("en-u-nu-foo", .failure(.unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en-u-nu-foo"))),
        ("en@numbers=foo", .failure(.unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en@numbers=foo"))),
        ("en-u-ca-foo", .failure(.unsupportedLocaleKeywordValue(key: "ca", value: "foo", locale: "en-u-ca-foo"))),
        ("en-u-hc-h99", .failure(.unsupportedLocaleKeywordValue(key: "hc", value: "h99", locale: "en-u-hc-h99"))),
        ("en-u-cu-xyz", .failure(.unsupportedLocaleKeywordValue(key: "cu", value: "xyz", locale: "en-u-cu-xyz"))),
        ("en-u-co-foo", .failure(.unsupportedLocaleKeywordValue(key: "co", value: "foo", locale: "en-u-co-foo"))),
        ("en-u-ms-foo", .failure(.unsupportedLocaleKeywordValue(key: "ms", value: "foo", locale: "en-u-ms-foo"))),
        ("en-u-fw-foo", .failure(.unsupportedLocaleKeywordValue(key: "fw", value: "foo", locale: "en-u-fw-foo"))),
        ("en-u-kn-maybe", .failure(.unsupportedLocaleKeywordValue(key: "kn", value: "maybe", locale: "en-u-kn-maybe"))),
        (hostileLocales[23], .failure(.malformedLocale(hostileLocales[23]))),   // 1,024 × "a"
        (hostileLocales[24], .failure(.malformedLocale(hostileLocales[24]))),   // "en-" + 1,024 × "x"
        (hostileLocales[25], .failure(.malformedLocale(hostileLocales[25]))),   // 300 × "en-", then "US"
        ("", .success("und")), ("-", .failure(.malformedLocale("-"))), ("@", .success("und")),
        ("en@", .success("en")), ("en@=", .failure(.malformedLocale("en@="))), ("en_US_POSIX", .success("en-US-u-va-posix")),
        ("i-klingon", .success("tlh")), ("\u{0}", .failure(.malformedLocale("\u{0}"))),
        ("en\u{0}US", .failure(.malformedLocale("en\u{0}US"))), ("ünïcode", .failure(.malformedLocale("ünïcode"))),
        ("en-US-u", .failure(.malformedLocale("en-US-u"))), ("en-u-", .failure(.malformedLocale("en-u-"))),
        ("en--US", .failure(.malformedLocale("en--US"))),
    ]

    @Test func hostileLocalesResolveOrFailExactly() {
        #expect(Self.localeOutcomes.map(\.0) == Self.hostileLocales)
        for (identifier, expected) in Self.localeOutcomes {
            let outcome = Result { () throws(IntlError) in try IntlLocale(identifier).identifier }
            #expect(outcome == expected, "\(identifier.prefix(20).debugDescription)")
        }
    }

    /// A formatter for a hostile locale is built, or fails exactly as `IntlLocale` does.
    static func built<T>(_ locale: String, _ make: () throws(IntlError) -> T) -> T? {
        HostileTextTests.expectSameFailure(locale, make)
    }

    /// English output for the extreme values of each style: (style, [NaN, ∞, −∞, −0, 0.5, 1]).
    static let englishExtremes: [(NumberFormatOptions, [String])] = [
        (.init(), ["NaN", "∞", "-∞", "-0", "0.5", "1"]),
        (.init(style: .percent), ["NaN%", "∞%", "-∞%", "-0%", "50%", "100%"]),
        (.init(style: .scientific), ["NaN", "∞", "-∞", "-0E0", "5E-1", "1E0"]),
        (.init(style: .engineering), ["NaN", "∞", "-∞", "-0E0", "500E-3", "1E0"]),
        (.init(style: .currency("EUR")), ["€NaN", "€∞", "-€∞", "-€0.00", "€0.50", "€1.00"]),
        (.init(style: .currency("JPY", display: .name)),
         ["NaN Japanese yen", "∞ Japanese yen", "-∞ Japanese yen", "-0 Japanese yen", "0 Japanese yen", "1 Japanese yen"]),
        (.init(style: .compact()), ["NaN", "∞", "-∞", "-0", "0.5", "1"]),
        (.init(style: .unit("kilometer-per-hour")), ["NaN km/h", "∞ km/h", "-∞ km/h", "-0 km/h", "0.5 km/h", "1 km/h"]),
        (.init(style: .unit("meter", width: .fullName)), ["NaN meters", "∞ meters", "-∞ meters", "-0 meters", "0.5 meters", "1 meter"]),
        (.init(style: .spellOut()), ["NaN", "∞", "-∞", "zero", "zero point five", "one"]),
    ]

    @Test func englishFormatsOfExtremeValuesAreExact() throws {
        for (options, expected) in Self.englishExtremes {
            let format = try NumberFormat(locale: "en", options: options)
            #expect([Double.nan, .infinity, -.infinity, -0.0, 0.5, 1].map(format.format) == expected, "\(options)")
        }
        let decimal = try NumberFormat(locale: "en", options: .init())
        #expect(decimal.format(Int64.min) == "-9,223,372,036,854,775,808")
        #expect(decimal.format(UInt64.max) == "18,446,744,073,709,551,615")
        #expect(try decimal.format(decimal: "-1e-400") == "-0")
        #expect(try NumberFormat(locale: "en", options: .init(style: .scientific)).format(decimal: "1e400") == "1E400")
    }

    /// In every locale and style: integers format as their decimal strings do, and
    /// every malformed decimal string is refused with exactly `.invalidNumber`.
    @Test(arguments: hostileLocales)
    func numberFormatsOfHostileValues(locale: String) {
        for options in Self.numberStyles {
            let format: NumberFormat
            do {
                format = try NumberFormat(locale: locale, options: options)
            } catch {
                if (try? IntlLocale(locale)) == nil {
                    #expect(throws: error) { try IntlLocale(locale) }
                } else if case .unknownRuleSet(let name, _, _) = error {
                    // Arabic has no "%spellout-ordinal" (only gendered ones); every other resolving hostile locale has each style.
                    #expect(name == "%spellout-ordinal" && locale.hasPrefix("ar"), "\(locale): \(error)")
                } else {
                    Issue.record("\(locale) \(options): \(error)")
                }
                continue
            }
            for value in Self.hostileIntegers {
                #expect(format.format(value) == (try? format.format(decimal: String(value))), "\(locale) \(options) \(value)")
            }
            #expect(format.format(UInt64.max) == (try? format.format(decimal: "18446744073709551615")))
            for text in Self.invalidDecimals {
                #expect(throws: IntlError.invalidNumber(text)) { try format.format(decimal: text) }
            }
            for value in Self.hostileDoubles { #expect(!format.format(value).isEmpty) }
        }
        for skeleton in ["compact-short", "unit/furlong", "usage/road", "scale/0", "precision-increment/0", "", "%", "currency/XXX"] {
            guard let format = try? NumberFormat(locale: locale, skeleton: skeleton) else { continue }
            for value in Self.hostileDoubles { #expect(!format.format(value).isEmpty) }
        }
    }

    @Test func englishParsesOfHostileTextAreExact() throws {
        let parser = try NumberParser(locale: "en")
        let failures: [(String, Int)] = [("", 0), ("-", 1), (".", 0), ("1e", 1), ("inf", 0), ("1,5", 0), ("1_000", 1),
                                         ("--1", 1), ("0x10", 1), ("1.234,5", 5)]
        for (text, position) in failures {
            #expect(throws: IntlError.parseFailure(input: text, position: position)) { try parser.parse(text) }
        }
        #expect(try parser.parse("٣").description == "3")          // Arabic-Indic digits are digits
        #expect(try parser.parse("NaN").description == "NaN")
        #expect(try parser.parse("1e99999999999").description == "Infinity")
    }

    /// Every parse either returns a value or fails with a position inside the input.
    @Test(arguments: hostileLocales)
    func parsersOfHostileText(locale: String) {
        guard let parser = Self.built(locale, { () throws(IntlError) in try NumberParser(locale: locale) }) else { return }
        for text in Self.hostileDecimals + ["1.234,5", String(repeating: "9", count: 10_000)] {
            do {
                _ = try parser.parse(text)
            } catch {
                guard case .parseFailure(let input, let position) = error else {
                    Issue.record("\(locale) \(text.prefix(20)): \(error)")
                    continue
                }
                #expect(input == text && (0...text.utf16.count).contains(position))
            }
        }
    }

    static let dateLayouts: [DateTimeFormatOptions.Layout] = [
        .styles(date: .full, time: .full), .styles(date: .short, time: .none), .styles(date: .none, time: .medium),
        .template("yMMMd"), .template("jmm"), .template("GGGGGyyyyMMMMEEEEdhmsSSSzzzz"), .pattern("yyyy-MM-dd'T'HH:mm:ssXXX"),
    ]

    @Test func extremeInstantsInUTCAreExact() throws {
        let format = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd'T'HH:mm:ssXXX"), timeZone: "UTC"))
        // ICU's range is about ±8.64e15 s: beyond it an instant is clamped to the range's ends.
        // Year-of-era ("yyyy"): the last date before the era starts prints without a sign.
        #expect([1e17, -1e17, .infinity, -.infinity, 8.64e15, -8.64e15, 0, -0.0, 253_402_300_800].map(format.format) == [
            "5828963-12-20T00:00:00Z", "5838270-09-20T00:00:00Z", "5828963-12-20T00:00:00Z", "5838270-09-20T00:00:00Z",
            "5828963-12-20T00:00:00Z", "5838270-09-20T00:00:00Z", "1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z",
            "10000-01-01T00:00:00Z",
        ])
        #expect(throws: IntlError.dateParseFailure(input: "Friday, August 7, 2015", pattern: "yyyy-MM-dd'T'HH:mm:ssXXX", position: 0)) {
            try format.parse("Friday, August 7, 2015")
        }
    }

    /// In every locale, layout and zone: out-of-range instants clamp to the same
    /// ends however they are given, and a parse fails with a position in the input.
    @Test(arguments: hostileLocales)
    func dateFormatsOfHostileInstants(locale: String) {
        for layout in Self.dateLayouts {
            for zone in ["UTC", "Pacific/Chatham", "GMT+14:00"] {
                guard let format = Self.built(locale, { () throws(IntlError) in
                    try DateTimeFormat(locale: locale, options: .init(layout: layout, timeZone: .init(stringLiteral: zone)))
                }) else { continue }
                let latest = format.format(Double.infinity), earliest = format.format(-Double.infinity)
                #expect(format.format(1e17) == latest && format.format(seconds: .max, nanoseconds: .max) == latest)
                #expect(format.format(-1e17) == earliest && format.format(seconds: .min, nanoseconds: .min) == earliest)
                for instant in Self.hostileInstants { #expect(!format.format(instant).isEmpty) }
                do {
                    _ = try format.parse("Friday, August 7, 2015")
                } catch {
                    guard case .dateParseFailure(let input, _, let position) = error else {
                        Issue.record("\(locale) \(layout): \(error)")
                        continue
                    }
                    #expect(input == "Friday, August 7, 2015" && (0...input.utf16.count).contains(position))
                }
            }
        }
        if let interval = Self.built(locale, { () throws(IntlError) in try DateIntervalFormat(locale: locale) }) {
            for instant in Self.hostileInstants { #expect(!interval.format(from: instant, to: -instant).isEmpty) }
            #expect(interval.format(fromSeconds: .max, toSeconds: .min) == interval.format(from: .infinity, to: -.infinity))
        }
        for options in [RelativeTimeFormatOptions(), .init(numeric: .always, width: .narrow)] {
            guard let relative = Self.built(locale, { () throws(IntlError) in try RelativeTimeFormat(locale: locale, options: options) }) else { continue }
            for value in Self.hostileDoubles {
                for unit in [RelativeTimeFormat.Unit.second, .day, .year, .quarter] { #expect(!relative.format(value, unit).isEmpty) }
            }
        }
    }

    /// In every locale and both rule types, bad input fails exactly and the
    /// same way: non-finite values, fraction digits outside 0...999, malformed decimals.
    @Test(arguments: hostileLocales)
    func pluralRulesOfHostileValues(locale: String) throws {
        for type in [PluralRuleType.cardinal, .ordinal] {
            guard let rules = Self.built(locale, { () throws(IntlError) in try PluralRules(locale: locale, type: type) }) else { continue }
            for value in [Int.min, Int.max, 0, -1] { #expect(rules.categories.contains(rules.category(for: value))) }
            for value in [Double.infinity, -.infinity] {
                #expect(throws: IntlError.notFinite(value)) { try rules.category(for: value, fractionDigits: 3) }
            }
            #expect(throws: IntlError.invalidOptions("fractionDigits -1 is not in 0...999")) { try rules.category(for: 1.5, fractionDigits: -1) }
            #expect(throws: IntlError.invalidOptions("fractionDigits 10000 is not in 0...999")) { try rules.category(for: 1.5, fractionDigits: 10_000) }
            for text in Self.invalidDecimals where text != "1e99999999999" {
                #expect(throws: IntlError.invalidNumber(text)) { try rules.category(for: text) }
            }
            #expect((try? rules.category(forFormatted: "1,5", decimalSeparator: ",")) == (try? rules.category(for: "1.5")))
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
