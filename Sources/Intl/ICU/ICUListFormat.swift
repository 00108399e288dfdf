import CICU
import Synchronization

/// Owns one ICU `UListFormatter` and the `UFormattedList` it formats into.
///
/// ICU makes no thread-safety promise for `UListFormatter`, and the result
/// is written by every call, so every use goes through `lock`.
final class ICUListFormat: PooledFormatter {
    /// ICU's handles, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointers are only dereferenced inside `lock`.
        let formatter: OpaquePointer
        let result: OpaquePointer
    }

    private let lock: Mutex<Handle>
    let localeIdentifier: String

    init(locale: IntlLocale, options: ListFormatOptions) throws(IntlError) {
        var status = cicu_status_ok()
        guard let formatter = cicu_listfmt_open(locale.icuID, options.type.icuType, options.width.icuWidth, &status),
              !status.failed else { throw status.failure("ulistfmt_openForType") }
        guard let result = cicu_listresult_open(&status), !status.failed else {
            cicu_listfmt_close(formatter)
            throw status.failure("ulistfmt_openResult")
        }
        localeIdentifier = locale.identifier
        lock = Mutex(Handle(formatter: formatter, result: result))
    }

    deinit {
        lock.withLock { handle in
            cicu_listresult_close(handle.result)
            cicu_listfmt_close(handle.formatter)
        }
    }

    /// The list's text. The caller has bounded the items' length.
    func format(_ items: [String]) -> String {
        lock.withLock { handle in format(items, handle) }
    }

    /// The list's text and its fields, read from the same result.
    func formatWithFields(_ items: [String]) -> (String, [cicu_field_span]) {
        lock.withLock { handle in
            let text = format(items, handle)
            let (spans, status) = icuFieldSpans { cicu_listresult_fields(handle.result, $0, $1, &$2) }
            // Reading fields back fails only on allocation, like formatting (see `format`).
            if status.failed { preconditionFailure("ICU failed with valid input: \(status.failure("ufmtval_nextPosition"))") }
            return (text, spans)
        }
    }

    private func format(_ items: [String], _ handle: borrowing Handle) -> String {
        let (text, status) = withItems(items) { bytes, lengths in
            icuString({ cicu_listfmt_format(handle.formatter, bytes, lengths, Int32(items.count), handle.result, $0, $1, &$2) },
                      reread: { cicu_listresult_utf8(handle.result, $0, $1, &$2) })
        }
        let result: Result<String, IntlError> = status.failed ? .failure(status.failure("ulistfmt_formatStringsToResult")) : .success(text)
        // Fails only on allocation: any strings form a list, and their length was bounded by the caller.
        return result.requireSuccess()
    }

    /// The items as the shim takes them: their UTF-8 one after another, and each one's length.
    private func withItems<R>(_ items: [String],
                              _ body: (UnsafePointer<CChar>, UnsafePointer<Int32>) -> R) -> R {
        var total = 0
        for item in items { total += item.utf8.count }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(items.count, 1)) { lengths in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: max(total, 1)) { bytes in
                var offset = 0
                for (index, item) in items.enumerated() {
                    let count = item.utf8.count
                    bytes.baseAddress!.advanced(by: offset).withMemoryRebound(to: UInt8.self, capacity: count) {
                        _ = UnsafeMutableBufferPointer(start: $0, count: count).initialize(from: item.utf8)
                    }
                    lengths[index] = Int32(count)
                    offset += count
                }
                return body(bytes.baseAddress!, lengths.baseAddress!)
            }
        }
    }
}

extension ListFormatOptions.ListType {
    var icuType: cicu_list_type {
        switch self {
        case .and: CICU_LIST_AND
        case .or: CICU_LIST_OR
        case .unit: CICU_LIST_UNITS
        }
    }
}

extension ListFormatOptions.Width {
    var icuWidth: cicu_list_width {
        switch self {
        case .wide: CICU_LIST_WIDE
        case .short: CICU_LIST_SHORT
        case .narrow: CICU_LIST_NARROW
        }
    }
}
