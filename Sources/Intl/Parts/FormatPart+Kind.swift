extension FormatPart {
    /// What a part of formatted text is, named as ECMA-402's `formatToParts`
    /// names it ("integer", "month", "element"…), so a part's ``name`` is the
    /// `type` a JavaScript client expects.
    ///
    ///     FormatPart.Kind.percentSign.name   // "percentSign"
    ///
    /// A struct rather than an enum: formatters added later bring kinds of
    /// their own (ECMA-402's duration units, for instance).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// ECMA-402's name for the kind: "integer", "dayPeriod", "element".
        public let name: String

        init(_ name: String) { self.name = name }

        public var description: String { name }

        /// Text between the fields: spaces, punctuation, the words of a list
        /// pattern (", and "), bidi marks.
        public static let literal = Kind("literal")

        // MARK: Numbers (ECMA-402 `Intl.NumberFormat`)

        /// Digits before the decimal separator, between group separators: "1" and "234" of "1,234".
        public static let integer = Kind("integer")
        /// A grouping separator: "," in en, "." in de, U+202F in fr.
        public static let group = Kind("group")
        /// The decimal separator: "." in en, "," in de.
        public static let decimal = Kind("decimal")
        /// Digits after the decimal separator.
        public static let fraction = Kind("fraction")
        /// A currency symbol, code or name: "€", "EUR", "euros".
        public static let currency = Kind("currency")
        /// The percent sign: "%".
        public static let percentSign = Kind("percentSign")
        /// A measurement unit: "km", "meters".
        public static let unit = Kind("unit")
        /// A compact notation suffix: "K" of "1.2K", "Tsd." in de.
        public static let compact = Kind("compact")
        /// The sign of a negative number (or of -0).
        public static let minusSign = Kind("minusSign")
        /// The sign of a positive number shown with a sign (`signDisplay: .always`).
        public static let plusSign = Kind("plusSign")
        /// The exponent symbol: "E" of "1.2E3".
        public static let exponentSeparator = Kind("exponentSeparator")
        /// The exponent's sign: "-" of "1.2E-4".
        public static let exponentMinusSign = Kind("exponentMinusSign")
        /// The exponent's digits: "3" of "1.2E3".
        public static let exponentInteger = Kind("exponentInteger")
        /// The approximately sign: "~" of "~5".
        public static let approximatelySign = Kind("approximatelySign")
        /// The locale's text for NaN: "NaN".
        public static let nan = Kind("nan")
        /// The infinity sign: "∞".
        public static let infinity = Kind("infinity")

        // MARK: Dates (ECMA-402 `Intl.DateTimeFormat`)

        /// "AD", "Heisei" (pattern letter G).
        public static let era = Kind("era")
        /// The year: "2015", "15" (y, u, and the week-based year Y).
        public static let year = Kind("year")
        /// The month: "8", "Aug", "August" (M, L).
        public static let month = Kind("month")
        /// The day of the month: "7" (d).
        public static let day = Kind("day")
        /// The day of the week: "Fri", "Friday" (E, e, c).
        public static let weekday = Kind("weekday")
        /// The hour, in any hour cycle (h, H, k, K).
        public static let hour = Kind("hour")
        /// The minute (m).
        public static let minute = Kind("minute")
        /// The second (s).
        public static let second = Kind("second")
        /// Fractions of a second: "500" of "23:59:59.500" (S).
        public static let fractionalSecond = Kind("fractionalSecond")
        /// "AM", "PM", "noon", "in the afternoon" (a, b, B).
        public static let dayPeriod = Kind("dayPeriod")
        /// A zone name or offset: "PDT", "GMT-7", "Pacific Daylight Time" (z, Z, O, v, V, X, x).
        public static let timeZoneName = Kind("timeZoneName")
        /// The Gregorian year of a cyclic year in the Chinese calendar: "2015" (r).
        public static let relatedYear = Kind("relatedYear")
        /// The name of a cyclic year: "乙未" (U).
        public static let yearName = Kind("yearName")
        /// A field ECMA-402 has no kind for, because its options cannot ask
        /// for it: quarter (Q, q), week (w, W), day of year (D), weekday in
        /// month (F), Julian day (g), milliseconds in day (A). JavaScript
        /// engines call these "unknown" too.
        public static let unknown = Kind("unknown")

        // MARK: Lists (ECMA-402 `Intl.ListFormat`)

        /// One of the items.
        public static let element = Kind("element")
    }
}
