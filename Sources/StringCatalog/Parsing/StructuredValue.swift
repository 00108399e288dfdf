/// A property list or JSON document as a tree, so one mapping reads both
/// `.stringsdict` and `.xcstrings` and `intl strings dump` can print either.
///
/// Plist `<date>` and `<data>` become strings (ISO 8601, base64): no catalog
/// key uses them, and JSON has no such types.
package enum StructuredValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case array([StructuredValue])
    case dictionary([String: StructuredValue])

    /// The kind as an error message names it: "a string", "a dictionary"…
    /// (`json` selects JSON's words: "an object", "a number").
    package func kind(json: Bool) -> String {
        switch self {
        case .null: "null"
        case .bool: json ? "a boolean" : "a boolean (<true/> or <false/>)"
        case .integer, .real: json ? "a number" : "a number (<integer> or <real>)"
        case .string: "a string"
        case .array: "an array"
        case .dictionary: json ? "an object" : "a dictionary"
        }
    }

    /// A plist real as the decoders give it: integral values in `Int`'s
    /// range are integers (`<real>2.0</real>` is `.integer(2)`).
    package static func number(_ value: Double) -> StructuredValue {
        Int(exactly: value).map(StructuredValue.integer) ?? .real(value)
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var dictionary: [String: StructuredValue]? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }
}
