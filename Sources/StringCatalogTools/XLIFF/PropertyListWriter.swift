import TextEscaping
import StringCatalog

/// Writes a property list tree as an XML property list, as Apple's tools
/// write one: tab indentation, dictionary keys sorted (plist dictionaries
/// have no order), `<!DOCTYPE plist …>` (which readers never fetch).
///
///     PropertyListWriter.text(.dictionary(["a": .string("x<y")]))
///     // "<?xml …?>\n<!DOCTYPE plist …>\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>x&lt;y</string>\n</dict>\n</plist>\n"
enum PropertyListWriter {
    static func text(_ root: StructuredValue) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(root, indent: "", to: &output)
        return output + "</plist>\n"
    }

    /// `value`'s element at `indent`, each line ended (nested ones indented one tab more).
    static func write(_ value: StructuredValue, indent: String, to output: inout String) {
        switch value {
        case .null: output += "\(indent)<string></string>\n"  // Not in plists: the decoders never produce it.
        case .bool(let flag): output += "\(indent)<\(flag ? "true" : "false")/>\n"
        case .integer(let number): output += "\(indent)<integer>\(number)</integer>\n"
        case .real(let number): output += "\(indent)<real>\(number)</real>\n"
        case .string(let text): output += "\(indent)<string>\(MarkupEscape.text(text))</string>\n"
        case .array(let items):
            output += "\(indent)<array>\n"
            for item in items { write(item, indent: indent + "\t", to: &output) }
            output += "\(indent)</array>\n"
        case .dictionary(let members):
            output += "\(indent)<dict>\n"
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                output += "\(indent)\t<key>\(MarkupEscape.text(key))</key>\n"
                write(member, indent: indent + "\t", to: &output)
            }
            output += "\(indent)</dict>\n"
        }
    }
}
