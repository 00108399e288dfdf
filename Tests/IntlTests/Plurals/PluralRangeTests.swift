import Testing
import TestSupport
@testable import Intl

/// Every range CLDR 42's pluralRanges.xml lists, for every locale it lists:
/// run where the loaded ICU carries CLDR 42 (ICU 72); on any ICU, the
/// ranges come from that ICU's own data, which `intl` and the differential
/// tests read.
@Suite(.enabled(if: LoadedCLDR.major == 42, "CLDR 42's pluralRanges.xml, which ICU 72 carries"))
struct PluralRangeTests {
    @Test(arguments: CLDRPluralData.ranges.map { $0.locales.joined(separator: " ") })
    func everyListedRange(_ locales: String) throws {
        let group = try #require(CLDRPluralData.ranges.first { $0.locales.joined(separator: " ") == locales })
        for locale in group.locales {
            let rules = try PluralRules(locale: locale)
            var listed = Set<[PluralCategory]>()
            for range in group.ranges {
                let start = try #require(PluralCategory(rawValue: range.start))
                let end = try #require(PluralCategory(rawValue: range.end))
                #expect(rules.rangeCategory(start: start, end: end).rawValue == range.result, "\(locale) \(range)")
                listed.insert([start, end])
            }
            for start in PluralCategory.allCases {
                for end in PluralCategory.allCases where !listed.contains([start, end]) {
                    #expect(rules.rangeCategory(start: start, end: end) == .other)
                }
            }
        }
    }

    @Test func localeCount() {
        #expect(CLDRPluralData.ranges.reduce(0) { $0 + $1.locales.count } == 91)
    }

    @Test(arguments: [
        ("fr", PluralCategory.one, PluralCategory.other, PluralCategory.other),
        ("fr", .one, .one, .one), ("lv", .zero, .one, .one), ("ru", .one, .few, .few),
        ("pt-PT", .one, .other, .other), ("zh-Hant-TW", .other, .other, .other),
        ("br", .one, .two, .other), ("xx", .one, .other, .other),
    ])
    func examples(locale: String, start: PluralCategory, end: PluralCategory, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: locale).rangeCategory(start: start, end: end) == expected)
    }
}
