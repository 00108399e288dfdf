/// How a key becomes a Swift path: each `.`-separated part of the key but
/// the last is a nested enum (`UpperCamelCase`), the last is the accessor
/// (`lowerCamelCase`).
///
///     AccessorName.path(of: "settings.title")        // (types: ["Settings"], member: "title")
///     AccessorName.path(of: "order.total-price")     // (types: ["Order"], member: "totalPrice")
///     AccessorName.path(of: "404.URL_title")         // (types: ["_404"], member: "urlTitle")
///     AccessorName.path(of: "default")               // (types: [], member: "`default`")
///
/// Rules, applied in this order so the result depends on the key alone:
/// 1. Empty parts (`a..b`, a leading or trailing `.`) are dropped.
/// 2. Within a part, every character other than an ASCII letter or digit
///    separates words (`_`, `-`, spaces, `%`, non-ASCII letters); a part
///    without any word is `key` (types: `Key`).
/// 3. Words are joined with their first letter capitalized; a member's first
///    word is lowercased up to the start of its last leading capital
///    (`URLTitle` → `urlTitle`, `Settings` → `settings`, `iOS` → `iOS`).
/// 4. A name starting with a digit gets a leading `_`.
/// 5. A member that is a Swift keyword is written in backticks; a type named
///    `Self`, `Type`, `Protocol` or `Any` (not allowed even in backticks) gets
///    a trailing `_`.
///
/// Different keys can map to one name (`a-b`, `a_b`); the generator reports it.
enum AccessorName {
    /// The enum names and the accessor name of `key`.
    static func path(of key: String) -> (types: [String], member: String) {
        var parts = key.split(separator: ".").map(String.init)
        let last = parts.popLast() ?? ""
        return (parts.map(typeName), memberName(last))
    }

    /// `UpperCamelCase` for a table or a key's prefix part.
    static func typeName(_ part: String) -> String {
        let name = safeStart(words(part).map(capitalized).joined(), empty: "Key")
        return reservedTypeNames.contains(name) ? name + "_" : name
    }

    /// `lowerCamelCase` for a key's last part, in backticks when a keyword.
    static func memberName(_ part: String) -> String {
        let words = words(part)
        guard let first = words.first else { return "key" }
        let name = safeStart(lowercasedStart(first) + words.dropFirst().map(capitalized).joined(), empty: "key")
        return keywords.contains(name) ? "`" + name + "`" : name
    }

    private static func words(_ part: String) -> [Substring] {
        part.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    private static func capitalized(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `settings` for `Settings`, `url` for `URL`, `urlTitle` for `URLTitle`.
    private static func lowercasedStart(_ word: Substring) -> String {
        let capitals = word.prefix { $0.isUppercase }.count
        let lowered = capitals == word.count || capitals <= 1 ? max(capitals, 1) : capitals - 1
        return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
    }

    private static func safeStart(_ name: String, empty: String) -> String {
        guard let first = name.first else { return empty }
        return first.isNumber ? "_" + name : name
    }

    /// Names a nested type cannot have, backticks or not.
    private static let reservedTypeNames: Set<String> = ["Self", "Type", "Protocol", "Any"]

    /// Swift keywords that need backticks as a function name.
    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super",
        "throws", "true", "try", "await", "some", "any",
    ]
}
