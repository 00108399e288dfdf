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
    ///
    /// A hit builds no key: it hashes the locale and the options' stored
    /// hash and compares a slot's key with them in place (``OneShotKey``).
    @inline(__always)
    static func withOneShot<Key: OneShotKey, Value: Sendable, Result>(
        front: ThreadFrontCache<Key, Value>, locale: String?, options: Key.Options,
        make: (_ locale: String, _ fromDefaultLocale: Bool) throws(IntlError) -> Value,
        _ body: (borrowing Value) -> Result
    ) throws(IntlError) -> Result {
        var hasher = FrontCacheHasher()
        Key.feed(locale: locale, options: options, into: &hasher)
        let generation = FormatterPools.frontCacheGeneration
        if let result = front.withValue(hash: hasher.value, generation: generation,
                                        matching: { $0.matches(locale: locale, options: options) }, body) {
            return result
        }
        return try withNewOneShot(front: front, locale: locale, options: options, generation: generation, make: make, body)
    }

    /// ``withOneShot(front:locale:options:make:_:)`` when this thread has no
    /// current answer: makes it, keeps it in `front` and applies `body`. Out
    /// of line, so a hit's instructions lie together: inlined, this path
    /// spread the 120 instructions of a hit over 17 of its function's 47 cache
    /// lines, and a call that works through much code between one-shot calls
    /// (a spell-out) found them evicted.
    @inline(never)
    private static func withNewOneShot<Key: OneShotKey, Value: Sendable, Result>(
        front: ThreadFrontCache<Key, Value>, locale: String?, options: Key.Options, generation: UInt64,
        make: (_ locale: String, _ fromDefaultLocale: Bool) throws(IntlError) -> Value,
        _ body: (borrowing Value) -> Result
    ) throws(IntlError) -> Result {
        let value = try make(locale ?? defaultLocale, locale == nil)
        front.store(value, for: Key(locale: locale, options: options), generation: generation)
        return body(value)
    }
}

/// The front-cache key of a one-shot call: the locale as the caller spelled
/// it (nil: the default locale) and the call's options. Its hash and its
/// comparison are defined on the parts, so a hit needs no key.
protocol OneShotKey: FrontCacheKey {
    associatedtype Options: Equatable
    init(locale: String?, options: Options)
    /// Feeds what ``frontCacheHash(into:)`` feeds for a key of these parts.
    static func feed(locale: String?, options: Options, into hasher: inout FrontCacheHasher)
    /// True when this is the key for (`locale`, `options`): the same as
    /// `==` with `Self(locale:options:)`, without building that key.
    func matches(locale: String?, options: Options) -> Bool
}
