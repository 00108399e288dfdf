/// Template → pattern for an ICU locale id, resolved once per (locale,
/// template), on top of two ``FormatterPool``s: pattern generators (expensive
/// to open, about 180 µs, and not thread-safe: checked out per call) and the
/// resolved patterns (shared strings).
///
/// Both pools are bounded and evict least-recently-used entries; nothing is
/// ever cleared wholesale.
final class DatePatternCache: Sendable {
    static let shared = DatePatternCache()

    /// What the cache did, for tests and `intl bench cache --stats`.
    struct Statistics: Hashable, Sendable {
        var generatorsOpened = 0
        var bestPatternCalls = 0
        var hits = 0
    }

    struct Key: FrontCacheKey {
        let localeID: String
        let template: String

        @inline(__always)
        func frontCacheHash(into hasher: inout FrontCacheHasher) {
            hasher.combine(localeID)
            hasher.combine(template)
        }
    }

    let generators: FormatterPool<String, ICUDatePatternGenerator>
    let patterns: FormatterPool<Key, PooledValue<String>>

    init(patternLimit: Int = 4096, generatorLimit: Int = 32) {
        generators = FormatterPool(name: "date pattern generators", capacity: generatorLimit,
                                   sharing: .exclusive(maximumInstances: 2), shards: Self.shards(for: generatorLimit))
        patterns = FormatterPool(name: "date patterns", capacity: patternLimit, sharing: .shared,
                                 shards: Self.shards(for: patternLimit))
    }

    /// Small pools get one shard, so their LRU order is exact.
    private static func shards(for limit: Int) -> Int { min(16, max(1, limit / 64)) }

    var statistics: Statistics {
        let generatorStatistics = generators.statistics
        let patternStatistics = patterns.statistics
        return Statistics(generatorsOpened: generatorStatistics.creations,
                          bestPatternCalls: patternStatistics.creations, hits: patternStatistics.hits)
    }

    /// The locale's best pattern for `template` (`udatpg_getBestPattern`).
    ///
    /// - Throws: ICU failures opening the generator or resolving the template.
    func bestPattern(template: String, localeID: String) throws(IntlError) -> String {
        try patterns.handle(for: Key(localeID: localeID, template: template)) { () throws(IntlError) in
            let pattern = try generators.withHandle(
                for: localeID, create: { () throws(IntlError) in try ICUDatePatternGenerator(localeID: localeID) }
            ) { generator in Result { () throws(IntlError) in try generator.bestPattern(template) } }.get()
            return PooledValue(pattern, localeIdentifier: IntlLocale.baseLanguageTag(localeID))
        }.value
    }
}
