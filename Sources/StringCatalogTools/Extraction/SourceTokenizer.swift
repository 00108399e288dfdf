/// Splits Swift or Objective-C source into ``SourceToken``s, skipping
/// comments and decoding string literals, so that extraction never matches
/// a call written inside a comment or a string.
///
/// Understood: `//` and `/* */` comments (nested in Swift); Swift `"…"`,
/// `"""…"""` (indentation of the closing delimiter removed, `\` line
/// continuations), `#"…"#` raw strings with any number of `#`, escapes
/// `\0 \\ \t \n \r \" \' \u{…}`, and `\(…)` interpolation (nested strings
/// included); Objective-C `@"…"` and `"…"` with C escapes (octal, `\x`,
/// `\u`, `\U`) and `'c'` character literals. An unterminated literal or
/// comment ends at the end of the file. Never traps; one pass over the input.
struct SourceTokenizer {
    private let scalars: [Unicode.Scalar]
    private let language: SourceLanguage
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ source: String, language: SourceLanguage) {
        scalars = Array(source.unicodeScalars)
        self.language = language
    }

    /// Every token of the source, in order.
    mutating func tokens() -> [SourceToken] {
        var tokens: [SourceToken] = []
        while let token = next() { tokens.append(token) }
        return tokens
    }

    private mutating func next() -> SourceToken? {
        skipTrivia()
        guard let scalar = peek() else { return nil }
        let (startLine, startColumn) = (line, index - lineStart + 1)
        let kind: SourceToken.Kind
        if scalar == "\"" || (scalar == "#" && language == .swift && rawStringFollows()) {
            kind = language == .swift ? swiftString() : cString()
        } else if scalar == "@", peek(1) == "\"", language == .objectiveC {
            advance()
            kind = cString()
        } else if scalar == "'", language == .objectiveC {
            skipCharacterLiteral()
            kind = .other
        } else if Self.isIdentifierStart(scalar) {
            kind = .identifier(identifier())
        } else if "()[]{},:".unicodeScalars.contains(scalar) {
            advance()
            kind = .punctuation(scalar)
        } else {
            advance()
            kind = .other
        }
        return SourceToken(kind: kind, line: startLine, column: startColumn)
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        while let scalar = peek() {
            if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                skipBlockComment()
            } else if scalar.properties.isWhitespace {
                advance()
            } else {
                return
            }
        }
    }

    /// Swift nests block comments; C does not.
    private mutating func skipBlockComment() {
        advance(2)
        var depth = 1
        while depth > 0, let scalar = peek() {
            if scalar == "*", peek(1) == "/" {
                depth -= 1
                advance(2)
            } else if scalar == "/", peek(1) == "*", language == .swift {
                depth += 1
                advance(2)
            } else {
                advance()
            }
        }
    }

    private mutating func identifier() -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek(), Self.isIdentifierStart(scalar) || ("0"..."9").contains(scalar) {
            name.append(scalar)
            advance()
        }
        return String(name)
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || (!scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private mutating func skipCharacterLiteral() {
        advance()
        while let scalar = peek(), scalar != "\n" {
            advance()
            if scalar == "\\" { advance() } else if scalar == "'" { return }
        }
    }

    // MARK: Position

    /// The scalar at the cursor (for the C literal reader in another file).
    var current: Unicode.Scalar? { peek() }

    mutating func advanceOne() { advance() }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    /// `#"`, `##"`…: a raw string starts here.
    private func rawStringFollows() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }
}

extension SourceTokenizer {
    // MARK: Swift strings

    /// A Swift literal from its opening `#`s or `"` to its closing delimiter.
    private mutating func swiftString() -> SourceToken.Kind {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        advance(multiline ? 3 : 1)
        let start = index
        let end = skipSwiftContent(hashes: hashes, multiline: multiline)
        var content = Array(scalars[start..<end])
        if multiline { content = Self.removingIndentation(content) }
        return Self.decodeSwift(content, hashes: hashes)
    }

    /// Moves past the literal's content and closing delimiter; returns where the content ends.
    private mutating func skipSwiftContent(hashes: Int, multiline: Bool) -> Int {
        while let scalar = peek() {
            if scalar == "\\", hashesFollow(hashes, from: 1) {
                advance(1 + hashes)
                if peek() == "(" { skipInterpolation() } else { advance() }
            } else if scalar == "\"", !multiline || (peek(1) == "\"" && peek(2) == "\""),
                      hashesFollow(hashes, from: multiline ? 3 : 1) {
                let end = index
                advance((multiline ? 3 : 1) + hashes)
                return end
            } else if scalar == "\n", !multiline {
                return index  // Unterminated: the literal ends with its line.
            } else {
                advance()
            }
        }
        return index
    }

    private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == "#" }
    }

    /// `(…)` after `\`: balanced parentheses, with any nested string skipped whole.
    private mutating func skipInterpolation() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "\"" || (scalar == "#" && rawStringFollows()) {
                _ = swiftString()
                continue
            }
            advance()
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if depth == 0 { return }
        }
    }

    /// A multi-line literal's lines without the closing line's indentation;
    /// the first line break (after `"""`) and the last (before it) are not content.
    private static func removingIndentation(_ content: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var lines = content.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        if lines.first?.isEmpty == true { lines.removeFirst() }
        let indentation = lines.last.map { $0.allSatisfy { $0 == " " || $0 == "\t" } ? $0 : [] } ?? []
        if !lines.isEmpty, lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeLast() }
        let stripped = lines.map { $0.starts(with: indentation) ? Array($0.dropFirst(indentation.count)) : $0 }
        return Array(stripped.joined(separator: ["\n"]))
    }

    /// Escapes decoded; `\(…)` kept as written and flagged.
    private static func decodeSwift(_ content: [Unicode.Scalar], hashes: Int) -> SourceToken.Kind {
        var value = String.UnicodeScalarView()
        var interpolated = false
        var index = 0
        while index < content.count {
            let scalar = content[index]
            let escapes = scalar == "\\" && (0..<hashes).allSatisfy { index + 1 + $0 < content.count && content[index + 1 + $0] == "#" }
            guard escapes, index + 1 + hashes < content.count else {
                value.append(scalar)
                index += 1
                continue
            }
            let escaped = content[index + 1 + hashes]
            index += 2 + hashes
            switch escaped {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "\n": break  // Line continuation in a multi-line literal.
            case "u": value.append(unicodeEscape(content, &index))
            case "(":
                interpolated = true
                value.append(contentsOf: "\\(".unicodeScalars)
            default: value.append(escaped)
            }
        }
        return .string(String(value), interpolated: interpolated)
    }

    /// `{1F602}` after `\u`; U+FFFD when malformed.
    private static func unicodeEscape(_ content: [Unicode.Scalar], _ index: inout Int) -> Unicode.Scalar {
        guard index < content.count, content[index] == "{" else { return "\u{FFFD}" }
        var value: UInt32 = 0
        var digits = 0
        index += 1
        while index < content.count, content[index] != "}", digits < 8, let digit = hexValue(content[index]) {
            value = value * 16 + digit
            digits += 1
            index += 1
        }
        if index < content.count, content[index] == "}" { index += 1 }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
