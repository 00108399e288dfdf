#if SourceTools
/// Splits Objective-C (and C) source into ``SourceToken``s, skipping
/// comments and decoding string literals, so that extraction and wrapping
/// never match a call written inside a comment or a string. (Swift is read
/// by swift-syntax.)
///
/// Understood: `//` and `/* */` comments, `@"…"` and `"…"` with C escapes
/// (octal, `\x`, `\u`, `\U`, an escaped quote), and `'c'` character
/// literals. An unterminated literal ends with its line, an unterminated
/// comment at the end of the file. Never traps; one pass over the input.
struct SourceTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var utf8Offset = 0
    private var line = 1
    private var lineStart = 0

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
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
        let (startLine, startColumn, start) = (line, index - lineStart + 1, utf8Offset)
        let kind: SourceToken.Kind
        if scalar == "\"" {
            kind = .string(cString(), objectiveC: false)
        } else if scalar == "@", peek(1) == "\"" {
            advance()
            kind = .string(cString(), objectiveC: true)
        } else if scalar == "'" {
            skipCharacterLiteral()
            kind = .other
        } else if Self.isIdentifierStart(scalar) {
            kind = .identifier(identifier())
        } else if "()[]{},:;".unicodeScalars.contains(scalar) {
            advance()
            kind = .punctuation(scalar)
        } else {
            advance()
            kind = .other
        }
        return SourceToken(kind: kind, line: startLine, column: startColumn, utf8Range: start..<utf8Offset)
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

    /// C block comments do not nest.
    private mutating func skipBlockComment() {
        advance(2)
        while let scalar = peek() {
            if scalar == "*", peek(1) == "/" { return advance(2) }
            advance()
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
            utf8Offset += UTF8.width(scalars[index])
            index += 1
        }
    }
}

extension SourceTokenizer {
    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
#endif
