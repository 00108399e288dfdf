/// The arguments of one call, split at top-level commas, each with its
/// Swift label if any, reduced to what extraction needs.
struct CallArguments {
    enum Value: Equatable {
        /// One or more adjacent string literals, joined.
        case literal(String, interpolated: Bool)
        /// `nil`.
        case none
        /// Anything else: a variable, a call, an expression.
        case expression

        /// The literal's text; nil for `nil` and expressions.
        var text: String? {
            if case .literal(let text, _) = self { return text }
            return nil
        }
    }

    private var arguments: [(label: String?, value: Value)] = []

    /// Reads from the `(` at `opening` to its `)`; nil when the file ends first.
    init?(_ tokens: [SourceToken], openingAt opening: Int) {
        var depth = 0
        var current: [SourceToken] = []
        var index = opening + 1
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                depth += 1
            case .punctuation(")") where depth == 0:
                if !current.isEmpty || !arguments.isEmpty { arguments.append(Self.argument(current)) }
                return
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                depth -= 1
            case .punctuation(",") where depth == 0:
                arguments.append(Self.argument(current))
                current = []
                continue
            default:
                break
            }
            current.append(token)
        }
        return nil
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

    private static func argument(_ tokens: [SourceToken]) -> (label: String?, value: Value) {
        var body = tokens[...]
        var label: String?
        if body.count >= 3, case .identifier(let name) = body[body.startIndex].kind,
           body[body.startIndex + 1].kind == .punctuation(":") {
            label = name
            body = body.dropFirst(2)
        }
        return (label, value(body))
    }

    private static func value(_ tokens: ArraySlice<SourceToken>) -> Value {
        if tokens.count == 1, tokens.first?.kind == .identifier("nil") { return .none }
        var text = ""
        var interpolated = false
        for token in tokens {
            guard case .string(let part, let partInterpolated) = token.kind else { return .expression }
            text += part
            interpolated = interpolated || partInterpolated
        }
        return tokens.isEmpty ? .expression : .literal(text, interpolated: interpolated)
    }
}
