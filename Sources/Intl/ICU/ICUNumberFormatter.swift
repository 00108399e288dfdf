import CICU

/// Owns one ICU `UNumberFormatter` (a skeleton formatter).
///
/// `@unchecked Sendable` is safe: the formatter is immutable after opening,
/// and ICU's `unumberformatter.h` documents that one `UNumberFormatter` may
/// be used from many threads at once as long as each thread formats into its
/// own `UFormattedNumber` (``ICUThreadNumberResult``).
final class ICUNumberFormatter: PooledFormatter, @unchecked Sendable {
    let skeleton: String
    let localeIdentifier: String
    private let formatter: OpaquePointer

    /// - Throws: `IntlError.invalidSkeleton` when ICU rejects the skeleton,
    ///   at open or on a first trial format.
    init(skeleton: String, locale: IntlLocale) throws(IntlError) {
        var status = cicu_status_ok()
        var offset: Int32 = -1
        let opened = cicu_numfmt_open(skeleton, locale.icuID, &offset, &status)
        guard let opened, !status.failed else {
            throw .invalidSkeleton(skeleton: skeleton, icuError: status.errorName,
                                   offset: offset >= 0 ? Int(offset) : nil)
        }
        self.skeleton = skeleton
        self.localeIdentifier = locale.identifier
        self.formatter = opened
        // ICU builds the formatter lazily and reports some skeletons only on
        // the first format call ("unit/meter-and-kilogram", "usage/road",
        // an algorithmic numbering system): try once here, so `format` never
        // meets that failure.
        for trial in [format(1.5), format(Int64(-1))] {
            if case .failure(.icuFailure(_, let icuError)) = trial {
                throw .invalidSkeleton(skeleton: skeleton, icuError: icuError, offset: nil)
            }
        }
    }

    deinit { cicu_numfmt_close(formatter) }

    func format(_ value: Int64) -> Result<String, IntlError> {
        format { cicu_numfmt_format_int64(formatter, value, $0, $1, $2, &$3) }
    }

    func format(_ value: Double) -> Result<String, IntlError> {
        format { cicu_numfmt_format_double(formatter, value, $0, $1, $2, &$3) }
    }

    /// Formats a decimal string; ICU rejects text that is not a number.
    func format(decimal value: String) -> Result<String, IntlError> {
        var value = value
        return value.withUTF8 { bytes in
            format { result, out, capacity, status in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    cicu_numfmt_format_decimal(formatter, chars.baseAddress, Int32(chars.count),
                                               result, out, capacity, &status)
                }
            }
        }
    }

    /// `format` (one of the calls above) and the fields of what it wrote,
    /// read from the same thread result.
    func withFields(_ format: () -> Result<String, IntlError>) -> Result<(String, [cicu_field_span]), IntlError> {
        format().flatMap { text in
            guard let result = ICUThreadNumberResult.current() else {
                return .failure(.icuFailure(function: "unumf_openResult", icuError: "U_MEMORY_ALLOCATION_ERROR"))
            }
            let (spans, status) = icuFieldSpans { cicu_numresult_fields(result, $0, $1, &$2) }
            return status.failed ? .failure(status.failure("ufmtval_nextPosition")) : .success((text, spans))
        }
    }

    /// One formatting call into this thread's result, read back as UTF-8.
    @inline(__always)
    private func format(
        _ call: (OpaquePointer, UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32
    ) -> Result<String, IntlError> {
        guard let result = ICUThreadNumberResult.current() else {
            return .failure(.icuFailure(function: "unumf_openResult", icuError: "U_MEMORY_ALLOCATION_ERROR"))
        }
        let (text, formatStatus) = icuString(
            { call(result, $0, $1, &$2) },
            reread: { cicu_numresult_utf8(result, $0, $1, &$2) })
        return formatStatus.failed ? .failure(formatStatus.failure("unumf_format")) : .success(text)
    }
}

extension Result where Failure == IntlError {
    /// The value of a formatting call that only fails when ICU itself does
    /// (out of memory): every handle is opened and tried once with the same
    /// kind of value at construction, so input that ICU refuses is a typed
    /// error there. Swift traps on allocation failure as well, so this is
    /// treated the same way rather than returning a made-up string.
    func requireSuccess() -> Success {
        switch self {
        case .success(let value): value
        case .failure(let error): preconditionFailure("ICU failed with valid input: \(error)")
        }
    }
}
