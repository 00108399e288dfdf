import Synchronization

/// One independently locked partition of a ``FormatterPool``: its entries,
/// LRU clock and counters. Every method runs under the shard's lock and
/// never calls out (creating and closing handles happen outside).
struct PoolShard<Key: Hashable, Handle: PooledFormatter> {
    /// A class, so the hit path updates it in place without copying it out
    /// of the dictionary (a struct entry would be copied, strings and all).
    final class Entry {
        let id: UInt64
        /// The handle's locale, known once the first instance exists.
        @exclusivity(unchecked) var locale: String?
        let fromDefaultLocale: Bool
        let maximumInstances: Int
        /// The LRU clock value of the last use.
        @exclusivity(unchecked) var lastUse: UInt64
        /// True while the first instance is being created (single flight).
        @exclusivity(unchecked) var creating: Bool
        /// Instances ready for use; for shared pools, the one handle.
        @exclusivity(unchecked) var idle: [Handle]
        /// Instances alive for this entry: idle, checked out or being created.
        @exclusivity(unchecked) var instances: Int

        init(id: UInt64, fromDefaultLocale: Bool, maximumInstances: Int, lastUse: UInt64) {
            self.id = id
            self.fromDefaultLocale = fromDefaultLocale
            self.maximumInstances = maximumInstances
            self.lastUse = lastUse
            creating = true
            idle = []
            instances = 1
        }
    }

    /// What a caller does next.
    enum Step {
        /// Use this handle (for exclusive pools: return it with `entryID`).
        case use(Handle, entryID: UInt64?)
        /// Create a handle; `entryID` is nil when it will not be cached.
        case create(entryID: UInt64?)
        /// The pool is full and this shard has nothing to evict: evict from
        /// another shard, then ask again.
        case makeRoomElsewhere
    }

    /// The pool-wide entry count this shard draws on.
    let budget: PoolBudget
    private var entries: [HashedKey<Key>: Entry] = [:]
    private var clock: UInt64 = 0
    private var lastID: UInt64 = 0
    private var counters = FormatterPoolStatistics()

    init(budget: PoolBudget) {
        self.budget = budget
    }

    var statistics: FormatterPoolStatistics {
        var snapshot = counters
        snapshot.liveEntries = entries.count
        return snapshot
    }

    /// Decides what a lookup does; nil means "wait and ask again".
    /// - Parameter lastAttempt: never answer `.makeRoomElsewhere`; serve
    ///   an uncached handle instead when there is no room.
    mutating func nextStep(for key: HashedKey<Key>, fromDefaultLocale: Bool, exclusive: Bool,
                           maximumInstances: Int, lastAttempt: Bool) -> Step? {
        clock &+= 1
        guard let entry = entries[key] else {
            return miss(key, fromDefaultLocale: fromDefaultLocale, exclusive: exclusive,
                        maximumInstances: maximumInstances, lastAttempt: lastAttempt)
        }
        entry.lastUse = clock
        if !exclusive {
            guard let handle = entry.idle.first else { return nil } // being created
            counters.hits += 1
            return .use(handle, entryID: nil)
        }
        if let handle = entry.idle.popLast() {
            counters.hits += 1
            counters.checkedOut += 1
            return .use(handle, entryID: entry.id)
        }
        if entry.creating || entry.instances >= entry.maximumInstances { return nil }
        // Contention: every instance is in use, and the limit allows one more.
        entry.instances += 1
        counters.hits += 1
        counters.checkedOut += 1
        return .create(entryID: entry.id)
    }

    private mutating func miss(_ key: HashedKey<Key>, fromDefaultLocale: Bool, exclusive: Bool,
                               maximumInstances: Int, lastAttempt: Bool) -> Step {
        let cached = budget.reserve() || (evictLeastRecentlyUsed() && budget.reserve())
        if !cached && !lastAttempt { return .makeRoomElsewhere }
        counters.misses += 1
        if exclusive { counters.checkedOut += 1 }
        guard cached else { return .create(entryID: nil) }
        lastID += 1
        entries[key] = Entry(id: lastID, fromDefaultLocale: fromDefaultLocale,
                             maximumInstances: maximumInstances, lastUse: clock)
        return .create(entryID: lastID)
    }

    /// Removes the least recently used entry that is not being created and
    /// gives its slot back to the budget.
    /// - Complexity: O(entries in the shard), a few dozen at most.
    mutating func evictLeastRecentlyUsed() -> Bool {
        var victim: Dictionary<HashedKey<Key>, Entry>.Index?
        var oldest = UInt64.max
        var index = entries.startIndex
        while index != entries.endIndex {
            let entry = entries.values[index]
            if !entry.creating && entry.lastUse < oldest {
                oldest = entry.lastUse
                victim = index
            }
            index = entries.index(after: index)
        }
        guard let victim else { return false }
        entries.remove(at: victim)
        budget.release(1)
        counters.evictions += 1
        return true
    }

    /// Records a created handle; shared pools cache it, exclusive pools
    /// leave it with its creator until it is checked in.
    mutating func created(_ handle: Handle, key: HashedKey<Key>, entryID: UInt64?, exclusive: Bool, elapsed: Duration) {
        counters.creations += 1
        counters.creationTime += elapsed
        guard let entry = entry(key, entryID) else { return }
        entry.creating = false
        entry.locale = handle.localeIdentifier
        if !exclusive { entry.idle = [handle] }
    }

    mutating func creationFailed(key: HashedKey<Key>, entryID: UInt64?, exclusive: Bool) {
        if exclusive { counters.checkedOut -= 1 }
        guard let entry = entry(key, entryID) else { return }
        if entry.creating {
            entries.removeValue(forKey: key)
            budget.release(1)
        } else {
            entry.instances -= 1
        }
    }

    /// Takes an exclusive handle back. Returns it when its entry is gone
    /// (evicted or invalidated) so the caller releases it outside the lock.
    mutating func checkIn(_ handle: Handle, key: HashedKey<Key>, entryID: UInt64?) -> Handle? {
        counters.checkedOut -= 1
        guard let entry = entry(key, entryID) else { return handle }
        entry.idle.append(handle)
        return nil
    }

    /// Drops the entries `shouldRemove` selects; their handles are released
    /// by whoever still holds them.
    mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        let before = entries.count
        entries = entries.filter { !shouldRemove($0.value) }
        budget.release(before - entries.count)
    }

    /// The entry for `key` if it is still the one with `entryID`.
    private func entry(_ key: HashedKey<Key>, _ entryID: UInt64?) -> Entry? {
        guard let entryID, let entry = entries[key], entry.id == entryID else { return nil }
        return entry
    }
}

/// The pool-wide bound on entries, shared by the shards without a lock: a
/// shard takes a slot before caching an entry and gives it back on removal,
/// so the pool never holds more than `limit` entries however the keys fall
/// across shards.
final class PoolBudget: Sendable {
    let limit: Int
    private let used = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a slot if one is free.
    func reserve() -> Bool {
        var current = used.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = used.compareExchange(
                expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    func release(_ count: Int) {
        if count > 0 { used.subtract(count, ordering: .relaxed) }
    }
}
