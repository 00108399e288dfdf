/// Formats instants as dates and times for one locale, zone and calendar;
/// safe to share across tasks.
///
///     let instant = 1_438_968_572.0   // 2015-08-07T17:29:32Z
///     let options = DateTimeFormatOptions(layout: .styles(date: .full, time: .long),
///                                         timeZone: "America/Los_Angeles")
///     try DateTimeFormat(locale: "en-US", options: options).format(instant)
///     // "Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT"
///     try DateTimeFormat(locale: "es-ES", options: options).format(instant)
///     // "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"
///
///     let japanese = DateTimeFormatOptions(layout: .styles(date: .long, time: .none))
///     try DateTimeFormat(locale: "ja-JP-u-ca-japanese", options: japanese).format(1_546_300_800)
///     // "平成31年1月1日"
///
/// Everything is checked when the formatter is created; `format` cannot
/// fail. The zone defaults to UTC, never the host's zone. Formatters are
/// immutable values around a shared ICU handle (used under a lock, as ICU
/// makes no thread-safety promise for it) and, for Gregorian patterns whose
/// fields it supports, a native Swift formatter checked against ICU when it
/// was made (see ``engine``): creating one costs about 15 µs (more the first
/// time a pattern, locale and zone meet), formatting a few hundred
/// nanoseconds natively, about 1–3 µs through ICU, so keep and reuse them.
public struct DateTimeFormat: Sendable, Hashable {
    /// Everything the formatter holds, behind one reference: a copy (every
    /// one-shot call returns one from its pool) costs one retain and one
    /// release instead of one per string, option and handle.
    private let storage: Storage

    /// The requested locale, canonicalized ("he-IL" for "iw_IL").
    public var locale: IntlLocale { storage.locale }
    /// The options the formatter was made from.
    public var options: DateTimeFormatOptions { storage.options }
    /// The ICU pattern in use: the locale's style pattern, the best pattern
    /// for the template, or the given pattern. en-US full date + long time:
    /// "EEEE, MMMM d, y 'at' h:mm:ss a z".
    public var pattern: String { storage.pattern }
    /// ICU's canonical id of the zone: "America/Los_Angeles", "Etc/UTC", "GMT+05:30".
    public var timeZoneIdentifier: String { storage.timeZoneIdentifier }
    /// The calendar in use: "gregorian", "japanese", "buddhist" (th-TH's default)…
    public var calendar: String { storage.calendar }
    /// The requested hour cycle (from the options or the locale's `-u-hc-`),
    /// or nil when the locale's own clock is used.
    public var hourCycle: DateTimeFormatOptions.HourCycle? { storage.hourCycle }

    /// The ICU formatter, checked out per call (parts are always read from it).
    var icuHandle: PooledRequest<DateFormatKey, ICUDateFormat> { storage.handle }

    /// The ICU locale id with the calendar, hour-cycle and digit keywords.
    var icuLocaleID: String { storage.icuLocaleID }

    /// Which code writes a formatter's text.
    public enum Engine: Sendable, Hashable {
        /// Swift code from ICU's pattern, names, digits and zone data,
        /// checked byte for byte against ICU when the formatter was made;
        /// instants before 1800 or from 2200 on still go to ICU.
        case native
        /// ICU's `SimpleDateFormat`: other calendars, algorithmic digits,
        /// zone names (`z v V O`), day periods (`b B`), week and quarter fields.
        case icu
    }

    /// The engine in use. en-US medium date + time in America/Los_Angeles
    /// ("MMM d, y, h:mm:ss a") is `.native`; a long time ("h:mm:ss a z",
    /// zone names) or `-u-ca-japanese` is `.icu`. Both write the same text.
    public var engine: Engine { storage.native == nil ? .icu : .native }

    /// Creates a formatter.
    ///
    /// - Throws: `IntlError.malformedLocale`, `.unknownTimeZone`,
    ///   `.unknownCalendar`, `.unknownNumberingSystem`, `.invalidHourCycle`,
    ///   `.invalidTemplate`, `.invalidPattern`, `.invalidOptions` (date and
    ///   time style both none).
    public init(locale: String, options: DateTimeFormatOptions = .init()) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// Creates a formatter for a validated locale.
    ///
    /// - Throws: the errors of the `String` initializer, except `.malformedLocale`.
    public init(locale: IntlLocale, options: DateTimeFormatOptions = .init()) throws(IntlError) {
        let resolved = try ResolvedDateOptions(locale: locale, options: options)
        storage = try Storage(locale: locale, options: options, resolved: resolved)
    }

