/// JSON string quoting (RFC 8259 §7): to find a key as a file spells it,
/// and for every JSON the tools and the CLI print.
package enum JSONText {
    /// `"a\"b"` for `a"b`; controls as `\n`, `\t`… or `\u00XX`.
    ///
    ///     JSONText.quoted("a\"b\n")   // "\"a\\\"b\\n\""
    package static func quoted(_ text: String) -> String {
        // Most text needs no escape: copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20: result += "\\u" + String(hex4: scalar.value).lowercased()
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
