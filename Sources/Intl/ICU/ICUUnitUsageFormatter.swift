import CICU

/// Owns one ICU `LocalizedNumberFormatter` (C++), for measurements whose
/// output unit the caller wants to know: with a usage ("usage/road") ICU
/// picks the unit by region, and only the C++ result says which.
///
/// `@unchecked Sendable` is safe: ICU documents `LocalizedNumberFormatter`
/// as immutable and thread-safe, and every call formats into its own result.
final class ICUUnitUsageFormatter: PooledFormatter, @unchecked Sendable {
    let localeIdentifier: String
    private let formatter: OpaquePointer

    /// - Throws: `IntlError.invalidSkeleton` when ICU rejects the skeleton.
    init(skeleton: String, locale: IntlLocale) throws(IntlError) {
        var status = cicu_status_ok()
        var offset: Int32 = -1
        guard let opened = cicu_unitfmt_open(skeleton, locale.icuID, &offset, &status), !status.failed else {
            throw .invalidSkeleton(skeleton: skeleton, icuError: status.errorName,
                                   offset: offset >= 0 ? Int(offset) : nil)
        }
        localeIdentifier = locale.identifier
        formatter = opened
    }

    deinit { cicu_unitfmt_close(formatter) }

    /// The text and the CLDR identifier of the unit it is in ("mile").
    func format(_ value: Double) -> Result<(text: String, unit: String), IntlError> {
        var unit = ""
        let (text, status) = icuString { out, capacity, status in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 96) { unitBuffer in
                var unitLength: Int32 = 0
                let length = cicu_unitfmt_format_double(formatter, value, out, capacity, unitBuffer.baseAddress!,
                                                        Int32(unitBuffer.count), &unitLength, &status)
                if Int(unitLength) < unitBuffer.count { unit = String(cString: unitBuffer.baseAddress!) }
                return length
            }
        }
        guard !status.failed else { return .failure(status.failure("unumf_formatDouble")) }
        return .success((text, unit))
    }
}
