extension Intl {
    /// Formats an instant (seconds since 1970-01-01T00:00:00Z) with a pooled
    /// formatter for (`locale`, `template`, `timeZone`).
    ///
    ///     try Intl.format(1_391_731_200, locale: "de-DE", template: "dMMM")   // "7. Feb."
    ///
    /// - Throws: the errors of ``DateTimeFormat/init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ epochSeconds: Double, locale: String? = nil, template: String,
                              timeZone: DateTimeFormatOptions.TimeZone = .utc) throws(IntlError) -> String {
        let options = DateTimeFormatOptions(layout: .template(template), timeZone: timeZone)
        return try dateTimeFormat(locale: locale, options: options).format(epochSeconds)
    }

    /// Formats an instant in the locale's date and time styles with a pooled formatter.
    public static func format(_ epochSeconds: Double, locale: String? = nil,
                              date: DateTimeFormatOptions.Style, time: DateTimeFormatOptions.Style,
                              timeZone: DateTimeFormatOptions.TimeZone = .utc) throws(IntlError) -> String {
        let options = DateTimeFormatOptions(layout: .styles(date: date, time: time), timeZone: timeZone)
        return try dateTimeFormat(locale: locale, options: options).format(epochSeconds)
    }

    /// The pooled date formatter for (`locale`, `options`), created on first use.
    public static func dateTimeFormat(locale: String? = nil, options: DateTimeFormatOptions) throws(IntlError) -> DateTimeFormat {
        try oneShot(FormatterPools.oneShotDates, front: FormatterPools.oneShotDatesFront, locale: locale, key: { OneShotDateKey(locale: $0, options: options) }) {
            requested throws(IntlError) in
            let format = try DateTimeFormat(locale: requested, options: options)
            return (format, format.locale.identifier)
        }
    }
}

/// A one-shot date request as the caller spelled it.
struct OneShotDateKey: FrontCacheKey {
    let locale: String
    let options: DateTimeFormatOptions

    var quickHash: Int { frontCacheHash(locale, seed: frontCacheHash(options.timeZone.identifier, seed: options.layout.quickCode)) }
}
