@testable import Intl
import Testing

/// The one decimal representation: what it reads from decimal strings and
/// doubles, how it writes them out, and that the sign of -0 survives the way
/// ICU keeps it.
@Suite struct FixedDecimalTests {
    /// Digits, exponent and shown fraction digits of the type's own table.
    @Test(arguments: [
        ("1234.5", [1, 2, 3, 4, 5], 4, 1, false),
        ("-0.050", [5], -1, 3, true),
        ("1.2c6", [1, 2], 7, 0, false),
        ("0", [], 0, 0, false),
        ("-00", [], 0, 0, true),
        ("1.0000001c6", [1, 0, 0, 0, 0, 0, 0, 1], 7, 1, false),
    ] as [(String, [UInt8], Int, Int, Bool)])
    func readsPluralSampleDecimals(text: String, digits: [UInt8], exponent: Int, shown: Int, negative: Bool) throws {
        let parts = FixedDecimal.withDigits(ofDecimal: text, syntax: .pluralSample) { decimal, _ in
            ((0..<decimal.count).map { decimal.digit(at: $0) }, decimal.exponent, decimal.shownFractionDigits,
             decimal.isNegative)
        }
        let (readDigits, readExponent, readShown, readNegative) = try #require(parts)
        #expect(readDigits == digits)
        #expect(readExponent == exponent)
        #expect(readShown == shown)
        #expect(readNegative == negative)
    }

    @Test(arguments: [
        ("1.234567891E+6", "1234567.891"),
        ("1.2345678901234567890123456789E+19", "12345678901234567890.123456789"),
        ("-2.5E-3", "-0.0025"),
        ("1E+3", "1000"),
        ("0", "0"),
        ("+0", "0"),
        ("-0", "-0"),
        ("-0.000", "-0"),
        ("-0e5", "-0"),
        ("1234.5", "1234.5"),
        ("1.50", "1.5"),
        (".5", "0.5"),
        ("5.", "5"),
        ("-00012.3400", "-12.34"),
        ("1e-3", "0.001"),
    ])
    func writesDecimalStringsPlainly(text: String, plain: String) throws {
        #expect(try FixedDecimal.plainText(ofDecimal: text) == plain)
    }

    @Test(arguments: ["", "-", "+", ".", "e5", "1e", "1e+", "1.2.3", "1c6", "--1", "1e1234567890", " 1", "١"])
    func refusesWhatICUDoesNotRead(text: String) {
        #expect(throws: IntlError.invalidNumber(text)) { try FixedDecimal.plainText(ofDecimal: text) }
    }

    /// Zeros an exponent adds count, digits the caller wrote do not.
    @Test func limitsTheZerosAnExponentAdds() throws {
        #expect(try FixedDecimal.plainText(ofDecimal: "1e1000") == "1" + String(repeating: "0", count: 1000))
        #expect(try FixedDecimal.plainText(ofDecimal: "1e-1000") == "0." + String(repeating: "0", count: 999) + "1")
        #expect(throws: IntlError.notRepresentable("1e1001", reason: "its exponent adds more than 1000 digits")) {
            try FixedDecimal.plainText(ofDecimal: "1e1001")
        }
        #expect(try FixedDecimal.plainText(ofDecimal: "0e999999999") == "0")
    }

    /// A double's digits: exact integers below 2^53, shortest digits otherwise.
    @Test(arguments: [
        (1234.56, "1234.56"), (-0.0, "-0"), (0, "0"), (1e-7, "0.0000001"), (0.1 + 0.2, "0.30000000000000004"),
        (0x1p53 + 2, "9007199254740994"), (1e21, "1000000000000000000000"), (-2.5, "-2.5"),
        (0x1p52 - 0.5, "4503599627370495.5"),
    ])
    func readsDoubles(value: Double, plain: String) {
        #expect(FixedDecimal.withDigits(of: value) { $0.plainText } == plain)
        #expect(FixedDecimal.withDigits(of: value) { $0.shownFractionDigits == $0.significantFractionDigits })
    }

    /// `format(decimal:)` writes what ICU writes for the same string, -0
    /// included, and what it writes for the double -0.0.
    @Test(arguments: ["-0", "-0.000", "-0e3", "+0", "0", "-0.0000001", "-1.50", "-1.5e3", ".5", "-00012.3400"])
    func decimalStringsAsICUWritesThem(text: String) throws {
        for (locale, options) in [("en", NumberFormatOptions()), ("de", NumberFormatOptions(style: .percent)),
                                  ("en", NumberFormatOptions(precision: .fractionDigits(2...2)))] {
            let format = try NumberFormat(locale: locale, options: options)
            let icu = try ICUNumberFormatter(skeleton: format.skeleton ?? "", locale: format.locale)
            #expect(try format.format(decimal: text) == icu.format(decimal: text).get(), "\(locale) \(options)")
        }
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let format = try NumberFormat(locale: "en")
        #expect(try format.format(decimal: "-0") == "-0")
        #expect(format.format(-0.0) == "-0")
        let percent = try NumberFormat(locale: "de", options: .init(style: .percent))
        #expect(try percent.format(decimal: "-0") == "-0\u{00A0}%")
    }
}
