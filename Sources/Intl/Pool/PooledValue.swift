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

extension Intl {
    /// The pooled value for a one-shot request in `locale` (the default
    /// locale when nil), made by `make` with the locale to use on first use.
    static func oneShot<Key: Hashable & Sendable, Value: Sendable>(
        _ pool: FormatterPool<Key, PooledValue<Value>>, locale: String?, key: (String) -> Key,
        make: (String) throws(IntlError) -> (Value, localeIdentifier: String)
    ) throws(IntlError) -> Value {
        let requested = locale ?? defaultLocale
        return try pool.handle(for: key(requested), fromDefaultLocale: locale == nil) { () throws(IntlError) in
            let (value, identifier) = try make(requested)
            return PooledValue(value, localeIdentifier: identifier)
        }.value
    }
}
