/// Finds where a `.stringsdict` entry's `<key>` is, for findings that point
/// at it: the first `<key>name</key>` in the file (the entry keys come before
/// anything nested under them in Apple's files).
enum KeyLocator {
    /// 1-based (line, column in scalars), or (0, 0) when not found.
    static func propertyListKey(_ key: String, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let pattern = Array(("<key>" + xmlEscaped(key) + "</key>").utf8)
        guard let offset = firstOffset(of: pattern, in: bytes) else { return (0, 0) }
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;")
    }

    private static func firstOffset(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
        }
        return nil
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
