import CICU
import Synchronization

/// Owns one ICU `UCollator`, opened for a locale and set up with options.
///
/// ICU's user guide (Collation Service Architecture) says: "Collator instances
/// cannot be shared among threads … use a different collator for each separate
/// thread"; ucol.h calls only cloning thread-safe. So (as with `UDateFormat`)
/// every use goes through `lock`, the pool checks a collator out per call, and
/// the handle itself never leaves the lock. A sort takes the lock once, not
/// per comparison.
final class ICUCollator: PooledFormatter {
    /// ICU's handle, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is only dereferenced inside `lock`.
        let pointer: OpaquePointer
    }

    private let lock: Mutex<Handle>
    let localeIdentifier: String

    /// Opens the collator of `locale` (its `-u-co-`, `-u-kn-`, `-u-ks-`…
    /// keywords apply) and applies the options that are set.
    ///
    /// - Throws: `IntlError.unsupportedLocaleKeywordValue` for a keyword
    ///   ICU refuses only here, `.icuFailure`.
    init(locale: IntlLocale, options: CollatorOptions) throws(IntlError) {
        var status = cicu_status_ok()
        let opened = cicu_collator_open(locale.icuID, &status)
        guard let opened, !status.failed else { throw Self.openFailure(status, locale: locale) }
        for (attribute, value) in options.icuSettings {
            cicu_collator_set(opened, attribute, value, &status)
            if status.failed {
                cicu_collator_close(opened)
                throw status.failure("ucol_setAttribute")
            }
        }
        localeIdentifier = locale.identifier
        lock = Mutex(Handle(pointer: opened))
    }

    deinit {
        lock.withLock { cicu_collator_close($0.pointer) }
    }

    /// The keyword that made `ucol_open` fail: ICU 72 refuses `-u-kh-`
    /// (hiragana quaternary) with any value as unsupported, and a `-u-kr-`
    /// reordering with an unknown code ("abcd", "others") as an illegal argument.
    private static func openFailure(_ status: cicu_status, locale: IntlLocale) -> IntlError {
        let culprit = switch status.errorName {
        case "U_UNSUPPORTED_ERROR": "kh"
        case "U_ILLEGAL_ARGUMENT_ERROR": "kr"
        default: ""
        }
        guard let value = locale.keywords[culprit] else { return status.failure("ucol_open") }
        return .unsupportedLocaleKeywordValue(key: culprit, value: value, locale: locale.identifier)
    }

    /// -1, 0 or 1 as `a` sorts before, equal to or after `b`.
    func compare(_ a: String, _ b: String) -> Int32 {
        lock.withLock { handle in Self.compare(handle.pointer, a, b) }
    }

    /// Sorts `strings` with one comparison call per pair, under one lock.
    func sort(_ strings: inout [String]) {
        lock.withLock { handle in
            let pointer = handle.pointer
            strings.sort { Self.compare(pointer, $0, $1) < 0 }
        }
    }

    /// The sort keys of `strings`, in order, under one lock.
    func sortKeys(_ strings: [String]) -> [[UInt8]] {
        lock.withLock { handle in
            let pointer = handle.pointer
            return strings.map { Self.withSortKey(pointer, $0) { Array($0) } }
        }
    }

    /// The sort keys of `strings` back to back in one buffer (one allocation
    /// instead of one per key), and the offset where each key ends.
    func sortKeyBuffer(_ strings: [String]) -> (bytes: [UInt8], ends: [Int]) {
        lock.withLock { handle in
            let pointer = handle.pointer
            var bytes: [UInt8] = []
            var ends: [Int] = []
            bytes.reserveCapacity(strings.count * 24)
            ends.reserveCapacity(strings.count)
            for text in strings {
                Self.withSortKey(pointer, text) { bytes.append(contentsOf: $0) }
                ends.append(bytes.count)
            }
            return (bytes, ends)
        }
    }

    // MARK: Calls on a locked pointer

    /// ICU takes lengths as Int32: longer strings are compared (and keyed)
    /// on their first `Int32.max` bytes.
    private static func compare(_ collator: OpaquePointer, _ a: String, _ b: String) -> Int32 {
        withCollationBytes(a) { aBytes, aCount in
            withCollationBytes(b) { bBytes, bCount in
                var status = cicu_status_ok()
                return cicu_collator_compare(collator, aBytes, aCount, bBytes, bCount, &status)
            }
        }
    }

    /// Runs `body` with the sort key of `text`: written into a stack buffer,
    /// or into an exact-size array when it is longer.
    private static func withSortKey<R>(_ collator: OpaquePointer, _ text: String,
                                       _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withCollationBytes(text) { bytes, count in
            var status = cicu_status_ok()
            var needed = 0
            let short: R? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
                needed = Int(cicu_collator_sort_key(collator, bytes, count, buffer.baseAddress, Int32(buffer.count), &status))
                return status.failed ? nil : body(UnsafeBufferPointer(rebasing: buffer[..<needed]))
            }
            if let short { return short }
            // Longer key: ask again with its exact size (plus ICU's zero byte).
            let retried: Result<[UInt8], IntlError>
            if status.isBufferOverflow {
                status = cicu_status_ok()
                let long = [UInt8](unsafeUninitializedCapacity: needed + 1) { buffer, initialized in
                    initialized = Int(cicu_collator_sort_key(collator, bytes, count, buffer.baseAddress,
                                                             Int32(buffer.count), &status))
                    if status.failed { initialized = 0 }
                }
                retried = status.failed ? .failure(status.failure("ucol_getSortKey")) : .success(long)
            } else {
                retried = .failure(status.failure("ucol_getSortKey"))
            }
            // Fails only when ICU cannot allocate: every string has a key.
            return retried.requireSuccess().withUnsafeBufferPointer(body)
        }
    }

    /// Runs `body` with the UTF-8 bytes of `text`, at most `Int32.max` of them
    /// (native strings are read in place, others made contiguous first).
    @inline(__always)
    private static func withCollationBytes<R>(_ text: String, _ body: (UnsafePointer<CChar>?, Int32) -> R) -> R {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress, Int32(clamping: $0.count)) }
        }
    }
}

