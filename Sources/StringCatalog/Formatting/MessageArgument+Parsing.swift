import Messages

extension MessageArgument {
    /// Arguments typed from text as the message's specifiers ask, for callers
    /// that hold only strings (a command line's `--arg` values): `%d`, `%lu`
    /// and `%x` take an integer, `%f`/`%e`/`%g` and plural variables a number
    /// (an integer when the text is one), `%c` one character, `%@` and `%s`
    /// text; an argument no specifier uses stays text. A message with device
    /// or width variants is read as its default variant (pass
    /// `message.variant(device:width:)` for another).
    ///
    ///     let runs = CatalogMessage.plural(PluralMessage(format: "%@: %#@runs@", variables: [
    ///         "runs": PluralVariable(valueType: "lu", forms: [.one: "%lu run", .other: "%lu runs"]),
    ///     ]))
    ///     try MessageArgument.parse(["Paul", "3"], for: runs)   // [.string("Paul"), .int(3)]
    ///     try MessageArgument.parse(["2.5"], for: .text("%.1f km"))   // [.double(2.5)]
    ///     try MessageArgument.parse(["x"], for: .text("%d files"))
    ///     // throws: format "%d files": offset 0: %d: argument 1 is "x", which is not an integer
    ///
    /// - Throws: `MessageFormatError` (`argumentNotConvertible`) naming the
    ///   first specifier whose argument does not convert, or a malformed specifier.
    public static func parse(_ texts: [String], for message: CatalogMessage) throws(MessageFormatError) -> [MessageArgument] {
        var uses = ArgumentUses(count: texts.count)
        switch message {
        case .text(let format):
            try uses.collect(format, variables: [:], ownArgument: nil, depth: 0)
        case .plural(let plural):
            try uses.collect(plural.format, variables: plural.variables, ownArgument: nil, depth: 0)
        case .devices, .widths:
            return try parse(texts, for: message.variant())
        }
        var arguments: [MessageArgument] = []
        for (index, text) in texts.enumerated() {
            arguments.append(try uses.argument(from: text, position: index + 1))
        }
        return arguments
    }
}

/// What each argument position is used as, with the first specifier that
/// uses it (to name in an error).
private struct ArgumentUses {
    enum Need: Int, Comparable {
        case text, character, number, integer

        static func < (lhs: Need, rhs: Need) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private var needs: [(need: Need, specifier: FormatSpecifier, format: String)?]
    /// Variables already walked, by (name, argument position): a variable's
    /// uses depend only on these, so each is walked once and no catalog entry
    /// (however its variables refer to each other) makes the walk explode.
    private var walked: Set<WalkedVariable> = []

    private struct WalkedVariable: Hashable {
        let name: String
        let position: Int
    }

    init(count: Int) {
        needs = Array(repeating: nil, count: count)
    }

    /// Walks `format` and, through plural references, the category strings,
    /// as the formatter would: each (variable, position) once, to the
    /// formatter's default nesting bound.
    mutating func collect(_ format: String, variables: [String: PluralVariable], ownArgument: Int?,
                          depth: Int) throws(MessageFormatError) {
        var nextArgument = 1
        for specifier in try FormatSpecifier.all(in: format, allowingMixedPositions: ownArgument != nil) {
            let position = argumentPosition(explicit: specifier.position, ownArgument: ownArgument, next: &nextArgument)
            record(Self.need(of: specifier.kind), position: position, specifier: specifier, format: format)
            guard case .pluralVariable(let name) = specifier.kind, let variable = variables[name],
                  depth < MessageFormatLimits().maximumNestingDepth,
                  walked.insert(WalkedVariable(name: name, position: position)).inserted else { continue }
            for form in variable.forms.keys.sorted() {
                if let text = variable.forms[form] {
                    try collect(text, variables: variables, ownArgument: position, depth: depth + 1)
                }
            }
        }
    }

    /// The strictest use of a position wins: an integer specifier makes it
    /// an integer even if `%@` also shows it.
    private mutating func record(_ need: Need, position: Int, specifier: FormatSpecifier, format: String) {
        guard position <= needs.count else { return }
        if let current = needs[position - 1], current.need >= need { return }
        needs[position - 1] = (need, specifier, format)
    }

    private static func need(of kind: FormatSpecifier.Kind) -> Need {
        switch kind {
        case .signedInteger, .unsignedInteger, .radixInteger: .integer
        case .floatingPoint, .pluralVariable: .number
        case .character: .character
        case .object, .string: .text
        }
    }

    func argument(from text: String, position: Int) throws(MessageFormatError) -> MessageArgument {
        guard let (need, specifier, format) = needs[position - 1] else { return .string(text) }
        let converted: MessageArgument?
        switch need {
        case .text: converted = .string(text)
        case .character: converted = text.count == 1 ? text.first.map { .character($0) } : nil
        case .integer: converted = Self.integer(text)
        case .number: converted = Self.integer(text) ?? Double(text).map { .double($0) }
        }
        guard let converted else {
            let expected = switch need {
            case .integer: "an integer"
            case .number: "a number"
            case .character: "one character"
            case .text: "text"
            }
            throw MessageFormatError(reason: .argumentNotConvertible(position: position, text: text, expected: expected),
                                     format: format, offset: specifier.offset, specifier: specifier.text)
        }
        return converted
    }

    private static func integer(_ text: String) -> MessageArgument? {
        if let value = Int64(text) { return .int(value) }
        return UInt64(text).map { .uint($0) }
    }
}
