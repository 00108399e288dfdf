import Testing
import TestSupport
@testable import Intl

/// The answers issue 45 found native data giving against ICU 76, checked
/// against the loaded ICU itself, so they hold on ICU 72 and 76 alike (CI
/// runs both): a locale CLDR 46 gave new plural rules, a language ICU 76
/// aliases and matches to another, a locale CLDR 46 gave a parent, and the
/// territory aliases ICU applies.
@Suite struct LoadedICUAgreementTests {
    @Test(arguments: ["csw", "scn", "blo", "lld", "en", "ru"])
    func pluralCategoriesAreTheLoadedICUs(locale: String) throws {
        let native = try PluralRules(locale: locale)
        let icu = try ICUPluralRules(icuLocaleID: locale, type: .cardinal)
        for value in [0, 1, 2, 3, 5, 11, 21, 1_000_000] {
            #expect(native.category(for: value) == icu.select(Double(value)), "\(locale) \(value)")
        }
        #expect(Set(native.categories) == Set(icu.keywords), "\(locale)")
    }

    @Test func negotiationIsTheLoadedICUs() throws {
        let supported = ["en", "apc"]
        let native = try LocaleMatcher(supported: supported).bestMatch(acceptLanguage: "ajp")
        let icu = try ICULocaleMatcher(supportedTags: supported, defaultTag: nil).bestMatch(desiredTags: ["ajp"]).get()
        #expect(native.supported == icu.supportedIndex.map { supported[$0] } ?? "en")
        // ICU 76 aliases ajp to apc; ICU 72 does not, and answers en.
        #expect(native.supported == LoadedCLDR.pick(cldr42: "en", cldr46: "apc"))
    }

    @Test func parentsAreTheLoadedICUs() throws {
        #expect(try IntlLocale("en-ID").fallbackChain
                == LoadedCLDR.pick(cldr42: ["en-ID", "en", "und"], cldr46: ["en-ID", "en-001", "en", "und"]))
    }

    /// UTS #35 territory aliases, as ICU's `Locale::createCanonical` applies them;
    /// minimizing is the loaded ICU's (CLDR 46 gives yi the likely region UA,
    /// so yi-001 keeps its region there).
    @Test(arguments: [("und-YU", "und-RS", "sr-Cyrl-RS", "sr"), ("de-DD", "de-DE", "de-Latn-DE", "de"),
                      ("fr-FX", "fr-FR", "fr-Latn-FR", "fr"), ("ji-001", "yi-001", "yi-Hebr-001", LoadedCLDR.pick(cldr42: "yi", cldr46: "yi-001")),
                      ("hy-SU", "hy-AM", "hy-Armn-AM", "hy"), ("und-SU", "und-RU", "ru-Cyrl-RU", "ru")])
    func territoryAliases(identifier: String, canonical: String, maximized: String, minimized: String) throws {
        let locale = try IntlLocale(identifier)
        #expect(locale.identifier == canonical)
        #expect(locale.maximized.identifier == maximized)
        #expect(locale.minimized.identifier == minimized)
    }
}
