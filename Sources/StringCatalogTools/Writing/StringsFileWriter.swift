import StringCatalog

/// Writes `.strings` files that `StringCatalog`'s `StringsFileParser` reads back to the same
/// table: UTF-8, keys sorted, each entry preceded by its comment.
///
///     StringsFileWriter.render(StringsTable(name: "Localizable", entries: [
///         "run.title": CatalogEntry(key: "run.title", message: .text("Run \"now\""), comment: "Title"),
///     ]))
///     // "/* Title */\n\"run.title\" = \"Run \\\"now\\\"\";\n"
///
/// Entries are separated by a blank line. An entry without a comment gets
/// genstrings' `/* No comment provided by engineer. */`. A `*/` inside a
/// comment is written `* /` so the comment cannot end early. Plural
/// (`.stringsdict`) messages have no `.strings` form and are left out.
public enum StringsFileWriter {
    /// The comment written for entries that have none, as genstrings writes it.
    public static let noComment = "No comment provided by engineer."

    /// The file's text. `placeholderComment` is written for entries without
    /// a comment (genstrings' text by default; nil writes no comment).
    public static func render(_ table: StringsTable, placeholderComment: String? = noComment) -> String {
        render(entries: table.entries.keys.sorted().compactMap { table.entries[$0] }, placeholderComment: placeholderComment)
    }

    /// The text of `entries` in the order given (as ``render(_:placeholderComment:)``
    /// writes a table, whose keys it sorts).
    public static func render(entries table: [CatalogEntry], placeholderComment: String? = noComment) -> String {
        var entries: [String] = []
        for entry in table {
            guard case .text(let value) = entry.message else { continue }
            let line = "\(quoted(entry.key)) = \(quoted(value));\n"
            guard let comment = (entry.comment?.isEmpty == false ? entry.comment : nil) ?? placeholderComment else {
                entries.append(line)
                continue
            }
            entries.append("/* \(comment.replacingAll("*/", "* /")) */\n" + line)
        }
        return entries.joined(separator: "\n")
    }

    /// `text` as a quoted `.strings` literal: `"` and `\` escaped, line
    /// breaks and tabs as `\n \r \t`, other control characters as `\UXXXX`;
    /// every other character as is.
    ///
    ///     StringsFileWriter.quoted("a \"b\"\n\u{1}")   // "\"a \\\"b\\\"\\n\\U0001\""
    public static func quoted(_ text: String) -> String {
        // Most values need no escape: copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
