@testable import StringCatalog
import Intl
import Testing

/// The per-header cache of localizer contexts: made once per header,
/// bounded, long headers never kept.
@Suite struct LocalizerContextCacheTests {
    private func context() -> LocalizerContext {
        // An empty catalog's tables: the cache never looks inside a context.
        LocalizerContext(tables: CatalogTables(CatalogTablesBuilder()), developmentLanguage: "en", chain: [], match: nil)
    }

    @Test func aHeaderSeenBeforeIsNotNegotiatedAgain() {
        let cache = LocalizerContextCache()
        var made = 0
        let first = cache.context(for: "de-CH, en;q=0.5") { made += 1; return context() }
        let second = cache.context(for: "de-CH, en;q=0.5") { made += 1; return context() }
        #expect(made == 1)
        #expect(first === second)
        _ = cache.context(for: "de-CH, en;q=0.6") { made += 1; return context() }
        #expect(made == 2)
        #expect(cache.count == 2)
    }

    @Test func aFloodOfNewHeadersKeepsAtMostItsCapacity() {
        let cache = LocalizerContextCache()
        for index in 0..<20_000 { _ = cache.context(for: "x-\(index)") { context() } }
        #expect(cache.count == LocalizerContextCache.setCount * LocalizerContextCache.ways)   // 1,024: every set full
    }

    @Test func longHeadersAreNeverKept() {
        let cache = LocalizerContextCache()
        let long = String(repeating: "en;q=0.5,", count: 60)   // 540 bytes
        var made = 0
        _ = cache.context(for: long) { made += 1; return context() }
        _ = cache.context(for: long) { made += 1; return context() }
        #expect(made == 2)
        #expect(cache.count == 0)
    }
}
