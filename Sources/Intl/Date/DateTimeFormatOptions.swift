/// What a ``DateTimeFormat`` shows and in which zone and calendar, in the
/// spirit of ECMA-402's `Intl.DateTimeFormat` options. Every field has a
/// stated default; the defaults show a medium date and time in UTC.
///
///     var options = DateTimeFormatOptions(layout: .template("yMMMd"))
///     options.timeZone = "Europe/Berlin"
///     try DateTimeFormat(locale: "de-DE", options: options).format(1_438_968_572)
///     // "7. Aug. 2015"
///
/// Prefer the locale's styles, then a template: both let the locale order
/// the fields. An explicit pattern is for machine-facing text only.
public struct DateTimeFormatOptions: Hashable, Sendable {
    /// Which fields, in which shape. Default: ``Layout/styles(date:time:)``
    /// with medium date and medium time.
    public var layout: Layout {
        get { shared.fields.layout }
        set { shared = shared.updating(in: FormatterPools.dateOptionFields) { $0.layout = newValue } }
    }
    /// The zone the instant is shown in. Default: ``TimeZone/utc`` — never
    /// the host's zone, so output does not depend on where a service runs.
    public var timeZone: TimeZone {
        get { shared.fields.timeZone }
        set { shared = shared.updating(in: FormatterPools.dateOptionFields) { $0.timeZone = newValue } }
    }
    /// A calendar such as "gregorian", "japanese", "buddhist",
    /// "islamic-umalqura", "hebrew", "chinese", "persian" (see
    /// ``availableCalendars``), overriding the locale's `-u-ca-` keyword.
    /// Default: `nil`, the locale's calendar.
    public var calendar: String? {
        get { shared.fields.calendar }
        set { shared = shared.updating(in: FormatterPools.dateOptionFields) { $0.calendar = newValue } }
    }
    /// A 12- or 24-hour clock, overriding the locale's `-u-hc-` keyword and
    /// its region's preference. Default: `nil`, the locale's choice.
    public var hourCycle: HourCycle? {
        get { shared.fields.hourCycle }
        set { shared = shared.updating(in: FormatterPools.dateOptionFields) { $0.hourCycle = newValue } }
    }
    /// A numbering system such as "latn", "arab", "deva", overriding the
    /// locale's `-u-nu-` keyword. Default: `nil`, the locale's digits.
    public var numberingSystem: String? {
        get { shared.fields.numberingSystem }
        set { shared = shared.updating(in: FormatterPools.dateOptionFields) { $0.numberingSystem = newValue } }
    }

    /// The stored fields, one per public property above.
    struct Fields: Hashable, Sendable {
        var layout: Layout
        var timeZone: TimeZone
        var calendar: String?
        var hourCycle: HourCycle?
        var numberingSystem: String?
    }

    /// The fields, shared by every copy (``SharedOptionFields``: a copy is
    /// one retain, reused options compare by one pointer).
    private var shared: SharedOptionFields<Fields>

    /// The fields as stored.
    var fields: Fields { shared.fields }

    /// Every field fed to a ``FrontCacheHasher``, worked out when the options
    /// are made or changed, so a one-shot call's front-cache lookup hashes
    /// one word for them.
    var frontCacheHashValue: Int { shared.frontCacheHashValue }

    /// The shared fields object this value holds: options built again on a
    /// thread with equal fields hold the same one (``ThreadOptionFieldsTable``).
    var sharedFieldsIdentity: ObjectIdentifier { ObjectIdentifier(shared) }

    public init(
        layout: Layout = .styles(date: .medium, time: .medium),
        timeZone: TimeZone = .utc,
        calendar: String? = nil,
        hourCycle: HourCycle? = nil,
        numberingSystem: String? = nil
    ) {
        shared = FormatterPools.dateOptionFields.shared(Fields(
            layout: layout, timeZone: timeZone, calendar: calendar, hourCycle: hourCycle, numberingSystem: numberingSystem))
    }

    /// The locale's date and time styles, the spelling a newcomer guesses
    /// (the same as `layout: .styles(date:time:)`):
    ///
    ///     let options = DateTimeFormatOptions(dateStyle: .full, timeStyle: .short, timeZone: "Europe/Zurich")
    ///     try DateTimeFormat(locale: "de-CH", options: options).format(seconds: 1_438_968_572)
    ///     // "Freitag, 7. August 2015 um 19:29"
    public init(dateStyle: Style, timeStyle: Style, timeZone: TimeZone = .utc, calendar: String? = nil,
                hourCycle: HourCycle? = nil, numberingSystem: String? = nil) {
        self.init(layout: .styles(date: dateStyle, time: timeStyle), timeZone: timeZone, calendar: calendar,
                  hourCycle: hourCycle, numberingSystem: numberingSystem)
    }

    /// Equal fields (the same shared object at the cost of one comparison).
    public static func == (lhs: DateTimeFormatOptions, rhs: DateTimeFormatOptions) -> Bool {
        lhs.shared.hasFields(equalTo: rhs.shared)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(shared.fields) }

