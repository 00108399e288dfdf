import Testing
import TestSupport
@testable import Intl

/// Every @integer and @decimal sample selects the category of the rule it
/// is listed under, with the visible fraction digits and `c` exponent as
/// written: the loaded ICU's samples, for every locale it has rules for
/// (compiled and read rule sets alike), and CLDR 42's from CLDRData/.
@Suite struct PluralSampleTests {
    struct Group: Sendable, CustomTestStringConvertible {
        var type: PluralRuleType
        var group: CLDRPluralData.RuleGroup
        var testDescription: String { "\(type) \(group.locales.prefix(3).joined(separator: " "))…" }
    }

    static let groups = CLDRPluralData.cardinal.map { Group(type: .cardinal, group: $0) }
        + CLDRPluralData.ordinal.map { Group(type: .ordinal, group: $0) }

    /// 14,551 (locale, sample) pairs over 219 cardinal and 104 ordinal locales.
    @Test(.enabled(if: LoadedCLDR.major == 42, "counts of CLDR 42's files, which ICU 72 carries"))
    func sampleAndLocaleCounts() {
        let samples = Self.groups.reduce(0) { total, group in
            total + group.group.locales.count
                * group.group.rules.reduce(0) { $0 + CLDRPluralData.samples($1.text).count }
        }
        #expect(samples == 14_551)
        #expect(CLDRPluralData.cardinal.reduce(0) { $0 + $1.locales.count } == 219)
        #expect(CLDRPluralData.ordinal.reduce(0) { $0 + $1.locales.count } == 104)
        #expect(PluralData.loaded.cardinalLocales.count == 219)
        #expect(PluralData.loaded.ordinalLocales.count == 104)
    }

    /// CLDR 42's samples against its own rules: the compiled tables' source.
    @Test(.enabled(if: LoadedCLDR.major == 42, "CLDR 42's samples select CLDR 42's rules, which ICU 72 loads"),
          arguments: groups)
    func everySampleSelectsItsCategory(_ group: Group) throws {
        for locale in group.group.locales {
            let rules = try PluralRules(locale: locale, type: group.type)
            for rule in group.group.rules {
                let expected = try #require(PluralCategory(rawValue: rule.category))
                for sample in CLDRPluralData.samples(rule.text) {
                    #expect(try rules.category(for: sample) == expected, "\(locale) \(sample)")
                    if !sample.contains("c") {
                        #expect(try rules.category(forFormatted: sample) == expected, "\(locale) \(sample)")
                    }
                }
            }
        }
    }

    /// The loaded ICU's samples against its rules, on every ICU.
    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everySampleOfTheLoadedICUSelectsItsCategory(_ type: PluralRuleType) throws {
        let locales = type == .cardinal ? PluralData.loaded.cardinalLocales : PluralData.loaded.ordinalLocales
        #expect(locales.count > 100)
        var checked = 0
        for locale in locales.keys.sorted() {
            let rules = try PluralRules(locale: locale == "root" ? "und" : locale, type: type)
            for rule in rules.rules {
                let text = "@integer \(rule.integerSamples) @decimal \(rule.decimalSamples)"
                for sample in CLDRPluralData.samples(text) {
                    checked += 1
                    #expect(try rules.category(for: sample) == rule.category, "\(locale) \(sample)")
                }
            }
        }
        #expect(checked > 1_000)
    }
}
