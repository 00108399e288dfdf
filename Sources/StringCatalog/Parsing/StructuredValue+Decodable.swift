// Decoding goes through Foundation's decoders (see StructuredDocument.swift);
// Foundation is needed here only for plist `<date>` and `<data>` values.
import FoundationEssentials

extension StructuredValue: Decodable {
    /// Tries the common kinds first (strings, then containers): a failed
    /// attempt builds an error, which dominates the cost on large catalogs.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: StructuredValue].self) {
            self = .dictionary(value)
        } else if let value = try? container.decode([StructuredValue].self) {
            self = .array(value)
        } else if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .real(value)
        } else if let value = try? container.decode(Date.self) {
            self = .string(value.formatted(.iso8601))
        } else {
            self = .string(try container.decode(Data.self).base64EncodedString())
        }
    }
}
