/// An immutable value kept in a ``FormatterPool``: a ready formatter for the
/// one-shot API, resolved plural rules, a resolved date pattern.
final class PooledValue<Value: Sendable>: PooledFormatter {
    let value: Value
    let localeIdentifier: String

    init(_ value: Value, localeIdentifier: String) {
        self.value = value
        self.localeIdentifier = localeIdentifier
    }
}

extension FormatterPools {
    /// `body` applied to the pooled value for a one-shot request in `locale`
    /// (the default locale when nil), made by `make` with the locale to use
    /// on first use. A thread's recent answers are lent by `front` in place,
    /// without touching the pool (no copy, no reference count) or the
    /// default locale: the front cache keeps a nil locale as nil, and a
    /// default-locale change makes every front slot stale. Inlined so every
    /// call site gets code specialized to its key and value (generic code
    /// would copy keys through value witnesses).
    @inline(__always)
    static func withOneShot<Key: FrontCacheKey, Value: Sendable, Result>(
        _ pool: FormatterPool<Key, PooledValue<Value>>, front: ThreadFrontCache<Key, Value>,
        locale: String?, key: (String?) -> Key,
        make: (String) throws(IntlError) -> (Value, localeIdentifier: String),
        _ body: (borrowing Value) -> Result
    ) throws(IntlError) -> Result {
        let frontKey = key(locale)
        let generation = FormatterPools.frontCacheGeneration
        if let result = front.withValue(for: frontKey, generation: generation, body) { return result }
        let requested = locale ?? defaultLocale
        let value = try pool.handle(for: locale == nil ? key(requested) : frontKey, fromDefaultLocale: locale == nil) {
            () throws(IntlError) in
            let (value, identifier) = try make(requested)
            return PooledValue(value, localeIdentifier: identifier)
        }.value
        front.store(value, for: frontKey, generation: generation)
        return body(value)
    }
}
