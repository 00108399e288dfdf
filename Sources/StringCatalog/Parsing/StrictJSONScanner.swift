/// Checks that an `.xcstrings` file is strict JSON (RFC 8259), as Xcode
/// requires, and finds the first fault's line and column, before
/// Foundation's `JSONDecoder` (which gives no position, and on Linux accepts
/// trailing commas) builds the tree.
///
///     {"sourceLanguage": "en", "strings": {},}
///     // Localizable.xcstrings:1:39: error: a trailing comma is not allowed in JSON
///
/// Refused with their own messages: trailing commas, comments, single-quoted
/// strings, `NaN` and `Infinity`; nesting deeper than
/// ``NestingLimit/maximumDepth`` (checked before any recursion could exhaust
/// the stack). A UTF-8 byte order mark is accepted, as `JSONDecoder` does.
/// Escapes and numbers are checked for form only; Foundation decodes them.
///
/// - Complexity: O(n) in the file's size, one pass, no allocation.
struct StrictJSONScanner {
    private let bytes: [UInt8]
    private let path: String
    private var offset = 0

    static func check(_ bytes: [UInt8], path: String) throws(CatalogParseError) {
        var scanner = StrictJSONScanner(bytes: bytes, path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
        try scanner.skipSpace()
        try scanner.value(depth: 1)
        try scanner.skipSpace()
        if scanner.offset < bytes.count { throw scanner.expected("end of file after the top-level value") }
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func value(depth: Int) throws(CatalogParseError) {
        guard let byte = current else { throw expected("a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth <= NestingLimit.maximumDepth else {
                throw error(at: offset, .tooDeeplyNested(limit: NestingLimit.maximumDepth))
            }
            if byte == UInt8(ascii: "{") { try object(depth: depth) } else { try array(depth: depth) }
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "I"): try literal()
        case UInt8(ascii: "'"): throw notJSON("a single-quoted string")
        default: throw expected("a value")
        }
    }

    private mutating func object(depth: Int) throws(CatalogParseError) {
        offset += 1
        try skipSpace()
        if current == UInt8(ascii: "}") { offset += 1; return }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw current == UInt8(ascii: "'") ? notJSON("a single-quoted string") : expected("'\"' to start a key")
            }
            try string()
            try skipSpace()
            guard current == UInt8(ascii: ":") else { throw expected("':' after the key") }
            offset += 1
            try skipSpace()
            try value(depth: depth + 1)
            try skipSpace()
            guard try separator(closing: UInt8(ascii: "}")) else { return }
        }
    }

    private mutating func array(depth: Int) throws(CatalogParseError) {
        offset += 1
        try skipSpace()
        if current == UInt8(ascii: "]") { offset += 1; return }
        while true {
            try value(depth: depth + 1)
            try skipSpace()
            guard try separator(closing: UInt8(ascii: "]")) else { return }
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

    private mutating func string() throws(CatalogParseError) {
        let start = offset
        offset += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw expected("'\"' to end the string (control characters must be escaped)")
            default:
                offset += 1
            }
        }
        throw error(at: start, .unterminatedString)
    }

    /// `\" \\ \/ \b \f \n \r \t` or `\u` with four hex digits.
    private mutating func escape() throws(CatalogParseError) {
        let start = offset
        offset += 1
        guard let letter = current else { throw error(at: start, .unterminatedString) }
        offset += 1
        if Array("\"\\/bfnrt".utf8).contains(letter) { return }
        let hex = bytes[offset..<min(offset + 4, bytes.count)]
        guard letter == UInt8(ascii: "u"), hex.count == 4, hex.allSatisfy(\.isHexDigit) else {
            let length = letter == UInt8(ascii: "u") ? 6 : 2
            let shown = String(decoding: bytes[start..<min(start + length, bytes.count)].prefix { $0 >= 0x20 && $0 < 0x80 }, as: UTF8.self)
            throw error(at: start, .invalidEscape("\(shown) (JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"))
        }
        offset += 4
    }

    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`; `-Infinity` refused by name.
    private mutating func number() throws(CatalogParseError) {
        if current == UInt8(ascii: "-") {
            offset += 1
            if current == UInt8(ascii: "I") { offset -= 1; return try literal() }
        }
        if current == UInt8(ascii: "0") {
            offset += 1
        } else {
            try digits("a digit")
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            try digits("a digit after '.'")
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            try digits("a digit in the exponent")
        }
    }

    private mutating func digits(_ what: String) throws(CatalogParseError) {
        guard let byte = current, byte.isDigit else { throw expected(what) }
        while let byte = current, byte.isDigit { offset += 1 }
    }

    private mutating func literal() throws(CatalogParseError) {
        for (word, isJSON) in [("true", true), ("false", true), ("null", true), ("NaN", false), ("Infinity", false), ("-Infinity", false)]
        where bytes[offset...].starts(with: word.utf8) {
            guard isJSON else { throw notJSON(word) }
            offset += word.utf8.count
            return
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
}
