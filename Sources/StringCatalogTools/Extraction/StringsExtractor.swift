import TextEscaping

/// This project's `genstrings`: finds the localizable strings of Swift and
/// Objective-C sources.
///
/// Recognized calls (and custom routines with `NSLocalizedString`'s shape):
///
/// | call | key | table | default value | comment |
/// |---|---|---|---|---|
/// | `NSLocalizedString(@"k", @"c")` | 1st | | | 2nd |
/// | `NSLocalizedString("k", tableName: "T", bundle: b, value: "v", comment: "c")` | 1st | `tableName:` | `value:` | `comment:` |
/// | `NSLocalizedStringFromTable(@"k", @"T", @"c")` | 1st | 2nd | | 3rd |
/// | `NSLocalizedStringFromTableInBundle(@"k", @"T", b, @"c")` | 1st | 2nd | | 4th |
/// | `NSLocalizedStringWithDefaultValue(@"k", @"T", b, @"v", @"c")` | 1st | 2nd | 4th | 5th |
/// | `String(localized: "k", defaultValue: "v", table: "T", comment: "c")` | `localized:` | `table:` | `defaultValue:` | `comment:` |
/// | `LocalizedStringResource("k", defaultValue: "v", table: "T", comment: "c")` | 1st | `table:` | `defaultValue:` | `comment:` |
///
///     let source = #"label.text = NSLocalizedString("run.title", comment: "Title of the run screen")"#
///     let result = StringsExtractor().extract(from: source, path: "Run.swift", language: .swift)
///     result.strings   // [ExtractedString(key: "run.title", table: "Localizable", comment: "Title of the run screen", path: "Run.swift", line: 1, column: 14)]
///
/// Calls inside comments and string literals are not matched (see the
/// tokenizer's rules). A key that is not a string literal, or one with an
/// interpolation (`"\(count) runs"`), is skipped with a warning; so is a
/// table that is not a literal (the entry then goes to the default table).
/// Adjacent literals (`@"a" @"b"`) are joined. A definition of a routine
/// (`func MyLocalized(` or `#define MyLocalized(`) is no call.
public struct StringsExtractor: Sendable {
    /// The table for calls that name none. Default: `"Localizable"`.
    public var defaultTable: String
    /// Names of the project's own routines taking `NSLocalizedString`'s arguments.
    public var customRoutines: [String]

    /// An extractor writing to `defaultTable` and also matching `customRoutines`.
    public init(defaultTable: String = "Localizable", customRoutines: [String] = []) {
        self.defaultTable = defaultTable
        self.customRoutines = customRoutines
    }

    /// The strings of one source text, in source order, and the warnings.
    ///
    /// - Complexity: O(n) in the source's length.
    public func extract(from source: String, path: String, language: SourceLanguage) -> ExtractionResult {
        var routines = LocalizationRoutine.builtIn
        for name in customRoutines { routines[name] = .likeNSLocalizedString(name) }
        var tokenizer = SourceTokenizer(source, language: language)
        let tokens = tokenizer.tokens()
        var result = ExtractionResult()
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard case .identifier(let name) = tokens[index].kind, let routine = routines[name],
                  tokens[index + 1].kind == .punctuation("("), !Self.isDefinition(tokens, before: index),
                  let arguments = CallArguments(tokens, openingAt: index + 1) else { continue }
            let call = tokens[index]
            extract(routine, arguments, at: call, path: path, into: &result)
        }
        return result
    }

    /// `func NSLocalizedString(` or `#define NSLocalizedString(` defines the routine.
    private static func isDefinition(_ tokens: [SourceToken], before index: Int) -> Bool {
        guard index > 0, case .identifier(let previous) = tokens[index - 1].kind else { return false }
        return previous == "func" || previous == "define"
    }

    private func extract(_ routine: LocalizationRoutine, _ arguments: CallArguments, at call: SourceToken,
                         path: String, into result: inout ExtractionResult) {
        let values = arguments.values(for: routine)
        guard let keyValue = values[.key] else { return }  // `String(describing:)` and the like.
        let display = routine.name == "String" ? "String(localized:)" : routine.name
        func warn(_ message: String, key: String? = nil) {
            result.warnings.append(ExtractionWarning(path: path, line: call.line, column: call.column, key: key,
                                                     message: "\(display): \(message)"))
        }
        guard case .literal(let key, let interpolated) = keyValue else { return warn("the key is not a string literal; skipped") }
        guard !interpolated else { return warn("the key \(QuotedText.quoted(key)) has an interpolation; skipped", key: key) }
        var table = defaultTable
        switch values[.table] {
        case .literal(let name, _)? where !name.isEmpty: table = name
        case .expression?: warn("the table of \(QuotedText.quoted(key)) is not a string literal; it goes to \(defaultTable)", key: key)
        default: break
        }
        result.strings.append(ExtractedString(key: key, table: table, defaultValue: values[.value]?.text,
                                              comment: values[.comment]?.text.flatMap { $0.isEmpty ? nil : $0 },
                                              path: path, line: call.line, column: call.column))
    }
}

/// What one source text (or several) yielded.
public struct ExtractionResult: Sendable, Hashable {
    /// Every string found, in source order (files in the order given).
    public var strings: [ExtractedString] = []
    /// Calls skipped and other problems, in source order.
    public var warnings: [ExtractionWarning] = []

    /// A result holding `strings` and `warnings`.
    public init(strings: [ExtractedString] = [], warnings: [ExtractionWarning] = []) {
        self.strings = strings
        self.warnings = warnings
    }
}
