/// One partition of a ``BoundedCache``: its entries and their insertion
/// order. Every method runs under the shard's lock and never calls out.
struct BoundedCacheShard<Key: Hashable, Value> {
    private let capacity: Int
    private var entries: [HashedKey<Key>: Value] = [:]
    /// Keys in insertion order, as a ring: `order[oldest]` goes first when full.
    private var order: [HashedKey<Key>] = []
    private var oldest = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    var count: Int { entries.count }

    func value(for key: HashedKey<Key>) -> Value? { entries[key] }

    /// Stores `value` unless another caller stored one for `key` first;
    /// returns the value kept.
    mutating func insert(_ value: Value, for key: HashedKey<Key>) -> Value {
        if let existing = entries[key] { return existing }
        if order.count < capacity {
            order.append(key)
        } else {
            entries[order[oldest]] = nil
            order[oldest] = key
            oldest = (oldest + 1) % capacity
        }
        entries[key] = value
        return value
    }

    mutating func removeAll() {
        entries.removeAll()
        order.removeAll()
        oldest = 0
    }
}

extension BoundedCacheShard: Sendable where Key: Sendable, Value: Sendable {}
