import StringCatalog

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

    static func quoted(_ value: String) -> String { JSONText.quoted(value) }
}
