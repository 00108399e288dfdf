extension LintFinding {
    /// The finding as one line of JSON (JSON Lines: `intl strings lint --json`
    /// prints one such object per line), keys in this fixed order, unknown
    /// values `null`:
    ///
    ///     {"severity":"error","path":"ru.lproj/Localizable.stringsdict","line":3,"column":5,"key":"days","language":"ru","message":"…"}
    public var jsonLine: String {
        let fields = [
            ("severity", Self.quoted(severity.rawValue)),
            ("path", Self.quoted(path)),
            ("line", line > 0 ? String(line) : "null"),
            ("column", line > 0 ? String(column) : "null"),
            ("key", key.map(Self.quoted) ?? "null"),
            ("language", language.map(Self.quoted) ?? "null"),
            ("message", Self.quoted(message)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A JSON string literal: `"`, `\` and control characters escaped, the rest as is.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
