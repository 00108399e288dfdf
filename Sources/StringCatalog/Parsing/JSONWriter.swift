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
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", indent: indent, separator: separator,
                           to: &output)
        case .dictionary(let members):
            writeContainer(members.keys.sorted().map { ($0, members[$0] ?? .null) }, open: "{", close: "}",
                           indent: indent, separator: separator, to: &output)
        }
    }

    private static func writeContainer(_ items: [(String?, StructuredValue)], open: String, close: String,
                                       indent: Int, separator: String, to output: inout String) {
        guard !items.isEmpty else {
            output += open + close
            return
        }
        let inner = String(repeating: " ", count: indent + 2)
        output += open + "\n"
        for (offset, (key, item)) in items.enumerated() {
            output += inner
            if let key { output += JSONText.quoted(key) + separator }
            write(item, indent: indent + 2, separator: separator, to: &output)
            output += offset + 1 < items.count ? ",\n" : "\n"
        }
        output += String(repeating: " ", count: indent) + close
    }
}
