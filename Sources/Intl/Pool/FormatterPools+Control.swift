import Synchronization

extension FormatterPools {
    private static let defaultLocaleStorage = Mutex("en-US")

    /// The locale one-shot calls use when they are given none. Default "en-US".
    ///
    ///     FormatterPools.defaultLocale                        // "en-US"
    ///     try NumberFormat.format(0.25, options: .init(style: .percent))   // "25%"
    ///
    /// Services should pass the locale of the request they are answering;
    /// this default exists for tools and tests.
    public static var defaultLocale: String { defaultLocaleStorage.withLock { $0 } }

    /// Changes ``defaultLocale`` and drops every cached formatter that was
    /// built from the old default (formatters built for an explicit locale stay).
    ///
    ///     try FormatterPools.setDefaultLocale("de_DE")
    ///     FormatterPools.defaultLocale                        // "de-DE"
    ///
    /// - Throws: `IntlError.malformedLocale`.
    public static func setDefaultLocale(_ identifier: String) throws(IntlError) {
        let canonical = try IntlLocale(identifier).identifier
        let changed = defaultLocaleStorage.withLock { current in
            defer { current = canonical }
            return current != canonical
        }
        if changed {
            all.forEach { $0.invalidateDefaultLocaleEntries() }
            invalidateFrontCaches()
        }
    }

    /// Statistics of every formatter pool, by pool name.
    ///
    ///     FormatterPools.statistics["number formats"]?.hits   // 41
    public static var statistics: [String: FormatterPoolStatistics] {
        Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.statistics) })
    }

    /// Drops every cached formatter built for `locale` (in any spelling:
    /// "de_DE" and "de-DE" are the same locale).
    ///
    ///     try FormatterPools.invalidate(locale: "de_DE")
    ///
    /// - Throws: `IntlError.malformedLocale`.
    public static func invalidate(locale: String) throws(IntlError) {
        let canonical = try IntlLocale(locale).identifier
        all.forEach { $0.invalidate(locale: canonical) }
        invalidateFrontCaches()
    }

    /// Drops every cached formatter. Formatters in use stay valid.
    ///
    ///     FormatterPools.removeAll()
    public static func removeAll() {
        all.forEach { $0.removeAll() }
        invalidateFrontCaches()
    }
}
