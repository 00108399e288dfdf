import Messages

/// One formatting run of a ``CompiledMessage``: walks its programs, copies
/// literal bytes, expands specifiers and runs the category string a plural
/// variable chooses, within the formatter's limits. The output collects as
/// UTF-8 bytes (see ``RenderOutput``) and becomes one string at the end; a
/// number a prepared format writes natively goes from its writer's bytes
/// straight into the output, without a `String` of its own.
///
/// The formatter and the message are passed to each method rather than
/// stored: a parameter is borrowed, a stored copy is a retain and a release
/// per run.
///
/// The checks run in the order scanning while formatting ran them, per
/// specifier: the expansion count, the argument's presence, then (for a
/// variable) its existence, the nesting depth and the form; output is
/// checked against its limit piece by piece.
struct MessageRenderer {
    /// Valid only inside the caller's `withUnsafeBufferPointer` calls.
    let arguments: UnsafeBufferPointer<MessageArgument>
    let instructions: UnsafeBufferPointer<MessageInstruction>
    let programStarts: UnsafeBufferPointer<Int32>
    let literals: UnsafeBufferPointer<UInt8>
    private let limits: MessageFormatLimits
    private var output: RenderOutput
    /// Where prepared formats write a number (`NumberFormat.formattedBytesCapacity` bytes).
    private let numberScratch: UnsafeMutableRawBufferPointer
    private var expansions = 0

    init(arguments: UnsafeBufferPointer<MessageArgument>, instructions: UnsafeBufferPointer<MessageInstruction>,
         programStarts: UnsafeBufferPointer<Int32>, literals: UnsafeBufferPointer<UInt8>,
         limits: MessageFormatLimits, output: RenderOutput, numberScratch: UnsafeMutableRawBufferPointer) {
        self.arguments = arguments
        self.instructions = instructions
        self.programStarts = programStarts
        self.literals = literals
        self.limits = limits
        self.output = output
        self.numberScratch = numberScratch
    }

    /// The text rendered so far.
    var result: String { output.string }

    /// Runs program `program`. `own` is the argument of the variable whose
    /// category string it is (what its unpositioned specifiers read).
    mutating func run(_ program: Int, own: Int, depth: Int, formatter: MessageFormatter,
                      message: CompiledMessage) throws(MessageFormatError) {
        for index in Int(programStarts[program])..<Int(programStarts[program + 1]) {
            switch instructions[index] {
            case .literal(let start, let end):
                try append(UnsafeBufferPointer(rebasing: literals[Int(start)..<Int(end)]), program: program, message)
            case .argument(let specifier):
                try expand(specifier, own: own, program: program, formatter: formatter, message: message)
            case .variable(let reference):
                try expand(reference, own: own, depth: depth, program: program, formatter: formatter, message: message)
            case .failure(let failure):
                let format = message.formats[program]
                throw format.withUTF8Bytes { message.failures[Int(failure)].error(in: format, bytes: $0) }
            }
        }
    }

    /// Counts the expansion and finds the argument of a specifier at `start..<end`.
    private mutating func argument(position: Int32, own: Int, start: Int32, end: Int32, program: Int,
                                   _ message: CompiledMessage) throws(MessageFormatError) -> (MessageArgument, Int) {
        expansions += 1
        guard expansions <= limits.maximumExpansions else {
            throw failure(.tooManyExpansions(limit: limits.maximumExpansions), start, end, program, message)
        }
        let position = position == CompiledSpecifier.ownArgument ? own : Int(position)
        guard position <= arguments.count else {
            throw failure(.missingArgument(position: position, count: arguments.count), start, end, program, message)
        }
        return (arguments[position - 1], position)
    }

    private mutating func expand(_ specifier: CompiledSpecifier, own: Int, program: Int, formatter: MessageFormatter,
                                 message: CompiledMessage) throws(MessageFormatError) {
        let (argument, position) = try self.argument(position: specifier.position, own: own, start: specifier.start,
                                                     end: specifier.end, program: program, message)
        if let bytes = formatter.preparedNumberBytes(specifier, argument, scratch: numberScratch) {
            return try append(bytes.assumingMemoryBound(to: UInt8.self), program: program, message)
        }
        let text: String
        do {
            text = try formatter.text(for: specifier, argument: argument, position: position)
        } catch {
            throw failure(error.reason, specifier.start, specifier.end, program, message)
        }
        let failure = text.withUTF8Bytes { bytes -> MessageFormatError? in
            do throws(MessageFormatError) {
                try append(bytes, program: program, message)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private mutating func expand(_ reference: VariableReference, own: Int, depth: Int, program: Int,
                                 formatter: MessageFormatter, message: CompiledMessage) throws(MessageFormatError) {
        let (argument, position) = try self.argument(position: reference.position, own: own, start: reference.start,
                                                     end: reference.end, program: program, message)
        guard reference.variable >= 0 else {
            throw failure(.unknownVariable(name(of: reference, program, message)), reference.start, reference.end,
                          program, message)
        }
        guard depth < limits.effectiveNestingDepth else {
            throw failure(.nestingTooDeep(limit: limits.effectiveNestingDepth), reference.start, reference.end,
                          program, message)
        }
        let form: Int
        switch message.form(Int(reference.variable), for: argument, rules: formatter.storage.pluralRules) {
        case .program(let chosen):
            form = chosen
        case .notANumber:
            let reason = MessageFormatError.Reason.pluralArgumentNotNumber(
                variable: name(of: reference, program, message), position: position, argument: argument)
            throw failure(reason, reference.start, reference.end, program, message)
        case .noForm(let category):
            let reason = MessageFormatError.Reason.missingOtherForm(variable: name(of: reference, program, message),
                                                                    category: category.rawValue)
            throw failure(reason, reference.start, reference.end, program, message)
        }
        try run(form, own: position, depth: depth + 1, formatter: formatter, message: message)
    }

    private func name(of reference: VariableReference, _ program: Int, _ message: CompiledMessage) -> String {
        message.formats[program].withUTF8Bytes {
            String(decoding: $0[Int(reference.nameStart)..<Int(reference.end) - 1], as: UTF8.self)
        }
    }

    private func failure(_ reason: MessageFormatError.Reason, _ start: Int32, _ end: Int32,
                         _ program: Int, _ message: CompiledMessage) -> MessageFormatError {
        let format = message.formats[program]
        return MessageFormatError(reason: reason, format: format, offset: Int(start),
                                  specifier: format.withUTF8Bytes { String(decoding: $0[Int(start)..<Int(end)], as: UTF8.self) })
    }

    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>, program: Int,
                                 _ message: CompiledMessage) throws(MessageFormatError) {
        guard output.count + piece.count <= limits.maximumOutputBytes else {
            throw MessageFormatError(reason: .outputTooLarge(limit: limits.maximumOutputBytes),
                                     format: message.formats[program])
        }
        output.append(piece)
    }
}
