/// Checks that an `.xcstrings` file is strict JSON (RFC 8259), as Xcode
/// requires, and finds the first fault's line and column (Foundation's
/// `JSONDecoder` gives no position, and on Linux accepts trailing commas);
/// in the same pass it builds the document's tree.
///
///     {"sourceLanguage": "en", "strings": {},}
///     // Localizable.xcstrings:1:39: error: a trailing comma is not allowed in JSON
///
/// Refused with their own messages: trailing commas, comments, single-quoted
/// strings, `NaN` and `Infinity`; nesting deeper than
/// ``NestingLimit/maximumDepth`` (checked before any recursion could exhaust
/// the stack). A UTF-8 byte order mark is accepted, as `JSONDecoder` does.
///
/// The tree is the one `JSONDecoder` decodes into ``StructuredValue`` for the same
/// bytes, or none where that decoder's own reading decides a value (then
/// ``read(_:path:)`` returns nil and the caller decodes the checked bytes with
/// it): a number with a fraction or an exponent, `-0` or more than 18 digits,
/// an object with a key twice, a string that is not UTF-8 or escapes half of a
/// surrogate pair, a top-level value that is no object or array. Catalogs have
/// none of these; the tests compare both readings on real catalogs and on
/// generated documents that have them all.
///
/// - Complexity: O(n) in the file's size, one pass.
struct StrictJSONScanner {
    private let bytes: [UInt8]
    private let path: String
    private var offset = 0
    /// A value was met whose reading is `JSONDecoder`'s to decide: the tree is not returned.
    private var deferred = false
    /// The bytes of a string with escapes, as they are resolved.
    private var scratch: [UInt8] = []

    /// Checks `bytes` (the first fault throws, at its line and column) and returns the document's
    /// tree, as `JSONDecoder` decodes it; nil when a value's reading is left to `JSONDecoder` (see above).
    static func read(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StructuredValue? {
        var scanner = StrictJSONScanner(bytes: bytes, path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
        try scanner.skipSpace()
        let top = scanner.current
        let value = try scanner.value(depth: 1)
        try scanner.skipSpace()
        if scanner.offset < bytes.count { throw scanner.expected("end of file after the top-level value") }
        guard top == UInt8(ascii: "{") || top == UInt8(ascii: "[") else { return nil }
        return scanner.deferred ? nil : value
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func value(depth: Int) throws(CatalogParseError) -> StructuredValue {
        guard let byte = current else { throw expected("a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth <= NestingLimit.maximumDepth else {
                throw error(at: offset, .tooDeeplyNested(limit: NestingLimit.maximumDepth))
            }
            return byte == UInt8(ascii: "{") ? try object(depth: depth) : try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "I"): return try literal()
        case UInt8(ascii: "'"): throw notJSON("a single-quoted string")
        default: throw expected("a value")
        }
    }

    private mutating func object(depth: Int) throws(CatalogParseError) -> StructuredValue {
        offset += 1
        try skipSpace()
        var members: [String: StructuredValue] = [:]
        if current == UInt8(ascii: "}") { offset += 1; return .dictionary(members) }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw current == UInt8(ascii: "'") ? notJSON("a single-quoted string") : expected("'\"' to start a key")
            }
            let key = try string()
            try skipSpace()
            guard current == UInt8(ascii: ":") else { throw expected("':' after the key") }
            offset += 1
            try skipSpace()
            // A key twice: which one `JSONDecoder` keeps is its own affair.
            if members.updateValue(try value(depth: depth + 1), forKey: key) != nil { deferred = true }
            try skipSpace()
            guard try separator(closing: UInt8(ascii: "}")) else { return .dictionary(members) }
        }
    }

    private mutating func array(depth: Int) throws(CatalogParseError) -> StructuredValue {
        offset += 1
        try skipSpace()
        var items: [StructuredValue] = []
        if current == UInt8(ascii: "]") { offset += 1; return .array(items) }
        while true {
            items.append(try value(depth: depth + 1))
            try skipSpace()
            guard try separator(closing: UInt8(ascii: "]")) else { return .array(items) }
        }
    }

    /// After a member: true at a `,` followed by another member, false after
    /// the closing bracket; a `,` before the closing bracket is refused.
    private mutating func separator(closing: UInt8) throws(CatalogParseError) -> Bool {
        if current == closing {
            offset += 1
            return false
        }
        guard current == UInt8(ascii: ",") else { throw expected("',' or '\(Character(Unicode.Scalar(closing)))'") }
        let comma = offset
        offset += 1
        try skipSpace()
        if current == closing { throw error(at: comma, .malformedDocument("a trailing comma is not allowed in JSON")) }
        return true
    }

