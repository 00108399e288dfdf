/// Reads ICU MessageFormat source (`icu::MessagePattern`, apostrophe mode
/// DOUBLE_OPTIONAL, ICU's default) into ``MF1Node``s.
///
/// A cursor over the source's scalars with one method per construct, as
/// ``MF2Parser``. MF1 nests (a plural inside a select inside a plural), so
/// the parser recurses, at most ``maximumDepth`` selecting arguments deep:
/// stack use stays bounded whatever the input.
///
/// Quoting follows ICU: `''` is one apostrophe anywhere; an apostrophe
/// before `{` or `}` (or `#` directly in a plural variant) starts quoted
/// text that runs to the next lone apostrophe or the end; any other
/// apostrophe is literal. `#` is the plural's number only directly in a
/// plural or selectordinal variant (in a select nested there it is text).
package struct MF1Parser {
    /// The deepest nesting of plural, selectordinal and select arguments.
    static let maximumDepth = 32

    private let scalars: [Unicode.Scalar]
    private let byteCount: Int
    private var position = 0

    package init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        byteCount = source.utf8.count
    }

    /// Where a sub-message sits: `#` and `'#` mean something only in a plural's.
    private enum Parent {
        case top, plural, select
    }

    package mutating func parse() throws(MessageSyntaxError) -> [MF1Node] {
        guard byteCount <= MessageSyntaxError.maximumLength else {
            throw MessageSyntaxError(.tooLong, line: 1, column: 1,
                                     detail: "the message has \(byteCount) bytes, more than \(MessageSyntaxError.maximumLength)")
        }
        return try parseMessage(parent: .top, depth: 0)
    }

    // MARK: Messages

    /// Text and arguments up to the end (the top level) or to the `}` that
    /// closes a variant (left for the caller).
    private mutating func parseMessage(parent: Parent, depth: Int) throws(MessageSyntaxError) -> [MF1Node] {
        var nodes: [MF1Node] = []
        var text = ""
        func flush() {
            if !text.isEmpty { nodes.append(.text(text)) }
            text = ""
        }
        while position < scalars.count {
            let scalar = scalars[position]
            switch scalar {
            case "'":
                readApostrophe(into: &text, parent: parent)
            case "#" where parent == .plural:
                flush()
                nodes.append(.pound)
                position += 1
            case "{":
                flush()
                nodes.append(try parseArgument(depth: depth))
            case "}" where parent != .top:
                flush()
                return nodes
            default:
                text.unicodeScalars.append(scalar)
                position += 1
            }
        }
        flush()
        return nodes
    }

    /// An apostrophe at `position`: `''`, quoted text, or a literal `'`.
    private mutating func readApostrophe(into text: inout String, parent: Parent) {
        position += 1
        guard position < scalars.count else {
            text.append("'")
            return
        }
        let next = scalars[position]
        if next == "'" {
            text.append("'")
            position += 1
        } else if next == "{" || next == "}" || (parent == .plural && next == "#") {
            text.unicodeScalars.append(next)
            position += 1
            while position < scalars.count {
                let quoted = scalars[position]
                position += 1
                if quoted == "'" {
                    guard position < scalars.count, scalars[position] == "'" else { return }
                    position += 1
                }
                text.unicodeScalars.append(quoted)
            }
        } else {
            text.append("'")
        }
    }

    // MARK: Arguments

    /// `{name}`, `{name, type[, style]}` or `{name, plural|selectordinal|select, …}`.
    private mutating func parseArgument(depth: Int) throws(MessageSyntaxError) -> MF1Node {
        let open = position
        position += 1
        skipWhitespace()
        let nameStart = position
        let name = readIdentifier()
        guard !name.isEmpty else {
            throw error(.syntaxError, at: position < scalars.count ? position : open,
                        position < scalars.count ? "expected an argument name or number" : "expected `}` to end the argument")
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first),
           !name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) || (name.unicodeScalars.count > 1 && first == "0") {
            throw error(.syntaxError, at: nameStart, "an argument number is digits without a leading zero; a name cannot start with a digit")
        }
        skipWhitespace()
        guard let afterName = peek() else { throw error(.syntaxError, at: open, "expected `}` to end the argument") }
        if afterName == "}" {
            position += 1
            return .argument(name: name, type: nil, style: nil)
        }
        guard afterName == "," else { throw error(.syntaxError, at: position, "expected `,` or `}` after the argument name") }
        position += 1
        skipWhitespace()
        let typeStart = position
        var type = ""
        while let scalar = peek(), scalar.isASCII, scalar.properties.isAlphabetic {
            type.unicodeScalars.append(scalar)
            position += 1
        }
        skipWhitespace()
        guard let afterType = peek() else { throw error(.syntaxError, at: open, "expected `}` to end the argument") }
        guard !type.isEmpty, afterType == "," || afterType == "}" else {
            throw error(.syntaxError, at: typeStart,
                        "expected an argument type (number, date, time, spellout, ordinal, duration, plural, selectordinal, select)")
        }
        let lowered = type.lowercased()
        if let kind = MF1Node.Complex.Kind(rawValue: lowered) {
            guard afterType == "," else { throw error(.syntaxError, at: position, "`\(lowered)` needs its variants after a comma") }
            position += 1
            guard depth < Self.maximumDepth else {
                throw error(.tooDeep, at: open, "plural, selectordinal and select nest more than \(Self.maximumDepth) deep")
            }
            return .complex(try parseComplex(kind, name: name, open: open, depth: depth + 1))
        }
        if lowered == "choice" {
            throw error(.syntaxError, at: typeStart, "`choice` is not supported; use `plural`")
        }
        guard let simple = MF1Node.SimpleType(rawValue: lowered) else {
            throw error(.syntaxError, at: typeStart,
                        "unknown argument type `\(type)` (number, date, time, spellout, ordinal, duration, plural, selectordinal, select)")
        }
        position += 1
        guard afterType == "," else { return .argument(name: name, type: simple, style: nil) }
        return .argument(name: name, type: simple, style: try parseSimpleStyle(open: open))
    }

    /// The style after `{n, type,`: raw text to the `}` at brace depth 0;
    /// apostrophes quote (and stay in the text), as in ICU.
    private mutating func parseSimpleStyle(open: Int) throws(MessageSyntaxError) -> String {
        let start = position
        var depth = 0
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case "'":
                guard let close = scalars[position...].firstIndex(of: "'") else {
                    throw error(.syntaxError, at: start, "the style's quoted text has no closing apostrophe")
                }
                position = close + 1
            case "{":
                depth += 1
            case "}":
                if depth == 0 {
                    var style = ""
                    style.unicodeScalars.append(contentsOf: scalars[start..<position - 1])
                    return style
                }
                depth -= 1
            default:
                break
            }
        }
        throw error(.syntaxError, at: open, "expected `}` to end the argument")
    }

    /// `[offset:N] key {message} …}` for plural and selectordinal,
    /// `key {message} …}` for select; `other` is required.
    private mutating func parseComplex(_ kind: MF1Node.Complex.Kind, name: String, open: Int,
                                       depth: Int) throws(MessageSyntaxError) -> MF1Node.Complex {
        let isPlural = kind != .select
        var complex = MF1Node.Complex(kind: kind, name: name, offset: nil, variants: [])
        var hasOther = false
        while true {
            skipWhitespace()
            guard let next = peek() else { throw error(.syntaxError, at: open, "expected `}` to end the \(kind.rawValue) argument") }
            if next == "}" {
                guard hasOther else {
                    throw error(.missingFallbackVariant, at: open, "the \(kind.rawValue) argument has no `other` variant")
                }
                position += 1
                return complex
            }
            let keyStart = position
            let key: String
            if isPlural && next == "=" {
                position += 1
                let value = readNumber()
                guard !value.isEmpty else { throw error(.syntaxError, at: keyStart, "expected a number after `=`") }
                guard Self.isValidNumber(value) else { throw error(.syntaxError, at: keyStart + 1, "`\(value)` is not a number") }
                key = "=" + value
            } else {
                key = readIdentifier()
                guard !key.isEmpty else {
                    throw error(.syntaxError, at: keyStart, isPlural ? "expected a variant key (a keyword or `=` and a number)"
                                                                     : "expected a variant key")
                }
                if isPlural && key == "offset" && peek() == ":" {
                    guard complex.variants.isEmpty && complex.offset == nil else {
                        throw error(.syntaxError, at: keyStart, "`offset:` comes once, before the variants")
                    }
                    position += 1
                    skipWhitespace()
                    let valueStart = position
                    let value = readNumber()
                    guard !value.isEmpty else { throw error(.syntaxError, at: valueStart, "expected the offset's value") }
                    guard Self.isValidNumber(value) else { throw error(.syntaxError, at: valueStart, "`\(value)` is not a number") }
                    complex.offset = value
                    continue
                }
                if key == "other" { hasOther = true }
            }
            skipWhitespace()
            guard peek() == "{" else { throw error(.syntaxError, at: position, "expected `{` to start the variant's message") }
            let variantOpen = position
            position += 1
            let pattern = try parseMessage(parent: isPlural ? .plural : .select, depth: depth)
            guard peek() == "}" else { throw error(.syntaxError, at: variantOpen, "expected `}` to end the variant's message") }
            position += 1
            complex.variants.append((key: key, pattern: pattern))
        }
    }

    /// ICU's `parseDouble`: an optional sign, then what `strtod` reads whole
    /// (no infinity).
    private static func isValidNumber(_ text: String) -> Bool {
        guard !text.unicodeScalars.contains("\u{221E}"), text.utf8.count < 128 else { return false }
        return Double(text) != nil
    }

    // MARK: Scalars

    private func peek() -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private mutating func skipWhitespace() {
        while let scalar = peek(), MF1Characters.isWhitespace(scalar) { position += 1 }
    }

    private mutating func readIdentifier() -> String {
        var text = ""
        while let scalar = peek(), MF1Characters.isIdentifier(scalar) {
            text.unicodeScalars.append(scalar)
            position += 1
        }
        return text
    }

    private mutating func readNumber() -> String {
        var text = ""
        while let scalar = peek(), MF1Characters.isNumberCharacter(scalar) {
            text.unicodeScalars.append(scalar)
            position += 1
        }
        return text
    }

    // MARK: Errors

    /// The error at scalar `offset`, with its 1-based line and column (in scalars).
    private func error(_ kind: MessageSyntaxError.Kind, at offset: Int, _ detail: String) -> MessageSyntaxError {
        var line = 1
        var column = 1
        for scalar in scalars[..<min(offset, scalars.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return MessageSyntaxError(kind, line: line, column: column, detail: detail)
    }
}
