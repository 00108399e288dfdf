/// Reads MF2 source (`spec/message.abnf`, LDML 47/48) into a ``Message``.
///
/// A cursor over the source's UTF-8 bytes with one small method per
/// production, and no recursion (MF2 does not nest), so stack use does not
/// depend on the input. A syntax error ends the parse at once; data model
/// errors are found while parsing but thrown only once the whole source is
/// well-formed, since the specification ranks syntax errors first.
struct MF2Parser {
    private let bytes: [UInt8]
    private var position = 0
    /// The first data model error, thrown when parsing completes.
    private var dataModelError: MessageSyntaxError?
    /// Variables declared, or used as arguments, so far (duplicate-declaration).
    private var declaredNames: Set<String> = []
    private var declarations: [Message.Declaration] = []
    /// Variables declared with a function, directly or through `.local $a = {$b}`
    /// (missing-selector-annotation), kept as declarations are read so a
    /// selector is checked in constant time.
    private var annotatedNames: Set<String> = []

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The message, or the first error: syntax errors before data model errors.
    mutating func parse() throws(MessageSyntaxError) -> Message {
        guard bytes.count <= MessageSyntaxError.maximumLength else {
            throw MessageSyntaxError(.tooLong, line: 1, column: 1,
                                     detail: "the message has \(bytes.count) bytes, more than \(MessageSyntaxError.maximumLength)")
        }
        let message = try isComplex() ? parseComplexMessage() : Message(body: .pattern(parsePattern(quoted: false)))
        if let dataModelError { throw dataModelError }
        return message
    }

    // MARK: Messages

    /// A complex message starts, after optional whitespace, with `.` or `{{`;
    /// a simple message can start with neither.
    private mutating func isComplex() -> Bool {
        skipOptionalSpace()
        let complex = peek() == 0x2E || (peek() == 0x7B && peek(offset: 1) == 0x7B)
        if !complex { position = 0 }  // A simple message's leading whitespace is its text.
        return complex
    }

    private mutating func parseComplexMessage() throws(MessageSyntaxError) -> Message {
        while true {
            skipOptionalSpace()
            let keywordStart = position
            if consume(keyword: ".input") {
                try parseInputDeclaration()
            } else if consume(keyword: ".local") {
                try parseLocalDeclaration()
            } else if consume(keyword: ".match") {
                let body = try parseMatcher(keywordStart: keywordStart)
                return Message(declarations: declarations, body: body)
            } else if peek() == 0x7B && peek(offset: 1) == 0x7B {
                let pattern = try parseQuotedPattern()
                try expectEnd()
                return Message(declarations: declarations, body: .pattern(pattern))
            } else {
                throw syntaxError("expected `.input`, `.local`, `.match` or `{{`")
            }
        }
    }

    /// After the body only whitespace may follow.
    private mutating func expectEnd() throws(MessageSyntaxError) {
        skipOptionalSpace()
        guard position == bytes.count else { throw syntaxError("unexpected text after the message body") }
    }

    // MARK: Declarations

    private mutating func parseInputDeclaration() throws(MessageSyntaxError) {
        skipOptionalSpace()
        let start = position
        let expression = try parseExpression()
        guard case .variable(let name) = expression.operand else {
            throw error(.syntaxError, at: start, "`.input` takes a variable expression such as `{$count :number}`")
        }
        declare(name, using: expression, at: start, isInput: true)
        declarations.append(.input(name: name, expression: expression))
    }

    private mutating func parseLocalDeclaration() throws(MessageSyntaxError) {
        try requireSpace()
        let start = position
        let name = try parseVariable()
        skipOptionalSpace()
        try expect(0x3D, "expected `=` after the variable")
        skipOptionalSpace()
        let expression = try parseExpression()
        declare(name, using: expression, at: start, isInput: false)
        declarations.append(.local(name: name, expression: expression))
    }

    /// Records `name` as declared, after the variables its expression uses:
    /// an argument is declared implicitly where it is first used, so a later
    /// declaration of it is a duplicate too.
    private mutating func declare(_ name: String, using expression: Message.Expression, at start: Int, isInput: Bool) {
        if !isInput, case .variable(let used) = expression.operand { declaredNames.insert(used) }
        for option in expression.function?.options ?? [] {
            if case .variable(let used) = option.value { declaredNames.insert(used) }
        }
        if !declaredNames.insert(name).inserted {
            recordDataModelError(.duplicateDeclaration, at: start, "$\(name) is declared twice, or after it was used")
        }
        if expression.function != nil {
            annotatedNames.insert(name)
        } else if !isInput, case .variable(let used) = expression.operand, annotatedNames.contains(used) {
            annotatedNames.insert(name)
        }
    }

