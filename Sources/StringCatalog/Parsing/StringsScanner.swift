/// The `.strings` grammar over decoded scalars, tracking line and column as
/// it goes. See ``StringsFileParser`` for the grammar.
struct StringsScanner {
    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var line = 1
    /// Index of the first scalar of the current line: column = index - lineStart + 1.
    private var lineStart = 0

    init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    mutating func parseFile(tableName: String) throws(CatalogParseError) -> StringsFile {
        var table = StringsTable(name: tableName)
        var firstLines: [String: Int] = [:]
        var duplicates: [DuplicateKey] = []
        var positions: [String: StringsFile.KeyPosition] = [:]
        while true {
            let comment = try skipTrivia()
            guard peek != nil else { break }
            let entryLine = line
            let entryColumn = column
            let (key, message) = try parseEntry()
            if let firstLine = firstLines[key] {
                duplicates.append(DuplicateKey(key: key, line: entryLine, firstLine: firstLine))
            } else {
                firstLines[key] = entryLine
            }
            table.entries[key] = CatalogEntry(key: key, message: .text(message), comment: comment)
            positions[key] = StringsFile.KeyPosition(line: entryLine, column: entryColumn)
        }
        return StringsFile(table: table, duplicates: duplicates, keyPositions: positions)
    }

    /// `key = value ;` or `key ;`, positioned at the key.
    private mutating func parseEntry() throws(CatalogParseError) -> (key: String, value: String) {
        let key = try parseString(role: "a key (a quoted string or unquoted word)")
        _ = try skipTrivia()
        if peek == ";" {
            advance()
            return (key, key)
        }
        guard peek == "=" else { throw error(.expected("'=' or ';' after the key", found: peek)) }
        advance()
        _ = try skipTrivia()
        let value = try parseString(role: "a value (a quoted string or unquoted word)")
        _ = try skipTrivia()
        guard peek == ";" else { throw error(.expected("';' after the value", found: peek)) }
        advance()
        return (key, value)
    }

    // MARK: Strings

    private mutating func parseString(role: String) throws(CatalogParseError) -> String {
        if peek == "\"" { return try parseQuoted() }
        guard let first = peek, Self.isUnquoted(first) else { throw error(.expected(role, found: peek)) }
        var text = String.UnicodeScalarView()
        while let scalar = peek, Self.isUnquoted(scalar) {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    /// plist's unquoted-string characters (CFOldStylePList): `A-Z a-z 0-9 _ $ / : . -`.
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func parseQuoted() throws(CatalogParseError) -> String {
        let opening = (line, column)
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            advance()
            switch scalar {
            case "\"": return String(text)
            case "\\": text.append(try parseEscape(opening: opening))
            default: text.append(scalar)
            }
        }
        throw CatalogParseError(path: path, line: opening.0, column: opening.1, reason: .unterminatedString)
    }

    /// The scalar an escape stands for; positioned just after the backslash.
    private mutating func parseEscape(opening: (Int, Int)) throws(CatalogParseError) -> Unicode.Scalar {
        let backslash = (line, column - 1)
        guard let scalar = peek else {
            throw CatalogParseError(path: path, line: opening.0, column: opening.1, reason: .unterminatedString)
        }
        advance()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0"..."7": return octalEscape(first: scalar)
        case "U": return try unicodeEscape(at: backslash)
        default: return scalar
        }
    }

    /// `\101` → "A": up to three octal digits; at most 0o777, always a valid scalar.
    private mutating func octalEscape(first: Unicode.Scalar) -> Unicode.Scalar {
        var value = first.value - 0x30
        for _ in 0..<2 {
            guard let next = peek, ("0"..."7").contains(next) else { break }
            value = value * 8 + next.value - 0x30
            advance()
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"  // value <= 0o777: always a scalar.
    }

    /// `\U00E9`, and `\UD83D\UDE02` combined into U+1F602.
    private mutating func unicodeEscape(at backslash: (Int, Int)) throws(CatalogParseError) -> Unicode.Scalar {
        guard let unit = hexDigits() else {
            throw CatalogParseError(path: path, line: backslash.0, column: backslash.1,
                                    reason: .invalidEscape("\\U must be followed by 1 to 4 hex digits"))
        }
        if let scalar = Unicode.Scalar(unit) { return scalar }
        let unpaired = CatalogParseError(path: path, line: backslash.0, column: backslash.1,
                                         reason: .invalidEscape("unpaired surrogate \\U\(String(hex4: unit))"))
        guard unit < 0xDC00, peek == "\\", peekNext == "U" else { throw unpaired }
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

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    // MARK: Whitespace and comments

    /// Skips whitespace and comments; returns the text of the last comment seen.
    private mutating func skipTrivia() throws(CatalogParseError) -> String? {
        var comment: String?
        while let scalar = peek {
            if Self.isWhitespace(scalar) {
                advance()
            } else if scalar == "/", peekNext == "*" {
                comment = try blockComment()
            } else if scalar == "/", peekNext == "/" {
                comment = lineComment()
            } else {
                break
            }
        }
        return comment
    }

    /// ASCII first: Unicode property lookups are slower, and files are mostly ASCII.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || ("\t"..."\r").contains(scalar) }
        return scalar.properties.isWhitespace
    }

    private mutating func blockComment() throws(CatalogParseError) -> String {
        let opening = (line, column)
        advance()
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            if scalar == "*", peekNext == "/" {
                advance()
                advance()
                return Self.trimmed(text)
            }
            text.append(scalar)
            advance()
        }
        throw CatalogParseError(path: path, line: opening.0, column: opening.1, reason: .unterminatedComment)
    }

    private mutating func lineComment() -> String {
        advance()
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = peek, scalar != "\n", scalar != "\r" {
            text.append(scalar)
            advance()
        }
        return Self.trimmed(text)
    }

    private static func trimmed(_ text: String.UnicodeScalarView) -> String {
        let start = text.firstIndex { !isWhitespace($0) } ?? text.endIndex
        let end = text.lastIndex { !isWhitespace($0) }.map(text.index(after:)) ?? start
        return start < end ? String(text[start..<end]) : ""
    }

    // MARK: Position

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var peekNext: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }
    private var column: Int { index - lineStart + 1 }

    /// Moves past one scalar; LF, CRLF and a lone CR end a line.
    private mutating func advance() {
        let scalar = scalars[index]  // Callers check `peek != nil` first.
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek != "\n") {
            line += 1
            lineStart = index
        }
    }

    private func error(_ reason: CatalogParseError.Reason) -> CatalogParseError {
        CatalogParseError(path: path, line: line, column: column, reason: reason)
    }
}