    // MARK: Formatting

    /// Formats seconds since 1970-01-01T00:00:00Z (fractions to the
    /// millisecond). ICU clamps instants beyond about ±5.8 million years to
    /// that range; NaN is formatted as the epoch itself.
    ///
    ///     try DateTimeFormat(locale: "en-US", options: .init(layout: .styles(date: .medium, time: .none)))
    ///         .format(1_438_968_572)   // "Aug 7, 2015"
    public func format(_ epochSeconds: Double) -> String {
        format(udate: DateSkeleton.udate(epochSeconds: epochSeconds))
    }

    /// Formats an exact instant: whole seconds since the epoch plus
    /// nanoseconds (any value; whole seconds carry). ICU shows
    /// milliseconds, so the nanoseconds are rounded down to them.
    ///
    ///     try DateTimeFormat(locale: "en", options: .init(layout: .pattern("HH:mm:ss.SSS")))
    ///         .format(seconds: -1, nanoseconds: 500_000_000)   // "23:59:59.500"
    public func format(seconds: Int64, nanoseconds: Int32 = 0) -> String {
        format(udate: DateSkeleton.udate(seconds: seconds, nanoseconds: nanoseconds))
    }

    @inline(__always)
    private func format(udate: Double) -> String {
        // Optional chaining, not `if let native`: the binding made a copy
        // (a retain and a release through generic value witnesses) per call.
        if let text = storage.native?.format(udate: udate) { return text }
        return storage.handle.use { $0.format(udate) }
    }

    // MARK: Parsing

    /// Parses text in this formatter's pattern, strictly: every field must
    /// be present and in range ("2019-13-01" fails), numeric fields must
    /// have their pattern's width (`yyyy` four digits, `MM` two: "19-1-1"
    /// fails at 0, on every ICU), and the whole
    /// text must be used. Fields the pattern lacks take their 1970-01-01
    /// defaults; the zone is the formatter's unless the text names one.
    ///
    ///     let iso = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd")))
    ///     try iso.parse("2019-01-01").seconds   // 1546300800
    ///     try iso.parse("2019/01/01")           // throws .dateParseFailure(…, position: 4)
    ///     try iso.parse("2019-1-01")            // throws .dateParseFailure(…, position: 5)
    ///
    /// - Throws: `IntlError.dateParseFailure` with the character position
    ///   where parsing stopped (0 for empty input).
    public func parse(_ text: String) throws(IntlError) -> ParsedDate {
        if let position = StrictFieldWidths.violation(in: text, pattern: pattern) {
            throw .dateParseFailure(input: text, pattern: pattern, position: position)
        }
        let (udate, endOffset) = storage.handle.use { $0.parse(text) }
        guard let udate, endOffset == text.utf8.count, !text.isEmpty else {
            let index = text.utf8.index(text.startIndex, offsetBy: min(endOffset, text.utf8.count))
            throw .dateParseFailure(input: text, pattern: pattern,
                                    position: text.distance(from: text.startIndex, to: index))
        }
        let (seconds, nanoseconds) = DateSkeleton.instant(udate: udate)
        return ParsedDate(seconds: seconds, nanoseconds: nanoseconds)
    }

    // MARK: Identity

    public static func == (lhs: DateTimeFormat, rhs: DateTimeFormat) -> Bool {
        lhs.locale == rhs.locale && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }
}

extension DateTimeFormat {
    private final class Storage: Sendable {
        let locale: IntlLocale
        let options: DateTimeFormatOptions
        let pattern: String
        let timeZoneIdentifier: String
        let calendar: String
        let hourCycle: DateTimeFormatOptions.HourCycle?
        let icuLocaleID: String
        let handle: PooledRequest<DateFormatKey, ICUDateFormat>
        /// The Swift formatter, when it writes what ICU writes (see ``DateTimeFormat/engine``).
        let native: NativeDateFormat?

        init(locale: IntlLocale, options: DateTimeFormatOptions, resolved: ResolvedDateOptions) throws(IntlError) {
            let handle = try resolved.request(options.layout)
            self.locale = locale
            self.options = options
            pattern = handle.handle.pattern
            timeZoneIdentifier = resolved.timeZoneID
            calendar = handle.handle.calendarType
            hourCycle = resolved.hourCycle
            icuLocaleID = resolved.localeID
            self.handle = handle
            native = NativeDateFormat.make(key: handle.key, icu: handle.handle)
        }
    }
}
