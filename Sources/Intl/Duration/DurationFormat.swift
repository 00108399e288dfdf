import CICU
import Synchronization

/// Formats durations for one locale with fixed options, with ECMA-402's
/// `Intl.DurationFormat` semantics; safe to share across tasks.
///
///     let short = try DurationFormat(locale: "en")
///     try short.format(seconds: 3900)                   // "1 hr, 5 min"
///     let long = try DurationFormat(locale: "de", options: .init(style: .long))
///     try long.format(seconds: 3900)                    // "1 Stunde, 5 Minuten"
///     let clock = try DurationFormat(locale: "en", options: .init(style: .digital))
///     try clock.format(seconds: 3900)                   // "1:05:00"
///     try short.format(.seconds(-90))                   // "-1 min, 30 sec"
///     try short.format(DurationFormat.Components(hours: 2))   // "2 hr"
///
/// Each unit is formatted as ICU's unit formatter formats it in the style's
/// width ("1 hour", "1 hr", "1h"; integers natively where that is proven to
/// give ICU's text, see `DurationUnitFormat`), units that are zero are left out, and the
/// parts are joined with the locale's unit list patterns (ICU's list
/// formatter), as ECMA-402 specifies; ICU's own mixed-unit format would
/// print zero fields ("1 hr, 5 min, 0 sec"). The digital style writes
/// hours, minutes and seconds with the locale's clock separators. A
/// negative duration carries its sign on the first unit only.
///
/// A number of seconds (or a Swift `Duration`) is first rounded to
/// ``DurationFormatOptions/smallestUnit`` and split from
/// ``DurationFormatOptions/largestUnit`` down; zero then shows the
/// smallest unit ("0 sec"). ``Components`` are formatted as given, and an
/// all-zero record is "" in the long, short and narrow styles, as in ECMA-402.
public struct DurationFormat: Sendable, Hashable {
    /// The requested locale, canonicalized.
    public var locale: IntlLocale { storage.locale }
    /// The options the formatter was made from.
    public var options: DurationFormatOptions { storage.options }

    private let storage: Storage

    /// Everything resolved at construction (the list, the clock layout and
    /// formatters), and the number formatter of each unit on first use.
    private final class Storage: Sendable {
        let locale: IntlLocale
        let options: DurationFormatOptions
        /// By `Unit.rawValue`: the unit's formatters, made on first use,
        /// since most durations use few of the ten.
        private let units = Mutex<[UnitFormatters?]>(Array(repeating: nil, count: Unit.all.count))
        /// Digital style: hours, minutes, seconds as numbers (signed, unsigned).
        let clock: [(signed: NumberFormat, unsigned: NumberFormat)]
        let layout: DigitalDurationLayout
        let list: PooledRequest<UnitListKey, ICUUnitList>

        init(locale: IntlLocale, options: DurationFormatOptions) throws(IntlError) {
            self.locale = locale
            self.options = options
            if options.style == .digital {
                layout = try DigitalDurationLayout.of(locale)
                let hours = NumberFormatOptions(minimumIntegerDigits: layout.twoDigitHours ? 2 : 1, grouping: .never)
                let minutes = NumberFormatOptions(minimumIntegerDigits: 2, grouping: .never)
                let digits = options.fractionalDigits
                // ECMA-402 cuts fractional seconds off ("trunc"), never rounds them up.
                let seconds = NumberFormatOptions(precision: .fractionDigits(min: digits ?? 0, max: digits ?? 9),
                                                  roundingMode: .down, minimumIntegerDigits: 2, grouping: .never)
                clock = [try Self.pair(locale, hours), try Self.pair(locale, minutes), try Self.pair(locale, seconds)]
            } else {
                layout = DigitalDurationLayout()
                clock = []
            }
            let style = options.style == .digital ? .short : options.style
            list = try PooledRequest(pool: FormatterPools.unitLists, key: UnitListKey(locale: locale, width: style)) {
                () throws(IntlError) in try ICUUnitList(locale: locale, width: style.icuListWidth)
            }
        }

