@testable import Intl
import Testing

/// Every `-u-` keyword with a value ICU does not support is a typed error for
/// every kind of formatter, in BCP 47 and in ICU spelling: never a trap on
/// first use (`en-u-nu-foo` used to stop the process in `format`).
@Suite struct LocaleKeywordRejectionTests {
    /// One constructor per formatter kind, each taking the locale as a string.
    static let formatterKinds: [(String, @Sendable (String) throws(IntlError) -> Void)] = [
        ("decimal", { locale throws(IntlError) in _ = try NumberFormat(locale: locale).format(1234.5) }),
        ("currency", { locale throws(IntlError) in
            _ = try NumberFormat(locale: locale, options: .init(style: .currency("EUR"))).format(1234.5) }),
        ("percent", { locale throws(IntlError) in _ = try NumberFormat(locale: locale, options: .init(style: .percent)).format(0.5) }),
        ("spell-out", { locale throws(IntlError) in _ = try NumberFormat(locale: locale, options: .init(style: .spellOut())).format(42) }),
        ("skeleton", { locale throws(IntlError) in _ = try NumberFormat(locale: locale, skeleton: "compact-short").format(1234) }),
        ("number parser", { locale throws(IntlError) in _ = try NumberParser(locale: locale).parse("1") }),
        ("date", { locale throws(IntlError) in _ = try DateTimeFormat(locale: locale).format(0) }),
        ("date template", { locale throws(IntlError) in
            _ = try DateTimeFormat(locale: locale, options: .init(layout: .template("yMMMd"))).format(0) }),
        ("pattern", { locale throws(IntlError) in _ = try DatePatterns.bestPattern(template: "yMMMd", locale: locale) }),
        ("relative", { locale throws(IntlError) in _ = try RelativeTimeFormat(locale: locale).format(-1, .day) }),
        ("interval", { locale throws(IntlError) in _ = try DateIntervalFormat(locale: locale).format(from: 0, to: 86_400) }),
        ("plural", { locale throws(IntlError) in _ = try PluralRules(locale: locale).category(for: 1) }),
        ("one-shot", { locale throws(IntlError) in _ = try NumberFormat.format(1.5, locale: locale) }),
        ("collator", { locale throws(IntlError) in _ = try Collator(locale: locale).compare("a", "b") }),
    ]

    static var keys: [String] { LocaleKeyword.all.keys.sorted() }

    @Test(arguments: keys)
    func unsupportedValueIsATypedErrorForEveryKind(key: String) {
        let tag = "en-u-\(key)-zz9zz"
        for (kind, make) in Self.formatterKinds {
            #expect(throws: IntlError.unsupportedLocaleKeywordValue(key: key, value: "zz9zz", locale: tag),
                    "\(kind) with \(tag)") { try make(tag) }
        }
    }

    @Test(arguments: ["en@numbers=foo", "en@calendar=foo", "de@collation=foo", "en@currency=xyz", "en@hours=h99"])
    func icuSpellingIsCheckedToo(identifier: String) {
        for (kind, make) in Self.formatterKinds {
            #expect("\(kind) with \(identifier)", performing: { try make(identifier) }, throws: { error in
                if case IntlError.unsupportedLocaleKeywordValue(_, _, identifier) = error { true } else { false }
            })
        }
    }

    /// BCP 47 lets a tag carry keys a service does not read; every kind of
    /// formatter accepts them and formats as without them.
    @Test func unknownKeyIsCarriedByEveryKind() throws {
        for (kind, make) in Self.formatterKinds {
            #expect(throws: Never.self, "\(kind)") { try make("en-u-qq-abc") }
        }
    }

    /// ICU reports these only when a formatter is first used; they are
    /// found at construction now.
    @Test(arguments: [
        (NumberFormatOptions(style: .unit("meter-and-kilogram")), IntlError.unknownUnit("meter-and-kilogram")),
        (NumberFormatOptions(style: .unit("100-kilometer")), IntlError.unknownUnit("100-kilometer")),
    ])
    func lazilyRejectedUnitsFailAtConstruction(options: NumberFormatOptions, error: IntlError) {
        #expect(throws: error) { try NumberFormat(locale: "en", options: options) }
    }

    @Test func lazilyRejectedSkeletonFailsAtConstruction() {
        #expect(throws: IntlError.invalidSkeleton(skeleton: "usage/road", icuError: "U_ILLEGAL_ARGUMENT_ERROR", offset: nil)) {
            try NumberFormat(locale: "en", skeleton: "usage/road")
        }
    }
}
