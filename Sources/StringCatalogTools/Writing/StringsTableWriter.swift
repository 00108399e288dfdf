import TextEscaping
import Intl
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

    /// The `.plural` entries, and those with device or width variants
    /// (`NSStringDeviceSpecificRuleType`, `NSStringVariableWidthRuleType`),
    /// as an XML property list; nil when the table has none. A `.stringsdict`
    /// has no place for comments, so they are dropped.
    public static func stringsdict(_ table: StringsTable) -> String? {
        var body = ""
        for key in table.entries.keys.sorted() {
            guard let entry = table.entries[key] else { continue }
            if case .text = entry.message { continue }
            body += "\t<key>\(xml(key))</key>\n" + value(entry.message, indent: "\t")
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

    /// A message as a property list value at `indent`: a `<string>`, or a `<dict>` with its rule or format.
    private static func value(_ message: CatalogMessage, indent: String) -> String {
        let inner = indent + "\t"
        var body: String
        switch message {
        case .text(let text):
            return "\(indent)<string>\(xml(text))</string>\n"
        case .plural(let plural):
            body = "\(inner)<key>NSStringLocalizedFormatKey</key>\n\(inner)<string>\(xml(plural.format))</string>\n"
            for name in plural.variables.keys.sorted() {
                guard let variable = plural.variables[name] else { continue }
                body += "\(inner)<key>\(xml(name))</key>\n" + self.variable(variable, indent: inner)
            }
        case .devices(let variants):
            body = "\(inner)<key>NSStringDeviceSpecificRuleType</key>\n\(inner)<dict>\n"
            for (device, variant) in ClientDevice.allCases.compactMap({ device in
                (device == .other ? variants.other : variants.specific[device]).map { (device, $0) }
            }) {
                body += "\(inner)\t<key>\(device.rawValue)</key>\n" + value(variant, indent: inner + "\t")
            }
            body += "\(inner)</dict>\n"
        case .widths(let variants):
            body = "\(inner)<key>NSStringVariableWidthRuleType</key>\n\(inner)<dict>\n"
            for (width, variant) in zip(variants.widths, variants.messages) {
                body += "\(inner)\t<key>\(width)</key>\n" + value(variant, indent: inner + "\t")
            }
            body += "\(inner)</dict>\n"
        }
        return "\(indent)<dict>\n\(body)\(indent)</dict>\n"
    }

    private static func variable(_ variable: PluralVariable, indent: String) -> String {
        let inner = indent + "\t"
        var body = "\(indent)<dict>\n"
        body += "\(inner)<key>NSStringFormatSpecTypeKey</key>\n\(inner)<string>NSStringPluralRuleType</string>\n"
        if let valueType = variable.valueType {
            body += "\(inner)<key>NSStringFormatValueTypeKey</key>\n\(inner)<string>\(xml(valueType))</string>\n"
        }
        for form in PluralCategory.allCases {
            guard let text = variable.forms[form] else { continue }
            body += "\(inner)<key>\(form.rawValue)</key>\n\(inner)<string>\(xml(text))</string>\n"
        }
        return body + "\(indent)</dict>\n"
    }

    private static func xml(_ text: String) -> String { MarkupEscape.text(text) }
}