    // MARK: Matcher

    private mutating func parseMatcher(keywordStart: Int) throws(MessageSyntaxError) -> Message.Body {
        var selectors: [String] = []
        try requireSpace()
        while peek() == 0x24 {
            let start = position
            let name = try parseVariable()
            if !annotatedNames.contains(name) {
                recordDataModelError(.missingSelectorAnnotation, at: start, "selector $\(name) is not declared with a function")
            }
            selectors.append(name)
            try requireSpace()
        }
        guard !selectors.isEmpty else { throw syntaxError("expected a selector variable after `.match`") }
        var variants: [Message.Variant] = []
        var seenKeys: Set<[Message.VariantKey]> = []
        while position < bytes.count {
            let start = position
            let variant = try parseVariant()
            checkVariant(variant, selectorCount: selectors.count, seenKeys: &seenKeys, at: start)
            variants.append(variant)
            skipOptionalSpace()
        }
        guard !variants.isEmpty else { throw syntaxError("expected a variant after the selectors") }
        if !variants.contains(where: { $0.keys.allSatisfy { $0 == .catchAll } }) {
            recordDataModelError(.missingFallbackVariant, at: keywordStart, "no variant has `*` for every key")
        }
        return .match(selectors: selectors, variants: variants)
    }

    private mutating func checkVariant(_ variant: Message.Variant, selectorCount: Int, seenKeys: inout Set<[Message.VariantKey]>,
                                       at start: Int) {
        if variant.keys.count != selectorCount {
            recordDataModelError(.variantKeyMismatch, at: start,
                                 "the variant has \(variant.keys.count) keys for \(selectorCount) selectors")
        } else if !seenKeys.insert(variant.keys).inserted {
            recordDataModelError(.duplicateVariant, at: start, "another variant has the same keys")
        }
    }

    private mutating func parseVariant() throws(MessageSyntaxError) -> Message.Variant {
        var keys = [try parseKey()]
        while true {
            let spaced = skipOptionalSpace()
            if peek() == 0x7B { break }
            guard spaced else { throw syntaxError("expected whitespace between keys") }
            keys.append(try parseKey())
        }
        return Message.Variant(keys: keys, pattern: try parseQuotedPattern())
    }

    private mutating func parseKey() throws(MessageSyntaxError) -> Message.VariantKey {
        if peek() == 0x2A {
            position += 1
            return .catchAll
        }
        guard let literal = try parseLiteral() else { throw syntaxError("expected a variant key (a literal or `*`)") }
        return .literal(literal)
    }

    // MARK: Patterns

    private mutating func parseQuotedPattern() throws(MessageSyntaxError) -> Message.Pattern {
        try expect(0x7B, "expected `{{` to start the pattern")
        try expect(0x7B, "expected `{{` to start the pattern")
        let pattern = try parsePattern(quoted: true)
        try expect(0x7D, "expected `}}` to end the pattern")
        try expect(0x7D, "expected `}}` to end the pattern")
        return pattern
    }

    /// Text and placeholders up to the end (a simple message) or to `}` (a
    /// quoted pattern, whose caller reads the `}}`).
    private mutating func parsePattern(quoted: Bool) throws(MessageSyntaxError) -> Message.Pattern {
        var elements: [Message.Pattern.Element] = []
        var text = ""
        while position < bytes.count {
            switch bytes[position] {
            case 0x7D:
                guard quoted else { throw syntaxError("`}` must be escaped as `\\}` in text") }
                if !text.isEmpty { elements.append(.text(text)) }
                return Message.Pattern(elements)
            case 0x7B:
                if !text.isEmpty { elements.append(.text(text)) }
                text = ""
                elements.append(try parsePlaceholder())
            case 0x5C:
                text.unicodeScalars.append(try parseEscape())
            case 0:
                throw syntaxError("NUL is not allowed in text")
            default:
                let (scalar, length) = scalar(at: position)
                text.unicodeScalars.append(scalar)
                position += length
            }
        }
        if !text.isEmpty { elements.append(.text(text)) }
        return Message.Pattern(elements)
    }

