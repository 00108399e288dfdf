#if SourceTools
/// The arguments of one call, each with its Swift label if any, reduced to
/// what extraction needs.
struct CallArguments {
    enum Value: Equatable {
        /// One or more adjacent string literals, joined.
        case literal(Literal)
        /// `nil`.
        case none
        /// Anything else: a variable, a call, an expression.
        case expression

        /// The literal's text; nil for `nil` and expressions.
        var text: String? {
            if case .literal(let literal) = self { return literal.text }
            return nil
        }
    }

    /// A string literal's value in the two forms extraction needs.
    struct Literal: Equatable {
        /// The decoded text; an interpolation is kept as written, `\(count)`.
        var text: String
        /// Whether the literal holds `\(…)`.
        var interpolated: Bool
        /// The key `String.LocalizationValue` derives: interpolations become
        /// placeholders (`%lld`, `%@`) and, when there is one, `%` becomes `%%`.
        /// Equal to `text` without interpolation.
        var formatKey: String

        init(text: String, interpolated: Bool = false, formatKey: String? = nil) {
            self.text = text
            self.interpolated = interpolated
            self.formatKey = formatKey ?? text
        }
    }

    var arguments: [(label: String?, value: Value)]

    init(_ arguments: [(label: String?, value: Value)]) {
        self.arguments = arguments
    }

    /// The value of each role: labeled arguments by label, the others in order.
    func values(for routine: LocalizationRoutine) -> [LocalizationRoutine.Role: Value] {
        var values: [LocalizationRoutine.Role: Value] = [:]
        var unlabeled = 0
        for argument in arguments {
            let role: LocalizationRoutine.Role?
            if let label = argument.label {
                role = routine.labels[label]
            } else {
                role = unlabeled < routine.positional.count ? routine.positional[unlabeled] : nil
                unlabeled += 1
            }
            if let role, role != .ignored, values[role] == nil { values[role] = argument.value }
        }
        return values
    }

    /// Whether the call passes every label the routine requires.
    func hasLabels(of routine: LocalizationRoutine) -> Bool {
        routine.requiredLabels.allSatisfy { label in arguments.contains { $0.label == label } }
    }
}
#endif
