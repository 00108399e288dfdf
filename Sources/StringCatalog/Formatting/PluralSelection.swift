import Intl
import Messages

/// What a plural variable's argument chose: a category string's program,
/// or why there is none.
enum FormChoice {
    case program(Int)
    /// The argument is not a number.
    case notANumber
    /// No string for the number's category and no `other`.
    case noForm(PluralCategory)
}

extension CompiledMessage {
    /// The program of `variable`'s category string for `argument`, Apple's
    /// way: `zero` for the number 0 whenever the variable has one (even in
    /// English or Chinese, whose CLDR rules have no zero), else the string
    /// for the number's CLDR category in `rules`, else `other`.
    ///
    /// Integers use their value; a double uses the digits it shows: an
    /// integral double counts as an integer ("1 day"), unless the variable's
    /// value type gives a precision (`.1f`: "1.0 days"); other doubles use
    /// their shortest decimal digits ("1.5", "0.00001").
    func form(_ variable: Int, for argument: MessageArgument, rules: PluralRules) -> FormChoice {
        guard let category = PluralVariable.category(of: argument, precision: precisions[variable], rules: rules) else {
            return .notANumber
        }
        let base = variable * 6  // Forms per variable: PluralCategory's six.
        if argument.isZero, forms[base + PluralCategory.zero.slot] >= 0 { return .program(Int(forms[base + PluralCategory.zero.slot])) }
        let chosen = forms[base + category.slot]
        if chosen >= 0 { return .program(Int(chosen)) }
        let other = forms[base + PluralCategory.other.slot]
        return other >= 0 ? .program(Int(other)) : .noForm(category)
    }
}

extension PluralVariable {
    /// The precision of the value type (2 for `.2f`), nil when it has none
    /// or does not parse.
    var valuePrecision: Int? {
        guard let valueType, valueType.utf8.contains(UInt8(ascii: ".")) else { return nil }
        return (try? FormatSpecifier.all(in: "%" + valueType))?.first?.precision
    }

    /// nil when the argument is not a number.
    static func category(of argument: MessageArgument, precision: Int?, rules: PluralRules) -> PluralCategory? {
        switch argument {
        case .int(let value):
            return rules.category(for: Int(value))
        case .uint(let value):
            if let small = Int(exactly: value) { return rules.category(for: small) }
            return (try? rules.category(for: String(value))) ?? .other
        case .double(let value):
            return category(of: value, precision: precision, rules: rules)
        case .string, .character, .timestamp:
            return nil
        }
    }

    private static func category(of value: Double, precision: Int?, rules: PluralRules) -> PluralCategory {
        guard value.isFinite else { return .other }
        if let precision { return (try? rules.category(for: value, fractionDigits: precision)) ?? .other }
        return rules.category(for: PluralOperands(shortestDigitsOf: value))
    }
}

extension MessageArgument {
    var isZero: Bool {
        switch self {
        case .int(let value): value == 0
        case .uint(let value): value == 0
        case .double(let value): value == 0
        case .string, .character, .timestamp: false
        }
    }
}
