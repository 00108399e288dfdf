import Synchronization

/// Resolves templates to patterns once per (locale, template).
///
/// Pattern generators are expensive to open (about 180 µs) and not
/// thread-safe, and a best-pattern lookup costs 1.3–6 µs, so this keeps
/// both: generators by ICU locale id (each behind its own lock, opened
/// outside the cache's locks) and resolved patterns by (locale id,
/// template). A repeated lookup is one hash lookup under a lock. Both maps
/// are bounded: when one is full it is emptied, the simplest policy that
/// keeps memory bounded while the working set stays hot.
///
/// The future shared `FormatterPool` replaces this type.
final class DatePatternCache: Sendable {
    /// The cache `DateTimeFormat`, `DateIntervalFormat` and `DatePatterns` use.
    static let shared = DatePatternCache()

    /// How often the cache went to ICU; a value snapshot for tests.
    struct Statistics: Hashable, Sendable {
        /// `udatpg_open` calls.
        var generatorsOpened = 0
        /// `udatpg_getBestPattern` calls (cache misses).
        var bestPatternCalls = 0
        /// Lookups answered from the pattern map.
        var hits = 0
    }

    private struct Key: Hashable, Sendable {
        let localeID: String
        let template: String
    }

    private let patterns = Mutex<[Key: String]>([:])
    private let generators = Mutex<[String: ICUDatePatternGenerator]>([:])
    private let generatorsOpened = Atomic<Int>(0)
    private let calls = Atomic<Int>(0)
    private let hits = Atomic<Int>(0)
    private let patternLimit: Int
    private let generatorLimit: Int

    init(patternLimit: Int = 4096, generatorLimit: Int = 32) {
        self.patternLimit = patternLimit
        self.generatorLimit = generatorLimit
    }

    var statistics: Statistics {
        Statistics(generatorsOpened: generatorsOpened.load(ordering: .relaxed), bestPatternCalls: calls.load(ordering: .relaxed),
                   hits: hits.load(ordering: .relaxed))
    }

    /// The locale's pattern for a validated template and an ICU locale id
    /// (whose `hours=` and `calendar=` keywords count).
    func bestPattern(template: String, localeID: String) throws(IntlError) -> String {
        let key = Key(localeID: localeID, template: template)
        if let hit = patterns.withLock({ $0[key] }) {
            hits.add(1, ordering: .relaxed)
            return hit
        }
        let pattern = try generator(for: localeID).bestPattern(template)
        calls.add(1, ordering: .relaxed)
        patterns.withLock { patterns in
            if patterns.count >= patternLimit { patterns.removeAll(keepingCapacity: true) }
            patterns[key] = pattern
        }
        return pattern
    }

    private func generator(for localeID: String) throws(IntlError) -> ICUDatePatternGenerator {
        if let generator = generators.withLock({ $0[localeID] }) { return generator }
        let opened = try ICUDatePatternGenerator(localeID: localeID)
        generatorsOpened.add(1, ordering: .relaxed)
        return generators.withLock { generators in
            if let raced = generators[localeID] { return raced }
            if generators.count >= generatorLimit { generators.removeAll() }
            generators[localeID] = opened
            return opened
        }
    }
}
