import CICU

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns one ICU `UNumberRangeFormatter`.
///
/// `@unchecked Sendable` is safe: the formatter is immutable after opening,
/// and ICU's `unumberrangeformatter.h` documents it as thread-safe as long
/// as each thread formats into its own `UFormattedNumberRange`
/// (``ICUThreadRangeResult``).
final class ICUNumberRangeFormatter: PooledFormatter, @unchecked Sendable {
    let skeleton: String
    let localeIdentifier: String
    private let formatter: OpaquePointer

    /// - Throws: `IntlError.invalidSkeleton` when ICU rejects the skeleton,
    ///   at open or on a first trial format.
    init(skeleton: String, locale: IntlLocale, collapse: cicu_range_collapse,
         identityFallback: cicu_range_identity_fallback) throws(IntlError) {
        var status = cicu_status_ok()
        var offset: Int32 = -1
        let opened = cicu_numrangefmt_open(skeleton, locale.icuID, collapse, identityFallback, &offset, &status)
        guard let opened, !status.failed else {
            throw .invalidSkeleton(skeleton: skeleton, icuError: status.errorName,
                                   offset: offset >= 0 ? Int(offset) : nil)
        }
        self.skeleton = skeleton
        self.localeIdentifier = locale.identifier
        self.formatter = opened
        // Like UNumberFormatter, ICU reports some skeletons only when it
        // first formats: try once here, so `format` never meets that failure.
        if case .failure(.icuFailure(_, let icuError)) = format(-1.5, 2.5) {
            throw .invalidSkeleton(skeleton: skeleton, icuError: icuError, offset: nil)
        }
    }

    deinit { cicu_numrangefmt_close(formatter) }

    func format(_ first: Double, _ second: Double) -> Result<String, IntlError> {
        format { cicu_numrangefmt_format_double(formatter, first, second, $0, $1, $2, &$3) }
    }

    /// Formats two plain decimal strings exactly; ICU rejects text that is not a number.
    func format(decimal first: String, _ second: String) -> Result<String, IntlError> {
        var first = first, second = second
        return first.withUTF8 { firstBytes in
            second.withUTF8 { secondBytes in
                format { result, out, capacity, status in
                    firstBytes.withMemoryRebound(to: CChar.self) { a in
                        secondBytes.withMemoryRebound(to: CChar.self) { b in
                            cicu_numrangefmt_format_decimal(formatter, a.baseAddress, Int32(a.count),
                                                            b.baseAddress, Int32(b.count),
                                                            result, out, capacity, &status)
                        }
                    }
                }
            }
        }
    }

    /// One formatting call into this thread's result, read back as UTF-8.
    @inline(__always)
    private func format(
        _ call: (OpaquePointer, UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32
    ) -> Result<String, IntlError> {
        guard let result = ICUThreadRangeResult.current() else {
            return .failure(.icuFailure(function: "unumrf_openResult", icuError: "U_MEMORY_ALLOCATION_ERROR"))
        }
        let (text, formatStatus) = icuString(
            { call(result, $0, $1, &$2) },
            reread: { cicu_numrangeresult_utf8(result, $0, $1, &$2) })
        return formatStatus.failed ? .failure(formatStatus.failure("unumrf_format")) : .success(text)
    }
}

/// One ICU `UFormattedNumberRange` per thread, reused by every range
/// formatter, for the reasons ``ICUThreadNumberResult`` gives: a result is
/// used only within one synchronous call, and closed when its thread exits.
enum ICUThreadRangeResult {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { result in
            // The destructor's argument is optional with glibc and musl, not with Darwin.
            let result: UnsafeMutableRawPointer? = result
            if let result { cicu_numrangeresult_close(OpaquePointer(result)) }
        }
        // One key, made once whatever the input: only a process already out
        // of its 1,024 thread-local keys can fail here.
        precondition(created == 0, "pthread_key_create failed: out of thread-local keys")
        return key
    }()

    /// This thread's result, opened on first use; nil only if ICU cannot allocate.
    static func current() -> OpaquePointer? {
        if let existing = pthread_getspecific(key) { return OpaquePointer(existing) }
        var status = cicu_status_ok()
        guard let result = cicu_numrangeresult_open(&status), !status.failed else { return nil }
        pthread_setspecific(key, UnsafeRawPointer(result))
        return result
    }
}
