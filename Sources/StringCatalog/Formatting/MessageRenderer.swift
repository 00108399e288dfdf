/// One formatting run: walks a format, copies its text, expands specifiers
/// and recurses into plural category strings, within the formatter's limits.
struct MessageRenderer {
    let formatter: MessageFormatter
    let variables: [String: PluralVariable]
    let arguments: [MessageArgument]
    private(set) var output = ""
    private var expansions = 0

    init(formatter: MessageFormatter, variables: [String: PluralVariable], arguments: [MessageArgument]) {
        self.formatter = formatter
        self.variables = variables
        self.arguments = arguments
    }

    /// Renders `format`. `ownArgument` is the position of the variable whose
    /// category string this is (what unpositioned specifiers refer to), nil
    /// for the message's own format, where they take the arguments in turn.
    mutating func render(_ format: String, ownArgument: Int?, depth: Int) throws(MessageFormatError) {
        var scanner = FormatScanner(format: format, allowsMixedPositions: ownArgument != nil)
        var nextArgument = 1
        while let token = try scanner.next() {
            switch token {
            case .literal(let range): try append(format[range], in: format)
            case .percent: try append("%", in: format)
            case .specifier(let specifier):
                let position: Int
                if let explicit = specifier.position {
                    position = explicit
                } else if let ownArgument {
                    position = ownArgument
                } else {
                    position = nextArgument
                    nextArgument += 1
                }
                try expand(specifier, position: position, in: format, depth: depth)
            }
        }
    }

    private mutating func expand(_ specifier: FormatSpecifier, position: Int, in format: String,
                                 depth: Int) throws(MessageFormatError) {
        expansions += 1
        guard expansions <= formatter.limits.maximumExpansions else {
            throw error(.tooManyExpansions(limit: formatter.limits.maximumExpansions), specifier, format)
        }
        guard position <= arguments.count else {
            throw error(.missingArgument(position: position, count: arguments.count), specifier, format)
        }
        let argument = arguments[position - 1]
        if case .pluralVariable(let name) = specifier.kind {
            guard let variable = variables[name] else { throw error(.unknownVariable(name), specifier, format) }
            guard depth < formatter.limits.maximumNestingDepth else {
                throw error(.nestingTooDeep(limit: formatter.limits.maximumNestingDepth), specifier, format)
            }
            switch variable.form(for: argument, position: position, named: name, rules: formatter.pluralRules) {
            case .success(let form): try render(form, ownArgument: position, depth: depth + 1)
            case .failure(let failure): throw error(failure.reason, specifier, format)
            }
            return
        }
        switch formatter.text(for: specifier, argument: argument, position: position) {
        case .success(let text): try append(text[...], in: format)
        case .failure(let failure): throw error(failure.reason, specifier, format)
        }
    }

    private mutating func append(_ text: Substring, in format: String) throws(MessageFormatError) {
        guard output.utf8.count + text.utf8.count <= formatter.limits.maximumOutputBytes else {
            throw MessageFormatError(reason: .outputTooLarge(limit: formatter.limits.maximumOutputBytes), format: format)
        }
        output += text
    }

    private func error(_ reason: MessageFormatError.Reason, _ specifier: FormatSpecifier,
                       _ format: String) -> MessageFormatError {
        MessageFormatError(reason: reason, format: format, offset: specifier.offset, specifier: specifier.text)
    }
}
