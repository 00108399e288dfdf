import Synchronization
import Testing
@testable import Intl

@Suite struct BoundedCacheTests {
    /// Counts how often a cache's creator ran.
    final class Creations: Sendable {
        private let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .relaxed) }

        func made<Value>(_ value: Value) -> Value {
            count.add(1, ordering: .relaxed)
            return value
        }
    }

    @Test func makesEachKeyOnce() {
        let cache = BoundedCache<String, Int>(capacity: 8)
        let creations = Creations()
        for _ in 0..<3 {
            for (index, key) in ["de", "fr", "ja"].enumerated() {
                #expect(cache.value(for: key) { creations.made(index) } == index)
            }
        }
        #expect(creations.value == 3)
        #expect(cache.count == 3)
        #expect(cache.value(for: "fr") == 1)
        #expect(cache.value(for: "it") == nil)
    }

    @Test func aFailedCreationCachesNothing() {
        struct Refused: Error, Equatable {}
        let cache = BoundedCache<String, Int>(capacity: 8)
        #expect(throws: Refused()) { try cache.value(for: "de") { () throws(Refused) in throw Refused() } }
        #expect(cache.count == 0)
        #expect(cache.value(for: "de") { 7 } == 7)
    }

    /// With one shard the oldest entry goes first, one at a time.
    @Test func evictsTheOldestEntryWhenFull() {
        let cache = BoundedCache<Int, Int>(capacity: 3, shards: 1)
        let creations = Creations()
        for key in [1, 2, 3, 1, 4] { _ = cache.value(for: key) { creations.made(key * 10) } }
        #expect(creations.value == 4)
        #expect(cache.count == 3)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.value(for: 2) == 20)
        #expect(cache.value(for: 4) == 40)
        _ = cache.value(for: 5) { 50 }
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 3) == 30)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func staysBoundedUnderAFloodOfDistinctKeys() {
        let cache = BoundedCache<String, Int>(capacity: 100)
        #expect(cache.capacity == 100)
        for index in 0..<10_000 { _ = cache.value(for: "key \(index)") { index } }
        #expect(cache.count <= 100)
        #expect(cache.count >= 50)
        // The latest key is always kept.
        #expect(cache.value(for: "key 9999") == 9999)
    }

    /// A small cache is one shard: it keeps `capacity` keys, whatever their hashes.
    @Test func aSmallCacheIsNotSplit() {
        let cache = BoundedCache<Int, Int>(capacity: BoundedCache<Int, Int>.minimumShardCapacity + 1, shards: 64)
        for key in 0..<100 { _ = cache.value(for: key) { key } }
        #expect(cache.count == cache.capacity)
        #expect(cache.value(for: 99) == 99)
        #expect(cache.value(for: 99 - cache.capacity) == nil)
    }

    /// Many tasks over overlapping keys, the cache smaller than the key set:
    /// every answer is the one a single-threaded run gives, and a key is
    /// made at most once while it stays cached.
    @Test func concurrentCallersGetTheSingleThreadedAnswers() async {
        let cache = BoundedCache<Int, String>(capacity: 64)
        let keys = Array(0..<96)
        let expected = keys.map { "value \($0)" }
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var failures = 0
                    for round in 0..<2_000 {
                        let key = keys[(round * 7 + task * 13) % keys.count]
                        if cache.value(for: key, orMake: { "value \(key)" }) != expected[key] { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(cache.count <= 64)
        let shared = BoundedCache<Int, Creations>(capacity: 4)
        let first = shared.value(for: 1) { Creations() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { #expect(shared.value(for: 1) { Creations() } === first) } }
        }
    }
}
