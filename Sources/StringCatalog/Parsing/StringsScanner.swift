/// One `key = value;` of a `.strings` file, in file order, with where its key starts.
struct ScannedEntry {
    var key: String
    var value: String
    /// The last comment before the entry, trimmed.
    var comment: String?
    var line: Int
    /// 1-based, in Unicode scalars.
    var column: Int
    /// Where the entry is in the scanned UTF-8 text, for tools that edit it in place (nil in a compiled file).
    var span: StringsEntrySpan?
}

/// Where one `.strings` entry is written, as UTF-8 byte offsets into the file's text (after
/// decoding): what a tool needs to change a value and leave every other byte as it was.
package struct StringsEntrySpan: Sendable, Hashable {
    /// The key literal, quotes included.
    package var key: Range<Int>
    /// The value literal, quotes included; nil for the bare form `"key";`.
    package var value: Range<Int>?
    /// Just after the entry's `;`.
    package var end: Int
}

/// The `.strings` grammar over valid UTF-8 bytes, tracking the line as it
/// goes; columns (in scalars) are counted back from the line's start only
/// where one is reported. See ``StringsFileParser`` for the grammar.
///
/// Strings without escapes become `String`s straight from their bytes: one
/// copy, no per-character work.
struct StringsScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private var index = 0
    private var line = 1
    /// Offset of the first byte of the current line.
    private var lineStart = 0

    /// Scans `bytes`, which must be valid UTF-8 (see `TextDecoder.text`).
    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    mutating func entries() throws(CatalogParseError) -> [ScannedEntry] {
        var entries: [ScannedEntry] = []
        // Real entries take 40 to 100 bytes with their comments: a growth or two at most.
        entries.reserveCapacity(bytes.count / 64)
        while true {
            let comment = try skipTrivia()
            guard index < bytes.count else { break }
            let entryLine = line
            let entryColumn = column(of: index)
            let (key, value, span) = try parseEntry()
            entries.append(ScannedEntry(key: key, value: value, comment: comment, line: entryLine, column: entryColumn, span: span))
        }
        return entries
    }

    /// `key = value ;` or `key ;`, positioned at the key.
    private mutating func parseEntry() throws(CatalogParseError) -> (key: String, value: String, span: StringsEntrySpan) {
        let keyStart = index
        let key = try parseString(role: "a key (a quoted string or unquoted word)")
        let keyRange = keyStart..<index
        _ = try skipTrivia()
        if peek == UInt8(ascii: ";") {
            advance()
            return (key, key, StringsEntrySpan(key: keyRange, value: nil, end: index))
        }
        guard peek == UInt8(ascii: "=") else { throw error(.expected("'=' or ';' after the key", found: peekScalar)) }
        advance()
        _ = try skipTrivia()
        let valueStart = index
        let value = try parseString(role: "a value (a quoted string or unquoted word)")
        let valueRange = valueStart..<index
        _ = try skipTrivia()
        guard peek == UInt8(ascii: ";") else { throw error(.expected("';' after the value", found: peekScalar)) }
        advance()
        return (key, value, StringsEntrySpan(key: keyRange, value: valueRange, end: index))
    }

    // MARK: Strings

    private mutating func parseString(role: String) throws(CatalogParseError) -> String {
        if peek == UInt8(ascii: "\"") { return try parseQuoted() }
        guard let first = peek, Self.isUnquoted(first) else { throw error(.expected(role, found: peekScalar)) }
        let start = index
        while let byte = peek, Self.isUnquoted(byte) { index += 1 }  // No line breaks among these.
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// plist's unquoted-string characters (CFOldStylePList): `A-Z a-z 0-9 _ $ / : . -`.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private mutating func parseQuoted() throws(CatalogParseError) -> String {
        let opening = (line, column(of: index))
        advance()
        var start = index
        /// Text before the last escape, once there is one.
        var unescaped: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if var unescaped {
                    unescaped.append(contentsOf: bytes[start..<index])
                    text = String(decoding: unescaped, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[start..<index], as: UTF8.self)
                }
                advance()
                return text
            }
            guard byte == UInt8(ascii: "\\") else {
                advance()
                continue
            }
            var text = unescaped ?? []
            text.append(contentsOf: bytes[start..<index])
            advance()
            try appendEscape(to: &text, opening: opening)
            unescaped = text
            start = index
        }
        throw CatalogParseError(path: path, line: opening.0, column: opening.1, reason: .unterminatedString)
    }

    /// Appends what an escape stands for; positioned just after the backslash.
    private mutating func appendEscape(to text: inout [UInt8], opening: (Int, Int)) throws(CatalogParseError) {
        let backslash = index - 1
        guard let byte = peek else {
            throw CatalogParseError(path: path, line: opening.0, column: opening.1, reason: .unterminatedString)
        }
        let scalar: Unicode.Scalar
        switch byte {
        case UInt8(ascii: "n"): scalar = "\n"
        case UInt8(ascii: "t"): scalar = "\t"
        case UInt8(ascii: "r"): scalar = "\r"
        case UInt8(ascii: "a"): scalar = "\u{07}"
        case UInt8(ascii: "b"): scalar = "\u{08}"
        case UInt8(ascii: "f"): scalar = "\u{0C}"
        case UInt8(ascii: "v"): scalar = "\u{0B}"
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            advance()
            scalar = octalEscape(first: byte)
            text.append(contentsOf: scalar.utf8)
            return
        case UInt8(ascii: "U"):
            advance()
            scalar = try unicodeEscape(at: backslash)
            text.append(contentsOf: scalar.utf8)
            return
        default:
            // Any other escaped character is itself, all of its bytes.
            let length = Self.sequenceLength(byte)
            for _ in 0..<length where index < bytes.count {
                text.append(bytes[index])
                advance()
            }
            return
        }
        advance()
        text.append(contentsOf: scalar.utf8)
    }

    /// `\101` → "A": up to three octal digits; at most 0o777, always a valid scalar.
    private mutating func octalEscape(first: UInt8) -> Unicode.Scalar {
        var value = UInt32(first) - 0x30
        for _ in 0..<2 {
            guard let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
            value = value * 8 + UInt32(next) - 0x30
            advance()
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"  // value <= 0o777: always a scalar.
    }

    /// `\U00E9`, and `\UD83D\UDE02` combined into U+1F602; positioned after the `U`.
    private mutating func unicodeEscape(at backslash: Int) throws(CatalogParseError) -> Unicode.Scalar {
        let position = (line, column(of: backslash))
        guard let unit = hexDigits() else {
            throw CatalogParseError(path: path, line: position.0, column: position.1,
                                    reason: .invalidEscape("\\U must be followed by 1 to 4 hex digits"))
        }
        if let scalar = Unicode.Scalar(unit) { return scalar }
        let unpaired = CatalogParseError(path: path, line: position.0, column: position.1,
                                         reason: .invalidEscape("unpaired surrogate \\U\(String(hex4: unit))"))
        guard unit < 0xDC00, peek == UInt8(ascii: "\\"), peekNext == UInt8(ascii: "U") else { throw unpaired }
        let saved = (index, line, lineStart)
        advance()
        advance()
        guard let low = hexDigits(), (0xDC00...0xDFFF).contains(low),
              let scalar = Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)) else {
            (index, line, lineStart) = saved
            throw unpaired
        }
        return scalar
    }

    /// One to four hex digits as a UTF-16 unit value, or nil when there are none.
    private mutating func hexDigits() -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while count < 4, let next = peek, let digit = Self.hexValue(next) {
            value = value * 16 + digit
            count += 1
            advance()
        }
        return count == 0 ? nil : value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte) - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte) - 0x61 + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte) - 0x41 + 10
        default: nil
        }
    }

    // MARK: Whitespace and comments

    /// Skips whitespace and comments; returns the text of the last comment seen.
    private mutating func skipTrivia() throws(CatalogParseError) -> String? {
        var comment: String?
        while let byte = peek {
            if byte == UInt8(ascii: "/"), peekNext == UInt8(ascii: "*") {
                comment = try blockComment()
            } else if byte == UInt8(ascii: "/"), peekNext == UInt8(ascii: "/") {
                comment = lineComment()
            } else if let length = whitespaceLength(at: index) {
                for _ in 0..<length { advance() }
            } else {
                break
            }
        }
        return comment
    }

    /// The byte length of the whitespace scalar at `offset`, or nil when it is
    /// none. ASCII first: Unicode property lookups are slower, and files are mostly ASCII.
    private func whitespaceLength(at offset: Int) -> Int? {
        let byte = bytes[offset]
        if byte < 0x80 { return byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) ? 1 : nil }
        let (scalar, length) = scalar(at: offset)
        return scalar.properties.isWhitespace ? length : nil
    }

    private mutating func blockComment() throws(CatalogParseError) -> String {
        let opening = (line, column(of: index))
        advance()
        advance()
        let start = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peekNext == UInt8(ascii: "/") {
                let end = index
                advance()
                advance()
                return trimmed(start..<end)
            }
            advance()
        }
        throw CatalogParseError(path: path, line: opening.0, column: opening.1, reason: .unterminatedComment)
    }

    private mutating func lineComment() -> String {
        advance()
        advance()
        let start = index
        while let byte = peek, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { index += 1 }
        return trimmed(start..<index)
    }

    /// The text of `range` without leading and trailing whitespace.
    private func trimmed(_ range: Range<Int>) -> String {
        var start = range.lowerBound
        while start < range.upperBound, let length = whitespaceLength(at: start) { start += length }
        var end = range.upperBound
        while end > start {
            var last = end - 1
            while last > start, bytes[last] & 0xC0 == 0x80 { last -= 1 }  // Back to the scalar's first byte.
            guard whitespaceLength(at: last) != nil else { break }
            end = last
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Position

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var peekNext: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    /// The scalar at `index`, for messages; nil at the end.
    private var peekScalar: Unicode.Scalar? { index < bytes.count ? scalar(at: index).scalar : nil }

    /// The scalar starting at `offset` (a first byte of valid UTF-8) and its byte length.
    private func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let length = min(Self.sequenceLength(bytes[offset]), bytes.count - offset)
        var iterator = bytes[offset..<(offset + length)].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        if case .valid(let encoded) = parser.parseScalar(from: &iterator) { return (Unicode.UTF8.decode(encoded), length) }
        return ("\u{FFFD}", 1)  // Not reached: the text was validated as UTF-8.
    }

    /// The length of the UTF-8 sequence a first byte starts.
    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case ..<0xC0: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }

    /// The 1-based column, in scalars, of the byte at `offset` on the current line.
    private func column(of offset: Int) -> Int {
        var column = 1
        for position in lineStart..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// Moves past one byte; LF, CRLF and a lone CR end a line.
    private mutating func advance() {
        let byte = bytes[index]  // Callers check that a byte is there first.
        index += 1
        if byte <= 0x0D, byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek != UInt8(ascii: "\n")) {
            line += 1
            lineStart = index
        }
    }

    private func error(_ reason: CatalogParseError.Reason) -> CatalogParseError {
        CatalogParseError(path: path, line: line, column: column(of: index), reason: reason)
    }
}
