extension NumberFormat {
    /// A one-shot request prepared once: the locale checked and
    /// canonicalized, the formatter built (so every error surfaces here),
    /// the lookup hash computed. ``format(_:key:)-(Double,_)`` then
    /// finds the pooled formatter by comparing one integer and formats with
    /// it in place, within 7–15 ns of a held formatter.
    ///
    ///     let price = try NumberFormat.Key(locale: "de_DE", options: .init(style: .currency("EUR")))
    ///     price.locale.identifier                  // "de-DE"
    ///     try NumberFormat.format(1234.5, key: price)      // "1.234,50\u{00A0}€"
    ///
    /// A key holds no formatter: the formatter stays in the bounded pool of
    /// number formatters, shared with held formatters and string-keyed calls
    /// for the same request, and is
    /// evicted, invalidated (``FormatterPools/invalidate(locale:)``) and
    /// rebuilt like any other. Keys are immutable and `Sendable`; make them
    /// once (a `static let`, a request handler's setup) and share them.
    /// Two keys for the same request are equal, and each is fast.
    public final class Key: Hashable, Sendable, CustomStringConvertible, PreparedRequest {
        /// The requested locale, canonicalized ("de-DE" for "de_DE").
        public let locale: IntlLocale
        public let options: NumberFormatOptions
        /// The pool key: the canonical identifier and the options.
        let poolKey: NumberFormatKey
        /// Distinct for every key made, for the per-thread front cache.
        let serialNumber: Int

        /// Prepares the request for (`locale`, `options`) and builds its
        /// pooled formatter.
        ///
        /// - Throws: the errors of ``NumberFormat/init(locale:options:)-(IntlLocale,_)``.
        public convenience init(locale: String, options: NumberFormatOptions = .init()) throws(IntlError) {
            try self.init(locale: IntlLocale(locale), options: options)
        }

        /// Prepares the request for a validated locale.
        ///
        /// - Throws: the errors of ``NumberFormat/init(locale:options:)-(IntlLocale,_)``.
        public init(locale: IntlLocale, options: NumberFormatOptions = .init()) throws(IntlError) {
            self.locale = locale
            self.options = options
            poolKey = NumberFormatKey(locale: locale.identifier, options: options)
            serialNumber = PreparedRequestSerialNumbers.next()
            _ = try NumberFormat(locale: locale, options: options)
        }

        public static func == (lhs: Key, rhs: Key) -> Bool { lhs === rhs || lhs.poolKey == rhs.poolKey }

        public func hash(into hasher: inout Hasher) { hasher.combine(poolKey) }

        /// "de-DE currency/EUR": the locale and the options' ICU skeleton.
        public var description: String {
            let skeleton = (try? options.skeleton()) ?? ""
            return skeleton.isEmpty ? locale.identifier : "\(locale.identifier) \(skeleton)"
        }
    }
}

extension NumberFormat {
    /// Formats `value` with the pooled formatter of a prepared request: the
    /// fastest one-shot call.
    ///
    ///     let percent = try NumberFormat.Key(locale: "fr", options: .init(style: .percent))
    ///     try NumberFormat.format(0.25, key: percent)      // "25\u{00A0}%"
    ///
    /// - Throws: only when the formatter was evicted and ICU fails to build
    ///   it again (it did for the key's construction).
    public static func format(_ value: Double, key: NumberFormat.Key) throws(IntlError) -> String {
        try withPooled(key: key) { $0.format(value) }
    }

    /// Formats `value` exactly with the pooled formatter of a prepared request.
    ///
    ///     try NumberFormat.format(1234, key: NumberFormat.Key(locale: "de"))    // "1.234"
    public static func format(_ value: Int, key: NumberFormat.Key) throws(IntlError) -> String {
        try withPooled(key: key) { $0.format(value) }
    }

    /// The pooled formatter of a prepared request. A thread's recent keys
    /// are answered by its front cache, compared by serial number.
    ///
    ///     try NumberFormat.pooled(key: NumberFormat.Key(locale: "de")).format(0.5)   // "0,5"
    public static func pooled(key: NumberFormat.Key) throws(IntlError) -> NumberFormat {
        try withPooled(key: key) { copy $0 }
    }

    /// `body` applied to the pooled formatter of a prepared request, borrowed.
    @inline(__always)
    static func withPooled<Result>(key: NumberFormat.Key, _ body: (borrowing NumberFormat) -> Result) throws(IntlError) -> Result {
        try FormatterPools.withPreparedValue(key, front: FormatterPools.preparedNumbersFront, make: { () throws(IntlError) in
            try NumberFormat(locale: key.locale, options: key.options)
        }, body)
    }

}

/// A prepared number request in the front cache.
typealias PreparedNumberKey = PreparedRequestReference<NumberFormat.Key>
