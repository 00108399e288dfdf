import Intl
import Testing

@Suite struct NumberFormatErrorTests {
    typealias Options = NumberFormatOptions

    static let cases: [(String, Options, IntlError, String)] = [
        ("!!", Options(), .malformedLocale("!!"), "malformed locale identifier \"!!\""),
        ("en", Options(style: .currency("XYZ")), .unknownCurrency("XYZ"), "unknown currency code \"XYZ\" (not in ISO 4217)"),
        ("en", Options(style: .currency("EURO")), .malformedCurrencyCode("EURO"),
         "malformed currency code \"EURO\" (expected three ASCII letters, e.g. \"EUR\")"),
        ("en", Options(style: .unit("length-meterx")), .unknownUnit("length-meterx"), "unknown measurement unit \"length-meterx\""),
        ("en", Options(style: .unit("parsec-per-fortnight")), .unknownUnit("parsec-per-fortnight"), "unknown measurement unit \"parsec-per-fortnight\""),
        ("en", Options(numberingSystem: "klingon"),
         .invalidSkeleton(skeleton: "numbering-system/klingon", icuError: "U_NUMBER_SKELETON_SYNTAX_ERROR", offset: 17),
         "invalid number skeleton \"numbering-system/klingon\" at offset 17: U_NUMBER_SKELETON_SYNTAX_ERROR"),
        ("en", Options(precision: .significantDigits(min: 3, max: 1)),
         .invalidOptions("significant digits 3...1 must lie within 1...999 with minimum ≤ maximum"),
         "invalid options: significant digits 3...1 must lie within 1...999 with minimum ≤ maximum"),
    ]

    @Test(arguments: cases)
    func rejectsAtConstruction(locale: String, options: Options, expected: IntlError, message: String) {
        let error = #expect(throws: IntlError.self) { try NumberFormat(locale: locale, options: options) }
        #expect(error == expected)
        #expect(error?.description == message)
    }

    @Test func unknownRuleSetListsTheAvailableOnes() {
        let error = #expect(throws: IntlError.self) {
            try NumberFormat(locale: "en", options: .init(style: .spellOut(.ruleSet("%klingon"))))
        }
        guard case .unknownRuleSet(let name, let locale, let available)? = error else {
            Issue.record("expected unknownRuleSet, got \(String(describing: error))")
            return
        }
        #expect(name == "%klingon" && locale == "en")
        #expect(available.contains("%spellout-ordinal") && available.contains("%spellout-numbering-year"))
    }

    @Test func badSkeletonNamesTheSkeleton() {
        #expect(throws: IntlError.invalidSkeleton(skeleton: "currency/EUR precision-bogus",
                                                  icuError: "U_NUMBER_SKELETON_SYNTAX_ERROR", offset: 13)) {
            try NumberFormat(locale: "en", skeleton: "currency/EUR precision-bogus")
        }
    }

    @Test(arguments: ["", "abc", "1..2", "1.2.3", "--1", "1e", "1e+", "0x10", " 1", "1 ", "NaN", "1,5"])
    func rejectsMalformedDecimalStrings(text: String) throws {
        let formatter = try NumberFormat(locale: "en")
        #expect(throws: IntlError.invalidNumber(text)) { try formatter.format(decimal: text) }
        let spellOut = try NumberFormat(locale: "en", options: .init(style: .spellOut()))
        #expect(throws: IntlError.invalidNumber(text)) { try spellOut.format(decimal: text) }
    }
}

/// An exponent may not turn a few bytes of input into a gigabyte of digits
/// (ICU would spend minutes writing them; a plain expansion would exhaust memory).
@Test func hugeExponentsAreRefusedNotExpanded() throws {
    let expected = IntlError.notRepresentable("1e999999999", reason: "its exponent adds more than 1000 digits")
    #expect(throws: expected) { try NumberFormat(locale: "en").format(decimal: "1e999999999") }
    #expect(throws: expected) {
        try NumberFormat(locale: "en", options: .init(style: .spellOut())).format(decimal: "1e999999999")
    }
    #expect(throws: IntlError.notRepresentable("1e-1002", reason: "its exponent adds more than 1000 digits")) {
        try NumberFormat(locale: "en").format(decimal: "1e-1002")
    }
    let grouped = try NumberFormat(locale: "en", options: .init(grouping: .never)).format(decimal: "1e500")
    #expect(grouped == "1" + String(repeating: "0", count: 500))
    #expect(try NumberParser(locale: "en").parse("1E999999999").decimal == "1E+999999999")
}

@Test func spellOutRefusesFractionsADoubleCannotHold() throws {
    let spellOut = try NumberFormat(locale: "en", options: .init(style: .spellOut()))
    #expect(throws: IntlError.notRepresentable("-777777777777777777.77", reason: "rule-based formats work in double precision")) {
        try spellOut.format(decimal: "-777777777777777777.77")
    }
    #expect(try spellOut.format(decimal: "2.5") == "two point five")
    #expect(try spellOut.format(decimal: "-1E2") == "minus one hundred")
    #expect(IntlError.notRepresentable("1.5", reason: "r").description == "cannot format \"1.5\" exactly: r")
}
