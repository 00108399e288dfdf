import Intl
import Testing

/// `IntlError` messages quote outside input with the package's one escaping rule: controls,
/// DEL, C1 controls and bidi controls are escaped, never copied.
@Suite struct ErrorMessageEscapingTests {
    @Test(arguments: [
        ("en\u{1B}[31m", #"malformed locale identifier "en\u{1B}[31m""#),
        ("de\u{85}CH", #"malformed locale identifier "de\u{85}CH""#),
        ("fr\u{9B}2J", #"malformed locale identifier "fr\u{9B}2J""#),
        ("it\u{7F}", #"malformed locale identifier "it\u{7F}""#),
        ("ar\u{202E}GE", #"malformed locale identifier "ar\u{202E}GE""#),
        ("he\u{2066}IL", #"malformed locale identifier "he\u{2066}IL""#),
        ("en\t\"US\"\\", #"malformed locale identifier "en\t\"US\"\\""#),
    ])
    func localeIdentifier(identifier: String, message: String) {
        #expect(throws: IntlError.malformedLocale(identifier)) { try IntlLocale(identifier) }
        #expect(IntlError.malformedLocale(identifier).description == message)
    }

    @Test func skeletonAndCurrency() {
        #expect(IntlError.invalidSkeleton(skeleton: "precision-\u{1B}]0;x\u{7}", icuError: "U_NUMBER_SKELETON_SYNTAX_ERROR", offset: 10).description
                == #"invalid number skeleton "precision-\u{1B}]0;x\u{07}" at offset 10: U_NUMBER_SKELETON_SYNTAX_ERROR"#)
        #expect(throws: IntlError.malformedCurrencyCode("E\u{202E}R")) {
            try NumberFormat(locale: "en", options: .init(style: .currency("E\u{202E}R")))
        }
        #expect(IntlError.malformedCurrencyCode("E\u{202E}R").description
                == #"malformed currency code "E\u{202E}R" (expected three ASCII letters, e.g. "EUR")"#)
    }
}
