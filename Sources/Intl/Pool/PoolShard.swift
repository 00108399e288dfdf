/// One independently locked partition of a ``FormatterPool``: its entries,
/// LRU clock and counters. Every method runs under the shard's lock and
/// never calls out (creating and closing handles happen outside).
struct PoolShard<Key: Hashable, Handle: PooledFormatter> {
    struct Entry {
        let id: UInt64
        /// The handle's locale, known once the first instance exists.
        var locale: String?
        let fromDefaultLocale: Bool
        let maximumInstances: Int
        /// The LRU clock value of the last use.
        var lastUse: UInt64
        /// True while the first instance is being created (single flight).
        var creating: Bool
        /// Instances ready for use; for shared pools, the one handle.
        var idle: [Handle]
        /// Instances alive for this entry: idle, checked out or being created.
        var instances: Int
    }

    /// What a caller does next.
    enum Step {
        /// Use this handle (for exclusive pools: return it with `entryID`).
        case use(Handle, entryID: UInt64?)
        /// Create a handle; `entryID` is nil when it will not be cached.
        case create(entryID: UInt64?)
    }

    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private var lastID: UInt64 = 0
    private var counters = FormatterPoolStatistics()

    init(capacity: Int) {
        self.capacity = capacity
    }

    var statistics: FormatterPoolStatistics {
        var snapshot = counters
        snapshot.liveEntries = entries.count
        return snapshot
    }

    /// Decides what a lookup does; nil means "wait and ask again".
    mutating func nextStep(for key: Key, fromDefaultLocale: Bool,
                           exclusive: Bool, maximumInstances: Int) -> Step? {
        clock &+= 1
        guard let index = entries.index(forKey: key) else {
            return miss(key, fromDefaultLocale: fromDefaultLocale,
                        exclusive: exclusive, maximumInstances: maximumInstances)
        }
        entries.values[index].lastUse = clock
        let entry = entries.values[index]
        if !exclusive {
            guard let handle = entry.idle.first else { return nil } // being created
            counters.hits += 1
            return .use(handle, entryID: nil)
        }
        if let handle = entries.values[index].idle.popLast() {
            counters.hits += 1
            counters.checkedOut += 1
            return .use(handle, entryID: entry.id)
        }
        if entry.creating || entry.instances >= entry.maximumInstances { return nil }
        // Contention: every instance is in use, and the limit allows one more.
        entries.values[index].instances += 1
        counters.hits += 1
        counters.checkedOut += 1
        return .create(entryID: entry.id)
    }

    private mutating func miss(_ key: Key, fromDefaultLocale: Bool,
                               exclusive: Bool, maximumInstances: Int) -> Step {
        counters.misses += 1
        if exclusive { counters.checkedOut += 1 }
        if entries.count >= capacity && !evictLeastRecentlyUsed() {
            return .create(entryID: nil) // every entry is mid-creation: serve uncached
        }
        lastID += 1
        entries[key] = Entry(id: lastID, locale: nil, fromDefaultLocale: fromDefaultLocale,
                             maximumInstances: maximumInstances, lastUse: clock, creating: true,
                             idle: [], instances: 1)
        return .create(entryID: lastID)
    }

    /// Removes the least recently used entry that is not being created.
    /// - Complexity: O(entries in the shard), a few dozen at most.
    private mutating func evictLeastRecentlyUsed() -> Bool {
        var victim: Dictionary<Key, Entry>.Index?
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
        counters.evictions += 1
        return true
    }

    /// Records a created handle; shared pools cache it, exclusive pools
    /// leave it with its creator until it is checked in.
    mutating func created(_ handle: Handle, key: Key, entryID: UInt64?, exclusive: Bool, elapsed: Duration) {
        counters.creations += 1
        counters.creationTime += elapsed
        guard let index = entryIndex(key, entryID) else { return }
        entries.values[index].creating = false
        entries.values[index].locale = handle.localeIdentifier
        if !exclusive { entries.values[index].idle = [handle] }
    }

    mutating func creationFailed(key: Key, entryID: UInt64?, exclusive: Bool) {
        if exclusive { counters.checkedOut -= 1 }
        guard let index = entryIndex(key, entryID) else { return }
        if entries.values[index].creating {
            entries.remove(at: index)
        } else {
            entries.values[index].instances -= 1
        }
    }

    /// Takes an exclusive handle back. Returns it when its entry is gone
    /// (evicted or invalidated) so the caller releases it outside the lock.
    mutating func checkIn(_ handle: Handle, key: Key, entryID: UInt64?) -> Handle? {
        counters.checkedOut -= 1
        guard let index = entryIndex(key, entryID) else { return handle }
        entries.values[index].idle.append(handle)
        return nil
    }

    /// Drops the entries `shouldRemove` selects; their handles are released
    /// by whoever still holds them.
    mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        entries = entries.filter { !shouldRemove($0.value) }
    }

    private func entryIndex(_ key: Key, _ entryID: UInt64?) -> Dictionary<Key, Entry>.Index? {
        guard let entryID, let index = entries.index(forKey: key), entries.values[index].id == entryID else {
            return nil
        }
        return index
    }
}
