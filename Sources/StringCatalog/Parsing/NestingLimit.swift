/// Refuses documents nested deeper than catalogs ever are, before a
/// recursive parser sees them: deep nesting would exhaust the stack.
///
/// The deepest real structure is an `.xcstrings` substitution inside a
/// device variation (about 14 levels); the limit leaves ample room.
enum NestingLimit {
    static let maximumDepth = 64

    /// JSON: `{` and `[` outside strings.
    static func checkJSON(_ bytes: [UInt8], path: String) throws(CatalogParseError) {
        var depth = 0, inString = false, escaped = false
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: continue
            }
            if depth > maximumDepth { throw tooDeep(at: offset, in: bytes, path: path) }
        }
    }

    /// XML: every element counts, whatever its name or attributes (`<dict >`,
    /// `<array a="b">`); `<x/>`, `<?…?>` and `<!…>` do not; `</x>` closes one.
    static func checkXML(_ bytes: [UInt8], path: String) throws(CatalogParseError) {
        var depth = 0
        var offset = 0
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<"), offset + 1 < bytes.count else {
                offset += 1
                continue
            }
            let start = offset
            let next = bytes[offset + 1]
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            offset = end + 1
            if next == UInt8(ascii: "/") {
                depth -= 1
            } else if next != UInt8(ascii: "?"), next != UInt8(ascii: "!"), bytes[end - 1] != UInt8(ascii: "/") {
                depth += 1
                if depth > maximumDepth { throw tooDeep(at: start, in: bytes, path: path) }
            }
        }
    }

    private static func tooDeep(at offset: Int, in bytes: [UInt8], path: String) -> CatalogParseError {
        let (line, column) = BytePosition.of(offset, in: bytes)
        return CatalogParseError(path: path, line: line, column: column, reason: .tooDeeplyNested(limit: maximumDepth))
    }
}