    /// `DateTimeFormatOptions()`, made once for the one-shot calls' default argument: a
    /// default argument is evaluated on every call; this one is a retain, and compares by pointer.
    @usableFromInline static let standard = DateTimeFormatOptions()

    /// Every calendar ICU knows: "gregorian", "japanese", "buddhist", "roc",
    /// "persian", "islamic-civil", "islamic", "hebrew", "chinese", "indian",
    /// "coptic", "ethiopic", "ethiopic-amete-alem", "iso8601", "dangi",
    /// "islamic-umalqura", "islamic-tbla", "islamic-rgsa".
    public static var availableCalendars: [String] { ICULocale.calendars }
}

extension DateTimeFormatOptions {
    /// Which fields to show and how: the locale's styles, a template the
    /// locale orders, or an explicit pattern.
    public struct Layout: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case styles(date: Style, time: Style)
            case template(String)
            case pattern(String)
        }
        let kind: Kind

        /// The locale's own date and time styles; either may be
        /// ``Style/none``, not both. en-US full date + long time:
        /// "Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT".
        public static func styles(date: Style, time: Style) -> Layout {
            Layout(kind: .styles(date: date, time: time))
        }

        /// A template (ICU skeleton): the fields you want, which the locale
        /// orders and punctuates. "dMMM" → "MMM d" in en-US, "d. MMM" in de,
        /// "M月d日" in ja; "jmm" → "h:mm\u{202F}a" in en-US, "HH:mm" in en-GB.
        public static func template(_ template: String) -> Layout {
            Layout(kind: .template(template))
        }

        /// An explicit ICU pattern ("yyyy-MM-dd'T'HH:mm"), used as given in
        /// every locale. Quote literal letters: "'at'".
        public static func pattern(_ pattern: String) -> Layout {
            Layout(kind: .pattern(pattern))
        }
    }

    /// A date or time style; names follow ICU and ECMA-402.
    public enum Style: Hashable, Sendable, CaseIterable {
        /// Leave this part out.
        case none
        /// "8/7/15", "10:29\u{202F}AM" in en-US.
        case short
        /// "Aug 7, 2015", "10:29:32\u{202F}AM" in en-US.
        case medium
        /// "August 7, 2015", "10:29:32\u{202F}AM PDT" in en-US.
        case long
        /// "Friday, August 7, 2015", "10:29:32\u{202F}AM Pacific Daylight Time" in en-US.
        case full
    }

    /// A clock convention (ECMA-402 / Unicode `hc`).
    public enum HourCycle: String, Hashable, Sendable, CaseIterable {
        /// 12-hour clock from 0: "0:30 AM" (Japanese usage).
        case h11
        /// 12-hour clock from 1: "12:30 AM" (en-US).
        case h12
        /// 24-hour clock from 0: "00:30" (most of Europe).
        case h23
        /// 24-hour clock from 1: "24:30".
        case h24
    }

    /// The zone an instant is shown in: an IANA id or a fixed offset.
    ///
    ///     let zone: DateTimeFormatOptions.TimeZone = "America/Los_Angeles"
    ///     DateTimeFormatOptions.TimeZone.offset(seconds: 19_800)   // "GMT+05:30"
    public struct TimeZone: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The id handed to ICU: "America/Los_Angeles", "UTC", "GMT+05:30".
        public let identifier: String

        /// Coordinated Universal Time. The default.
        public static let utc = TimeZone(identifier: "UTC")

        /// An IANA time zone id ("Europe/Berlin") or one of ICU's aliases
        /// ("US/Pacific"); checked when the formatter is created.
        public static func identifier(_ identifier: String) -> TimeZone {
            TimeZone(identifier: identifier)
        }

        /// A fixed offset from UTC with no daylight saving time, east
        /// positive, whole minutes, less than 24 hours either way:
        /// `.offset(seconds: -25_200)` is "GMT-07:00".
        public static func offset(seconds: Int) -> TimeZone {
            TimeZone(identifier: DateSkeleton.offsetZoneID(seconds: seconds))
        }

        public init(stringLiteral identifier: String) {
            self.identifier = identifier
        }

        /// A zone from a string the code does not know in advance (a `?tz=`
        /// query, a user's setting), checked here: the error comes where the
        /// value arrives, not when a formatter is made from it.
        ///
        ///     let name = "Mars/Olympus"                         // from request.query["tz"]
        ///     let zone = try DateTimeFormatOptions.TimeZone(name)   // throws .unknownTimeZone("Mars/Olympus")
        ///
        /// (A string literal, `TimeZone("Europe/Zurich")`, is the literal
        /// spelling, checked when the formatter is made.)
        ///
        /// - Throws: `IntlError.unknownTimeZone` for an id ICU does not know.
        public init(_ identifier: String) throws(IntlError) {
            _ = try ResolvedDateOptions.canonicalTimeZone(identifier)
            self.identifier = identifier
        }

        init(identifier: String) {
            self.identifier = identifier
        }

        public var description: String { identifier }

        /// Every time zone id ICU knows, canonical ids and aliases, sorted.
        public static var availableIdentifiers: [String] {
            ICUTimeZone.availableIDs.sorted()
        }
    }
}
