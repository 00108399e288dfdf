import Synchronization

/// Values by string key behind one lock, for answers that are worth
/// keeping but must not let input grow memory.
///
/// Bounded: at most `capacity` keys of at most `maximumKeyLength` UTF-8
/// bytes each (longer keys are never stored); when full, the whole cache is
/// cleared. Real traffic repeats a few hundred headers and language ranges,
/// so the cache refills with the ones that matter, and a flood of distinct
/// keys costs a refill, never memory.
final class BoundedStringCache<Value: Sendable>: Sendable {
    let capacity: Int
    let maximumKeyLength: Int
    private let values = Mutex<[String: Value]>([:])

    init(capacity: Int, maximumKeyLength: Int) {
        self.capacity = capacity
        self.maximumKeyLength = maximumKeyLength
    }

    func value(for key: String) -> Value? {
        values.withLock { $0[key] }
    }

    func store(_ value: Value, for key: String) {
        guard key.utf8.count <= maximumKeyLength else { return }
        values.withLock { values in
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
    }

    /// How many keys are cached now (for tests).
    var count: Int { values.withLock { $0.count } }
}
