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
struct PooledRequest<Key: Hashable & Sendable, Handle: PooledFormatter>: Sendable {
    let pool: FormatterPool<Key, Handle>
    let key: Key
    let create: @Sendable () throws(IntlError) -> Handle
    private let home: Home

    /// An instance plus the flag that says whether a call is using it. The
    /// handle guards its ICU object with its own lock, so the pool lending
    /// the same instance to another caller meanwhile is safe, only slower.
    private final class Home: Sendable {
        let handle: Handle
        let busy = Atomic<Bool>(false)

        init(_ handle: Handle) {
            self.handle = handle
        }
    }

    /// Finds (or creates) the handle in `pool` and keeps it as the home instance.
    ///
    /// - Throws: the creation error, so a formatter fails at construction.
    init(pool: FormatterPool<Key, Handle>, key: Key,
         create: @escaping @Sendable () throws(IntlError) -> Handle) throws(IntlError) {
        self.pool = pool
        self.key = key
        self.create = create
        home = Home(try pool.withHandle(for: key, create: create) { $0 })
    }

    /// The home instance, for reading what it was built with.
    var handle: Handle { home.handle }

    /// Runs `body` with an instance no other call of this formatter is using.
    func use<Value>(_ body: (Handle) -> Value) -> Value {
        if home.busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            defer { home.busy.store(false, ordering: .releasing) }
            return body(home.handle)
        }
        // Contention: another instance from the pool. Re-creating one can only
        // fail if ICU itself does (this request succeeded at construction).
        return Result { () throws(IntlError) in try pool.withHandle(for: key, create: create, body) }.requireSuccess()
    }
}
