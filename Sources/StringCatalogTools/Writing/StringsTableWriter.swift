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
    /// The `.text` entries as a UTF-8 `.strings` file (``StringsFileWriter``,
    /// entries without a comment written without one); nil when the table has none.
    public static func strings(_ table: StringsTable) -> String? {
        let hasText = table.entries.values.contains { if case .text = $0.message { true } else { false } }
        return hasText ? StringsFileWriter.render(table, placeholderComment: nil) : nil
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

    private static func xml(_ text: String) -> String { XMLEscape.text(text) }
}
