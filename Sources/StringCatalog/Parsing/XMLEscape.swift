/// XML character escaping: to find a key as a file spells it, and to write
/// `.stringsdict` files (`XMLEscape.text("a<b")` is `"a&lt;b"`).
package enum XMLEscape {
    package static func text(_ text: String) -> String {
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
