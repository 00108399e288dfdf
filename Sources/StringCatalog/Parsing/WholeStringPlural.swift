import Intl

/// Turns `.xcstrings` plural variations on a whole string into one plural
/// variable; see ``XCStringsParser``.
enum WholeStringPlural {
    static func variable(named name: String, forms: [PluralCategory: String]) -> (format: String, variable: PluralVariable) {
        let reference = forms[.other] ?? PluralCategory.allCases.compactMap { forms[$0] }.first ?? ""
        let numbered = numberedSpecifiers(reference)
        let number = numbered.first { $0.specifier.isNumeric && !$0.specifier.body.hasSuffix("#@") }
        let argument = number?.argument ?? 1
        let needsPositions = argument != 1 || forms.values.contains { PrintfSpecifier.all(in: $0).count > 1 }
        let variable = PluralVariable(valueType: number.map { valueType($0.specifier.body) },
                                      forms: needsPositions ? forms.mapValues(positional) : forms)
        return (argument == 1 ? "%#@\(name)@" : "%\(argument)$#@\(name)@", variable)
    }

    /// Each specifier with the argument it consumes (explicit `N$`, else the next one).
    private static func numberedSpecifiers(_ text: String) -> [(specifier: PrintfSpecifier, argument: Int)] {
        var next = 1
        return PrintfSpecifier.all(in: text).map { specifier in
            if let position = specifier.position { return (specifier, position) }
            defer { next += 1 }
            return (specifier, next)
        }
    }

    /// `"%@ has %lld items"` → `"%1$@ has %2$lld items"`.
    private static func positional(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        for (specifier, argument) in numberedSpecifiers(text).reversed() where specifier.position == nil {
            scalars.insert(contentsOf: "\(argument)$".unicodeScalars, at: specifier.range.lowerBound + 1)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The length modifier and conversion: `"lld"` for `"-5lld"`, `"f"` for `".2f"`.
    private static func valueType(_ body: String) -> String {
        String(String.UnicodeScalarView(body.unicodeScalars.drop { "-+ #0'123456789.*".unicodeScalars.contains($0) }))
    }
}
