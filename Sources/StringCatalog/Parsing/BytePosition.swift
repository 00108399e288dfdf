/// Line and column of a byte offset in UTF-8 text, columns in scalars.
package enum BytePosition {
    package static func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The position of the first occurrence of `needle`, or nil.
    static func find(_ needle: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return of(start, in: bytes) }
        }
        return nil
    }

    /// The scalar starting at `offset` for "found …" in messages: nil at the
    /// end, U+FFFD where the bytes are not UTF-8.
    package static func scalar(at offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard offset < bytes.count else { return nil }
        var iterator = bytes[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        if case .valid(let encoded) = parser.parseScalar(from: &iterator) { return Unicode.UTF8.decode(encoded) }
        return "\u{FFFD}"
    }
}

extension CatalogParseError {
    /// The error at byte `offset` of `bytes`, with its line and column.
    package init(at offset: Int, in bytes: [UInt8], path: String, reason: Reason) {
        let (line, column) = BytePosition.of(offset, in: bytes)
        self.init(path: path, line: line, column: column, reason: reason)
    }

    /// "expected `what`, found …" at byte `offset` of `bytes`.
    package static func expected(_ what: String, at offset: Int, in bytes: [UInt8], path: String) -> CatalogParseError {
        CatalogParseError(at: offset, in: bytes, path: path,
                          reason: .expected(what, found: BytePosition.scalar(at: offset, in: bytes)))
    }
}
