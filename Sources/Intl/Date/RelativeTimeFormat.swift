/// Formats an offset from now in words: "in 3 days", "3 days ago",
/// "yesterday"; safe to share across tasks.
///
///     let en = try RelativeTimeFormat(locale: "en")
///     en.format(3, .day)      // "in 3 days"
///     en.format(-3, .day)     // "3 days ago"
///     en.format(-1, .day)     // "yesterday"
///     try RelativeTimeFormat(locale: "en", options: .init(numeric: .always)).format(-1, .day)
///     // "1 day ago"
///     try RelativeTimeFormat(locale: "zh").format(-5, .day)   // "5天前"
///
/// The caller chooses the unit and computes the offset: this formats, it
/// does not measure time.
public struct RelativeTimeFormat: Sendable, Hashable {
    /// The requested locale, canonicalized.
    public let locale: IntlLocale
    /// The options the formatter was made from.
    public let options: RelativeTimeFormatOptions

    private let formatter: PooledRequest<RelativeTimeKey, ICURelativeDateTimeFormatter>

    /// A calendar unit for the offset.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        case year, quarter, month, week, day, hour, minute, second
    }

    /// - Throws: `IntlError.malformedLocale`.
    public init(locale: String, options: RelativeTimeFormatOptions = .init()) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// A formatter for a validated locale.
    public init(locale: IntlLocale, options: RelativeTimeFormatOptions = .init()) throws(IntlError) {
        self.locale = locale
        self.options = options
        let width = options.width
        formatter = try PooledRequest(
            pool: FormatterPools.relativeTimeFormats,
            key: RelativeTimeKey(locale: locale, width: options.width),
            create: { () throws(IntlError) in
                try ICURelativeDateTimeFormatter(locale: locale, width: width)
            })
    }

    /// Formats `value` units from now: negative is the past, positive the
    /// future. Fractions are kept ("in 1.5 hours"); NaN and ±∞ come out as
    /// the locale's symbols ("in NaN days").
    public func format(_ value: Double, _ unit: Unit) -> String {
        formatter.use { $0.format(value, unit: unit, numeric: options.numeric == .always) }
    }

    public static func == (lhs: RelativeTimeFormat, rhs: RelativeTimeFormat) -> Bool {
        lhs.locale == rhs.locale && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }
}
