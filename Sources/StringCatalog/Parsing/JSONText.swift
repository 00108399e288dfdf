/// JSON string quoting, to find a key as the file spells it.
enum JSONText {
    /// `"a\"b"` for `a"b`; controls as `\n`, `\t`… or `\u00XX`.
    static func quoted(_ text: String) -> String {
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
