import MachineTime

extension DateTimeFormat {
    /// Formats an instant with a pooled formatter for (`locale`, `options`).
    ///
    ///     try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), locale: "de-DE",
    ///                               options: .init(layout: .template("dMMM")))   // "7. Feb."
    ///
    /// The instant is a typed `Timestamp` (module MachineTime), so a date call can
    /// never be mistaken for a number call.
    ///
    /// - Parameters:
    ///   - instant: the instant to format.
    ///   - locale: the locale; `nil` is ``FormatterPools/defaultLocale``.
    ///   - options: the formatter's options.
    /// - Throws: the errors of ``init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ instant: Timestamp, locale: String? = nil,
                              options: DateTimeFormatOptions = .standard) throws(IntlError) -> String {
        try withPooled(locale: locale, options: options) { $0.format(instant) }
    }

    /// The pooled date formatter for (`locale`, `options`), created on first use.
    ///
    ///     let day = try DateTimeFormat.pooled(locale: "en-US", options: .init(layout: .template("yMd")))
    ///     day.format(Timestamp(seconds: 1_391_731_200))   // "2/7/2014"
    ///
    /// - Throws: the errors of ``init(locale:options:)-(IntlLocale,_)``.
    public static func pooled(locale: String? = nil, options: DateTimeFormatOptions = .init()) throws(IntlError) -> DateTimeFormat {
        try withPooled(locale: locale, options: options) { copy $0 }
    }

    /// `body` applied to the pooled date formatter for (`locale`, `options`), borrowed.
    @inline(__always)
    static func withPooled<Result>(locale: String?, options: DateTimeFormatOptions,
                                   _ body: (borrowing DateTimeFormat) -> Result) throws(IntlError) -> Result {
        try FormatterPools.withOneShot(
            front: FormatterPools.oneShotDatesFront, locale: locale,
            options: options, make: { requested, fromDefaultLocale throws(IntlError) in
                // Date formatters are built from several pooled parts (pattern,
                // ICU handle, zone tables); this pool, keyed as spelled, keeps a
                // thread's first call for a request other threads made cheap.
                try FormatterPools.oneShotDates.handle(
                    for: OneShotDateKey(locale: requested, options: options), fromDefaultLocale: fromDefaultLocale
                ) { () throws(IntlError) in
                    let format = try DateTimeFormat(locale: requested, options: options)
                    return PooledValue(format, localeIdentifier: format.locale.identifier)
                }.value
            }, body)
    }
}

/// A one-shot date request as the caller spelled it (in the front cache,
/// a nil locale is the default locale).
struct OneShotDateKey: OneShotKey {
    let locale: String?
    let options: DateTimeFormatOptions

    @inline(__always)
    static func feed(locale: String?, options: DateTimeFormatOptions, into hasher: inout FrontCacheHasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }

    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) { Self.feed(locale: locale, options: options, into: &hasher) }

    /// The options first: reused options are the slot's own (one pointer
    /// comparison), and others differ in their stored hashes (a cheap no).
    @inline(__always)
    func matches(locale: String?, options: DateTimeFormatOptions) -> Bool {
        self.options == options && self.locale == locale
    }
}
