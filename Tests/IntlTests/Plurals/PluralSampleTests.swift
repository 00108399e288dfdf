import Testing
@testable import Intl

/// Every @integer and @decimal sample in CLDR's plurals.xml and ordinals.xml
/// selects the category of the rule it is listed under, for every locale of
/// its group, with the visible fraction digits and `c` exponent as written.
@Suite struct PluralSampleTests {
    struct Group: Sendable, CustomTestStringConvertible {
        var type: PluralRuleType
        var group: CLDRPluralData.RuleGroup
        var testDescription: String { "\(type) \(group.locales.prefix(3).joined(separator: " "))…" }
    }

    static let groups = CLDRPluralData.cardinal.map { Group(type: .cardinal, group: $0) }
        + CLDRPluralData.ordinal.map { Group(type: .ordinal, group: $0) }

    /// 14,551 (locale, sample) pairs over 219 cardinal and 104 ordinal locales.
    @Test func sampleAndLocaleCounts() {
        let samples = Self.groups.reduce(0) { total, group in
            total + group.group.locales.count
                * group.group.rules.reduce(0) { $0 + CLDRPluralData.samples($1.text).count }
        }
        #expect(samples == 14_551)
        #expect(CLDRPluralData.cardinal.reduce(0) { $0 + $1.locales.count } == 219)
        #expect(CLDRPluralData.ordinal.reduce(0) { $0 + $1.locales.count } == 104)
    }

    @Test(arguments: groups)
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
}
