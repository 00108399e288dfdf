import CICU
import Synchronization

/// Owns one ICU `UDateFormat`, opened from styles or from a pattern.
///
/// ICU makes no thread-safety promise for `UDateFormat` (formatting and
/// parsing work on the handle's calendar), so every use goes through
/// `lock`; the handle itself never leaves it.
final class ICUDateFormat: PooledFormatter {
    /// ICU's handle, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is only dereferenced inside `lock`.
        let pointer: OpaquePointer
    }

    private let lock: Mutex<Handle>
    /// The pattern ICU uses ("EEEE, MMMM d, y 'at' h:mm:ss a z").
    let pattern: String
    /// The calendar ICU uses ("gregorian", "japanese").
    let calendarType: String
    let localeIdentifier: String

    /// Opens the locale's styles (`pattern` nil) or a pattern, strict for
    /// parsing. The caller has validated the zone id and the pattern.
    init(dateStyle: cicu_date_style, timeStyle: cicu_date_style, pattern: String?,
         localeID: String, timeZoneID: String, localeIdentifier: String) throws(IntlError) {
        var status = cicu_status_ok()
        guard let pointer = cicu_date_open(dateStyle, timeStyle, pattern, localeID, timeZoneID, &status),
              !status.failed else { throw status.failure("udat_open") }
        cicu_date_set_lenient(pointer, 0)
        let (resolved, patternStatus) = icuString { cicu_date_pattern(pointer, $0, $1, &$2) }
        let calendar = cicu_date_calendar_type(pointer, &status).map { String(cString: $0) }
        guard !patternStatus.failed, let calendar else {
            cicu_date_close(pointer)
            throw (patternStatus.failed ? patternStatus : status).failure("udat_toPattern")
        }
        self.pattern = resolved
        self.calendarType = calendar
        self.localeIdentifier = localeIdentifier
        lock = Mutex(Handle(pointer: pointer))
    }

    deinit {
        lock.withLock { cicu_date_close($0.pointer) }
    }

    /// Formats ICU's UDate (milliseconds since the epoch).
    @inline(__always)
    func format(_ udate: Double) -> String {
        let (text, status) = lock.withLock { handle in
            icuString { cicu_date_format(handle.pointer, udate, $0, $1, &$2) }
        }
        let result: Result<String, IntlError> = status.failed ? .failure(status.failure("udat_format")) : .success(text)
        // udat_format fails only on allocation: any double is a valid UDate (HostileInputTests tries NaN, ±∞, ±1e17 s).
        return result.requireSuccess()
    }

    /// Formats ICU's UDate with the fields of the text (UTF-8 spans).
    func formatWithFields(_ udate: Double) -> (String, [cicu_field_span]) {
        var (capacity, spanCapacity) = (128, 32)
        while true {
            // Grows only to what ICU reported for this same call, so a second round fits.
            var spans = [cicu_field_span](repeating: cicu_field_span(), count: spanCapacity)
            var (spanCount, status): (Int32, cicu_status) = (0, cicu_status_ok())
            var length = 0
            let text = String(unsafeUninitializedCapacity: capacity) { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    spans.withUnsafeMutableBufferPointer { spanBuffer in
                        length = Int(lock.withLock { handle in
                            cicu_date_format_fields(handle.pointer, udate, chars.baseAddress!, Int32(chars.count),
                                                    spanBuffer.baseAddress!, Int32(spanBuffer.count), &spanCount, &status)
                        })
                    }
                }
                return status.failed ? 0 : length
            }
            if status.isBufferOverflow {
                (capacity, spanCapacity) = (max(capacity, length), max(spanCapacity, Int(spanCount)))
                continue
            }
            // udat_formatForFields fails only on allocation, as udat_format (see `format`).
            if status.failed { preconditionFailure("ICU failed with valid input: \(status.failure("udat_formatForFields"))") }
            return (text, Array(spans.prefix(Int(spanCount))))
        }
    }

    /// Parses from the start of `text`: the UDate, or nil, and the UTF-8
    /// offset where ICU stopped (where it failed, on failure).
    func parse(_ text: String) -> (udate: Double?, endOffset: Int) {
        var end: Int32 = 0
        var status = cicu_status_ok()
        let udate = lock.withLock { handle in
            cicu_date_parse(handle.pointer, text, Int32(text.utf8.count), &end, &status)
        }
        return (status.failed ? nil : udate, Int(end))
    }
}

