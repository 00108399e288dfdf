import Synchronization

/// Values (block buffers) handed back after use, so that the pipeline reuses their storage instead
/// of allocating, page-faulting and unmapping a few hundred KiB per block. Holds at most `limit`.
/// A value is given back as it is and emptied by its next taker, when the previous owner's
/// references are gone, so emptying keeps the storage instead of copying it.
final class RecyclingPool<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// A value given back earlier, or nil when there is none.
    func take() -> Value? {
        values.withLock { $0.popLast() }
    }

    func give(_ value: Value) {
        values.withLock { if $0.count < limit { $0.append(value) } }
    }
}