        /// The formatters of `unit`. The locale made a list formatter and
        /// the unit is one of CLDR's ten duration units, so ICU fails here
        /// only when it cannot allocate (EveryLocale tests walk all of them).
        func formatters(_ unit: Unit) -> UnitFormatters {
            if let formatters = units.withLock({ $0[unit.rawValue] }) { return formatters }
            let options = NumberFormatOptions(style: .unit(unit.cldrUnit, width: self.options.style.unitWidth))
            let formatters = Result { () throws(IntlError) in
                try UnitFormatters(locale: locale, options: options)
            }.requireSuccess()
            units.withLock { $0[unit.rawValue] = formatters }
            return formatters
        }

        /// A unit's formatter that shows the sign and one that never does,
        /// in one object: a call copies one reference out of the lock (copying
        /// the two formatter values cost a third of a native format).
        final class UnitFormatters: Sendable {
            let signed: DurationUnitFormat
            let unsigned: DurationUnitFormat

            init(locale: IntlLocale, options: NumberFormatOptions) throws(IntlError) {
                var unsigned = options
                unsigned.signDisplay = .never
                signed = try DurationUnitFormat(locale: locale, options: options)
                self.unsigned = try DurationUnitFormat(locale: locale, options: unsigned)
            }
        }

        /// A formatter that shows the sign and one that never does.
        private static func pair(_ locale: IntlLocale,
                                 _ options: NumberFormatOptions) throws(IntlError) -> (signed: NumberFormat, unsigned: NumberFormat) {
            var unsigned = options
            unsigned.signDisplay = .never
            return (try NumberFormat(locale: locale, options: options), try NumberFormat(locale: locale, options: unsigned))
        }
    }

    /// Creates a duration formatter.
    ///
    /// - Throws: `IntlError.malformedLocale`, `.invalidOptions` (see
    ///   ``DurationFormatOptions``).
    public init(locale: String, options: DurationFormatOptions = .init()) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// Creates a duration formatter for a validated locale.
    ///
    /// - Throws: `IntlError.invalidOptions` (see ``DurationFormatOptions``).
    public init(locale: IntlLocale, options: DurationFormatOptions = .init()) throws(IntlError) {
        try options.validate()
        storage = try Storage(locale: locale, options: options)
    }

    // MARK: Formatting

    /// Formats a number of seconds, rounded to the smallest unit and split
    /// from the largest unit down: 3,900 → "1 hr, 5 min" in en.
    ///
    /// - Throws: `IntlError.notFinite` for NaN and ±∞,
    ///   `.invalidDuration` for 2⁵³ seconds or more.
    public func format(seconds: Double) throws(IntlError) -> String {
        guard seconds.isFinite else { throw .notFinite(seconds) }
        // The digits ICU would format (the shortest ones for a fraction),
        // read without writing them out as text.
        let (magnitude, negative) = FixedDecimal.withDigits(of: seconds) { (TimeMagnitude($0), $0.isNegative) }
        guard let magnitude else { throw .invalidDuration("2^53 seconds or more cannot be formatted") }
        return try format(magnitude, negative: negative)
    }

    /// Formats a Swift `Duration` exactly, rounded to the smallest unit and
    /// split from the largest unit down: `.milliseconds(3_900_500)` →
    /// "1 hr, 5 min, 1 sec" in en (half a second rounds up).
    ///
    /// - Throws: `IntlError.invalidDuration` for 2⁵³ seconds or more.
    public func format(_ duration: Duration) throws(IntlError) -> String {
        let (magnitude, negative) = TimeMagnitude.of(duration)
        return try format(magnitude, negative: negative)
    }

    private func format(_ magnitude: TimeMagnitude, negative: Bool) throws(IntlError) -> String {
        let components = try Self.balance(magnitude, negative: negative, options: options)
        // Nothing left after rounding: show the smallest unit ("0 sec"), not "".
        return join(parts(components, alwaysShowing: components.sign == 0 ? options.smallestUnit : nil))
    }