    /// The string starting at the `"` here, escapes resolved ("" when deferred: not UTF-8, or
    /// half of a surrogate pair escaped).
    private mutating func string() throws(CatalogParseError) -> String {
        let start = offset
        offset += 1
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        var copied = start + 1  // Bytes before this one are in `scratch` (once there is an escape).
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let content: String?
                if escaped {
                    scratch.append(contentsOf: bytes[copied..<offset])
                    content = String(validating: scratch, as: UTF8.self)
                } else {
                    content = String(validating: bytes[(start + 1)..<offset], as: UTF8.self)
                }
                offset += 1
                guard let content else {
                    deferred = true
                    return ""
                }
                return content
            case UInt8(ascii: "\\"):
                scratch.append(contentsOf: bytes[copied..<offset])
                escaped = true
                try escape()
                copied = offset
            case 0..<0x20:
                throw expected("'\"' to end the string (control characters must be escaped)")
            default:
                offset += 1
            }
        }
        throw error(at: start, .unterminatedString)
    }

    /// `\" \\ \/ \b \f \n \r \t` or `\u` with four hex digits, its text appended to `scratch`.
    private mutating func escape() throws(CatalogParseError) {
        let start = offset
        offset += 1
        guard let letter = current else { throw error(at: start, .unterminatedString) }
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(letter); return
        case UInt8(ascii: "b"): scratch.append(0x08); return
        case UInt8(ascii: "f"): scratch.append(0x0C); return
        case UInt8(ascii: "n"): scratch.append(0x0A); return
        case UInt8(ascii: "r"): scratch.append(0x0D); return
        case UInt8(ascii: "t"): scratch.append(0x09); return
        default: break
        }
        let hex = bytes[offset..<min(offset + 4, bytes.count)]
        guard letter == UInt8(ascii: "u"), hex.count == 4, hex.allSatisfy(\.isHexDigit) else {
            let length = letter == UInt8(ascii: "u") ? 6 : 2
            let shown = String(decoding: bytes[start..<min(start + length, bytes.count)].prefix { $0 >= 0x20 && $0 < 0x80 }, as: UTF8.self)
            throw error(at: start, .invalidEscape("\(shown) (JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"))
        }
        offset += 4
        let unit = hex.reduce(UInt32(0)) { $0 << 4 | UInt32($1.hexValue) }
        if unit >= 0xD800, unit < 0xDC00, let low = lowSurrogate() {
            offset += 6
            appendScalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
        } else if let scalar = Unicode.Scalar(unit) {
            appendScalar(scalar.value)
        } else {
            deferred = true  // Half of a surrogate pair.
        }
    }

    /// The low surrogate escaped right here (`\uDC00`…`\uDFFF`), not yet read; nil when there is none.
    private func lowSurrogate() -> UInt32? {
        guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { return nil }
        let hex = bytes[(offset + 2)..<(offset + 6)]
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        let unit = hex.reduce(UInt32(0)) { $0 << 4 | UInt32($1.hexValue) }
        return unit >= 0xDC00 && unit < 0xE000 ? unit : nil
    }

    private mutating func appendScalar(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else {
            deferred = true
            return
        }
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`; `-Infinity` refused by name. An integer of
    /// up to 18 digits other than `-0` is read; any other number is deferred (its value is `.null` here).
    private mutating func number() throws(CatalogParseError) -> StructuredValue {
        let start = offset
        if current == UInt8(ascii: "-") {
            offset += 1
            if current == UInt8(ascii: "I") { offset -= 1; return try literal() }
        }
        if current == UInt8(ascii: "0") {
            offset += 1
        } else {
            try digits("a digit")
        }
        var integral = true
        if current == UInt8(ascii: ".") {
            offset += 1
            try digits("a digit after '.'")
            integral = false
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            try digits("a digit in the exponent")
            integral = false
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        let run = bytes[(negative ? start + 1 : start)..<offset]
        guard integral, run.count <= 18, !(negative && run.first == UInt8(ascii: "0")) else {
            deferred = true
            return .null
        }
        let magnitude = run.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return .integer(negative ? -magnitude : magnitude)
    }

    private mutating func digits(_ what: String) throws(CatalogParseError) {
        guard let byte = current, byte.isDigit else { throw expected(what) }
        while let byte = current, byte.isDigit { offset += 1 }
    }

    private mutating func literal() throws(CatalogParseError) -> StructuredValue {
        for (word, value) in [("true", StructuredValue.bool(true)), ("false", .bool(false)), ("null", .null),
                              ("NaN", nil), ("Infinity", nil), ("-Infinity", nil)] as [(String, StructuredValue?)]
        where bytes[offset...].starts(with: word.utf8) {
            guard let value else { throw notJSON(word) }
            offset += word.utf8.count
            return value
        }
        throw expected("a value")
    }

    /// Spaces, tabs and line breaks; a `/` here starts a comment, which JSON lacks.
    private mutating func skipSpace() throws(CatalogParseError) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            case UInt8(ascii: "/"): throw notJSON("a comment")
            default: return
            }
        }
    }

    // MARK: Errors

    private func notJSON(_ what: String) -> CatalogParseError {
        error(at: offset, .malformedDocument("\(what) is not allowed in JSON"))
    }

    private func expected(_ what: String) -> CatalogParseError {
        .expected(what, at: offset, in: bytes, path: path)
    }

    private func error(at offset: Int, _ reason: CatalogParseError.Reason) -> CatalogParseError {
        CatalogParseError(at: offset, in: bytes, path: path, reason: reason)
    }
}

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isHexDigit: Bool {
        isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }

    /// The value of a hex digit (`isHexDigit`).
    var hexValue: UInt8 {
        isDigit ? self - UInt8(ascii: "0") : (self | 0x20) - UInt8(ascii: "a") + 10
    }
}
