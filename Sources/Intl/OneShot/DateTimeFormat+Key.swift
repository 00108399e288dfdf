import MachineTime

extension DateTimeFormat {
    /// A one-shot date request prepared once: the locale checked and
    /// canonicalized, the formatter built (so every error surfaces here).
    /// ``format(_:key:)`` then finds the pooled formatter by comparing
    /// one integer, instead of hashing and comparing the locale and options.
    ///
    ///     let day = try DateTimeFormat.Key(locale: "de_DE", options: .init(layout: .template("dMMM")))
    ///     day.locale.identifier                    // "de-DE"
    ///     try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), key: day) // "7. Feb."
    ///
    /// Like ``NumberFormat/Key``, a key holds no formatter: the formatter
    /// stays in the bounded one-shot pool, shared with the string-keyed calls
    /// for the same request, and is evicted, invalidated
    /// (``FormatterPools/invalidate(locale:)``) and rebuilt like any other.
    public final class Key: Hashable, Sendable, CustomStringConvertible, PreparedRequest {
        /// The requested locale, canonicalized ("de-DE" for "de_DE").
        public let locale: IntlLocale
        public let options: DateTimeFormatOptions
        /// The one-shot pool's key: the canonical identifier and the options.
        let poolKey: OneShotDateKey
        /// Distinct for every key made, for the per-thread front cache.
        let serialNumber: Int
        /// The pattern the formatter resolved at construction, for `description`
        /// (which must not reach into the pool).
        private let pattern: String

        /// Prepares the request for (`locale`, `options`) and builds its
        /// formatter in the one-shot pool.
        ///
        /// - Throws: the errors of ``DateTimeFormat/init(locale:options:)-(IntlLocale,_)``.
        public convenience init(locale: String, options: DateTimeFormatOptions = .init()) throws(IntlError) {
            try self.init(locale: IntlLocale(locale), options: options)
        }

        /// Prepares the request for a validated locale.
        ///
        /// - Throws: the errors of ``DateTimeFormat/init(locale:options:)-(IntlLocale,_)``.
        public init(locale: IntlLocale, options: DateTimeFormatOptions = .init()) throws(IntlError) {
            self.locale = locale
            self.options = options
            poolKey = OneShotDateKey(locale: locale.identifier, options: options)
            serialNumber = PreparedRequestSerialNumbers.next()
            pattern = try DateTimeFormat.oneShotPoolValue(poolKey, locale: locale).pattern
        }

        public static func == (lhs: Key, rhs: Key) -> Bool { lhs === rhs || lhs.poolKey == rhs.poolKey }

        public func hash(into hasher: inout Hasher) { hasher.combine(poolKey) }

        /// "de-DE d. MMM": the locale and the pattern it resolved to.
        public var description: String { "\(locale.identifier) \(pattern)" }
    }
}

extension DateTimeFormat {
    /// Formats an instant with the pooled formatter of a prepared request:
    /// the fastest one-shot call.
    ///
    ///     let stamp = try DateTimeFormat.Key(locale: "en-US", options: .init(layout: .template("yMd")))
    ///     try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), key: stamp)    // "2/7/2014"
    ///
    /// - Throws: only when the formatter was evicted and ICU fails to build
    ///   it again (it did for the key's construction).
    public static func format(_ instant: Timestamp, key: DateTimeFormat.Key) throws(IntlError) -> String {
        try withPooled(key: key) { $0.format(instant) }
    }

    /// The pooled formatter of a prepared request. A thread's recent keys
    /// are answered by its front cache, compared by serial number.
    ///
    ///     try DateTimeFormat.pooled(key: stamp).pattern   // "M/d/y"
    public static func pooled(key: DateTimeFormat.Key) throws(IntlError) -> DateTimeFormat {
        try withPooled(key: key) { copy $0 }
    }

    /// `body` applied to the pooled formatter of a prepared request, borrowed.
    @inline(__always)
    static func withPooled<Result>(key: DateTimeFormat.Key, _ body: (borrowing DateTimeFormat) -> Result) throws(IntlError) -> Result {
        try FormatterPools.withPreparedValue(key, front: FormatterPools.preparedDatesFront, make: { () throws(IntlError) in
            try oneShotPoolValue(key.poolKey, locale: key.locale)
        }, body)
    }

    /// The one-shot pool's formatter for a canonical request, made on first use.
    static func oneShotPoolValue(_ poolKey: OneShotDateKey, locale: IntlLocale) throws(IntlError) -> DateTimeFormat {
        try FormatterPools.oneShotDates.handle(for: poolKey) { () throws(IntlError) in
            let format = try DateTimeFormat(locale: locale, options: poolKey.options)
            return PooledValue(format, localeIdentifier: format.locale.identifier)
        }.value
    }
}

/// A prepared date request in the front cache.
typealias PreparedDateKey = PreparedRequestReference<DateTimeFormat.Key>
