extension String {
    /// A string of a copy of `bytes`, invalid UTF-8 repaired as
    /// `String(decoding:as:)` repairs it, but with the standard library's
    /// fast path for up to 15 ASCII bytes (written in place, no validation
    /// pass): `String(decoding:as:)` validates even those, which made it
    /// the largest cost of reading a language range ("en-US").
    ///
    ///     String(utf8Copy: bytes)   // "en-US" (bytes: the UTF-8 of "en-US")
    init(utf8Copy bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(from: bytes)
            return bytes.count
        }
    }
}
