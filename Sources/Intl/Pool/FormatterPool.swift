/// A bounded, thread-safe cache of ICU handles keyed by locale and options:
/// the one mechanism behind every formatter in this module.
///
/// Creating an ICU formatter costs 10–400 µs; using a held one costs well
/// under 2 µs. The pool makes "construct the same formatter again" a hash
/// lookup, and hands out handles according to what ICU promises about them:
///
/// - ``Sharing/shared``: ICU documents the handle as safe to use from many
///   threads at once (`UNumberFormatter`); every caller gets the same one.
/// - ``Sharing/exclusive(maximumInstances:)``: the handle is not thread-safe
///   (`UDateFormat`, rule-based `UNumberFormat`, the pattern generator); a
///   caller checks one out for the duration of a call and returns it. When
///   callers contend, more instances are made, up to the limit; beyond it,
///   callers wait for a returned instance.
///
/// Guarantees:
/// - Bounded: at most `capacity` entries; the least recently used entry of a
///   shard goes first (never clear-everything). An evicted handle still in
///   use stays alive until its last user is done with it: handles are
///   reference-counted and close their ICU object in `deinit`.
/// - Single-flight: concurrent misses on one key create it once; the other
///   callers wait for that creation.
/// - No global lock: keys are spread over independently locked shards, so
///   threads using different keys do not serialize.
/// - ``invalidate(locale:)``, ``removeAll()`` and ``statistics``.
package final class FormatterPool<Key: Hashable & Sendable, Handle: PooledFormatter>: Sendable {
    /// How handles of this pool may be used.
    package enum Sharing: Sendable, Equatable {
        /// One handle per key, used by every caller at once.
        case shared
        /// Handles checked out for exclusive use, at most this many per key.
        case exclusive(maximumInstances: Int)
    }

    /// What the pool is for, e.g. "number skeletons"; shown in statistics dumps.
    package let name: String
    /// The most entries the pool holds.
    package let capacity: Int
    package let sharing: Sharing
    private let shards: [ConditionLock<PoolShard<Key, Handle>>]

    /// - Parameters:
    ///   - name: what the pool is for, shown in statistics.
    ///   - capacity: the most entries kept (at least 1), pool-wide.
    ///   - sharing: whether a handle is shared or checked out per call.
    ///   - shards: independently locked partitions; LRU order is kept per
    ///     shard. With one shard, eviction is exactly least-recently-used.
    package init(name: String, capacity: Int, sharing: Sharing, shards: Int = 16) {
        let capacity = max(capacity, 1)
        let budget = PoolBudget(limit: capacity)
        self.name = name
        self.capacity = capacity
        self.sharing = sharing
        self.shards = (0..<max(1, shards)).map { _ in ConditionLock(PoolShard(budget: budget)) }
    }

    // MARK: Lookup

    /// The shared handle for `key`, created by `create` on first use.
    ///
    /// For exclusive pools use ``withHandle(for:fromDefaultLocale:create:_:)``:
    /// a handle that is not thread-safe must be returned after use.
    ///
    /// - Parameters:
    ///   - key: what the handle is for (locale and options).
    ///   - fromDefaultLocale: true when the caller did not name a locale and
    ///     the process default was used; such entries go when the default changes.
    ///   - create: makes the handle on a miss.
    /// - Throws: whatever `create` throws; nothing is cached then.
    package func handle(for key: Key, fromDefaultLocale: Bool = false,
                       create: () throws(IntlError) -> Handle) throws(IntlError) -> Handle {
        try withHandle(for: key, fromDefaultLocale: fromDefaultLocale, create: create) { $0 }
    }

    /// Checks a handle for `key` out, runs `body` with it and returns it.
    /// Works for both sharing modes; for shared pools nothing is checked out.
    package func withHandle<Result>(for key: Key, fromDefaultLocale: Bool = false,
                                   create: () throws(IntlError) -> Handle,
                                   _ body: (Handle) -> Result) throws(IntlError) -> Result {
        let checkout = try checkOut(key, fromDefaultLocale: fromDefaultLocale, create: create)
        defer { if sharing != .shared { checkIn(checkout) } }
        return body(checkout.handle)
    }

    // MARK: Invalidation and statistics

    /// Drops every entry built for `locale` (a canonical identifier such as
    /// "de-DE"). Handles in use stay valid until their users are done.
    package func invalidate(locale: String) {
        forEachShard { $0.removeAll { $0.locale == locale } }
    }

    /// Drops the entries built from the process default locale.
    func invalidateDefaultLocaleEntries() {
        forEachShard { $0.removeAll { $0.fromDefaultLocale } }
    }

    /// Drops every entry. Handles in use stay valid until their users are done.
    package func removeAll() {
        forEachShard { $0.removeAll { _ in true } }
    }

    /// The pool's counters, summed over its shards.
    package var statistics: FormatterPoolStatistics {
        shards.reduce(FormatterPoolStatistics()) { sum, shard in sum + shard.withLock { $0.statistics } }
    }

    // MARK: Machinery

    private func forEachShard(_ body: (inout PoolShard<Key, Handle>) -> Void) {
        for shard in shards {
            shard.withLock(body)
            shard.broadcast()
        }
    }

    private struct Checkout {
        let handle: Handle
        let shard: ConditionLock<PoolShard<Key, Handle>>
        let key: HashedKey<Key>
        let entryID: UInt64?
    }

    private func checkOut(_ key: Key, fromDefaultLocale: Bool,
                          create: () throws(IntlError) -> Handle) throws(IntlError) -> Checkout {
        let key = HashedKey(key)
        let shardIndex = shards.count == 1 ? 0 : Int(UInt(bitPattern: key.hash) % UInt(shards.count))
        let shard = shards[shardIndex]
        let exclusive = sharing != .shared
        let maximum: Int
        switch sharing {
        case .shared: maximum = 1
        case .exclusive(let instances): maximum = max(instances, 1)
        }
        var attempt = 0
        while true {
            let lastAttempt = attempt == shards.count
            let step = shard.wait { state in
                state.nextStep(for: key, fromDefaultLocale: fromDefaultLocale, exclusive: exclusive,
                               maximumInstances: maximum, lastAttempt: lastAttempt)
            }
            switch step {
            case .use(let handle, let entryID):
                return Checkout(handle: handle, shard: shard, key: key, entryID: entryID)
            case .create(let entryID):
                let handle = try createHandle(key, entryID: entryID, in: shard, exclusive: exclusive, create: create)
                return Checkout(handle: handle, shard: shard, key: key, entryID: entryID)
            case .makeRoomElsewhere:
                // The pool is full and this shard had nothing to evict. One
                // lock at a time: this shard's is released already.
                attempt += 1
                _ = shards[(shardIndex + attempt) % shards.count].withLock { $0.evictLeastRecentlyUsed() }
            }
        }
    }

    /// Runs `create` outside any lock, then records the outcome.
    private func createHandle(_ key: HashedKey<Key>, entryID: UInt64?, in shard: ConditionLock<PoolShard<Key, Handle>>,
                              exclusive: Bool, create: () throws(IntlError) -> Handle) throws(IntlError) -> Handle {
        let start = ContinuousClock.now
        let handle: Handle
        do {
            handle = try create()
        } catch {
            shard.withLock { $0.creationFailed(key: key, entryID: entryID, exclusive: exclusive) }
            shard.broadcast()
            throw error
        }
        let elapsed = ContinuousClock.now - start
        shard.withLock { $0.created(handle, key: key, entryID: entryID, exclusive: exclusive, elapsed: elapsed) }
        shard.broadcast()
        return handle
    }

    private func checkIn(_ checkout: Checkout) {
        // A handle whose entry was evicted meanwhile is released here, after
        // the lock, so its ICU object closes outside the critical section.
        let released = checkout.shard.withLock { $0.checkIn(checkout.handle, key: checkout.key, entryID: checkout.entryID) }
        checkout.shard.broadcast()
        _ = released
    }
}

/// A handle a ``FormatterPool`` can hold: a class (so an evicted handle
/// lives on until its last user lets go) that knows its locale.
package protocol PooledFormatter: AnyObject, Sendable {
    /// The canonical locale identifier it was built for ("de-DE"), matched
    /// by ``FormatterPool/invalidate(locale:)``.
    var localeIdentifier: String { get }
}
