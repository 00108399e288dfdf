/// Formats a range between two instants the way the locale shortens it,
/// showing shared fields once; safe to share across tasks.
///
///     let range = try DateIntervalFormat(locale: "en-US", options: .init(layout: .template("yMMMd")))
///     range.format(from: 1_391_731_200, to: 1_391_904_000)
///     // "Feb 7\u{2009}–\u{2009}9, 2014"   (U+2009 thin spaces around the dash)
///
/// It takes the same options as ``DateTimeFormat``. ICU formats intervals
/// from a skeleton: a template is used as it is, a style or pattern layout
/// is reduced to the skeleton of its pattern ("MMM d, y" → "yMMMd").
public struct DateIntervalFormat: Sendable, Hashable {
    /// The requested locale, canonicalized.
    public let locale: IntlLocale
    /// The options the formatter was made from.
    public let options: DateTimeFormatOptions
    /// The ICU skeleton the interval is formatted from, e.g. "yMMMd".
    public let skeleton: String

    private let formatter: PooledRequest<DateIntervalKey, ICUDateIntervalFormat>

    /// - Throws: the errors of ``DateTimeFormat/init(locale:options:)-(IntlLocale,_)``.
    public init(locale: String, options: DateTimeFormatOptions = .init(layout: .template("yMMMd"))) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// A formatter for a validated locale.
    ///
    /// - Throws: the errors of ``DateTimeFormat/init(locale:options:)-(IntlLocale,_)``.
    public init(locale: IntlLocale, options: DateTimeFormatOptions = .init(layout: .template("yMMMd"))) throws(IntlError) {
        let single = try DateTimeFormat(locale: locale, options: options)
        if case .template(let template) = options.layout.kind {
            skeleton = DateSkeleton.template(template, hourCycle: single.hourCycle)
        } else {
            skeleton = try ICUDatePatternGenerator.skeleton(of: single.pattern)
        }
        let (skeleton, localeID, timeZoneID) = (skeleton, single.icuLocaleID, single.timeZoneIdentifier)
        let identifier = single.locale.identifier
        formatter = try PooledRequest(
            pool: FormatterPools.dateIntervalFormats,
            key: DateIntervalKey(icuLocaleID: localeID, skeleton: skeleton, timeZoneID: timeZoneID),
            create: { () throws(IntlError) in
                try ICUDateIntervalFormat(localeID: localeID, skeleton: skeleton, timeZoneID: timeZoneID,
                                          localeIdentifier: identifier)
            })
        self.locale = single.locale
        self.options = options
    }

    /// Formats the range between two instants in seconds since the epoch
    /// (NaN counts as the epoch, as in ``DateTimeFormat/format(_:)-(Double)``).
    public func format(from start: Double, to end: Double) -> String {
        formatter.use { $0.format(from: DateSkeleton.udate(epochSeconds: start), to: DateSkeleton.udate(epochSeconds: end)) }
    }

    /// Formats the range between two exact instants (seconds since the
    /// epoch plus nanoseconds, rounded down to milliseconds).
    public func format(fromSeconds startSeconds: Int64, nanoseconds startNanoseconds: Int32 = 0,
                       toSeconds endSeconds: Int64, nanoseconds endNanoseconds: Int32 = 0) -> String {
        formatter.use {
            $0.format(from: DateSkeleton.udate(seconds: startSeconds, nanoseconds: startNanoseconds),
                      to: DateSkeleton.udate(seconds: endSeconds, nanoseconds: endNanoseconds))
        }
    }

    public static func == (lhs: DateIntervalFormat, rhs: DateIntervalFormat) -> Bool {
        lhs.locale == rhs.locale && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }
}
