import Synchronization

/// One-shot formatting for call sites that would otherwise create a
/// formatter and throw it away, plus the process-wide formatter settings.
///
///     try Intl.format(1234.5, locale: "de-DE", .currency("EUR"))   // "1.234,50\u{00A0}€"
///     try Intl.format(0.25, .percent)                              // "25%" (default locale en-US)
///
/// Each call looks its formatter up in a pool keyed by (locale, options):
/// the first call for a combination creates it, later calls cost a hash
/// lookup. Holding a ``NumberFormat`` yourself is still the fastest way.
public enum Intl {
    private static let defaultLocaleStorage = Mutex("en-US")

    /// The locale one-shot calls use when they are given none. Default "en-US".
    ///
    /// Services should pass the locale of the request they are answering;
    /// this default exists for tools and tests.
    public static var defaultLocale: String { defaultLocaleStorage.withLock { $0 } }

    /// Changes ``defaultLocale`` and drops every cached formatter that was
    /// built from the old default (formatters built for an explicit locale stay).
    ///
    /// - Throws: `IntlError.malformedLocale`.
    public static func setDefaultLocale(_ identifier: String) throws(IntlError) {
        let canonical = try IntlLocale(identifier).identifier
        let changed = defaultLocaleStorage.withLock { current in
            defer { current = canonical }
            return current != canonical
        }
        if changed {
            FormatterPools.all.forEach { $0.invalidateDefaultLocaleEntries() }
            FormatterPools.invalidateFrontCaches()
        }
    }

    // MARK: Numbers

    /// Formats `value` with a pooled formatter for (`locale`, `style`).
    ///
    /// - Throws: the errors of ``NumberFormat/init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ value: Double, locale: String? = nil,
                              _ style: NumberFormatOptions.Style = .decimal) throws(IntlError) -> String {
        try withNumberFormat(locale: locale, options: NumberFormatOptions(style: style)) { $0.format(value) }
    }

    /// Formats `value` exactly with a pooled formatter for (`locale`, `style`).
    public static func format(_ value: Int, locale: String? = nil,
                              _ style: NumberFormatOptions.Style = .decimal) throws(IntlError) -> String {
        try withNumberFormat(locale: locale, options: NumberFormatOptions(style: style)) { $0.format(value) }
    }

    /// Formats `value` with a pooled formatter for (`locale`, `options`).
    public static func format(_ value: Double, locale: String? = nil,
                              options: NumberFormatOptions) throws(IntlError) -> String {
        try withNumberFormat(locale: locale, options: options) { $0.format(value) }
    }

    /// The pooled formatter for (`locale`, `options`), created on first use.
    public static func numberFormat(locale: String? = nil, options: NumberFormatOptions) throws(IntlError) -> NumberFormat {
        try withNumberFormat(locale: locale, options: options) { copy $0 }
    }

    /// `body` applied to the pooled formatter for (`locale`, `options`), borrowed.
    @inline(__always)
    static func withNumberFormat<Result>(locale: String?, options: NumberFormatOptions,
                                         _ body: (borrowing NumberFormat) -> Result) throws(IntlError) -> Result {
        try withOneShot(FormatterPools.oneShotNumbers, front: FormatterPools.oneShotNumbersFront, locale: locale,
                        key: { OneShotNumberKey(locale: $0, options: options) }, make: { requested throws(IntlError) in
            let format = try NumberFormat(locale: requested, options: options)
            return (format, format.locale.identifier)
        }, body)
    }

    // MARK: Pools

    /// Statistics of every formatter pool, by pool name.
    public static var formatterPoolStatistics: [String: FormatterPoolStatistics] {
        Dictionary(uniqueKeysWithValues: FormatterPools.all.map { ($0.name, $0.statistics) })
    }

    /// Drops every cached formatter built for `locale` (in any spelling:
    /// "de_DE" and "de-DE" are the same locale).
    ///
    /// - Throws: `IntlError.malformedLocale`.
    public static func invalidateFormatters(locale: String) throws(IntlError) {
        let canonical = try IntlLocale(locale).identifier
        FormatterPools.all.forEach { $0.invalidate(locale: canonical) }
        FormatterPools.invalidateFrontCaches()
    }

    /// Drops every cached formatter. Formatters in use stay valid.
    public static func removeAllFormatters() {
        FormatterPools.all.forEach { $0.removeAll() }
        FormatterPools.invalidateFrontCaches()
    }
}

/// A one-shot request as the caller spelled it, so a hit needs no locale
/// canonicalization.
struct OneShotNumberKey: FrontCacheKey {
    let locale: String
    let options: NumberFormatOptions

    /// Hashes the locale and style only: hashing every option is most of a
    /// pool hit's cost, and keys that differ only in digits or grouping are
    /// told apart by `==`.
    func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options.style)
    }

    var quickHash: Int { frontCacheHash(locale, seed: options.precision.quickCode ^ options.style.quickCode) }
}
