/// A key with its hash computed once: a sharded cache picks the shard with
/// it and the shard's dictionary reuses it, so a lookup hashes the caller's
/// key (locale strings, options) a single time.
struct HashedKey<Key: Hashable>: Hashable {
    let key: Key
    let hash: Int

    init(_ key: Key) {
        self.key = key
        hash = key.hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.hash == rhs.hash && lhs.key == rhs.key }
}

extension HashedKey: Sendable where Key: Sendable {}
