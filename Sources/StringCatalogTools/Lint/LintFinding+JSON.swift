import StringCatalog

extension LintFinding {
    /// The finding as one line of JSON (JSON Lines: `intl strings lint --json`
    /// prints one such object per line), keys in this fixed order, unknown
    /// values `null`:
    ///
    ///     {"severity":"error","path":"ru.lproj/Localizable.stringsdict","line":3,"column":5,"key":"days","language":"ru","message":"…","rule":"plural-missing-text"}
    public var jsonLine: String {
        let fields = [
            ("severity", Self.quoted(severity.rawValue)),
            ("path", Self.quoted(path)),
            ("line", line > 0 ? String(line) : "null"),
            ("column", line > 0 ? String(column) : "null"),
            ("key", key.map(Self.quoted) ?? "null"),
            ("language", language.map(Self.quoted) ?? "null"),
            ("message", Self.quoted(message)),
            ("rule", rule.map { Self.quoted($0.rawValue) } ?? "null"),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
