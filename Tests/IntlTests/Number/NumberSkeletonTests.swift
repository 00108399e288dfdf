@testable import Intl
import Testing

/// Options → skeleton, checked without ICU.
@Suite struct NumberSkeletonTests {
    typealias Options = NumberFormatOptions

    static let cases: [(Options, String)] = [
        (Options(), ""),
        (Options(style: .percent), "percent scale/100"),
        (Options(style: .currency("eur")), "currency/EUR"),
        (Options(style: .currency("USD", display: .narrowSymbol)), "currency/USD unit-width-narrow"),
        (Options(style: .currency("USD", display: .code)), "currency/USD unit-width-iso-code"),
        (Options(style: .currency("USD", display: .name)), "currency/USD unit-width-full-name"),
        (Options(style: .currency("USD"), signDisplay: .accounting), "currency/USD sign-accounting"),
        (Options(style: .scientific), "scientific"),
        (Options(style: .engineering), "engineering"),
        (Options(style: .compact(.short)), "compact-short"),
        (Options(style: .compact(.long)), "compact-long"),
        (Options(style: .unit("length-meter")), "measure-unit/length-meter"),
        (Options(style: .unit("kilometer-per-hour", width: .fullName)), "unit/kilometer-per-hour unit-width-full-name"),
        (Options(style: .unit("celsius", width: .narrow)), "unit/celsius unit-width-narrow"),
        (Options(precision: .integer), "precision-integer"),
        (Options(precision: .unlimited), "precision-unlimited"),
        (Options(precision: .fractionDigits(2...2)), ".00"),
        (Options(precision: .fractionDigits(1...3)), ".0##"),
        (Options(precision: .fractionDigits(0...0)), "precision-integer"),
        (Options(precision: .fractionDigits(min: 2, max: nil)), ".00*"),
        (Options(precision: .significantDigits(1...3)), "@##"),
        (Options(precision: .significantDigits(min: 2, max: nil)), "@@*"),
        (Options(precision: .increment("0.05")), "precision-increment/0.05"),
        (Options(precision: .currencyCash), "precision-currency-cash"),
        (Options(precision: .currencyStandard), "precision-currency-standard"),
        (Options(roundingMode: .halfUp), "rounding-mode-half-up"),
        (Options(roundingMode: .halfOdd), "rounding-mode-half-odd"),
        (Options(minimumIntegerDigits: 3), "integer-width/*000"),
        (Options(minimumIntegerDigits: 2, maximumIntegerDigits: 4), "integer-width/##00"),
        (Options(grouping: .never), "group-off"),
        (Options(grouping: .min2), "group-min2"),
        (Options(grouping: .always), "group-on-aligned"),
        (Options(grouping: .thousands), "group-thousands"),
        (Options(signDisplay: .always), "sign-always"),
        (Options(signDisplay: .never), "sign-never"),
        (Options(signDisplay: .exceptZero), "sign-except-zero"),
        (Options(signDisplay: .negative), "sign-negative"),
        (Options(signDisplay: .accountingExceptZero), "sign-accounting-except-zero"),
        (Options(numberingSystem: "arab"), "numbering-system/arab"),
        (Options(style: .currency("JPY"), precision: .fractionDigits(2...2), roundingMode: .ceiling,
                 minimumIntegerDigits: 2, grouping: .never, signDisplay: .always, numberingSystem: "deva"),
         "currency/JPY .00 rounding-mode-ceiling integer-width/*00 group-off sign-always numbering-system/deva"),
    ]

    @Test(arguments: cases)
    func skeleton(options: Options, expected: String) throws {
        #expect(try options.plan() == .skeleton(expected))
    }

    @Test func spellOutAndOrdinalAreRuleBased() throws {
        #expect(try Options(style: .spellOut()).plan() == .ruleBased(.spellOut, ruleSet: nil))
        #expect(try Options(style: .spellOut(.ordinal)).plan() == .ruleBased(.spellOut, ruleSet: "%spellout-ordinal"))
        #expect(try Options(style: .spellOut(.year)).plan() == .ruleBased(.spellOut, ruleSet: "%spellout-numbering-year"))
        #expect(try Options(style: .ordinal).plan() == .ruleBased(.ordinal, ruleSet: nil))
    }

    static let invalid: [(Options, IntlError)] = [
        (Options(precision: .fractionDigits(min: 3, max: 2)), .invalidOptions("fraction digits 3...2 must lie within 0...999 with minimum ≤ maximum")),
        (Options(precision: .fractionDigits(0...1000)), .invalidOptions("fraction digits 0...1000 must lie within 0...999 with minimum ≤ maximum")),
        (Options(precision: .significantDigits(0...2)), .invalidOptions("significant digits 0...2 must lie within 1...999 with minimum ≤ maximum")),
        (Options(precision: .increment("0")), .invalidOptions("rounding increment \"0\" is not a positive decimal number such as \"0.05\"")),
        (Options(precision: .increment("1e2")), .invalidOptions("rounding increment \"1e2\" is not a positive decimal number such as \"0.05\"")),
        (Options(minimumIntegerDigits: 3, maximumIntegerDigits: 2), .invalidOptions("maximum integer digits 2 is not in 3...999")),
        (Options(numberingSystem: "Arab!"), .invalidOptions("numbering system \"Arab!\" is not a lowercase identifier such as \"latn\"")),
        (Options(style: .currency("EU")), .malformedCurrencyCode("EU")),
        (Options(style: .currency("€UR")), .malformedCurrencyCode("€UR")),
        (Options(style: .unit("Meter!")), .unknownUnit("Meter!")),
        (Options(style: .spellOut(), precision: .integer), .invalidOptions("spell-out uses the locale's rules and takes no precision, rounding, integer-digit, grouping, sign or numbering-system options")),
        (Options(style: .ordinal, grouping: .never), .invalidOptions("ordinal uses the locale's rules and takes no precision, rounding, integer-digit, grouping, sign or numbering-system options")),
    ]

    @Test(arguments: invalid)
    func rejects(options: Options, expected: IntlError) {
        #expect(throws: expected) { try options.plan() }
    }
}
