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
        return try withDateTimeFormat(locale: locale, options: options) { $0.format(epochSeconds) }
    }

    /// Formats an instant in the locale's date and time styles with a pooled formatter.
    public static func format(_ epochSeconds: Double, locale: String? = nil,
                              date: DateTimeFormatOptions.Style, time: DateTimeFormatOptions.Style,
                              timeZone: DateTimeFormatOptions.TimeZone = .utc) throws(IntlError) -> String {
        let options = DateTimeFormatOptions(layout: .styles(date: date, time: time), timeZone: timeZone)
        return try withDateTimeFormat(locale: locale, options: options) { $0.format(epochSeconds) }
    }

    /// Formats an instant with a pooled formatter for (`locale`, `options`).
    ///
    ///     try Intl.format(1_391_731_200, locale: "en-US", options: .init(layout: .template("yMd")))   // "2/7/2014"
    ///
    /// - Throws: the errors of ``DateTimeFormat/init(locale:options:)-(IntlLocale,_)``.
    public static func format(_ epochSeconds: Double, locale: String? = nil,
                              options: DateTimeFormatOptions) throws(IntlError) -> String {
        try withDateTimeFormat(locale: locale, options: options) { $0.format(epochSeconds) }
    }

    /// The pooled date formatter for (`locale`, `options`), created on first use.
    public static func dateTimeFormat(locale: String? = nil, options: DateTimeFormatOptions) throws(IntlError) -> DateTimeFormat {
        try withDateTimeFormat(locale: locale, options: options) { copy $0 }
    }

    /// `body` applied to the pooled date formatter for (`locale`, `options`), borrowed.
    @inline(__always)
    static func withDateTimeFormat<Result>(locale: String?, options: DateTimeFormatOptions,
                                           _ body: (borrowing DateTimeFormat) -> Result) throws(IntlError) -> Result {
        try withOneShot(FormatterPools.oneShotDates, front: FormatterPools.oneShotDatesFront, locale: locale,
                        key: { OneShotDateKey(locale: $0, options: options) }, make: { requested throws(IntlError) in
            let format = try DateTimeFormat(locale: requested, options: options)
            return (format, format.locale.identifier)
        }, body)
    }
}

/// A one-shot date request as the caller spelled it.
struct OneShotDateKey: FrontCacheKey {
    let locale: String
    let options: DateTimeFormatOptions

    var quickHash: Int { frontCacheHash(locale, seed: frontCacheHash(options.timeZone.identifier, seed: options.layout.quickCode)) }
}
