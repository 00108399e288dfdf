import Synchronization

/// Values by key that are worth keeping but must not let input grow memory:
/// the one bounded cache of the package (locale matches by header, language
/// ranges, catalog chains, shared message formatters).
///
///     let lengths = BoundedCache<String, Int>(capacity: 2, shards: 1)
///     lengths.value(for: "de") { 2 }    // 2 (made)
///     lengths.value(for: "de") { 99 }   // 2 (cached: the closure does not run)
///
/// - Bounded: at most `capacity` entries. A full shard drops its oldest
///   entry (first in, first out), so a flood of distinct keys costs
///   refills, never memory, and never empties the whole cache at once.
/// - No shared lock: keys are spread over independently locked shards by
///   their hash (computed once per lookup), so callers with different keys
///   rarely meet on one lock and none serializes every caller.
/// - Values are made outside any lock. Two callers missing the same key
///   may both make a value; the first one stored is kept and returned to
///   both, so every caller sees the answer a single-threaded run gives.
///
/// Unlike ``FormatterPool`` it lends nothing out and counts nothing: it is
/// for immutable answers, not for ICU handles.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries kept.
    package let capacity: Int
    /// The fewest entries a shard is given when the capacity allows.
    package static var minimumShardCapacity: Int { 16 }
    private let shards: [Shard]

    /// - Parameters:
    ///   - capacity: the most entries kept (at least 1).
    ///   - shards: independently locked partitions, fewer when the capacity
    ///     would give each less than ``minimumShardCapacity`` entries (a small
    ///     cache split finely would drop entries whose shard is full while
    ///     others have room). Each keeps `capacity / shards` entries. With one
    ///     shard, eviction is exactly first in, first out.
    package init(capacity: Int, shards: Int = 8) {
        let capacity = max(capacity, 1)
        let shardCount = min(max(shards, 1), max(capacity / Self.minimumShardCapacity, 1))
        self.capacity = capacity
        self.shards = (0..<shardCount).map { _ in Shard(capacity: capacity / shardCount) }
    }

    /// The cached value for `key`, or nil.
    package func value(for key: Key) -> Value? {
        let key = HashedKey(key)
        return shard(key).state.withLock { $0.value(for: key) }
    }

    /// The cached value for `key`, made by `make` (outside any lock) and
    /// kept when missing.
    ///
    /// - Throws: whatever `make` throws; nothing is cached then.
    package func value<Failure: Error>(for key: Key, orMake make: () throws(Failure) -> Value) throws(Failure) -> Value {
        let key = HashedKey(key)
        let shard = shard(key)
        if let cached = shard.state.withLock({ $0.value(for: key) }) { return cached }
        let made = try make()
        return shard.state.withLock { $0.insert(made, for: key) }
    }

    /// How many entries are cached now.
    package var count: Int { shards.reduce(0) { sum, shard in sum + shard.state.withLock { $0.count } } }

    /// Drops every entry.
    package func removeAll() {
        for shard in shards { shard.state.withLock { $0.removeAll() } }
    }

    @inline(__always)
    private func shard(_ key: HashedKey<Key>) -> Shard {
        shards.count == 1 ? shards[0] : shards[Int(UInt(bitPattern: key.hash) % UInt(shards.count))]
    }

    /// One lock and its entries (a class: `Mutex` cannot be copied into an array).
    private final class Shard: Sendable {
        let state: Mutex<BoundedCacheShard<Key, Value>>

        init(capacity: Int) {
            state = Mutex(BoundedCacheShard(capacity: capacity))
        }
    }
}
