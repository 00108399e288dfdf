import CICU

extension DateTimeFormat {
    /// Formats seconds since the epoch to parts, ECMA-402's `formatToParts`
    /// (see ``format(_:)-(Double)`` for the instant).
    ///
    ///     let format = try DateTimeFormat(locale: "en-US", options: .init(layout: .styles(date: .medium, time: .short)))
    ///     format.formatToParts(1_438_968_572).description
    ///     // month "Aug", literal " ", day "7", literal ", ", year "2015", literal ", ",
    ///     // hour "5", literal ":", minute "29", literal "\u{202F}", dayPeriod "PM"
    ///
    /// Parts always come from ICU's field positions, also where `format`
    /// writes the text natively (the text is the same, see ``engine``).
    public func formatToParts(_ epochSeconds: Double) -> FormattedParts {
        formatToParts(udate: DateSkeleton.udate(epochSeconds: epochSeconds))
    }

    /// Formats an exact instant to parts (see ``format(seconds:nanoseconds:)``).
    public func formatToParts(seconds: Int64, nanoseconds: Int32 = 0) -> FormattedParts {
        formatToParts(udate: DateSkeleton.udate(seconds: seconds, nanoseconds: nanoseconds))
    }

    private func formatToParts(udate: Double) -> FormattedParts {
        let (text, spans) = icuHandle.use { $0.formatWithFields(udate) }
        return FormattedParts(string: text, spans: spans, kind: FormatPart.Kind.init(dateField:))
    }
}

extension FormatPart.Kind {
    /// ECMA-402's kind for a field of a formatted date, nil for spans of
    /// other categories.
    init?(dateField span: cicu_field_span) {
        guard span.category == Int32(CICU_FIELD_CATEGORY_DATE.rawValue) else { return nil }
        switch cicu_date_field(UInt32(bitPattern: span.field)) {
        case CICU_DATE_ERA_FIELD: self = .era
        case CICU_DATE_YEAR_FIELD, CICU_DATE_EXTENDED_YEAR_FIELD, CICU_DATE_YEAR_WOY_FIELD: self = .year
        case CICU_DATE_MONTH_FIELD, CICU_DATE_STANDALONE_MONTH_FIELD: self = .month
        case CICU_DATE_DATE_FIELD: self = .day
        case CICU_DATE_DAY_OF_WEEK_FIELD, CICU_DATE_DOW_LOCAL_FIELD, CICU_DATE_STANDALONE_DAY_FIELD: self = .weekday
        case CICU_DATE_HOUR_OF_DAY0_FIELD, CICU_DATE_HOUR_OF_DAY1_FIELD, CICU_DATE_HOUR0_FIELD, CICU_DATE_HOUR1_FIELD:
            self = .hour
        case CICU_DATE_MINUTE_FIELD: self = .minute
        case CICU_DATE_SECOND_FIELD: self = .second
        case CICU_DATE_FRACTIONAL_SECOND_FIELD: self = .fractionalSecond
        case CICU_DATE_AM_PM_FIELD, CICU_DATE_AM_PM_MIDNIGHT_NOON_FIELD, CICU_DATE_FLEXIBLE_DAY_PERIOD_FIELD:
            self = .dayPeriod
        case CICU_DATE_TIMEZONE_FIELD, CICU_DATE_TIMEZONE_RFC_FIELD, CICU_DATE_TIMEZONE_GENERIC_FIELD,
             CICU_DATE_TIMEZONE_SPECIAL_FIELD, CICU_DATE_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD,
             CICU_DATE_TIMEZONE_ISO_FIELD, CICU_DATE_TIMEZONE_ISO_LOCAL_FIELD:
            self = .timeZoneName
        case CICU_DATE_RELATED_YEAR_FIELD: self = .relatedYear
        case CICU_DATE_YEAR_NAME_FIELD: self = .yearName
        default: self = .unknown   // quarter, week, day of year, Julian day…: see ``unknown``
        }
    }
}
