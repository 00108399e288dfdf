/// Date options checked against ICU and folded into what ICU takes: a locale
/// id carrying the calendar, hour-cycle and numbering-system keywords, a
/// canonical time-zone id, and a pattern.
struct ResolvedDateOptions: Sendable {
    typealias Options = DateTimeFormatOptions

    /// The ICU locale id with keywords: "ja_JP@calendar=japanese".
    let localeID: String
    /// The canonical identifier of the requested locale, for pool invalidation.
    let localeIdentifier: String
    /// ICU's canonical zone id: "America/Los_Angeles", "Etc/UTC", "GMT+05:30".
    let timeZoneID: String
    /// The requested hour cycle (options first, then `-u-hc-`), or nil.
    let hourCycle: Options.HourCycle?

    /// - Throws: `IntlError.invalidHourCycle`, `.unknownCalendar`,
    ///   `.unknownNumberingSystem`, `.unknownTimeZone`.
    init(locale: IntlLocale, options: Options) throws(IntlError) {
        if let requested = options.hourCycle {
            hourCycle = requested
        } else if let keyword = locale.icuKeyword(DateSkeleton.hourCycleKeyword) {
            guard let cycle = Options.HourCycle(rawValue: keyword) else { throw .invalidHourCycle(keyword) }
            hourCycle = cycle
        } else {
            hourCycle = nil
        }
        // The locale's own keywords were checked when it was made; option
        // values are checked here so the error names the option, not a locale.
        var keywords: [(String, String)] = []
        if let calendar = options.calendar {
            guard ICULocale.calendars.contains(calendar) else { throw .unknownCalendar(calendar) }
            keywords.append((DateSkeleton.calendarKeyword, calendar))
        }
        if let hourCycle { keywords.append((DateSkeleton.hourCycleKeyword, hourCycle.rawValue)) }
        if let system = options.numberingSystem {
            guard ICULocale.numberingSystems.contains(system) else { throw .unknownNumberingSystem(system) }
            keywords.append((DateSkeleton.numberingSystemKeyword, system))
        }
        let effective = try IntlLocale(DateSkeleton.localeID(locale.icuID, setting: keywords))
        localeID = effective.icuID
        localeIdentifier = locale.identifier
        timeZoneID = try Self.canonicalTimeZone(options.timeZone.identifier)
    }

    /// ICU's canonical id for an IANA id, alias or custom offset.
    ///
    /// - Throws: `IntlError.unknownTimeZone`; ICU itself would quietly use GMT.
    static func canonicalTimeZone(_ identifier: String) throws(IntlError) -> String {
        // ICU reads a C string: "Europe/Zurich\0…" would pass as "Europe/Zurich".
        guard !identifier.utf8.contains(0), let canonical = ICUTimeZone.canonicalID(identifier), canonical != DateSkeleton.unknownZoneID else {
            throw .unknownTimeZone(identifier)
        }
        return canonical
    }

    /// Opens the formatter for a layout: the locale's styles (with the hour
    /// cycle applied), the best pattern for a template, or a checked pattern.
    ///
    /// - Throws: `IntlError.invalidOptions` (no date and no time),
    ///   `.invalidTemplate`, `.invalidPattern`.
    /// The pooled date formatter for `layout`; created (and so validated) on first use.
    func request(_ layout: Options.Layout) throws(IntlError) -> PooledRequest<DateFormatKey, ICUDateFormat> {
        try PooledRequest(pool: FormatterPools.dateFormats,
                      key: DateFormatKey(icuLocaleID: localeID, timeZoneID: timeZoneID, hourCycle: hourCycle, layout: layout),
                      create: { () throws(IntlError) in try open(layout) })
    }

    func open(_ layout: Options.Layout) throws(IntlError) -> ICUDateFormat {
        switch layout.kind {
        case .styles(let date, let time):
            guard date != .none || time != .none else {
                throw .invalidOptions("date style and time style cannot both be none")
            }
            let styled = try ICUDateFormat(
                dateStyle: date.icuStyle, timeStyle: time.icuStyle,
                pattern: nil, localeID: localeID, timeZoneID: timeZoneID, localeIdentifier: localeIdentifier)
            // ICU 72 ignores the `hours` keyword for styles; apply it here.
            guard let hourCycle, time != .none else { return styled }
            let adjusted = try pattern(styled.pattern, hourCycle: hourCycle)
            return adjusted == styled.pattern ? styled : try open(pattern: adjusted)
        case .template(let template):
            try DateSkeleton.validate(template: template)
            let pattern = try DatePatternCache.shared.bestPattern(
                template: DateSkeleton.template(template, hourCycle: hourCycle), localeID: localeID)
            return try open(pattern: pattern)
        case .pattern(let pattern):
            try DateSkeleton.validate(pattern: pattern)
            return try open(pattern: pattern)
        }
    }

    private func open(pattern: String) throws(IntlError) -> ICUDateFormat {
        try ICUDateFormat(pattern: pattern, localeID: localeID, timeZoneID: timeZoneID,
                          localeIdentifier: localeIdentifier)
    }

    /// A style pattern on the requested clock: the hour letters swapped when
    /// the clock kind stays, else the locale's best pattern for the same
    /// fields on the other kind of clock ("h:mm a" → "HH:mm").
    private func pattern(_ pattern: String, hourCycle: Options.HourCycle) throws(IntlError) -> String {
        if let swapped = DateSkeleton.pattern(pattern, swappingHoursTo: hourCycle) { return swapped }
        let skeleton = try ICUDatePatternGenerator.skeleton(of: pattern)
        return try DatePatternCache.shared.bestPattern(
            template: DateSkeleton.template(forSkeleton: skeleton, hourCycle: hourCycle), localeID: localeID)
    }
}
