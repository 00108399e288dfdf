import CICU
import Synchronization

/// Owns one ICU `UDateIntervalFormat`.
///
/// ICU makes no thread-safety promise for it (it formats through internal
/// calendars), so every use goes through `lock`.
final class ICUDateIntervalFormat: PooledFormatter {
    /// ICU's handle, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is only dereferenced inside `lock`.
        let pointer: OpaquePointer
    }

    private let lock: Mutex<Handle>
    let localeIdentifier: String

    /// Opens a formatter; the caller has validated skeleton and zone id.
    init(localeID: String, skeleton: String, timeZoneID: String, localeIdentifier: String) throws(IntlError) {
        var status = cicu_status_ok()
        guard let pointer = cicu_dateintv_open(localeID, skeleton, timeZoneID, &status),
              !status.failed else { throw status.failure("udtitvfmt_open") }
        self.localeIdentifier = localeIdentifier
        lock = Mutex(Handle(pointer: pointer))
    }

    deinit {
        lock.withLock { cicu_dateintv_close($0.pointer) }
    }

    /// Formats [from, to], both ICU UDates (milliseconds since the epoch).
    func format(from: Double, to: Double) -> String {
        let (text, status) = lock.withLock { handle in
            icuString { cicu_dateintv_format(handle.pointer, from, to, $0, $1, &$2) }
        }
        let result: Result<String, IntlError> = status.failed ? .failure(status.failure("udtitvfmt_format")) : .success(text)
        // Fails only on allocation: any pair of doubles is a valid range (HostileInputTests tries NaN, ±∞, ±1e17 s).
        return result.requireSuccess()
    }
}
