import CICU
import Synchronization

/// Owns one ICU `UDateTimePatternGenerator`.
///
/// ICU's `udatpg.h` says `udatpg_getBestPattern` "cannot be used
/// concurrently on a single generator object", so every use goes through
/// `lock`. Opening one costs about 180 µs: `DatePatternCache` keeps them.
final class ICUDatePatternGenerator: PooledFormatter {
    /// ICU's handle, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is only dereferenced inside `lock`.
        let pointer: OpaquePointer
    }

    private let lock: Mutex<Handle>
    let localeIdentifier: String

    /// Opens the generator for an ICU locale id (its `hours=` keyword counts).
    init(localeID: String) throws(IntlError) {
        var status = cicu_status_ok()
        guard let pointer = cicu_datepg_open(localeID, &status), !status.failed else {
            throw status.failure("udatpg_open")
        }
        localeIdentifier = IntlLocale.baseLanguageTag(localeID)
        lock = Mutex(Handle(pointer: pointer))
    }

    deinit {
        lock.withLock { cicu_datepg_close($0.pointer) }
    }

    /// The locale's pattern for a validated template ("yMMMd" → "MMM d, y" in en).
    func bestPattern(_ template: String) throws(IntlError) -> String {
        let (pattern, status) = lock.withLock { handle in
            icuString { cicu_datepg_best_pattern(handle.pointer, template, $0, $1, &$2) }
        }
        if status.failed { throw status.failure("udatpg_getBestPattern") }
        return pattern
    }

    /// The skeleton of a pattern ("MMM d, y" → "yMMMd"); needs no generator.
    static func skeleton(of pattern: String) throws(IntlError) -> String {
        let (skeleton, status) = icuString { cicu_datepg_skeleton(pattern, $0, $1, &$2) }
        if status.failed { throw status.failure("udatpg_getSkeleton") }
        return skeleton
    }
}
