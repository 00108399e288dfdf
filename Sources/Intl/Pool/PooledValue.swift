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
    /// `body` applied to the value for a one-shot request in `locale` (the
    /// default locale when nil), made by `make` with the locale to use when
    /// this thread has no answer yet. A thread's recent answers are lent by
    /// `front` in place (no copy, no reference count, no lock, no default
    /// locale read): the front cache keeps a nil locale as nil, and a
    /// default-locale change makes every front slot stale. Inlined so every
    /// call site gets code specialized to its key and value (generic code
    /// would copy keys through value witnesses).
    ///
    /// - Parameter make: the value for the locale to use; `fromDefaultLocale`
    ///   says it is the process default (for pools that drop such entries
    ///   when the default changes).
    @inline(__always)
    static func withOneShot<Key: FrontCacheKey, Value: Sendable, Result>(
        front: ThreadFrontCache<Key, Value>, locale: String?, key: (String?) -> Key,
        make: (_ locale: String, _ fromDefaultLocale: Bool) throws(IntlError) -> Value,
        _ body: (borrowing Value) -> Result
    ) throws(IntlError) -> Result {
        let frontKey = key(locale)
        let generation = FormatterPools.frontCacheGeneration
        if let result = front.withValue(for: frontKey, generation: generation, body) { return result }
        let value = try make(locale ?? defaultLocale, locale == nil)
        front.store(value, for: frontKey, generation: generation)
        return body(value)
    }
}
