import Synchronization

/// A formatter's hold on a non-shareable ICU handle: a "home" instance of its
/// own, plus the pool it came from for when that one is busy.
///
/// Formatter values hold one of these. A call uses the home instance when no
/// other call on this formatter is using it (an atomic flag, no lock), and
/// otherwise checks another instance out of the pool, so one formatter value
/// can serve many tasks at once without serializing them. Because the home
/// instance is held, a formatter kept by its user never pays for the pool's
/// evictions; constructing the same formatter again finds the same instance
/// in the pool.
///
/// A class, so a formatter's call borrows one reference instead of copying
/// (and retaining) the pool, the key's strings, the creator and the home
/// instance on every call. The handle guards its ICU object with its own
/// lock, so the pool lending the same instance to another caller meanwhile
/// is safe, only slower.
final class PooledRequest<Key: Hashable & Sendable, Handle: PooledFormatter>: Sendable {
    let pool: FormatterPool<Key, Handle>
    let key: Key
    let create: @Sendable () throws(IntlError) -> Handle
    /// The home instance, for reading what it was built with.
    let handle: Handle
    /// Whether a call is using the home instance.
    private let busy = Atomic<Bool>(false)

    /// Finds (or creates) the handle in `pool` and keeps it as the home instance.
    ///
    /// - Throws: the creation error, so a formatter fails at construction.
    init(pool: FormatterPool<Key, Handle>, key: Key,
         create: @escaping @Sendable () throws(IntlError) -> Handle) throws(IntlError) {
        self.pool = pool
        self.key = key
        self.create = create
        handle = try pool.withHandle(for: key, create: create) { $0 }
    }

    /// Runs `body` with an instance no other call of this formatter is using.
    @inline(__always)
    func use<Value>(_ body: (Handle) -> Value) -> Value {
        if busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            defer { busy.store(false, ordering: .releasing) }
            return body(handle)
        }
        return useAnother(body)
    }

    /// Contention: another instance from the pool. Re-creating one can only
    /// fail if ICU itself does (this request succeeded at construction).
    private func useAnother<Value>(_ body: (Handle) -> Value) -> Value {
        Result { () throws(IntlError) in try pool.withHandle(for: key, create: create, body) }.requireSuccess()
    }
}