    private mutating func parseEscape() throws(MessageSyntaxError) -> Unicode.Scalar {
        position += 1
        guard let escaped = peek(), MF2Characters.isEscapable(UInt32(escaped)) else {
            throw syntaxError("`\\` escapes only `\\`, `{`, `|` and `}`")
        }
        position += 1
        return Unicode.Scalar(escaped)
    }

    // MARK: Placeholders

    private mutating func parsePlaceholder() throws(MessageSyntaxError) -> Message.Pattern.Element {
        let start = position
        position += 1
        skipOptionalSpace()
        if peek() == 0x23 || peek() == 0x2F {
            return .markup(try parseMarkup())
        }
        position = start
        return .expression(try parseExpression())
    }

    /// `{ o operand [s function] *(s attribute) o }` or `{ o function *(s attribute) o }`.
    private mutating func parseExpression() throws(MessageSyntaxError) -> Message.Expression {
        try expect(0x7B, "expected `{` to start an expression")
        skipOptionalSpace()
        var expression = Message.Expression()
        if peek() == 0x24 {
            expression.operand = .variable(try parseVariable())
        } else if let literal = try parseLiteral() {
            expression.operand = .literal(literal)
        }
        var spaced = expression.operand == nil || skipOptionalSpace()
        if peek() == 0x3A {
            guard spaced else { throw syntaxError("expected whitespace before the function") }
            position += 1
            let name = try parseIdentifier()
            let options: [Message.Option]
            (options, spaced) = try parseOptions()
            expression.function = Message.FunctionReference(name, options: options)
        } else if expression.operand == nil {
            throw syntaxError("expected a variable, a literal or a function")
        }
        expression.attributes = try parseAttributes(spaced: spaced)
        try expect(0x7D, "expected `}` to end the placeholder")
        return expression
    }

    /// `#name …}`, `#name …/}` or `/name …}`, after the `{` and its space.
    private mutating func parseMarkup() throws(MessageSyntaxError) -> Message.Markup {
        let closing = peek() == 0x2F
        position += 1
        let name = try parseIdentifier()
        let (options, spaced) = try parseOptions()
        let attributes = try parseAttributes(spaced: spaced)
        var kind: Message.Markup.Kind = closing ? .close : .open
        if !closing && peek() == 0x2F {
            position += 1
            kind = .standalone
        }
        try expect(0x7D, "expected `}` to end the markup")
        return Message.Markup(kind, name: name, options: options, attributes: attributes)
    }

    /// `*(s option)`, each name once; also whether whitespace followed the
    /// last one (the `s` an attribute needs).
    private mutating func parseOptions() throws(MessageSyntaxError) -> ([Message.Option], Bool) {
        var options: [Message.Option] = []
        var names: Set<String> = []
        var spaced = skipOptionalSpace()
        while spaced, let next = peekScalar(), MF2Characters.isNameStart(next) {
            let start = position
            let name = try parseIdentifier()
            skipOptionalSpace()
            try expect(0x3D, "expected `=` after the option name")
            skipOptionalSpace()
            let value: Message.Operand
            if peek() == 0x24 {
                value = .variable(try parseVariable())
            } else if let literal = try parseLiteral() {
                value = .literal(literal)
            } else {
                throw syntaxError("expected a literal or a variable as the option's value")
            }
            if !names.insert(name).inserted {
                recordDataModelError(.duplicateOptionName, at: start, "option \(name) is given twice")
            }
            options.append(Message.Option(name, value))
            spaced = skipOptionalSpace()
        }
        return (options, spaced)
    }

    /// `*(s attribute)` and the space after them.
    private mutating func parseAttributes(spaced: Bool) throws(MessageSyntaxError) -> [Message.Attribute] {
        var attributes: [Message.Attribute] = []
        var spaced = spaced
        while peek() == 0x40 {
            guard spaced else { throw syntaxError("expected whitespace before the attribute") }
            position += 1
            let name = try parseIdentifier()
            let afterName = position
            skipOptionalSpace()
            var value: String?
            if peek() == 0x3D {
                position += 1
                skipOptionalSpace()
                guard let literal = try parseLiteral() else { throw syntaxError("expected a literal as the attribute's value") }
                value = literal
            } else {
                position = afterName
            }
            attributes.append(Message.Attribute(name, value: value))
            spaced = skipOptionalSpace()
        }
        return attributes
    }