extension CollatorOptions {
    /// The ICU attributes these options set; nil options keep the locale's value.
    var icuSettings: [(cicu_collator_attribute, cicu_collator_value)] {
        var settings: [(cicu_collator_attribute, cicu_collator_value)] = []
        if let strength { settings.append((CICU_COLLATOR_STRENGTH, strength.icuValue)) }
        if let numeric { settings.append((CICU_COLLATOR_NUMERIC, numeric ? CICU_COLLATOR_ON : CICU_COLLATOR_OFF)) }
        if let caseFirst { settings.append((CICU_COLLATOR_CASE_FIRST, caseFirst.icuValue)) }
        if let alternate {
            settings.append((CICU_COLLATOR_ALTERNATE, alternate == .shifted ? CICU_COLLATOR_SHIFTED : CICU_COLLATOR_NON_IGNORABLE))
        }
        return settings
    }
}

extension CollatorOptions.Strength {
    fileprivate var icuValue: cicu_collator_value {
        switch self {
        case .primary: CICU_COLLATOR_PRIMARY
        case .secondary: CICU_COLLATOR_SECONDARY
        case .tertiary: CICU_COLLATOR_TERTIARY
        case .quaternary: CICU_COLLATOR_QUATERNARY
        case .identical: CICU_COLLATOR_IDENTICAL
        }
    }
}

extension CollatorOptions.CaseFirst {
    fileprivate var icuValue: cicu_collator_value {
        switch self {
        case .upper: CICU_COLLATOR_UPPER_FIRST
        case .lower: CICU_COLLATOR_LOWER_FIRST
        case .off: CICU_COLLATOR_OFF
        }
    }
}
