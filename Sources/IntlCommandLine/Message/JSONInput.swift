import StringCatalog

/// JSON read for `intl message format` (`--args-json`, `--jsonl`), numbers
/// kept as written: `12345678901234567890` must reach the formatter
/// exactly, which a `Double` cannot hold.
///
/// RFC 8259, strictly: no comments or trailing commas; nesting deeper than
/// ``maximumDepth`` is an error, so no input can exhaust the stack.
enum JSONInput: Equatable {
    case null
    case bool(Bool)
    /// The number's text, as written.
    case number(String)
    case string(String)
    case array([JSONInput])
    case object([String: JSONInput])

    static let maximumDepth = 32

    /// The one value `text` holds.
    ///
    /// - Throws: ``JSONInputError`` naming the column (in bytes) where the
    ///   text stops being JSON.
    static func parse(_ text: String) throws(JSONInputError) -> JSONInput {
        var reader = JSONInputReader(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        try reader.expectEnd()
        return value
    }
}

/// Where and why input is not JSON.
struct JSONInputError: Error, CustomStringConvertible {
    /// The 1-based byte column.
    let column: Int
    let detail: String

    var description: String { "column \(column): \(detail)" }
}

/// The recursive-descent reader behind ``JSONInput/parse(_:)``: one method
/// per production, depth passed down and bounded.
private struct JSONInputReader {
    let bytes: [UInt8]
    var position = 0

    mutating func value(depth: Int) throws(JSONInputError) -> JSONInput {
        guard depth < JSONInput.maximumDepth else { throw failure("nesting deeper than \(JSONInput.maximumDepth) levels") }
        skipSpace()
        guard let byte = peek() else { throw failure("expected a value, found the end") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default:
            for (word, value) in [("true", JSONInput.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return value
            }
            throw failure("expected a value")
        }
    }

    mutating func expectEnd() throws(JSONInputError) {
        skipSpace()
        guard position == bytes.count else { throw failure("unexpected text after the value") }
    }

    private mutating func object(depth: Int) throws(JSONInputError) -> JSONInput {
        position += 1
        var members: [String: JSONInput] = [:]
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
            let name = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            guard members.updateValue(try value(depth: depth + 1), forKey: name) == nil else {
                throw failure("member \(JSONText.quoted(name)) is given twice")
            }
            skipSpace()
            if peek() == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "}"))
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(JSONInputError) -> JSONInput {
        position += 1
        var items: [JSONInput] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipSpace()
            if peek() == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "]"))
            return .array(items)
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as written.
    private mutating func number() throws(JSONInputError) -> String {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { throw failure("expected digits") }
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("expected digits after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = position
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }

    private mutating func string() throws(JSONInputError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = position
        while true {
            guard let byte = peek() else { throw failure("unterminated string") }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: bytes[run..<position], as: UTF8.self).unicodeScalars)
                position += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try escape())
                run = position
            } else {
                guard byte >= 0x20 else { throw failure("control character in a string") }
                position += 1
            }
        }
    }

    /// After `\`: one of `"\/bfnrt`, or `uXXXX` (a surrogate pair as two).
    private mutating func escape() throws(JSONInputError) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            guard (0xD800...0xDBFF).contains(unit) else {
                guard let scalar = Unicode.Scalar(unit) else { throw failure("lone low surrogate") }
                return scalar
            }
            guard bytes[position...].starts(with: "\\u".utf8) else { throw failure("lone high surrogate") }
            position += 2
            let low = try hexUnit()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                throw failure("invalid surrogate pair")
            }
            return scalar
        default:
            throw failure("invalid escape")
        }
    }

    private mutating func hexUnit() throws(JSONInputError) -> UInt32 {
        guard position + 4 <= bytes.count,
              bytes[position..<position + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let unit = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw failure("expected four hex digits")
        }
        position += 4
        return unit
    }

    private mutating func expect(_ byte: UInt8) throws(JSONInputError) {
        guard peek() == byte else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
        position += 1
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private func failure(_ detail: String) -> JSONInputError { JSONInputError(column: position + 1, detail: detail) }
}
