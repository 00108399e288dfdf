#if SourceTools
/// One localizable string found in source code.
///
/// For `NSLocalizedString("run.title", tableName: "Run", value: "Run", comment: "Title")`
/// on line 3 of `Home.swift`:
/// `ExtractedString(key: "run.title", table: "Run", defaultValue: "Run", comment: "Title", path: "Home.swift", line: 3, column: 9)`.
public struct ExtractedString: Sendable, Hashable {
    /// The key, decoded from its literal.
    public var key: String
    /// The table it belongs to: the call's table, else the extractor's default.
    public var table: String
    /// The call's default value (`value:`, `defaultValue:`); nil when it has none.
    public var defaultValue: String?
    /// The comment for translators; nil when the call has none (or an empty one).
    public var comment: String?
    /// The source file.
    public var path: String
    /// 1-based line of the routine's name.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the routine's name.
    public var column: Int

    /// A string found at `path`, `line`, `column`.
    public init(key: String, table: String, defaultValue: String? = nil, comment: String? = nil,
                path: String, line: Int, column: Int) {
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        self.comment = comment
        self.path = path
        self.line = line
        self.column = column
    }
}

/// Something extraction noticed but did not stop for: a key it had to
/// skip, a key with two comments, a key no longer in the sources.
///
///     warning.description
///     // "Sources/Home.swift:12:5: warning: NSLocalizedString: the key \"\\(count) runs\" has an interpolation; skipped"
public struct ExtractionWarning: Sendable, Hashable, CustomStringConvertible {
    /// The source file, or the table for a stale key.
    public var path: String
    /// 1-based line, or 0 when unknown.
    public var line: Int
    /// 1-based column in Unicode scalars, or 0 when unknown.
    public var column: Int
    /// The key concerned, when there is one.
    public var key: String?
    /// What happened, without the position.
    public var message: String

    /// A warning at `line`:`column` of `path` (0, 0 when unknown).
    public init(path: String, line: Int, column: Int, key: String? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }

    /// `path:line:column: warning: message` (`path: warning: message` without a position).
    public var description: String {
        let position = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(position): warning: \(message)"
    }
}
#endif
