/// XML and HTML character escaping: to find a key as a file spells it, to
/// write `.stringsdict` files, and to put formatted text into a page.
///
///     MarkupEscape.text("a<b & c")         // "a&lt;b &amp; c"
///     MarkupEscape.attribute("say \"hi\"") // "say &quot;hi&quot;"
package enum MarkupEscape {
    /// `&`, `<` and `>` escaped: text between tags.
    package static func text(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// `&`, `<`, `>`, `"` and `'` escaped: text that may also stand in an attribute value.
    package static func attribute(_ text: String) -> String {
        escaped(text, quotes: true)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where quotes: escaped += "&quot;"
            case "'" where quotes: escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
