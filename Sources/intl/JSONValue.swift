/// The little JSON the commands print (`intl locale --json`): values built
/// in the order they should appear, written on one line.
enum JSONValue {
    case string(String)
    case array([JSONValue])
    /// Members in the order given (callers list keys as the contract names them).
    case object([(String, JSONValue)])

    /// One line of JSON text: `{"canonical":"de-CH","fallbackChain":["de-CH","de","root"]}`.
    var text: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (RFC 8259 §7).
    static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
