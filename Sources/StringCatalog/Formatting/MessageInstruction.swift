/// One step of a ``CompiledMessage`` program: copy literal bytes, expand a
/// specifier, or expand a plural variable reference. 24 bytes, no
/// references: a program is plain data.
enum MessageInstruction {
    /// Bytes of the message's literal pool to copy (`%%` is its one `%` byte).
    case literal(start: Int32, end: Int32)
    case argument(CompiledSpecifier)
    case variable(VariableReference)
    /// The scanner stopped on a malformed specifier here: its error (in
    /// ``CompiledMessage/failures``) is thrown once the instructions before
    /// it have run, as it was thrown when formats were scanned while formatting.
    case failure(Int32)
}

/// A specifier as formatting needs it, parsed once: where it is (for
/// errors), which argument it reads, and how it renders.
struct CompiledSpecifier {
    /// The specifier's bytes in its program's format, `%` included.
    var start: Int32
    var end: Int32
    /// The 1-based argument; ``ownArgument`` in a category string's
    /// unpositioned specifier (the variable's argument, known when it runs).
    var position: Int32
    var conversion: UInt8
    var flagBits: UInt8
    /// -1: none (both are at most ``FormatScanner/numberLimit``).
    private var widthValue: Int8
    private var precisionValue: Int8

    static let ownArgument: Int32 = 0

    init(_ scanned: ScannedSpecifier, position: Int32) {
        start = Int32(truncatingIfNeeded: scanned.range.lowerBound)
        end = Int32(truncatingIfNeeded: scanned.range.upperBound)
        self.position = position
        conversion = scanned.conversion
        flagBits = scanned.flagBits
        widthValue = scanned.width.map { Int8(truncatingIfNeeded: $0) } ?? -1
        precisionValue = scanned.precision.map { Int8(truncatingIfNeeded: $0) } ?? -1
    }

    var width: Int? { widthValue < 0 ? nil : Int(widthValue) }
    var precision: Int? { precisionValue < 0 ? nil : Int(precisionValue) }

    func has(_ flag: UInt8) -> Bool { flagBits & flag != 0 }

    /// No flags (other than `'`), width or precision: the formatter's
    /// prepared number formats apply.
    var isPlain: Bool { widthValue < 0 && precisionValue < 0 && flagBits & ~ScannedSpecifier.groupingFlag == 0 }
}

/// `%#@name@` parsed once: the variable it names, resolved at compile time.
struct VariableReference {
    /// The reference's bytes in its program's format, and where the name starts.
    var start: Int32
    var end: Int32
    var nameStart: Int32
    /// As ``CompiledSpecifier/position``.
    var position: Int32
    /// The index in ``CompiledMessage``'s variables; -1 when the message has
    /// no variable of that name (an error when the reference runs).
    var variable: Int32
}
