import Intl

/// A text or plural message parsed once into programs, so that formatting
/// it walks instructions instead of scanning printf formats on every call.
///
///     "%#@files@ (%.1f MB)", files: one "%d file", other "%d files"
///     program 0 (the format):   variable files (argument 1) · literal " (" · argument %.1f (2) · literal " MB)"
///     program 1 (files, one):   argument %d (own) · literal " file"
///     program 2 (files, other): argument %d (own) · literal " files"
///     variables: files → forms [-, 1, -, -, -, 2], no value precision
///
/// Every literal byte is copied once into one pool; specifiers keep their
/// conversion, flags, width, precision and argument position (resolved
/// here for the message's own format, where unpositioned specifiers take
/// the arguments in turn); references keep the variable they name. A
/// malformed specifier ends its program with the scanner's error, thrown
/// when the program gets there, so the output and every error are what
/// scanning while formatting gave. Immutable, so shared across tasks.
final class CompiledMessage: Sendable {
    /// The message as stored (text or plural), for lookups.
    let message: CatalogMessage
    /// Each program's format as written, for errors: program 0 is the
    /// message's format, the rest are category strings.
    let formats: [String]
    /// Where each program's instructions start, and (last) the end of all.
    let programStarts: [Int32]
    let instructions: [MessageInstruction]
    /// The scanner's errors, by ``MessageInstruction/failure(_:)``.
    let failures: [ScanFailure]
    let literals: [UInt8]
    /// By variable index: its programs by ``PluralCategory/slot`` (-1: no
    /// string for that form), six per variable.
    let forms: [Int32]
    /// By variable index: the precision of its value type (`.1f`: 1).
    let precisions: [Int?]

    /// Compiles a text or plural message (a message with variants: its
    /// default variant, as formatting reads it).
    init(_ message: CatalogMessage) {
        var compiler = Compiler()
        switch message {
        case .text(let format):
            self.message = message
            compiler.compile(format, variables: [:])
        case .plural(let plural):
            self.message = message
            compiler.compile(plural.format, variables: plural.variables)
        case .devices, .widths:
            let leaf = message.variant()
            self.message = leaf
            compiler.compile(leaf.formatString, variables: leaf.variables)
        }
        formats = compiler.formats
        compiler.programStarts.append(Int32(compiler.instructions.count))
        programStarts = compiler.programStarts
        instructions = compiler.instructions
        failures = compiler.failures
        literals = compiler.literals
        forms = compiler.forms
        precisions = compiler.precisions
    }
}

extension CatalogMessage {
    /// A plural message's variables; none for text.
    var variables: [String: PluralVariable] {
        if case .plural(let plural) = self { return plural.variables }
        return [:]
    }
}

/// Builds a ``CompiledMessage``'s parts: the format first, then each
/// variable the programs name, once, with its category strings.
private struct Compiler {
    var formats: [String] = []
    var programStarts: [Int32] = []
    var instructions: [MessageInstruction] = []
    var failures: [ScanFailure] = []
    var literals: [UInt8] = []
    var forms: [Int32] = []
    var precisions: [Int?] = []
    /// Variables given an index, with their key in the message (a few:
    /// searched in order, no hashing).
    private var indexed: [String] = []
    /// Indexed variables whose category strings are still to compile.
    private var pending: [(index: Int32, variable: PluralVariable)] = []

    mutating func compile(_ format: String, variables: [String: PluralVariable]) {
        literals.reserveCapacity(format.utf8.count)
        instructions.reserveCapacity(8)
        _ = program(format, isCategoryString: false, variables: variables)
        while let (index, variable) = pending.popLast() {
            for (form, text) in variable.forms {  // In place: no lookup (and hash) per form.
                let program = program(text, isCategoryString: true, variables: variables)
                forms[Int(index) * Self.formCount + form.slot] = Int32(program)
            }
        }
    }

    private static let formCount = 6  // PluralCategory.allCases.count, without making the array.

    /// Compiles one format; returns its program number. Category strings
    /// may mix positioned and unpositioned specifiers, whose argument is
    /// the variable's own.
    private mutating func program(_ format: String, isCategoryString: Bool,
                                  variables: [String: PluralVariable]) -> Int {
        programStarts.append(Int32(instructions.count))
        let failure = format.withUTF8Bytes { bytes -> ScanFailure? in
            var scanner = FormatScanner(bytes: bytes, allowsMixedPositions: isCategoryString)
            var next: Int32 = 1
            do throws(ScanFailure) {
                while let token = try scanner.next() {
                    switch token {
                    case .literal(let range):
                        appendLiteral(UnsafeBufferPointer(rebasing: bytes[range]))
                    case .percent:
                        withUnsafePointer(to: UInt8(ascii: "%")) { appendLiteral(UnsafeBufferPointer(start: $0, count: 1)) }
                    case .specifier(let specifier):
                        let position: Int32
                        if let explicit = specifier.position {
                            position = Int32(explicit)
                        } else if isCategoryString {
                            position = CompiledSpecifier.ownArgument
                        } else {
                            position = next
                            next += 1
                        }
                        if let name = specifier.variableName {
                            let index = variableIndex(named: UnsafeBufferPointer(rebasing: bytes[name]), in: variables)
                            instructions.append(.variable(VariableReference(
                                start: Int32(specifier.range.lowerBound), end: Int32(specifier.range.upperBound),
                                nameStart: Int32(name.lowerBound), position: position, variable: index)))
                        } else {
                            instructions.append(.argument(CompiledSpecifier(specifier, position: position)))
                        }
                    }
                }
            } catch {
                return error
            }
            return nil
        }
        if let failure {
            failures.append(failure)
            instructions.append(.failure(Int32(failures.count - 1)))
        }
        formats.append(format)
        return formats.count - 1
    }

    private mutating func appendLiteral(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = Int32(literals.count)
        literals.append(contentsOf: bytes)
        instructions.append(.literal(start: start, end: Int32(literals.count)))
    }

    /// The index of the variable `name` names, given on first use; -1 for
    /// none. Names compare as formatting always compared them: by bytes
    /// among a few variables, by `String` equality among many.
    private mutating func variableIndex(named name: UnsafeBufferPointer<UInt8>,
                                        in variables: [String: PluralVariable]) -> Int32 {
        let found: (key: String, value: PluralVariable)?
        if variables.count <= 8 {
            found = variables.first { key, _ in key.utf8.count == name.count && key.withUTF8Bytes { $0.elementsEqual(name) } }
        } else {
            let key = String(decoding: name, as: UTF8.self)
            found = variables[key].map { (key, $0) }
        }
        guard let (key, variable) = found else { return -1 }
        if let known = indexed.firstIndex(of: key) { return Int32(known) }
        let index = Int32(precisions.count)
        indexed.append(key)
        precisions.append(variable.valuePrecision)
        forms += repeatElement(-1, count: Self.formCount)
        pending.append((index, variable))
        return index
    }
}
