import CICU
import Synchronization

/// Owns one ICU `UListFormatter` of the unit type, which joins a duration's
/// parts ("1 hr, 5 min").
///
/// ICU does not document list formatters as thread-safe, so every use goes
/// through `lock`, and the pool checks instances out per call (uncontended,
/// the lock costs a few nanoseconds next to ICU's formatting).
final class ICUUnitList: PooledFormatter {
    /// ICU's handle, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is only dereferenced inside `lock`.
        let pointer: OpaquePointer
    }

    private let lock: Mutex<Handle>
    let localeIdentifier: String

    /// - Throws: `IntlError.icuFailure` when ICU cannot open the formatter.
    init(locale: IntlLocale, width: cicu_unitlist_width) throws(IntlError) {
        var status = cicu_status_ok()
        guard let pointer = cicu_unitlist_open(locale.icuID, width, &status), !status.failed else {
            throw status.failure("ulistfmt_openForType")
        }
        localeIdentifier = locale.identifier
        lock = Mutex(Handle(pointer: pointer))
    }

    deinit {
        lock.withLock { cicu_unitlist_close($0.pointer) }
    }

    /// Joins at most `CICU_UNITLIST_MAX_ITEMS` items; fails only when ICU does.
    func join(_ items: [String]) -> Result<String, IntlError> {
        let (text, status) = lock.withLock { handle in Self.join(items, with: handle.pointer) }
        return status.failed ? .failure(status.failure("ulistfmt_format")) : .success(text)
    }

    private static func join(_ items: [String], with list: OpaquePointer) -> (String, cicu_status) {
        // All items' UTF-8 in one stack buffer, so one scoped loan covers them all.
        let total = items.reduce(0) { $0 + $1.utf8.count }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(total, 1)) { bytes in
            withUnsafeTemporaryAllocation(of: UnsafePointer<CChar>?.self, capacity: items.count) { pointers in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: items.count) { lengths in
                    var offset = 0
                    for (index, item) in items.enumerated() {
                        let end = UnsafeMutableBufferPointer(rebasing: bytes[offset...]).initialize(from: item.utf8).1
                        pointers[index] = UnsafeRawPointer(bytes.baseAddress! + offset).assumingMemoryBound(to: CChar.self)
                        lengths[index] = Int32(end)
                        offset += end
                    }
                    return icuString {
                        cicu_unitlist_format(list, pointers.baseAddress, lengths.baseAddress, Int32(items.count), $0, $1, &$2)
                    }
                }
            }
        }
    }
}
