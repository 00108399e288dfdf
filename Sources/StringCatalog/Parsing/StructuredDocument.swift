// The only file of StringCatalog that imports Foundation: XML property lists
// and JSON are read by swift-foundation's parsers (FoundationEssentials, no
// ICU-backed Foundation), not by hand-written ones.
import FoundationEssentials

/// Parses XML/binary property lists and JSON into ``StructuredValue`` trees.
enum StructuredDocument {
    /// A `.stringsdict` (XML or binary property list).
    static func propertyList(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StructuredValue {
        try NestingLimit.checkXML(bytes, path: path)
        do {
            return try PropertyListDecoder().decode(StructuredValue.self, from: Data(bytes))
        } catch {
            throw failure(error, path: path)
        }
    }

    /// An `.xcstrings` (JSON).
    static func json(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StructuredValue {
        try NestingLimit.checkJSON(bytes, path: path)
        do {
            return try JSONDecoder().decode(StructuredValue.self, from: Data(bytes))
        } catch {
            throw failure(error, path: path)
        }
    }

    /// Foundation's message, with its line when the message names one
    /// ("… on line 7"); the column is then unknown, so reported as 1.
    private static func failure(_ error: any Error, path: String) -> CatalogParseError {
        let message = describe(error)
        let line = lineNumber(in: message)
        return CatalogParseError(path: path, line: line ?? 0, column: line == nil ? 0 : 1,
                                 reason: .malformedDocument(message))
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context):
            if let underlying = context.underlyingError {
                return "\(context.debugDescription) (\(underlyingMessage(underlying)))"
            }
            return context.debugDescription
        @unknown default:
            return "\(decoding)"
        }
    }

    private static func underlyingMessage(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let debug = cocoa.userInfo["NSDebugDescription"] as? String {
            return debug
        }
        return "\(error)"
    }

    /// The number after "line " in a message, if any.
    private static func lineNumber(in message: String) -> Int? {
        let words = message.split(separator: " ")
        guard let index = words.firstIndex(of: "line"), index + 1 < words.count else { return nil }
        let digits = words[index + 1].prefix { $0.isASCII && $0.isNumber }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }
}
