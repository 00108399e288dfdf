import CICU

/// A shim call that writes UTF-8 text: (buffer, capacity, status) → full length.
typealias ICUTextCall = (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32

/// Reads UTF-8 text from a shim call that follows the preflight convention
/// (writes at most `capacity` bytes, returns the full length, reports
/// `CICU_BUFFER_OVERFLOW` when it did not fit).
///
/// The first attempt writes into a stack buffer, so short results become
/// small (allocation-free) strings; a longer result is read once more,
/// with the exact size, by `reread`. Calls that can re-read their result
/// without redoing the work (a formatted-number result) pass that here.
///
/// - Parameter knownValidUTF8: the call converts its text with
///   `cicu_utf16_to_utf8` (`u_strToUTF8WithSub`), which only writes valid
///   UTF-8, so a result that fits the stack buffer skips validation
///   (``Swift/String/init(knownValidUTF8:isASCII:)``).
@inline(__always)
func icuString(initialCapacity: Int = 128, knownValidUTF8: Bool = false, _ call: ICUTextCall,
               reread: ICUTextCall) -> (String, cicu_status) {
    var status = cicu_status_ok()
    var needed = 0
    let first: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: initialCapacity) { buffer in
        needed = Int(call(buffer.baseAddress!, Int32(buffer.count), &status))
        guard !status.failed else { return nil }
        let text = UnsafeRawBufferPointer(start: buffer.baseAddress!, count: needed)
        return knownValidUTF8 ? String(knownValidUTF8: text) : String(decoding: text, as: UTF8.self)
    }
    if let first { return (first, status) }
    guard status.isBufferOverflow else { return ("", status) }
    status = cicu_status_ok()
    let second = String(unsafeUninitializedCapacity: needed) { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
            needed = Int(reread(chars.baseAddress!, Int32(chars.count), &status))
        }
        return status.failed ? 0 : needed
    }
    return (second, status)
}

/// `icuString(_:reread:)` for calls that simply run again.
@inline(__always)
func icuString(initialCapacity: Int = 128, knownValidUTF8: Bool = false, _ call: ICUTextCall) -> (String, cicu_status) {
    icuString(initialCapacity: initialCapacity, knownValidUTF8: knownValidUTF8, call, reread: call)
}
