import Intl

/// Input: a locale id, a newline, then an ICU number skeleton. A skeleton
/// either makes a formatter or throws `IntlError`; a formatter formats
/// every value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumberSkeleton(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let locale = parts.count == 2 ? String(parts[0]) : "en"
    guard let format = try? NumberFormat(locale: locale, skeleton: String(parts.last ?? "")) else { return 0 }
    for value in [0, -1.5, 1234.5678, 1e300, .nan, -.infinity] { _ = format.format(value) }
    _ = format.format(Int64.min)
    _ = try? format.format(decimal: "-12345678901234567890.125")
    return 0
}
