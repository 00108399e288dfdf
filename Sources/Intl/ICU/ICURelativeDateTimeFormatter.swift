import CICU
import Synchronization

/// Owns one ICU `URelativeDateTimeFormatter`.
///
/// ICU calls the C++ class "mostly thread safe"; rather than rely on the
/// caveats, every use goes through `lock` (uncontended, it costs a few
/// nanoseconds next to ICU's microsecond).
final class ICURelativeDateTimeFormatter: PooledFormatter {
    /// ICU's handle, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is only dereferenced inside `lock`.
        let pointer: OpaquePointer
    }

    private let lock: Mutex<Handle>
    let localeIdentifier: String

    init(locale: IntlLocale, width: RelativeTimeFormatOptions.Width) throws(IntlError) {
        var status = cicu_status_ok()
        guard let pointer = cicu_reldate_open(locale.icuID, width.icuWidth, &status), !status.failed else {
            throw status.failure("ureldatefmt_open")
        }
        self.localeIdentifier = locale.identifier
        lock = Mutex(Handle(pointer: pointer))
    }

    deinit {
        lock.withLock { cicu_reldate_close($0.pointer) }
    }

    /// "in 3 days" (`numeric`) or, where the locale has a word, "yesterday".
    func format(_ offset: Double, unit: RelativeTimeFormat.Unit, numeric: Bool) -> String {
        let (text, status) = lock.withLock { handle in
            icuString { cicu_reldate_format(handle.pointer, offset, unit.icuUnit, numeric ? 1 : 0, $0, $1, &$2) }
        }
        let result: Result<String, IntlError> = status.failed ? .failure(status.failure("ureldatefmt_format")) : .success(text)
        // Fails only on allocation: units are an enum and any double formats (HostileInputTests tries NaN, ±∞).
        return result.requireSuccess()
    }
}

extension RelativeTimeFormat.Unit {
    var icuUnit: cicu_reldate_unit {
        switch self {
        case .year: CICU_RELDATE_YEAR
        case .quarter: CICU_RELDATE_QUARTER
        case .month: CICU_RELDATE_MONTH
        case .week: CICU_RELDATE_WEEK
        case .day: CICU_RELDATE_DAY
        case .hour: CICU_RELDATE_HOUR
        case .minute: CICU_RELDATE_MINUTE
        case .second: CICU_RELDATE_SECOND
        }
    }
}

extension RelativeTimeFormatOptions.Width {
    var icuWidth: cicu_reldate_width {
        switch self {
        case .long: CICU_RELDATE_LONG
        case .short: CICU_RELDATE_SHORT
        case .narrow: CICU_RELDATE_NARROW
        }
    }
}
