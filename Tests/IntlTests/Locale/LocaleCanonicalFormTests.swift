@testable import Intl
import Testing
import TestSupport

/// Canonical forms as ICU 72's C++ `Locale::createCanonical` and ECMA-402
/// give them: CLDR's language aliases, ids without a language, and `-u-`
/// keys no formatter reads carried along.
struct LocaleCanonicalFormTests {
    @Test(arguments: [
        ("cmn", "zh", "zh-Hans-CN"),
        ("tl", "fil", "fil-Latn-PH"),
        ("sh", "sr-Latn", "sr-Latn-RS"),
        ("sh-BA", "sr-Latn-BA", "sr-Latn-BA"),
        ("sh-Cyrl", "sr-Cyrl", "sr-Cyrl-RS"),
        ("arb", "ar", "ar-Arab-EG"),
        ("zsm", "ms", "ms-Latn-MY"),
        ("swh", "sw", "sw-Latn-TZ"),
        ("zh-guoyu", "zh", "zh-Hans-CN"),
        // CLDR 46 gives hyw likely subtags.
        ("hy-arevmda", "hyw", LoadedCLDR.pick(cldr42: "hyw", cldr46: "hyw-Armn-AM")),
        ("cmn-Hant-TW-u-nu-hanidec", "zh-Hant-TW-u-nu-hanidec", "zh-Hant-TW-u-nu-hanidec"),
        ("iw_IL", "he-IL", "he-Hebr-IL"),
    ])
    func languageAliasesApply(identifier: String, canonical: String, maximized: String) throws {
        let locale = try IntlLocale(identifier)
        #expect(locale.identifier == canonical)
        #expect(locale.maximized.identifier == maximized)
    }

    @Test func aliasedLocalesUseTheirLanguagesData() throws {
        #expect(try IntlLocale("tl").dataLocale == "fil")
        #expect(try PluralRules.category(for: 2, locale: "tl") == .one)   // Filipino: "2 araw" is one
        #expect(try NumberFormat(locale: "arb-EG").format(1234.5) == "١٬٢٣٤٫٥")
    }

    @Test func icuIdsWithoutALanguageAreAccepted() throws {
        let japanese = try IntlLocale("@calendar=japanese")
        #expect(japanese.identifier == "und-u-ca-japanese")
        #expect(japanese.keywords == ["ca": "japanese"])
    }

    @Test func keysNoFormatterReadsAreCarried() throws {
        #expect(try IntlLocale("en-u-dx-thai").identifier == "en-u-dx-thai")
        #expect(try IntlLocale("en-u-dx-thai").keywords == ["dx": "thai"])
        #expect(try IntlLocale("en-u-mu-celsius").keywords == ["mu": "celsius"])
        #expect(try IntlLocale("en-u-foo-bar").identifier == "en-u-bar-foo")   // attributes, sorted by ICU
        // They never reach ICU: the data id holds only keys a formatter reads.
        #expect(try IntlLocale("en-US-u-dx-thai-nu-arab").icuID == "en_US@numbers=arab")
        #expect(try NumberFormat(locale: "en-u-dx-thai").format(1234.5) == "1,234.5")
    }

    @Test func unknownValuesOfKeysFormattersReadStayErrors() {
        #expect(throws: IntlError.unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en-u-dx-thai-nu-foo")) {
            try IntlLocale("en-u-dx-thai-nu-foo")
        }
    }

    @Test(arguments: [
        ("zh-Hans-CN", ["zh-Hans-CN", "zh-Hans", "zh", "und"]),
        ("sr-Cyrl-RS", ["sr-Cyrl-RS", "sr-Cyrl", "sr", "und"]),
        ("az-Latn-AZ", ["az-Latn-AZ", "az-Latn", "az", "und"]),
        ("zh-Hans", ["zh-Hans", "zh", "und"]),
        ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant", "und"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn", "und"]),
    ])
    func fallbackChainsKeepAnExplicitScript(identifier: String, chain: [String]) throws {
        #expect(try IntlLocale(identifier).fallbackChain == chain)
    }
}
