import Intl

extension FormattedParts {
    /// The parts as ECMA-402's `formatToParts` returns them, one JSON line:
    /// `[{"type":"integer","value":"1"},{"type":"group","value":","}]`.
    var jsonText: String {
        JSONValue.array(parts.map { part in
            .object([("type", .string(part.kind.name)), ("value", .string(String(self[part])))])
        }).text
    }
}