    // MARK: Names and literals

    /// `$name`.
    private mutating func parseVariable() throws(MessageSyntaxError) -> String {
        try expect(0x24, "expected `$` and a variable name")
        return try parseName()
    }

    /// `[namespace ":"] name`.
    private mutating func parseIdentifier() throws(MessageSyntaxError) -> String {
        let first = try parseName()
        guard peek() == 0x3A else { return first }
        position += 1
        return first + ":" + (try parseName())
    }

    /// `[bidi] name-start *name-char [bidi]`; the marks are not part of the name.
    private mutating func parseName() throws(MessageSyntaxError) -> String {
        skipBidi()
        guard let first = peekScalar(), MF2Characters.isNameStart(first) else { throw syntaxError("expected a name") }
        let name = readScalars(while: MF2Characters.isNameChar)
        skipBidi()
        return name
    }

    /// A quoted or unquoted literal, or nil (nothing read) when none starts here.
    private mutating func parseLiteral() throws(MessageSyntaxError) -> String? {
        if peek() == 0x7C { return try parseQuotedLiteral() }
        guard let first = peekScalar(), MF2Characters.isNameChar(first) else { return nil }
        return readScalars(while: MF2Characters.isNameChar)
    }

    private mutating func parseQuotedLiteral() throws(MessageSyntaxError) -> String {
        position += 1
        var text = ""
        while let byte = peek(), byte != 0x7C {
            if byte == 0x5C {
                text.unicodeScalars.append(try parseEscape())
                continue
            }
            guard byte != 0 else { throw syntaxError("NUL is not allowed in a literal") }
            let (scalar, length) = scalar(at: position)
            text.unicodeScalars.append(scalar)
            position += length
        }
        try expect(0x7C, "expected `|` to end the literal")
        return text
    }

    // MARK: Space

    /// `o`: whitespace and bidi marks; whether any whitespace was among them
    /// (what `s` requires).
    @discardableResult
    private mutating func skipOptionalSpace() -> Bool {
        var sawWhitespace = false
        while let next = peekScalar() {
            if MF2Characters.isWhitespace(next) {
                sawWhitespace = true
            } else if !MF2Characters.isBidi(next) {
                break
            }
            position += scalar(at: position).length
        }
        return sawWhitespace
    }

    /// `s`: whitespace is required here.
    private mutating func requireSpace() throws(MessageSyntaxError) {
        guard skipOptionalSpace() else { throw syntaxError("expected whitespace") }
    }

    private mutating func skipBidi() {
        while let next = peekScalar(), MF2Characters.isBidi(next) { position += scalar(at: position).length }
    }

    // MARK: Bytes

    private func peek(offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func peekScalar() -> UInt32? {
        position < bytes.count ? scalar(at: position).scalar.value : nil
    }

    private mutating func expect(_ byte: UInt8, _ detail: String) throws(MessageSyntaxError) {
        guard peek() == byte else { throw syntaxError(detail) }
        position += 1
    }

    /// `.input`, `.local`, `.match`: keywords are case-sensitive.
    private mutating func consume(keyword: StaticString) -> Bool {
        let count = keyword.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = keyword.withUTF8Buffer { $0.elementsEqual(bytes[position..<position + count]) }
        if matches { position += count }
        return matches
    }

    private mutating func readScalars(while accepts: (UInt32) -> Bool) -> String {
        var text = ""
        while position < bytes.count {
            let (scalar, length) = scalar(at: position)
            guard accepts(scalar.value) else { break }
            text.unicodeScalars.append(scalar)
            position += length
        }
        return text
    }

    /// The scalar starting at `index`. The bytes came from a `String`, so
    /// they are valid UTF-8 and every position the parser reaches starts a scalar.
    private func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    // MARK: Errors

    private func syntaxError(_ detail: String) -> MessageSyntaxError {
        error(.syntaxError, at: position, detail)
    }

    private mutating func recordDataModelError(_ kind: MessageSyntaxError.Kind, at offset: Int, _ detail: String) {
        if dataModelError == nil { dataModelError = error(kind, at: offset, detail) }
    }

    /// The error with the line and the column (in scalars) of `offset`,
    /// counted only when an error is made.
    private func error(_ kind: MessageSyntaxError.Kind, at offset: Int, _ detail: String) -> MessageSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return MessageSyntaxError(kind, line: line, column: column, detail: detail)
    }
}
