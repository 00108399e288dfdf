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

    init(localeID: String, width: cicu_reldate_width, localeIdentifier: String) throws(IntlError) {
        var status = cicu_status_ok()
        guard let pointer = cicu_reldate_open(localeID, width, &status), !status.failed else {
            throw status.failure("ureldatefmt_open")
        }
        self.localeIdentifier = localeIdentifier
        lock = Mutex(Handle(pointer: pointer))
    }

    deinit {
        lock.withLock { cicu_reldate_close($0.pointer) }
    }

    /// "in 3 days" (`numeric`) or, where the locale has a word, "yesterday".
    func format(_ offset: Double, unit: cicu_reldate_unit, numeric: Bool) -> String {
        let (text, status) = lock.withLock { handle in
            icuString { cicu_reldate_format(handle.pointer, offset, unit, numeric ? 1 : 0, $0, $1, &$2) }
        }
        let result: Result<String, IntlError> = status.failed ? .failure(status.failure("ureldatefmt_format")) : .success(text)
        return result.requireSuccess()
    }
}
