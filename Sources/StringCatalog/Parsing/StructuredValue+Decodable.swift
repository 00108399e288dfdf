// Decoding goes through Foundation's decoders (see StructuredDocument.swift);
// Foundation is needed here only for plist dates and data, which the binary
// reader (BinaryPropertyList.swift) turns into strings the same way.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple's platforms: FoundationEssentials is part of Foundation there.
#endif

extension StructuredValue: Decodable {
    /// Tries the common kinds first (strings, then containers): a failed
    /// attempt builds an error, which dominates the cost on large catalogs.
    package init(from decoder: any Decoder) throws {
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

extension StructuredValue {
    /// A binary plist date as the XML path gives it: ISO 8601 in UTC, whole
    /// seconds (`2024-01-02T03:04:05Z`); nil outside years 1 to 9999.
    static func date(sinceReferenceDate seconds: Double) -> StructuredValue? {
        // 0001-01-01 and 10000-01-01 relative to 2001-01-01, in seconds.
        guard seconds >= -63_113_904_000, seconds < 252_423_993_600 else { return nil }
        return .string(Date(timeIntervalSinceReferenceDate: seconds).formatted(.iso8601))
    }

    /// Binary plist data as the XML path gives it: base64.
    static func data(_ bytes: ArraySlice<UInt8>) -> StructuredValue {
        .string(Data(bytes).base64EncodedString())
    }
}
