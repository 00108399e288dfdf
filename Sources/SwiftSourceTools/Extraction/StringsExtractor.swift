#if SourceTools
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
/// | `localizer.string("k", table: "T", default: "v")` (this library's `Localizer`) | 1st | `table:` | `default:` | |
/// | `localizer.format("k", table: "T", default: "v", arguments: […])` | 1st | `table:` | `default:` | |
///
/// Swift is read by swift-syntax, Objective-C by this module's tokenizer.
/// The key of `String(localized:)` and `LocalizedStringResource` (and their
/// `defaultValue:`) is a `String.LocalizationValue`: an interpolation
/// becomes a placeholder, as Xcode derives the key:
///
///     String(localized: "共\(3)项, \(Double(x)) km, \(name)")   // key "共%lld项, %lf km, %@"
///
/// A parser knows no types, so a placeholder other than `%@` is used only
/// where the syntax fixes the type (a number literal, `Int(x)`, `Double(x)`;
/// see the README's "Working with translators"); `\(count)` gives `%@`
/// where Xcode, knowing `count` is an `Int`, writes `%lld`. With an
/// interpolation, a literal `%` is `%%`.
///
///     let source = #"label.text = NSLocalizedString("run.title", comment: "Title of the run screen")"#
///     let result = StringsExtractor().extract(from: source, path: "Run.swift", language: .swift)
///     result.strings   // [ExtractedString(key: "run.title", table: "Localizable", comment: "Title of the run screen", path: "Run.swift", line: 1, column: 14)]
///
/// Calls inside comments and string literals are not matched. A key that
/// is not a string literal, or one with an interpolation where the routine
/// takes a plain `String` (`NSLocalizedString("\(count) runs", …)`), is
/// skipped with a warning; so is a
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
        let calls = switch language {
        case .swift: SwiftCallFinder.calls(in: source, routines: routines)
        case .objectiveC: LocalizationCall.objectiveC(in: source, routines: routines)
        }
        var result = ExtractionResult()
        for call in calls { extract(call, path: path, into: &result) }
        return result
    }

    private func extract(_ call: LocalizationCall, path: String, into result: inout ExtractionResult) {
        let routine = call.routine
        let values = call.arguments.values(for: routine)
        guard let keyValue = values[.key] else { return }  // `String(describing:)` and the like.
        func warn(_ message: String, key: String? = nil) {
            result.warnings.append(ExtractionWarning(path: path, line: call.line, column: call.column, key: key,
                                                     message: "\(routine.displayName): \(message)"))
        }
        guard case .literal(let literal) = keyValue else { return warn("the key is not a string literal; skipped") }
        let derivesKey = routine.formatKeyRoles.contains(.key)
        guard derivesKey || !literal.interpolated else {
            return warn("the key \(QuotedText.quoted(literal.text)) has an interpolation; skipped", key: literal.text)
        }
        let key = derivesKey ? literal.formatKey : literal.text
        var table = defaultTable
        switch values[.table] {
        case .literal(let name)? where !name.text.isEmpty: table = name.text
        case .expression?: warn("the table of \(QuotedText.quoted(key)) is not a string literal; it goes to \(defaultTable)", key: key)
        default: break
        }
        var defaultValue: String?
        if case .literal(let value)? = values[.value] {
            defaultValue = routine.formatKeyRoles.contains(.value) ? value.formatKey : value.text
        }
        result.strings.append(ExtractedString(key: key, table: table, defaultValue: defaultValue,
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
#endif
