/// One problem lint found in a string table: where, in which key and
/// language, and how serious.
///
///     finding.description
///     // "de.lproj/Localizable.strings:4:1: error: \"runs\" (de): argument 2 is %@, but en has %lu"
///     // "ru.lproj/Localizable.stringsdict:3:5: warning: \"days\" (ru): plural variable \"d\" lacks few (ru needs one, few, many, other); the other text is shown for those numbers"
///     // "de.lproj/Localizable.strings: warning: \"title\" (de): missing (en has this key)"
///
/// `path:line:column:` is the form compilers and `plutil -lint` print, so
/// editors jump to it; without a known position it is just `path:`.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is: errors make `intl strings lint` exit 1.
    public enum Severity: String, Hashable, Sendable {
        /// Worth a look; the catalog still works (a missing translation falls back).
        case warning
        /// Breaks at run time or cannot be read: a syntax error, a specifier
        /// that reads the wrong argument, a plural category the language needs.
        case error
    }

    /// How serious the finding is.
    public var severity: Severity
    /// The file (or `.lproj` folder) concerned, as reached from the paths given.
    public var path: String
    /// 1-based line, or 0 when unknown.
    public var line: Int
    /// 1-based column in Unicode scalars, or 0 when unknown.
    public var column: Int
    /// The key concerned, or nil for a whole file or table.
    public var key: String?
    /// The localization concerned ("de", "Base"), or nil when unknown.
    public var language: String?
    /// What is wrong, without the position: `"runs" (de): argument 3 (%@) is not in en`.
    public var message: String
    /// The check that found it (nil for a finding made outside lint).
    public var rule: LintRule?

    /// A finding; `line` and `column` are 0 when the position is unknown.
    public init(severity: Severity, path: String, line: Int = 0, column: Int = 0,
                key: String? = nil, language: String? = nil, message: String, rule: LintRule? = nil) {
        self.severity = severity
        self.rule = rule
        self.path = path
        self.line = line
        self.column = column
        self.key = key
        self.language = language
        self.message = message
    }

    /// `path:line:column: severity: message`, or `path: severity: message`
    /// when the position is unknown.
    public var description: String {
        let position = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(position): \(severity.rawValue): \(message)"
    }
}
