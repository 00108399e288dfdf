/// One formatting run: walks a format's bytes, copies its text, expands
/// specifiers and recurses into plural category strings, within the
/// formatter's limits. The output collects as UTF-8 bytes (see
/// ``RenderOutput``) and becomes one string at the end.
struct MessageRenderer {
    let formatter: MessageFormatter
    let variables: [String: PluralVariable]
    let arguments: [MessageArgument]
    private var output: RenderOutput
    private var expansions = 0

    init(formatter: MessageFormatter, variables: [String: PluralVariable], arguments: [MessageArgument],
         output: RenderOutput) {
        self.formatter = formatter
        self.variables = variables
        self.arguments = arguments
        self.output = output
    }

    /// The text rendered so far.
    var result: String { output.string }

    /// Renders `format`. `ownArgument` is the position of the variable whose
    /// category string this is (what unpositioned specifiers refer to), nil
    /// for the message's own format, where they take the arguments in turn.
    mutating func render(_ format: String, ownArgument: Int?, depth: Int) throws(MessageFormatError) {
        let failure = format.withUTF8Bytes { bytes -> MessageFormatError? in
            do throws(MessageFormatError) {
                try render(bytes, format: format, ownArgument: ownArgument, depth: depth)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private mutating func render(_ bytes: UnsafeBufferPointer<UInt8>, format: String, ownArgument: Int?,
                                 depth: Int) throws(MessageFormatError) {
        var scanner = FormatScanner(bytes: bytes, allowsMixedPositions: ownArgument != nil)
        var nextArgument = 1
        while true {
            let token: FormatScanner.Token?
            do {
                token = try scanner.next()
            } catch {
                throw error.error(in: format, bytes: bytes)
            }
            switch token {
            case nil:
                return
            case .literal(let range)?:
                try append(UnsafeBufferPointer(rebasing: bytes[range]), in: format)
            case .percent?:
                try appendPercentSign(in: format)
            case .specifier(let specifier)?:
                let position = argumentPosition(explicit: specifier.position, ownArgument: ownArgument, next: &nextArgument)
                try expand(specifier, position: position, bytes: bytes, format: format, depth: depth)
            }
        }
    }

    private mutating func expand(_ specifier: ScannedSpecifier, position: Int, bytes: UnsafeBufferPointer<UInt8>,
                                 format: String, depth: Int) throws(MessageFormatError) {
        func failure(_ reason: MessageFormatError.Reason) -> MessageFormatError {
            MessageFormatError(reason: reason, format: format, offset: specifier.range.lowerBound,
                               specifier: String(decoding: bytes[specifier.range], as: UTF8.self))
        }
        let limits = formatter.limits
        expansions += 1
        guard expansions <= limits.maximumExpansions else {
            throw failure(.tooManyExpansions(limit: limits.maximumExpansions))
        }
        guard position <= arguments.count else {
            throw failure(.missingArgument(position: position, count: arguments.count))
        }
        let argument = arguments[position - 1]
        if let nameRange = specifier.variableName {
            guard let (name, variable) = variable(named: bytes[nameRange]) else {
                throw failure(.unknownVariable(String(decoding: bytes[nameRange], as: UTF8.self)))
            }
            guard depth < limits.effectiveNestingDepth else { throw failure(.nestingTooDeep(limit: limits.effectiveNestingDepth)) }
            let form: String
            do {
                form = try variable.form(for: argument, position: position, named: name, rules: formatter.pluralRules)
            } catch {
                throw failure(error.reason)
            }
            try render(form, ownArgument: position, depth: depth + 1)
            return
        }
        let text: String
        do {
            text = try formatter.text(for: specifier, argument: argument, position: position)
        } catch {
            throw failure(error.reason)
        }
        let failure = text.withUTF8Bytes { bytes -> MessageFormatError? in
            do throws(MessageFormatError) {
                try append(bytes, in: format)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The variable whose name is `nameBytes`, with its name. Messages have
    /// a few variables, so comparing bytes beats making a string to hash;
    /// many variables (a generated file) are hashed.
    private func variable(named nameBytes: Slice<UnsafeBufferPointer<UInt8>>) -> (String, PluralVariable)? {
        guard variables.count <= 8 else {
            let name = String(decoding: nameBytes, as: UTF8.self)
            return variables[name].map { (name, $0) }
        }
        let query = UnsafeBufferPointer(rebasing: nameBytes)
        for (name, variable) in variables where name.utf8.count == query.count {
            if name.withUTF8Bytes({ $0.elementsEqual(query) }) { return (name, variable) }
        }
        return nil
    }

    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>, in format: String) throws(MessageFormatError) {
        let limit = formatter.limits.maximumOutputBytes
        guard output.count + piece.count <= limit else {
            throw MessageFormatError(reason: .outputTooLarge(limit: limit), format: format)
        }
        output.append(piece)
    }

    private mutating func appendPercentSign(in format: String) throws(MessageFormatError) {
        let limit = formatter.limits.maximumOutputBytes
        guard output.count < limit else { throw MessageFormatError(reason: .outputTooLarge(limit: limit), format: format) }
        output.append(byte: UInt8(ascii: "%"))
    }
}
