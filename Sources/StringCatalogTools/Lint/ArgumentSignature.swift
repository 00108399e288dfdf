import StringCatalog

/// The arguments a message takes, by 1-based position, each as the
/// specifier that reads it in a normalized spelling (`%lu`, `%@`, `%f`):
/// what must agree between the development language and a translation.
///
/// `"%lu of %lu"` and `"%2$lu … %1$lu"` both take `[1: "%lu", 2: "%lu"]`.
/// Flags, width and precision may differ between languages; the conversion
/// and the length modifier may not (they decide how the argument is read).
/// All floating-point conversions (`f e g`) read a double and count as `%f`.
struct ArgumentSignature: Hashable {
    var types: [Int: String] = [:]
    /// Positions that one message reads as two types (`%1$#@n@` with `NSStringFormatValueTypeKey` `lu`
    /// and `%1$@` in a form): `argument 1 is read as %lu and as %@`.
    var conflicts: [String] = []
    /// Positions typed only by a plural variable's `NSStringFormatValueTypeKey` so far: a form's own
    /// specifier for that position says what the argument is (`%#@names@` with `%1$@` in its forms
    /// passes a string), so it replaces such a type without a conflict.
    private var typedByVariable: Set<Int> = []

    /// - Throws: `MessageFormatError` for a malformed specifier in the format
    ///   or in a plural category string.
    static func of(_ message: CatalogMessage) throws(MessageFormatError) -> ArgumentSignature {
        var signature = ArgumentSignature()
        switch message {
        case .text(let text):
            try signature.add(FormatSpecifier.all(in: text), variables: [:], sequential: true)
        case .plural(let plural):
            try signature.add(FormatSpecifier.all(in: plural.format), variables: plural.variables, sequential: true)
            for name in plural.variables.keys.sorted() {
                for text in (plural.variables[name]?.forms ?? [:]).sorted(by: { $0.key < $1.key }).map(\.value) {
                    // Unpositioned specifiers here read the variable's own number.
                    let specifiers = try FormatSpecifier.all(in: text, allowingMixedPositions: true)
                    signature.add(specifiers, variables: plural.variables, sequential: false)
                }
            }
        case .devices, .widths:
            // Every variant reads the same arguments; the first to use a position names its type.
            for variant in message.plainMessages {
                for (position, type) in try of(variant).types where signature.types[position] == nil {
                    signature.types[position] = type
                }
            }
        }
        return signature
    }

    /// What a translation taking these arguments does differently from the
    /// development language's `expected`, by position: `argument 2 is %@, but
    /// en has %lu`, `argument 2 (%@) is not in en`, `argument 1 (%d in en) is
    /// not used`. Empty when they agree (lint and the accessor generator
    /// report the same words). A position read as two types counts only where
    /// `expected` does not read it so too.
    func differences(from expected: ArgumentSignature, development: String) -> [String] {
        conflicts.filter { !expected.conflicts.contains($0) } + Set(types.keys).union(expected.types.keys).sorted().compactMap { position in
            switch (types[position], expected.types[position]) {
            case let (mine?, theirs?) where mine != theirs: "argument \(position) is \(mine), but \(development) has \(theirs)"
            case let (mine?, nil): "argument \(position) (\(mine)) is not in \(development)"
            case let (nil, theirs?): "argument \(position) (\(theirs) in \(development)) is not used"
            default: nil
            }
        }
    }

    /// Records the specifiers; unpositioned ones take the next position when `sequential`.
    private mutating func add(_ specifiers: [FormatSpecifier], variables: [String: PluralVariable], sequential: Bool) {
        var next = 1
        for specifier in specifiers {
            guard let position = specifier.position ?? (sequential ? next : nil) else { continue }
            next = position + 1
            let type = Self.typeName(specifier, variables: variables)
            let isVariable = if case .pluralVariable = specifier.kind { true } else { false }
            if let known = types[position], !typedByVariable.contains(position) || isVariable {
                if known != type { conflicts.append("argument \(position) is read as \(known) and as \(type)") }
            } else {
                if types[position] == nil || !isVariable { types[position] = type }
                if isVariable { typedByVariable.insert(position) } else { typedByVariable.remove(position) }
            }
        }
    }

    /// `%lu` for `%2$5lu`; a plural variable reads a number of its value type.
    static func typeName(_ specifier: FormatSpecifier, variables: [String: PluralVariable]) -> String {
        let conversion: String
        switch specifier.kind {
        case .signedInteger: conversion = "d"
        case .unsignedInteger: conversion = "u"
        case .radixInteger(let character): conversion = String(character)
        case .floatingPoint: conversion = "f"
        case .object: conversion = "@"
        case .string: conversion = "s"
        case .character: conversion = "c"
        case .pluralVariable(let name):
            let valueType = variables[name]?.valueType ?? "ld"
            guard let number = try? FormatSpecifier.all(in: "%" + valueType).first, number.kind != specifier.kind else {
                return "%" + valueType
            }
            return typeName(number, variables: [:])
        }
        return "%" + specifier.lengthModifier + conversion
    }
}
