/// Finds the value of a key in one JSON object per line without decoding the
/// line: the bytes are walked once, as far as the key, and skipped values
/// (strings with escapes, nested objects and arrays) are only counted past.
/// Depth is bounded, so a hostile line cannot exhaust anything.
enum JSONLineScanner {
    /// Nesting deeper than this is refused (no key found).
    static let maximumDepth = 64

    /// The value of `path` (keys from the outer object in) in `start..<end`: a string's
    /// contents between its quotes, or a number or literal as written; nil when the
    /// line is no JSON object with that key.
    static func value(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, path: [String]) -> (Int, Int)? {
        guard !path.isEmpty else { return nil }
        var i = skipSpace(p, start, end)
        var level = 0
        guard i < end, p[i] == UInt8(ascii: "{") else { return nil }
        i += 1
        while true {
            i = skipSpace(p, i, end)
            guard i < end, p[i] == UInt8(ascii: "\"") else { return nil }   // "}" (no more keys) or not JSON
            guard let keyEnd = stringEnd(p, i, end) else { return nil }
            let matches = equals(p, i + 1, keyEnd - 1, path[level])
            i = skipSpace(p, keyEnd, end)
            guard i < end, p[i] == UInt8(ascii: ":") else { return nil }
            i = skipSpace(p, i + 1, end)
            guard i < end else { return nil }
            if matches && level == path.count - 1 {
                // A string's contents, or a number or literal as written (an object or array fails to parse).
                guard let valueEnd = valueEnd(p, i, end) else { return nil }
                return p[i] == UInt8(ascii: "\"") ? (i + 1, valueEnd - 1) : (i, valueEnd)
            }
            if matches && p[i] == UInt8(ascii: "{") {
                level += 1
                i += 1
                continue
            }
            guard let next = valueEnd(p, i, end) else { return nil }
            i = skipSpace(p, next, end)
            guard i < end, p[i] == UInt8(ascii: ",") else { return nil }   // the object ended without the key
            i += 1
        }
    }

    /// Just past the closing quote of the string opening at `i`.
    private static func stringEnd(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        var j = i + 1
        while j < end {
            switch p[j] {
            case UInt8(ascii: "\\"): j += 2
            case UInt8(ascii: "\""): return j + 1
            default: j += 1
            }
        }
        return nil
    }

    /// Just past the value starting at `i`: a string, an object or array (nested to
    /// `maximumDepth`), or a number or literal.
    private static func valueEnd(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        switch p[i] {
        case UInt8(ascii: "\""): return stringEnd(p, i, end)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var j = i
            while j < end {
                switch p[j] {
                case UInt8(ascii: "\""):
                    guard let next = stringEnd(p, j, end) else { return nil }
                    j = next
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    guard depth <= maximumDepth else { return nil }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return j + 1 }
                default: break
                }
                j += 1
            }
            return nil
        default:
            var j = i
            while j < end && !isDelimiter(p[j]) { j += 1 }
            return j > i ? j : nil
        }
    }

    private static func skipSpace(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end && (p[j] == 0x20 || p[j] == 0x09 || p[j] == 0x0D || p[j] == 0x0A) { j += 1 }
        return j
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == 0x20 || byte == 0x09
    }

    private static func equals(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            bytes.count == end - start && (0..<bytes.count).allSatisfy { p[start + $0] == bytes[$0] }
        }
    }
}
