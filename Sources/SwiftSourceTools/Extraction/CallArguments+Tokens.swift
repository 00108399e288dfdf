#if SourceTools
extension CallArguments {
    /// An Objective-C call's arguments, read from the `(` at `opening` to its
    /// `)` and split at top-level commas; nil when the file ends first.
    init?(_ tokens: [SourceToken], openingAt opening: Int) {
        var arguments: [(label: String?, value: Value)] = []
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
                if !current.isEmpty || !arguments.isEmpty { arguments.append((nil, Self.value(current[...]))) }
                self.init(arguments)
                return
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                depth -= 1
            case .punctuation(",") where depth == 0:
                arguments.append((nil, Self.value(current[...])))
                current = []
                continue
            default:
                break
            }
            current.append(token)
        }
        return nil
    }

    private static func value(_ tokens: ArraySlice<SourceToken>) -> Value {
        if tokens.count == 1, tokens.first?.kind == .identifier("nil") { return .none }
        var text = ""
        for token in tokens {
            guard case .string(let part, _) = token.kind else { return .expression }
            text += part
        }
        return tokens.isEmpty ? .expression : .literal(Literal(text: text))
    }
}
#endif
