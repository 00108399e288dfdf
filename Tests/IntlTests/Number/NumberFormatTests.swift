import Intl
import Testing
import TestSupport

/// Exact ICU 72 / CLDR 42 output. Invisible characters are escaped:
/// U+00A0 no-break space, U+202F narrow no-break space, U+200F RLM, U+061C ALM.
@Suite struct NumberFormatTests {
    typealias Options = NumberFormatOptions

    /// 2.5 in de-DE and ar-EG in each style.
    static let twoAndAHalfTable: [(String, Options, String)] = [
        ("de-DE", Options(precision: .integer), "2"),
        ("de-DE", Options(), "2,5"),
        ("de-DE", Options(style: .currency("EUR")), "2,50\u{00A0}€"),
        ("de-DE", Options(style: .scientific), "2,5E0"),
        ("de-DE", Options(style: .percent), "250\u{00A0}%"),
        ("de-DE", Options(style: .spellOut()), "zwei Komma fünf"),
        ("ar-EG", Options(precision: .integer), "٢"),
        ("ar-EG", Options(), "٢٫٥"),
        ("ar-EG", Options(style: .currency("EGP")), "\u{200F}٢٫٥٠\u{00A0}ج.م.\u{200F}"),
        ("ar-EG", Options(style: .scientific), LoadedCLDR.pick(cldr42: "٢٫٥اس٠", cldr46: "٢٫٥أس٠")),
        ("ar-EG", Options(style: .percent), "٢٥٠٪\u{061C}"),
        ("ar-EG", Options(style: .spellOut()), "إثنان فاصل خمسة"),
    ]

    @Test(arguments: twoAndAHalfTable)
    func twoAndAHalf(locale: String, options: Options, expected: String) throws {
        #expect(try NumberFormat(locale: locale, options: options).format(2.5) == expected)
    }

    /// Separators, grouping and numbering systems.
    static let separators: [(String, Double, String)] = [
        ("zh", 1000.01, "1,000.01"),
        ("en", 1000.01, "1,000.01"),
        ("de", 1000.01, "1.000,01"),
        ("hi-IN-u-nu-deva", 1000.01, "१,०००.०१"),
        ("hi-IN", 1234567.891, "12,34,567.891"),
        ("fr-FR", 1234.5, "1\u{202F}234,5"),
        ("de-CH", 1234567.5, "1’234’567.5"),
        ("es", 1234, "1234"),
        ("es", 12345, "12.345"),
        ("ar-EG-u-nu-latn", 1234.5, "1,234.5"),
        ("th-TH-u-nu-thai", 42, "๔๒"),
    ]

    @Test(arguments: separators)
    func groupsAndSeparates(locale: String, value: Double, expected: String) throws {
        #expect(try NumberFormat(locale: locale).format(value) == expected)
    }

    /// Every style and option group, in en-US unless the case says otherwise.
    static let styles: [(String, Options, Double, String)] = [
        ("en-US", Options(style: .currency("USD")), -1234.5, "-$1,234.50"),
        ("en-US", Options(style: .currency("USD"), signDisplay: .accounting), -1234.5, "($1,234.50)"),
        ("en-US", Options(style: .currency("CAD")), 5, "CA$5.00"),
        ("en-US", Options(style: .currency("CAD", display: .narrowSymbol)), 5, "$5.00"),
        ("en-US", Options(style: .currency("EUR", display: .code)), 5, "EUR\u{00A0}5.00"),
        ("en-US", Options(style: .currency("EUR", display: .name)), 2.5, "2.50 euros"),
        ("en-US", Options(style: .currency("EUR", display: .name)), 1, "1.00 euros"),
        ("ja-JP", Options(style: .currency("JPY")), 1234.5, "￥1,234"),
        ("de-CH", Options(style: .currency("CHF"), precision: .currencyCash), 1.02, "CHF\u{00A0}1.00"),
        ("en-US", Options(style: .engineering), 12345, "12.345E3"),
        ("en-US", Options(style: .compact(.short)), 1234567, "1.2M"),
        ("en-US", Options(style: .compact(.long)), 1234567, "1.2 million"),
        ("de-DE", Options(style: .compact(.long)), 1234567, "1,2 Millionen"),
        ("en-US", Options(style: .unit("length-meter")), 2.5, "2.5 m"),
        ("en-US", Options(style: .unit("meter", width: .fullName)), 2.5, "2.5 meters"),
        ("en-US", Options(style: .unit("kilogram", width: .narrow)), 3, "3kg"),
        ("de-DE", Options(style: .unit("temperature-celsius", width: .fullName)), 21.5, "21,5 Grad Celsius"),
        ("en-US", Options(style: .unit("fahrenheit")), 70, "70°F"),
        ("en-US", Options(style: .unit("kilometer-per-hour")), 100, "100 km/h"),
        ("en-US", Options(style: .percent), 0.256, "25.6%"),
        ("en-US", Options(precision: .fractionDigits(2...2)), 1.5, "1.50"),
        ("en-US", Options(precision: .fractionDigits(0...1)), 1.25, "1.2"),
        ("en-US", Options(precision: .significantDigits(1...3)), 1234, "1,230"),
        ("en-US", Options(precision: .increment("0.05")), 1.23, "1.25"),
        ("en-US", Options(precision: .integer, roundingMode: .halfUp), 2.5, "3"),
        ("en-US", Options(precision: .integer, roundingMode: .halfEven), 2.5, "2"),
        ("en-US", Options(precision: .integer, roundingMode: .halfOdd), 2.5, "3"),
        ("en-US", Options(precision: .integer, roundingMode: .ceiling), -2.5, "-2"),
        ("en-US", Options(precision: .integer, roundingMode: .floor), -2.5, "-3"),
        ("en-US", Options(precision: .integer, roundingMode: .up), 2.1, "3"),
        ("en-US", Options(precision: .integer, roundingMode: .down), 2.9, "2"),
        ("en-US", Options(precision: .integer, roundingMode: .halfDown), 2.5, "2"),
        ("en-US", Options(precision: .integer, roundingMode: .halfCeiling), -2.5, "-2"),
        ("en-US", Options(precision: .integer, roundingMode: .halfFloor), 2.5, "2"),
        ("en-US", Options(minimumIntegerDigits: 3), 7, "007"),
        ("en-US", Options(maximumIntegerDigits: 2), 1234, "34"),
        ("en-US", Options(grouping: .never), 1234567, "1234567"),
        ("en-US", Options(grouping: .min2), 1234, "1234"),
        ("en-US", Options(grouping: .min2), 12345, "12,345"),
        ("es", Options(grouping: .always), 1234, "1.234"),
        ("hi-IN", Options(grouping: .thousands), 1234567, "1,234,567"),
        ("en-US", Options(signDisplay: .always), 0, "+0"),
        ("en-US", Options(signDisplay: .exceptZero), 0, "0"),
        ("en-US", Options(signDisplay: .exceptZero), 5, "+5"),
        ("en-US", Options(signDisplay: .never), -5, "5"),
        ("en-US", Options(signDisplay: .negative), -0.0, "0"),
        ("en-US", Options(numberingSystem: "arab"), 1234.5, "١٬٢٣٤٫٥"),
        ("en-US", Options(numberingSystem: "deva"), 42, "४२"),
        ("en-US", Options(style: .ordinal), 2, "2nd"),
        ("en-US", Options(style: .ordinal), 23, "23rd"),
        ("en-US", Options(style: .spellOut(.ordinal)), 2, "second"),
        ("en-US", Options(style: .spellOut(.year)), 1999, "nineteen ninety-nine"),
        ("fr", Options(style: .spellOut()), 71, "soixante-et-onze"),
        ("es", Options(style: .spellOut(.ruleSet("%spellout-cardinal-feminine"))), 21, "veintiuna"),
        ("en-US", Options(), .nan, "NaN"),
        ("en-US", Options(), .infinity, "∞"),
        ("en-US", Options(), -.infinity, "-∞"),
        ("de-DE", Options(style: .percent), .infinity, "∞\u{00A0}%"),
        ("en-US", Options(), 0.1234567891, "0.123457"),
        ("en-US", Options(precision: .unlimited), 0.1234567891, "0.1234567891"),
    ]

