#if SourceTools
/// One call of a localization routine, found by either language's reader.
struct LocalizationCall {
    var routine: LocalizationRoutine
    var arguments: CallArguments
    /// 1-based line and column (in Unicode scalars) of the routine's name.
    var line: Int
    var column: Int

    /// The calls of an Objective-C source: a routine's name followed by `(`,
    /// unless `#define` or `func` stands before it (a definition, not a call).
    /// Methods (names starting with `.`) are Swift only.
    static func objectiveC(in source: String, routines: [String: LocalizationRoutine]) -> [LocalizationCall] {
        var tokenizer = SourceTokenizer(source)
        let tokens = tokenizer.tokens()
        var calls: [LocalizationCall] = []
        for index in tokens.indices.dropLast() {
            guard case .identifier(let name) = tokens[index].kind, let routine = routines[name],
                  tokens[index + 1].kind == .punctuation("("), !isDefinition(tokens, before: index),
                  let arguments = CallArguments(tokens, openingAt: index + 1) else { continue }
            calls.append(LocalizationCall(routine: routine, arguments: arguments, line: tokens[index].line, column: tokens[index].column))
        }
        return calls
    }

    private static func isDefinition(_ tokens: [SourceToken], before index: Int) -> Bool {
        guard index > 0, case .identifier(let previous) = tokens[index - 1].kind else { return false }
        return previous == "func" || previous == "define"
    }
}
#endif
