import StringCatalog

/// Writes a table back as files the parsers read: `.strings` text for plain
/// entries and an XML `.stringsdict` for plural ones. Keys are sorted so the
/// output is stable; comments are kept.
///
///     let table = StringsTable(name: "Localizable", entries: [
///         "greeting": CatalogEntry(key: "greeting", message: .text("Say \"hi\"\n"), comment: "Home"),
///     ])
///     StringsTableWriter.strings(table)
///     // "/* Home */\n\"greeting\" = \"Say \\\"hi\\\"\\n\";\n"
public enum StringsTableWriter {
    /// The `.text` entries as a UTF-8 `.strings` file; nil when the table has none.
    public static func strings(_ table: StringsTable) -> String? {
        var output = ""
        for key in table.entries.keys.sorted() {
            guard let entry = table.entries[key], case .text(let text) = entry.message else { continue }
            if !output.isEmpty { output += "\n" }
            if let comment = entry.comment { output += "/* \(commentText(comment)) */\n" }
            output += "\(quoted(key)) = \(quoted(text));\n"
        }
        return output.isEmpty ? nil : output
    }

    /// The `.plural` entries as an XML property list; nil when the table has
    /// none. A `.stringsdict` has no place for comments, so they are dropped.
    public static func stringsdict(_ table: StringsTable) -> String? {
        var body = ""
        for key in table.entries.keys.sorted() {
            guard let entry = table.entries[key], case .plural(let plural) = entry.message else { continue }
            body += "\t<key>\(xml(key))</key>\n\t<dict>\n"
            body += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(xml(plural.format))</string>\n"
            for name in plural.variables.keys.sorted() {
                guard let variable = plural.variables[name] else { continue }
                body += "\t\t<key>\(xml(name))</key>\n\t\t<dict>\n"
                body += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                if let valueType = variable.valueType {
                    body += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(xml(valueType))</string>\n"
                }
                for form in PluralForm.allCases {
                    guard let text = variable.forms[form] else { continue }
                    body += "\t\t\t<key>\(form.rawValue)</key>\n\t\t\t<string>\(xml(text))</string>\n"
                }
                body += "\t\t</dict>\n"
            }
            body += "\t</dict>\n"
        }
        guard !body.isEmpty else { return nil }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
    }

    /// A `.strings` quoted string: `"` and `\` escaped, control characters
    /// as `\n`, `\t`, `\r` or `\UXXXX`, everything else as is (UTF-8).
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// A comment cannot contain `*/`: it would end the comment early.
    private static func commentText(_ comment: String) -> String {
        comment.replacing("*/", with: "* /")
    }

    private static func xml(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
