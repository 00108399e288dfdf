@testable import Intl
import Testing

@Suite struct DatePatternsTests {
    static let cases: [(String, String, String)] = [
        ("dMMM", "en-US", "MMM d"),
        ("dMMM", "de-DE", "d. MMM"),
        ("dMMM", "de", "d. MMM"),
        ("dMMM", "ja-JP", "M月d日"),
        ("jmm", "en-US", "h:mm\u{202F}a"),
        ("jmm", "en-GB", "HH:mm"),
        ("jmm", "en-US-u-hc-h23", "HH:mm"),
        ("yMMMd", "ja-JP-u-ca-japanese", "Gy年M月d日"),
    ]

    @Test(arguments: cases)
    func bestPattern(template: String, locale: String, expected: String) throws {
        #expect(try DatePatterns.bestPattern(template: template, locale: locale) == expected)
    }

    /// Repeated calls are answered by the thread's front cache; an invalid
    /// template is still refused, and the answers survive emptying the pools.
    @Test func repeatedCallsKeepTheirAnswers() throws {
        let locale = try IntlLocale("de-DE")
        for _ in 0..<3 {
            #expect(try DatePatterns.bestPattern(template: "yMMMd", locale: locale) == "d. MMM y")
            #expect(try DatePatterns.bestPattern(template: "jmm", locale: locale) == "HH:mm")
            #expect(throws: IntlError.invalidTemplate(template: "yMMMd!", offset: 5)) {
                try DatePatterns.bestPattern(template: "yMMMd!", locale: locale)
            }
        }
        #expect(try DatePatterns.bestPattern(template: "yMMMd", locale: IntlLocale("en-US")) == "MMM d, y")
        FormatterPools.removeAll()
        #expect(try DatePatterns.bestPattern(template: "yMMMd", locale: locale) == "d. MMM y")
    }

    /// One generator per locale, one ICU lookup per (locale, template).
    @Test func resolvesEachPairOnce() throws {
        let cache = DatePatternCache()
        for _ in 0..<3 {
            #expect(try cache.bestPattern(template: "dMMM", localeID: "de_DE") == "d. MMM")
            #expect(try cache.bestPattern(template: "yMMMd", localeID: "de_DE") == "d. MMM y")
            #expect(try cache.bestPattern(template: "dMMM", localeID: "ja_JP") == "M月d日")
        }
        #expect(cache.statistics == .init(generatorsOpened: 2, bestPatternCalls: 3, hits: 6))
    }

    @Test func staysWithinItsLimits() throws {
        let cache = DatePatternCache(patternLimit: 2, generatorLimit: 1)
        _ = try cache.bestPattern(template: "dMMM", localeID: "en")
        _ = try cache.bestPattern(template: "yMMM", localeID: "en")
        _ = try cache.bestPattern(template: "dMMM", localeID: "fr")   // evicts en/dMMM (least recent) and the en generator
        _ = try cache.bestPattern(template: "dMMM", localeID: "en")   // evicts en/yMMM and the fr generator
        #expect(cache.statistics == .init(generatorsOpened: 3, bestPatternCalls: 4, hits: 0))
        _ = try cache.bestPattern(template: "dMMM", localeID: "fr")   // still cached: only the oldest goes
        #expect(cache.statistics == .init(generatorsOpened: 3, bestPatternCalls: 4, hits: 1))
        #expect(cache.patterns.statistics.liveEntries == 2 && cache.generators.statistics.liveEntries == 1)
    }

    @Test func concurrentCallersAgree() async throws {
        let cache = DatePatternCache()
        let locales = ["en_US", "de_DE", "ja_JP", "fr_FR", "en_GB"]
        let templates = ["dMMM", "yMMMd", "jmm", "yMMMEd"]
        let expected = try locales.flatMap { locale in
            try templates.map { try DatePatterns.bestPattern(template: $0, locale: locale) }
        }
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try locales.flatMap { locale in try templates.map { try cache.bestPattern(template: $0, localeID: locale) } }
                }
            }
            return try await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
        #expect(cache.statistics.generatorsOpened >= locales.count)
        #expect(cache.statistics.bestPatternCalls + cache.statistics.hits == 6 * 20)
    }
}
