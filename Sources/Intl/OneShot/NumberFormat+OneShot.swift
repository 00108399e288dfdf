extension NumberFormat {
    /// Formats `value` with a pooled formatter for (`locale`, `options`): for
    /// call sites that would otherwise create a formatter and throw it away.
    ///
    ///     try NumberFormat.format(1234.5, locale: "de-DE", options: .init(style: .currency("EUR")))
    ///     // "1.234,50\u{00A0}€"
    ///     try NumberFormat.format(0.25, options: .init(style: .percent))   // "25%" (default locale en-US)
    ///
    /// The first call for a combination creates the formatter; later calls
    /// are answered by this thread's front cache without a lock. Holding a
    /// ``NumberFormat`` (or a prepared ``Key``) is still the fastest way.
    ///
    /// - Parameters:
    ///   - value: the number.
    ///   - locale: the locale; `nil` is ``FormatterPools/defaultLocale``.
    ///   - options: the formatter's options.
    /// - Throws: the errors of ``init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ value: Double, locale: String? = nil,
                              options: NumberFormatOptions) throws(IntlError) -> String {
        try withPooled(locale: locale, options: options) { $0.format(value) }
    }

    /// Formats `value` with the pooled formatter for `locale` and the
    /// default options (`NumberFormatOptions()`).
    ///
    ///     try NumberFormat.format(1234.5, locale: "de-DE")   // "1.234,5"
    ///
    /// An overload rather than a default argument: a default argument is
    /// evaluated on every call (a global read, a retain and a release), and
    /// the front cache answers this one without any options value.
    ///
    /// - Throws: the errors of ``init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ value: Double, locale: String? = nil) throws(IntlError) -> String {
        try withPooled(locale: locale, options: nil) { $0.format(value) }
    }

    /// Formats `value` exactly with a pooled formatter for (`locale`, `options`).
    ///
    ///     try NumberFormat.format(1234, locale: "de-DE", options: .init(grouping: .never))   // "1234"
    ///
    /// - Throws: the errors of ``init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ value: Int, locale: String? = nil,
                              options: NumberFormatOptions) throws(IntlError) -> String {
        try withPooled(locale: locale, options: options) { $0.format(value) }
    }

    /// Formats `value` exactly with the pooled formatter for `locale` and
    /// the default options.
    ///
    ///     try NumberFormat.format(1234, locale: "de-DE")   // "1.234"
    ///
    /// - Throws: the errors of ``init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ value: Int, locale: String? = nil) throws(IntlError) -> String {
        try withPooled(locale: locale, options: nil) { $0.format(value) }
    }

    /// The pooled formatter for (`locale`, `options`), created on first use.
    ///
    ///     let euros = try NumberFormat.pooled(locale: "de-DE", options: .init(style: .currency("EUR")))
    ///     euros.format(2.5)   // "2,50\u{00A0}€"
    ///
    /// - Throws: the errors of ``init(locale:options:)-(IntlLocale,_)``.
    public static func pooled(locale: String? = nil, options: NumberFormatOptions = .init()) throws(IntlError) -> NumberFormat {
        try withPooled(locale: locale, options: options) { copy $0 }
    }

    /// `body` applied to the pooled formatter for (`locale`, `options`),
    /// borrowed; nil options are the default ones.
    @inline(__always)
    static func withPooled<Result>(locale: String?, options: NumberFormatOptions?,
                                   _ body: (borrowing NumberFormat) -> Result) throws(IntlError) -> Result {
        try FormatterPools.withOneShot(
            front: FormatterPools.oneShotNumbersFront, locale: locale,
            options: options, make: { requested, _ throws(IntlError) in
                try NumberFormat(locale: requested, options: options ?? .standard)
            }, body)
    }
}

/// A one-shot request as the caller spelled it, so a hit needs no locale
/// canonicalization (in the front cache, a nil locale is the default locale;
/// nil options, a call without options, are the default options: such a
/// call neither builds nor compares an options value).
struct OneShotNumberKey: OneShotKey {
    let locale: String?
    let options: NumberFormatOptions?

    @inline(__always)
    static func feed(locale: String?, options: NumberFormatOptions?, into hasher: inout FrontCacheHasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }

    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) { Self.feed(locale: locale, options: options, into: &hasher) }

    /// The options first: reused options are the slot's own (one pointer
    /// comparison), and others differ in their stored hashes (a cheap no).
    @inline(__always)
    func matches(locale: String?, options: NumberFormatOptions?) -> Bool {
        self.options == options && self.locale == locale
    }
}
