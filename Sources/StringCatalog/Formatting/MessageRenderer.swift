/// One formatting run of a ``CompiledMessage``: walks its programs, copies
/// literal bytes, expands specifiers and runs the category string a plural
/// variable chooses, within the formatter's limits. The output collects as
/// UTF-8 bytes (see ``RenderOutput``) and becomes one string at the end.
///
/// The checks run in the order scanning while formatting ran them, per
/// specifier: the expansion count, the argument's presence, then (for a
/// variable) its existence, the nesting depth and the form; output is
/// checked against its limit piece by piece.
struct MessageRenderer {
    let formatter: MessageFormatter
    let message: CompiledMessage
    /// Valid only inside the caller's `withUnsafeBufferPointer` calls.
    let arguments: UnsafeBufferPointer<MessageArgument>
    let instructions: UnsafeBufferPointer<MessageInstruction>
    let programStarts: UnsafeBufferPointer<Int32>
    let literals: UnsafeBufferPointer<UInt8>
    private let limits: MessageFormatLimits
    private var output: RenderOutput
    private var expansions = 0

    init(formatter: MessageFormatter, message: CompiledMessage, arguments: UnsafeBufferPointer<MessageArgument>,
         instructions: UnsafeBufferPointer<MessageInstruction>, programStarts: UnsafeBufferPointer<Int32>,
         literals: UnsafeBufferPointer<UInt8>, output: RenderOutput) {
        self.formatter = formatter
        self.message = message
        self.arguments = arguments
        self.instructions = instructions
        self.programStarts = programStarts
        self.literals = literals
        limits = formatter.limits
        self.output = output
    }

    /// The text rendered so far.
    var result: String { output.string }

    /// Runs program `program`. `own` is the argument of the variable whose
    /// category string it is (what its unpositioned specifiers read).
    mutating func run(_ program: Int, own: Int, depth: Int) throws(MessageFormatError) {
        for index in Int(programStarts[program])..<Int(programStarts[program + 1]) {
            switch instructions[index] {
            case .literal(let start, let end):
                try append(UnsafeBufferPointer(rebasing: literals[Int(start)..<Int(end)]), program: program)
            case .argument(let specifier):
                try expand(specifier, own: own, program: program)
            case .variable(let reference):
                try expand(reference, own: own, depth: depth, program: program)
            case .failure(let failure):
                let format = message.formats[program]
                throw format.withUTF8Bytes { message.failures[Int(failure)].error(in: format, bytes: $0) }
            }
        }
    }

    /// Counts the expansion and finds the argument of a specifier at `start..<end`.
    private mutating func argument(position: Int32, own: Int, start: Int32, end: Int32,
                                   program: Int) throws(MessageFormatError) -> (MessageArgument, Int) {
        expansions += 1
        guard expansions <= limits.maximumExpansions else {
            throw failure(.tooManyExpansions(limit: limits.maximumExpansions), start, end, program)
        }
        let position = position == CompiledSpecifier.ownArgument ? own : Int(position)
        guard position <= arguments.count else {
            throw failure(.missingArgument(position: position, count: arguments.count), start, end, program)
        }
        return (arguments[position - 1], position)
    }

    private mutating func expand(_ specifier: CompiledSpecifier, own: Int, program: Int) throws(MessageFormatError) {
        let (argument, position) = try self.argument(position: specifier.position, own: own, start: specifier.start,
                                                     end: specifier.end, program: program)
        let text: String
        do {
            text = try formatter.text(for: specifier, argument: argument, position: position)
        } catch {
            throw failure(error.reason, specifier.start, specifier.end, program)
        }
        let failure = text.withUTF8Bytes { bytes -> MessageFormatError? in
            do throws(MessageFormatError) {
                try append(bytes, program: program)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private mutating func expand(_ reference: VariableReference, own: Int, depth: Int,
                                 program: Int) throws(MessageFormatError) {
        let (argument, position) = try self.argument(position: reference.position, own: own, start: reference.start,
                                                     end: reference.end, program: program)
        guard reference.variable >= 0 else {
            throw failure(.unknownVariable(name(of: reference, program)), reference.start, reference.end, program)
        }
        guard depth < limits.effectiveNestingDepth else {
            throw failure(.nestingTooDeep(limit: limits.effectiveNestingDepth), reference.start, reference.end, program)
        }
        let form: Int
        switch message.form(Int(reference.variable), for: argument, rules: formatter.pluralRules) {
        case .program(let chosen):
            form = chosen
        case .notANumber:
            let reason = MessageFormatError.Reason.pluralArgumentNotNumber(
                variable: name(of: reference, program), position: position, argument: argument)
            throw failure(reason, reference.start, reference.end, program)
        case .noForm(let category):
            let reason = MessageFormatError.Reason.missingOtherForm(variable: name(of: reference, program),
                                                                    category: category.rawValue)
            throw failure(reason, reference.start, reference.end, program)
        }
        try run(form, own: position, depth: depth + 1)
    }

    private func name(of reference: VariableReference, _ program: Int) -> String {
        message.formats[program].withUTF8Bytes {
            String(decoding: $0[Int(reference.nameStart)..<Int(reference.end) - 1], as: UTF8.self)
        }
    }

    private func failure(_ reason: MessageFormatError.Reason, _ start: Int32, _ end: Int32,
                         _ program: Int) -> MessageFormatError {
        let format = message.formats[program]
        return MessageFormatError(reason: reason, format: format, offset: Int(start),
                                  specifier: format.withUTF8Bytes { String(decoding: $0[Int(start)..<Int(end)], as: UTF8.self) })
    }

    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>, program: Int) throws(MessageFormatError) {
        guard output.count + piece.count <= limits.maximumOutputBytes else {
            throw MessageFormatError(reason: .outputTooLarge(limit: limits.maximumOutputBytes),
                                     format: message.formats[program])
        }
        output.append(piece)
    }
}