    @Test(arguments: styles)
    func style(locale: String, options: Options, value: Double, expected: String) throws {
        #expect(try NumberFormat(locale: locale, options: options).format(value) == expected)
    }

    @Test func integersAreExact() throws {
        let formatter = try NumberFormat(locale: "en")
        #expect(formatter.format(Int64.max) == "9,223,372,036,854,775,807")
        #expect(formatter.format(Int64.min) == "-9,223,372,036,854,775,808")
        #expect(formatter.format(UInt64.max) == "18,446,744,073,709,551,615")
        #expect(formatter.format(-9876) == "-9,876")
        let spellOut = try NumberFormat(locale: "en", options: .init(style: .spellOut()))
        // CLDR's English rules spell out up to 10^18 - 1 and write larger values with digits.
        #expect(spellOut.format(999_999_999_999_999_999 as Int64).hasPrefix("nine hundred ninety-nine quadrillion"))
        #expect(spellOut.format(UInt64.max) == "18,446,744,073,709,551,615")
    }

    @Test func decimalStringsBeyondDoublePrecision() throws {
        let exact = try NumberFormat(locale: "en", options: .init(precision: .unlimited))
        #expect(try exact.format(decimal: "12345678901234567890.123456789") == "12,345,678,901,234,567,890.123456789")
        #expect(try exact.format(decimal: "-0.000000000000000000001") == "-0.000000000000000000001")
        #expect(try exact.format(decimal: "1.5e3") == "1,500")
        let rounded = try NumberFormat(locale: "de")
        #expect(try rounded.format(decimal: "12345678901234567890.123456789") == "12.345.678.901.234.567.890,123457")
        let money = try NumberFormat(locale: "en-US", options: .init(style: .currency("USD")))
        #expect(try money.format(decimal: "0.005") == "$0.00")
        #expect(try money.format(decimal: "0.015") == "$0.02")
    }

    @Test func introspection() throws {
        let formatter = try NumberFormat(locale: "de_DE", options: .init(style: .currency("eur", display: .code)))
        #expect(formatter.skeleton == "currency/EUR unit-width-iso-code")
        #expect(formatter.locale.identifier == "de-DE")
        #expect(formatter.resolvedLocale == "de-DE")
        #expect(try NumberFormat(locale: "de-XX").resolvedLocale == "de")
        #expect(try NumberFormat(locale: "xx-YY").resolvedLocale == "root")
        #expect(try NumberFormat(locale: "xx-YY").format(1234567.891) == "1,234,567.891")
        let spellOut = try NumberFormat(locale: "de-AT", options: .init(style: .spellOut(.ordinal)))
        #expect(spellOut.skeleton == nil)
        #expect(spellOut.ruleSet == "%spellout-ordinal")
        #expect(try NumberFormat(locale: "de", skeleton: "percent").format(0.5) == "0,5\u{00A0}%")
        #expect(try NumberFormat(locale: "en", options: .init()) == NumberFormat(locale: "en"))
        #expect(try NumberFormat(locale: "en") != NumberFormat(locale: "de"))
    }
}
