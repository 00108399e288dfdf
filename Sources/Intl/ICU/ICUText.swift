import CICU

/// Reads UTF-8 text from a shim call that follows the preflight convention
/// (writes at most `capacity` bytes, returns the full length, reports
/// `CICU_BUFFER_OVERFLOW` when it did not fit).
///
/// The first attempt writes straight into the new String's storage; a too
/// small first guess costs one more call, `reread`, with the exact size.
/// Calls that can re-read their result without redoing the work (a
/// formatted-number result) pass that as `reread`.
@inline(__always)
func icuString(
    initialCapacity: Int = 96,
    _ call: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32,
    reread: ((UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32)? = nil
) -> (String, cicu_status) {
    withoutActuallyEscaping(call) { call in readICUString(initialCapacity, call, reread) }
}

@inline(__always)
private func readICUString(
    _ initialCapacity: Int,
    _ call: @escaping (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32,
    _ reread: ((UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32)?
) -> (String, cicu_status) {
    var status = cicu_status_ok()
    var needed = 0
    let first = String(unsafeUninitializedCapacity: initialCapacity) { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
            needed = Int(call(chars.baseAddress!, Int32(chars.count), &status))
        }
        return status.failed ? 0 : needed
    }
    guard status.isBufferOverflow else { return (first, status) }
    status = cicu_status_ok()
    let again = reread ?? call
    let second = String(unsafeUninitializedCapacity: max(needed, 1)) { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
            needed = Int(again(chars.baseAddress!, Int32(chars.count), &status))
        }
        return status.failed ? 0 : needed
    }
    return (second, status)
}