extension ICUDateFormat {
    /// One set of the formatter's symbols (`udat_getSymbols`), or nil when
    /// ICU fails. Weekday sets keep ICU's empty entry 0.
    func symbols(_ set: DateSymbolSet) -> [String]? {
        lock.withLock { handle -> [String]? in
            let kind = set.icuKind
            var names: [String] = []
            for index in 0..<cicu_date_symbol_count(handle.pointer, kind) {
                let (name, status) = icuString { cicu_date_symbol(handle.pointer, kind, index, $0, $1, &$2) }
                if status.failed { return nil }
                names.append(name)
            }
            return names
        }
    }

    /// The ten digits of the formatter's number format ("0"…"9", "٠"…"٩"),
    /// or nil for an algorithmic numbering system.
    var digits: [String]? {
        lock.withLock { handle -> [String]? in
            var digits: [String] = []
            for digit in Int32(0)...9 {
                let (text, status) = icuString { cicu_date_digit(handle.pointer, digit, $0, $1, &$2) }
                if status.failed || text.isEmpty { return nil }
                digits.append(text)
            }
            return digits
        }
    }
}

extension DateSymbolSet {
    var icuKind: cicu_date_symbol_kind {
        switch self {
        case .eras: CICU_DATE_SYMBOL_ERAS
        case .eraNames: CICU_DATE_SYMBOL_ERA_NAMES
        case .months: CICU_DATE_SYMBOL_MONTHS
        case .shortMonths: CICU_DATE_SYMBOL_SHORT_MONTHS
        case .narrowMonths: CICU_DATE_SYMBOL_NARROW_MONTHS
        case .standaloneMonths: CICU_DATE_SYMBOL_STANDALONE_MONTHS
        case .standaloneShortMonths: CICU_DATE_SYMBOL_STANDALONE_SHORT_MONTHS
        case .standaloneNarrowMonths: CICU_DATE_SYMBOL_STANDALONE_NARROW_MONTHS
        case .weekdays: CICU_DATE_SYMBOL_WEEKDAYS
        case .shortWeekdays: CICU_DATE_SYMBOL_SHORT_WEEKDAYS
        case .narrowWeekdays: CICU_DATE_SYMBOL_NARROW_WEEKDAYS
        case .shorterWeekdays: CICU_DATE_SYMBOL_SHORTER_WEEKDAYS
        case .standaloneWeekdays: CICU_DATE_SYMBOL_STANDALONE_WEEKDAYS
        case .standaloneShortWeekdays: CICU_DATE_SYMBOL_STANDALONE_SHORT_WEEKDAYS
        case .standaloneNarrowWeekdays: CICU_DATE_SYMBOL_STANDALONE_NARROW_WEEKDAYS
        case .standaloneShorterWeekdays: CICU_DATE_SYMBOL_STANDALONE_SHORTER_WEEKDAYS
        case .amPm: CICU_DATE_SYMBOL_AM_PMS
        }
    }
}

extension ICUDateFormat {
    /// Opens a checked pattern (no styles).
    convenience init(pattern: String, localeID: String, timeZoneID: String,
                     localeIdentifier: String) throws(IntlError) {
        try self.init(dateStyle: CICU_DATE_STYLE_PATTERN, timeStyle: CICU_DATE_STYLE_PATTERN, pattern: pattern,
                      localeID: localeID, timeZoneID: timeZoneID, localeIdentifier: localeIdentifier)
    }
}

extension DateTimeFormatOptions.Style {
    var icuStyle: cicu_date_style {
        switch self {
        case .none: CICU_DATE_STYLE_NONE
        case .short: CICU_DATE_STYLE_SHORT
        case .medium: CICU_DATE_STYLE_MEDIUM
        case .long: CICU_DATE_STYLE_LONG
        case .full: CICU_DATE_STYLE_FULL
        }
    }
}
