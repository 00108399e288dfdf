@testable import Intl
import Testing

/// Numbers to parts: ECMA-402's kinds from ICU's fields (ICU 72 / CLDR 42).
@Suite struct NumberPartsTests {
    typealias Options = NumberFormatOptions

    static let cases: [(String, Options, Double, [String])] = [
        ("en", Options(), -1234.5, ["minusSign=-", "integer=1", "group=,", "integer=234", "decimal=.", "fraction=5"]),
        ("de", Options(style: .currency("EUR")), -1234.5,
         ["minusSign=-", "integer=1", "group=.", "integer=234", "decimal=,", "fraction=50", "literal=\u{00A0}", "currency=€"]),
        ("fr", Options(), 1234567.25, ["integer=1", "group=\u{202F}", "integer=234", "group=\u{202F}", "integer=567", "decimal=,", "fraction=25"]),
        ("fr", Options(style: .percent), 0.25, ["integer=25", "literal=\u{00A0}", "percentSign=%"]),
        ("ja", Options(style: .currency("JPY")), 1234, ["currency=￥", "integer=1", "group=,", "integer=234"]),
        ("ar-EG", Options(), -1234.5, ["literal=\u{061C}", "minusSign=-", "integer=١", "group=٬", "integer=٢٣٤", "decimal=٫", "fraction=٥"]),
        ("ru", Options(style: .unit("kilometer", width: .short)), 5, ["integer=5", "literal= ", "unit=км"]),
        ("hi", Options(), 1234567, ["integer=12", "group=,", "integer=34", "group=,", "integer=567"]),
        ("en", Options(style: .compact(.short)), 1234, ["integer=1", "decimal=.", "fraction=2", "compact=K"]),
        ("en", Options(style: .scientific), -0.00012, ["minusSign=-", "integer=1", "decimal=.", "fraction=2",
                                                          "exponentSeparator=E", "exponentMinusSign=-", "exponentInteger=4"]),
        ("en", Options(signDisplay: .always), 0, ["plusSign=+", "integer=0"]),
        ("en", Options(signDisplay: .always), 3, ["plusSign=+", "integer=3"]),
        ("en", Options(), -0.0, ["minusSign=-", "integer=0"]),
        ("en", Options(style: .currency("USD"), signDisplay: .accounting), -3,
         ["literal=(", "currency=$", "integer=3", "decimal=.", "fraction=00", "literal=)"]),
        ("en", Options(style: .unit("meter", width: .fullName)), 2.5, ["integer=2", "decimal=.", "fraction=5", "literal= ", "unit=meters"]),
        ("en", Options(), .nan, ["nan=NaN"]),
        ("en", Options(), -.infinity, ["minusSign=-", "infinity=∞"]),
        ("en", Options(), .infinity, ["infinity=∞"]),
    ]

    @Test(arguments: cases)
    func doubles(locale: String, options: Options, value: Double, expected: [String]) throws {
        let format = try NumberFormat(locale: locale, options: options)
        let parts = format.formatToParts(value)
        #expect(parts.pairs == expected)
        #expect(parts.string == format.format(value))
    }

    @Test func integersAndDecimalStrings() throws {
        let en = try NumberFormat(locale: "en")
        #expect(en.formatToParts(Int64.min).pairs == ["minusSign=-", "integer=9", "group=,", "integer=223", "group=,", "integer=372",
                                                      "group=,", "integer=036", "group=,", "integer=854", "group=,", "integer=775",
                                                      "group=,", "integer=808"])
        #expect(en.formatToParts(UInt64.max).string == "18,446,744,073,709,551,615")
        #expect(en.formatToParts(UInt64.max).pairs.first == "integer=18")
        #expect(en.formatToParts(42).pairs == ["integer=42"])
        let exact = try NumberFormat(locale: "de", options: .init(precision: .unlimited))
        #expect(try exact.formatToParts(decimal: "-12345678901234567890.5").pairs
                == ["minusSign=-", "integer=12", "group=.", "integer=345", "group=.", "integer=678", "group=.", "integer=901",
                    "group=.", "integer=234", "group=.", "integer=567", "group=.", "integer=890", "decimal=,", "fraction=5"])
        #expect(throws: IntlError.invalidNumber("1..2")) { try exact.formatToParts(decimal: "1..2") }
    }

    /// Rule-based styles have no fields: one literal.
    @Test func spelledOutNumbersAreOneLiteral() throws {
        let spelled = try NumberFormat(locale: "en", options: .init(style: .spellOut(.cardinal)))
        #expect(spelled.formatToParts(42).pairs == ["literal=forty-two"])
        #expect(spelled.formatToParts(2.5).pairs == ["literal=two point five"])
    }

    /// The native engine writes the text; the parts come from ICU and match it.
    @Test func nativeFormattersGiveICUsParts() throws {
        let price = try NumberFormat(locale: "de-DE", options: .init(style: .currency("EUR")))
        #expect(price.usesNativeDecimalFormat)
        #expect(price.formatToParts(1234.5).pairs
                == ["integer=1", "group=.", "integer=234", "decimal=,", "fraction=50", "literal=\u{00A0}", "currency=€"])
    }

    /// Every locale, several styles and values: the parts join to `format`'s text.
    @Test func partsJoinToTheTextInEveryLocale() throws {
        let styles: [Options] = [Options(), Options(style: .percent), Options(style: .currency("EUR")),
                                 Options(style: .compact(.long)), Options(style: .scientific),
                                 Options(style: .unit("kilometer-per-hour", width: .fullName))]
        let values: [Double] = [-1234567.891, 0, 0.5, 1e21, -.infinity, .nan]
        var failures: [String] = []
        for locale in IntlLocale.availableIdentifiers {
            for options in styles {
                let format = try NumberFormat(locale: locale, options: options)
                for value in values {
                    let parts = format.formatToParts(value)
                    let joined = parts.map { String(parts[$0]) }.joined()
                    if joined != format.format(value) || parts.string != joined || parts.contains(where: \.range.isEmpty) {
                        failures.append("\(locale) \(options.style) \(value): \(parts)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }
}

extension NumberPartsTests {
    /// ICU 72 writes the exponent digits of non-BMP numbering systems (ccp,
    /// Adlam) as broken surrogate pairs; the shim turns each unpaired one
    /// into U+FFFD, so the call returns instead of trapping.
    @Test func brokenICUTextBecomesReplacementCharacters() throws {
        let chakma = try NumberFormat(locale: "ccp", options: .init(style: .scientific))
        #expect(chakma.format(1e21) == "𑄷E\u{FFFD}𑄸\u{FFFD}")
        #expect(chakma.formatToParts(1e21).pairs == ["integer=𑄷", "exponentSeparator=E", "exponentInteger=\u{FFFD}𑄸\u{FFFD}"])
    }
}
