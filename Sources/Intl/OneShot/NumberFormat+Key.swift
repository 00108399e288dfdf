extension NumberFormat {
    /// A one-shot request prepared once: the locale checked and
    /// canonicalized and the formatter built, so every error surfaces here
    /// and ``format(_:key:)-(Double,_)`` is a direct call on the key's
    /// formatter, within a few nanoseconds of a held one.
    ///
    ///     let price = try NumberFormat.Key(locale: "de_DE", options: .init(style: .currency("EUR")))
    ///     price.locale.identifier                  // "de-DE"
    ///     try NumberFormat.format(1234.5, key: price)      // "1.234,50\u{00A0}€"
    ///
    /// A key holds its formatter (the pool's, shared with held formatters
    /// and string-keyed calls for the same request): it costs what a held
    /// ``NumberFormat`` costs, for as long as the key lives. Invalidating
    /// the pools (``FormatterPools/invalidate(locale:)``,
    /// ``FormatterPools/removeAll()``) drops only the pools' references;
    /// keys already made keep their formatter and keep working. Keys are
    /// immutable and `Sendable`; make them once (a `static let`, a request
    /// handler's setup) and share them. Two keys for the same request are
    /// equal.
    public final class Key: Hashable, Sendable, CustomStringConvertible {
        /// The requested locale, canonicalized ("de-DE" for "de_DE").
        public let locale: IntlLocale
        public let options: NumberFormatOptions
        /// The pool key: the canonical identifier and the options.
        let poolKey: NumberFormatKey
        /// The formatter every call with this key uses.
        let formatter: NumberFormat

        /// Prepares the request for (`locale`, `options`) and builds its
        /// formatter.
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
            formatter = try NumberFormat(locale: locale, options: options)
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
    /// Formats `value` with the formatter of a prepared request: the
    /// fastest one-shot call.
    ///
    ///     let percent = try NumberFormat.Key(locale: "fr", options: .init(style: .percent))
    ///     try NumberFormat.format(0.25, key: percent)      // "25\u{00A0}%"
    ///
    /// - Throws: nothing: the key built its formatter when it was made. The
    ///   call stays `throws` so code written against the pooled keys of
    ///   earlier versions (`try` at every call) compiles without warnings.
    public static func format(_ value: Double, key: NumberFormat.Key) throws(IntlError) -> String {
        key.formatter.format(value)
    }

    /// Formats `value` exactly with the formatter of a prepared request.
    ///
    ///     try NumberFormat.format(1234, key: NumberFormat.Key(locale: "de"))    // "1.234"
    ///
    /// - Throws: nothing (see ``format(_:key:)-(Double,_)``).
    public static func format(_ value: Int, key: NumberFormat.Key) throws(IntlError) -> String {
        key.formatter.format(value)
    }

    /// The formatter of a prepared request.
    ///
    ///     try NumberFormat.pooled(key: NumberFormat.Key(locale: "de")).format(0.5)   // "0,5"
    ///
    /// - Throws: nothing (see ``format(_:key:)-(Double,_)``).
    public static func pooled(key: NumberFormat.Key) throws(IntlError) -> NumberFormat {
        key.formatter
    }
}