    /// Formats ECMA-402's Duration record as given, without balancing:
    /// `Components(hours: 1, minutes: 65)` → "1 hr, 65 min" in en.
    ///
    /// - Throws: `IntlError.invalidDuration` for mixed signs or amounts
    ///   beyond ECMA-402's limits.
    public func format(_ components: Components) throws(IntlError) -> String {
        try components.validate()
        return join(parts(components, alwaysShowing: nil))
    }

    /// The locale's unit list joins the parts; one part needs no joining.
    private func join(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        // At most ten parts (one per unit), within the shim's limit, so
        // ICU fails here only when it cannot allocate.
        return storage.list.use { $0.join(parts) }.requireSuccess()
    }

    // MARK: ECMA-402's PartitionDurationFormatPattern

    /// One string per displayed unit, or per run of clock units.
    private func parts(_ components: Components, alwaysShowing forced: Unit?) -> [String] {
        var parts: [String] = []
        parts.reserveCapacity(4)
        var signPending = true
        let negative = components.sign < 0
        for unit in Unit.all {
            if options.style == .digital, unit == .hours {
                let clock = clockPart(components, signPending: signPending, negative: negative)
                if !clock.isEmpty { parts.append(clock) }
                break
            }
            let value = components[unit]
            guard value != 0 || unit == forced else { continue }
            let formatters = storage.formatters(unit)
            if signPending {
                signPending = false
                // A zero shown first in a negative duration is "-0".
                parts.append(value == 0 && negative ? formatters.signed.format(-0.0) : formatters.signed.format(value))
            } else {
                parts.append(formatters.unsigned.format(value))
            }
        }
        return parts
    }

    /// ECMA-402's FormatNumericUnits from hours: "1:05:00", with hours,
    /// minutes and seconds always shown (the digital defaults) and the
    /// sub-second units added to the seconds as a fraction.
    private func clockPart(_ components: Components, signPending: Bool, negative: Bool) -> String {
        let layout = storage.layout
        let hours = storage.clock[0], minutes = storage.clock[1], seconds = storage.clock[2]
        var text = ""
        // Hours come first, so they carry the sign; "-0" when they are zero.
        if signPending {
            text += components.hours == 0 && negative ? hours.signed.format(-0.0) : hours.signed.format(components.hours)
        } else {
            text += hours.unsigned.format(components.hours)
        }
        text += layout.hoursMinutesSeparator + minutes.unsigned.format(components.minutes)
        text += layout.minutesSecondsSeparator + seconds.unsigned.formatSeconds(components)
        return text
    }
}

extension NumberFormat {
    /// The seconds of `components` plus their milliseconds, microseconds
    /// and nanoseconds as a fraction (ECMA-402's AddFractionalDigits), exact.
    fileprivate func formatSeconds(_ components: DurationFormat.Components) -> String {
        let fraction = components.fractionOfSecond
        let whole = components.seconds.magnitude + fraction.whole
        guard fraction.nanoseconds != 0 else { return format(whole) }
        let digits = String(fraction.nanoseconds)
        let decimal = "\(whole)." + String(repeating: "0", count: 9 - digits.count) + digits
        // A plain decimal string built here; only allocation failure could make it throw.
        return Result { () throws(IntlError) in try format(decimal: decimal) }.requireSuccess()
    }
}

extension DurationFormatOptions.Style {
    var icuListWidth: cicu_unitlist_width {
        switch self {
        case .long: CICU_UNITLIST_WIDE
        case .short, .digital: CICU_UNITLIST_SHORT
        case .narrow: CICU_UNITLIST_NARROW
        }
    }
}

// MARK: Identity

extension DurationFormat {
    public static func == (lhs: DurationFormat, rhs: DurationFormat) -> Bool {
        lhs.storage === rhs.storage || lhs.locale == rhs.locale && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }
}
