#if SourceTools
import StringCatalogTools

/// Finds the user-facing `@"…"` literals of an Objective-C file through the
/// project's tokenizer and wraps each in the configured macro,
/// `NAME(@"…", @"Table", bundle, @"")`, keeping the literal as written.
///
/// Adjacent literals (`@"a" "b"`, one `NSString`) are one literal; C
/// strings alone (`"…"`, `printf`) are never wrapped. Left alone: literals
/// in logging, assertion and `--skip` calls and in calls that localize
/// already; literals at file scope or in a `static` declaration, whose
/// initializer must be a constant (`static NSString *const k = @"…"`,
/// `#define` lines at file scope too); comments hold no literals.
struct ObjectiveCLiteralWrapper {
    private let options: WrapOptions
    private let names: CallNames
    private let regex: Regex<AnyRegexOutput>?

    init(options: WrapOptions, regex: Regex<AnyRegexOutput>?) {
        self.options = options
        self.names = CallNames(options: options)
        self.regex = regex
    }

    /// The sites of `source`, in source order.
    func scan(_ source: String) -> WrapScan {
        var tokenizer = SourceTokenizer(source)
        let tokens = tokenizer.tokens()
        let bytes = Array(source.utf8)
        var scan = WrapScan()
        var context = Context()
        var index = 0
        while index < tokens.count {
            guard case .string = tokens[index].kind else {
                context.read(tokens, at: index)
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count, case .string = tokens[end].kind { end += 1 }
            if let site = site(tokens[index..<end], bytes: bytes, context: context) { scan.sites.append(site) }
            index = end
        }
        return scan
    }

    private func site(_ group: ArraySlice<SourceToken>, bytes: [UInt8], context: Context) -> WrapSite? {
        var text = ""
        var isObjectiveC = false
        for case .string(let part, let objectiveC) in group.map(\.kind) {
            text += part
            isObjectiveC = isObjectiveC || objectiveC
        }
        guard isObjectiveC, options.match.matches(text, regex: regex), let first = group.first, let last = group.last,
              !context.isConstantScope, !context.callees.contains(where: { names.leavesAlone(name: $0, written: $0, isMethod: false) })
        else { return nil }
        let range = first.utf8Range.lowerBound..<last.utf8Range.upperBound
        let written = String(decoding: bytes[range], as: UTF8.self)
        let call = "\(options.objectiveCMacro)(\(written), @\(StringsFileWriter.quoted(options.table)), "
            + "\(options.bundle ?? "[NSBundle mainBundle]"), @\"\")"
        return WrapSite(utf8Range: range, replacement: call, key: text, line: first.line)
    }

    /// What encloses the current token: the calls it is an argument of, the
    /// brace depth, and whether its statement is a `static` declaration.
    private struct Context {
        /// The name before each open `(` (empty for a `(` without one); for a `[` message send, the
        /// selector's first keyword once read (`localizedStringForKey` in
        /// `[bundle localizedStringForKey:@"k" value:@"v" table:nil]`), so its literals count as localized.
        var callees: [String] = []
        /// Whether each open bracket of `callees` is a `[`.
        var isMessageSend: [Bool] = []
        var braceDepth = 0
        var statementIsStatic = false
        var atStatementStart = true

        /// Literals here must be constants: file scope or a `static` declaration.
        var isConstantScope: Bool { braceDepth == 0 || statementIsStatic }

        mutating func read(_ tokens: [SourceToken], at index: Int) {
            let kind = tokens[index].kind
            let startsStatement = atStatementStart
            atStatementStart = false
            switch kind {
            case .punctuation("("), .punctuation("["):
                var callee = ""
                if kind == .punctuation("("), index > 0, case .identifier(let name) = tokens[index - 1].kind { callee = name }
                callees.append(callee)
                isMessageSend.append(kind == .punctuation("["))
            case .punctuation(")"), .punctuation("]"):
                if !callees.isEmpty { callees.removeLast() }
                if !isMessageSend.isEmpty { isMessageSend.removeLast() }
            case .punctuation(":"):
                // `keyword:` directly in a message send: the selector's first keyword names the method.
                if isMessageSend.last == true, callees.last?.isEmpty == true, index > 0,
                   case .identifier(let name) = tokens[index - 1].kind {
                    callees[callees.count - 1] = name
                }
            case .punctuation("{"), .punctuation("}"), .punctuation(";"):
                braceDepth += kind == .punctuation("{") ? 1 : kind == .punctuation("}") ? -1 : 0
                braceDepth = max(braceDepth, 0)
                statementIsStatic = false
                atStatementStart = true
            case .identifier(let name) where startsStatement:
                statementIsStatic = name == "static"
            default:
                break
            }
        }
    }
}
#endif
