extension NativeDateFormat {
    /// The native formatter matching a pooled ICU formatter, from
    /// ``FormatterPools/nativeDates``; nil (kept in the pool too, so it is
    /// worked out once) when the pattern, calendar, digits or zone do not fit
    /// or any probe differs from ICU.
    static func make(key: DateFormatKey, icu: ICUDateFormat) -> NativeDateFormat? {
        let entry = try? FormatterPools.nativeDates.handle(for: key) { () throws(IntlError) in
            PooledValue(build(icu: icu, localeID: key.icuLocaleID, zoneID: key.timeZoneID),
                        localeIdentifier: icu.localeIdentifier)
        }
        return entry?.value
    }

    /// Compiles ICU's pattern with ICU's symbols and checks the result
    /// against ICU on ``probes(for:)``.
    static func build(icu: ICUDateFormat, localeID: String, zoneID: String) -> NativeDateFormat? {
        guard icu.calendarType == "gregorian", let zone = ZoneOffsetTable.shared(zoneID: zoneID),
              let candidate = compile(pattern: icu.pattern, icu: icu, zone: zone,
                                      zoneNameKey: { ZoneNameTable.Key(localeID: localeID, zoneID: zoneID, fieldPattern: $0) })
        else { return nil }
        // nil from the candidate is its answer "ask ICU" (outside the span, an
        // entry without a zone text), which cannot differ from ICU.
        for udate in probes(for: zone) {
            if let text = candidate.format(udate: udate), text != icu.format(udate) { return nil }
        }
        return candidate
    }

    /// The field list of a pattern, or nil when a field is not native or
    /// ICU's symbols or digits do not fit (an algorithmic numbering system,
    /// digits of different lengths).
    private static func compile(pattern: String, icu: ICUDateFormat, zone: ZoneOffsetTable,
                                zoneNameKey: (String) -> ZoneNameTable.Key) -> NativeDateFormat? {
        guard let digits = icu.digits.flatMap({ DigitWords(digits: $0.map { Array($0.utf8) }) }) else { return nil }
        let digitWidth = digits.width
        var text: [UInt8] = []
        var fields: [NativeDateField] = []
        var names: [Range<Int>] = []
        var loadedSets: [DateSymbolSet: (first: Int, longest: Int)] = [:]
        var zoneNames: [ZoneNameTable] = []
        var maximumLength = 0
        func append(_ bytes: some Collection<UInt8>) -> Range<Int> {
            text += bytes
            return text.count - bytes.count..<text.count
        }
        for token in DatePatternToken.tokens(of: pattern) {
            switch token {
            case .literal(let literal):
                fields.append(.literal(append(literal.utf8)))
                maximumLength += literal.utf8.count
            case .field(let letter, let count):
                guard let plan = NativeDateField.Plan(letter: letter, count: count) else { return nil }
                switch plan {
                case .number(let value, let minimumDigits):
                    fields.append(value.maximumDigits > 2 || minimumDigits > 2 ? .number(value, minimumDigits: minimumDigits)
                        : minimumDigits == 2 ? .twoDigits(value) : .shortestDigits(value))
                    maximumLength += max(minimumDigits, value.maximumDigits) * digitWidth
                case .twoDigitYear:
                    fields.append(.twoDigitYear)
                    maximumLength += 2 * digitWidth
                case .fraction(let digits):
                    fields.append(.fraction(digits: digits))
                    maximumLength += digits * digitWidth
                case .name(let value, let set):
                    if loadedSets[set] == nil {
                        guard let symbols = icu.symbols(set), symbols.count >= value.symbolCount else { return nil }
                        loadedSets[set] = (names.count, symbols.map(\.utf8.count).max() ?? 0)
                        names += symbols.map { append($0.utf8) }
                    }
                    guard let (first, longest) = loadedSets[set] else { return nil }
                    fields.append(.name(value, first: first))
                    maximumLength += longest
                case .utcOffset(let style):
                    fields.append(.utcOffset(style))
                    maximumLength += UTCOffsetStyle.maximumLength
                case .zoneName(let fieldPattern):
                    guard let table = ZoneNameTable.shared(zoneNameKey(fieldPattern), localeIdentifier: icu.localeIdentifier,
                                                           offsets: zone) else { return nil }
                    fields.append(.zoneName(table: zoneNames.count))
                    zoneNames.append(table)
                    maximumLength += table.longest
                }
            }
        }
        return NativeDateFormat(text: text, fields: fields, names: names, digits: digits,
                                zone: zone, zoneNames: zoneNames, maximumLength: maximumLength)
    }

    /// The instants a candidate must format as ICU does: 24 instants from
    /// 2015 stepping 32 days 5 h 7 min 13.017 s (every hour of the day, every
    /// month, every weekday, one- and two-digit fields), both ends of the
    /// span, and both sides of up to six of the zone's transitions nearest 2020.
    static func probes(for zone: ZoneOffsetTable) -> [Double] {
        let step: Int64 = ((32 * 24 + 5) * 60 + 7) * 60_000 + 13_017
        var probes = (0..<Int64(24)).map { Double(1_438_968_572_123 + $0 * step) }
        probes += [Double(ZoneOffsetTable.span.lowerBound), Double(ZoneOffsetTable.span.upperBound - 1)]
        let recent = zone.index(at: 1_577_836_800_000)   // 2020-01-01T00:00:00Z
        for index in max(1, recent - 2)..<min(zone.starts.count, recent + 4) {
            probes += [Double(zone.starts[index] - 1), Double(zone.starts[index])]
        }
        return probes
    }
}

extension NativeDateField.NamedValue {
    /// The fewest symbols ICU's set must have for ``index(of:)``.
    var symbolCount: Int {
        switch self {
        case .era, .dayPeriod: 2
        case .month: 12
        case .weekday: 8
        }
    }
}
