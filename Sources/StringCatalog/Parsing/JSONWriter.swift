/// Pretty JSON with sorted keys and exact string escaping. `separator`
/// follows each object key: `": "` for `intl strings dump`, `" : "` as
/// Xcode writes `.xcstrings` files.
package enum JSONWriter {
    package static func write(_ value: StructuredValue, indent: Int, separator: String = ": ", to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .real(let number): output += number.isFinite ? "\(number)" : "null"
        case .string(let text): output += JSONText.quoted(text)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (offset, item) in items.enumerated() {
                spaces(indent + 2, to: &output)
                write(item, indent: indent + 2, separator: separator, to: &output)
                output += offset + 1 < items.count ? ",\n" : "\n"
            }
            spaces(indent, to: &output)
            output += "]"
        case .dictionary(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted()
            for (offset, key) in keys.enumerated() {
                spaces(indent + 2, to: &output)
                output += JSONText.quoted(key)
                output += separator
                write(members[key] ?? .null, indent: indent + 2, separator: separator, to: &output)
                output += offset + 1 < keys.count ? ",\n" : "\n"
            }
            spaces(indent, to: &output)
            output += "}"
        }
    }

    /// `count` spaces.
    private static func spaces(_ count: Int, to output: inout String) {
        output += String(repeating: " ", count: count)
    }
}
