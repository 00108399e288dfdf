import MachineTime

extension DateTimeFormat {
    /// A one-shot date request prepared once: the locale checked and
    /// canonicalized and the formatter built, so every error surfaces here
    /// and ``format(_:key:)`` is a direct call on the key's formatter.
    ///
    ///     let day = try DateTimeFormat.Key(locale: "de_DE", options: .init(layout: .template("dMMM")))
    ///     day.locale.identifier                    // "de-DE"
    ///     try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), key: day) // "7. Feb."
    ///
    /// Like ``NumberFormat/Key``, a key holds its formatter (the one-shot
    /// pool's, shared with the string-keyed calls for the same request) for
    /// as long as the key lives; invalidating the pools
    /// (``FormatterPools/invalidate(locale:)``) drops only the pools'
    /// references, and keys already made keep working.
    public final class Key: Hashable, Sendable, CustomStringConvertible {
        /// The requested locale, canonicalized ("de-DE" for "de_DE").
        public let locale: IntlLocale
        public let options: DateTimeFormatOptions
        /// The one-shot pool's key: the canonical identifier and the options.
        let poolKey: OneShotDateKey
        /// The formatter every call with this key uses.
        let formatter: DateTimeFormat

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
            formatter = try DateTimeFormat.oneShotPoolValue(poolKey, locale: locale)
        }

        public static func == (lhs: Key, rhs: Key) -> Bool { lhs === rhs || lhs.poolKey == rhs.poolKey }

        public func hash(into hasher: inout Hasher) { hasher.combine(poolKey) }

        /// "de-DE d. MMM": the locale and the pattern it resolved to.
        public var description: String { "\(locale.identifier) \(formatter.pattern)" }
    }
}

extension DateTimeFormat {
    /// Formats an instant with the formatter of a prepared request: the
    /// fastest one-shot call.
    ///
    ///     let stamp = try DateTimeFormat.Key(locale: "en-US", options: .init(layout: .template("yMd")))
    ///     try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), key: stamp)    // "2/7/2014"
    ///
    /// - Throws: nothing: the key built its formatter when it was made. The
    ///   call stays `throws` so code written against the pooled keys of
    ///   earlier versions (`try` at every call) compiles without warnings.
    public static func format(_ instant: Timestamp, key: DateTimeFormat.Key) throws(IntlError) -> String {
        key.formatter.format(instant)
    }

    /// The formatter of a prepared request.
    ///
    ///     try DateTimeFormat.pooled(key: stamp).pattern   // "M/d/y"
    ///
    /// - Throws: nothing (see ``format(_:key:)``).
    public static func pooled(key: DateTimeFormat.Key) throws(IntlError) -> DateTimeFormat {
        key.formatter
    }

    /// The one-shot pool's formatter for a canonical request, made on first use.
    static func oneShotPoolValue(_ poolKey: OneShotDateKey, locale: IntlLocale) throws(IntlError) -> DateTimeFormat {
        try FormatterPools.oneShotDates.handle(for: poolKey) { () throws(IntlError) in
            let format = try DateTimeFormat(locale: locale, options: poolKey.options)
            return PooledValue(format, localeIdentifier: format.locale.identifier)
        }.value
    }
}
