/// Everything needed to use a pooled, non-shareable ICU handle: the pool,
/// the key, and how to (re-)create the handle if the pool dropped it.
///
/// Formatters hold one of these instead of a handle, and check the handle
/// out for each call, so one formatter value can be used from many tasks
/// at once and idle handles stay bounded by the pool.
struct PooledRequest<Key: Hashable & Sendable, Handle: PooledFormatter>: Sendable {
    let pool: FormatterPool<Key, Handle>
    let key: Key
    let create: @Sendable () throws(IntlError) -> Handle

    /// Runs `body` with a checked-out handle.
    ///
    /// - Throws: the creation error, when a new handle had to be made and failed.
    func withHandle<Result>(_ body: (Handle) -> Result) throws(IntlError) -> Result {
        try pool.withHandle(for: key, create: create, body)
    }

    /// `withHandle` for formatters whose construction already made (and so
    /// validated) the handle: re-creating it can then only fail if ICU
    /// itself does (out of memory).
    func use<Value>(_ body: (Handle) -> Value) -> Value {
        Result { () throws(IntlError) in try withHandle(body) }.requireSuccess()
    }
}
