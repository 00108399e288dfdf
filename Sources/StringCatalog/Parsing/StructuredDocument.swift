// The only file of StringCatalog that imports Foundation: XML property lists
// and JSON are read by swift-foundation's parsers (FoundationEssentials, no
// ICU-backed Foundation), not by hand-written ones.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple's platforms: FoundationEssentials is part of Foundation there.
#endif
import TextEscaping

/// Parses property lists and JSON into ``StructuredValue`` trees.
package enum StructuredDocument {
    /// A `.stringsdict`: an XML property list, or a binary one (`bplist00`),
    /// which ``BinaryPropertyList`` reads within bounds.
    package static func propertyList(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StructuredValue {
        if bytes.starts(with: BinaryPropertyList.magic) { return try BinaryPropertyList.decode(bytes, path: path) }
        // Well-formedness, shape and depth, with positions: Foundation gives none.
        try XMLPlistScanner.check(bytes, path: path)
        do {
            return try PropertyListDecoder().decode(StructuredValue.self, from: Data(bytes))
        } catch {
            // Left to Foundation: the contents of <integer>, <real>, <date>,
            // <data>. Its messages say "line 1" wherever the problem is (it
            // does not count lines), so no position is claimed.
            throw CatalogParseError(path: path, line: 0, column: 0, reason: .malformedDocument(QuotedText.escaped(describe(error))))
        }
    }

    /// An `.xcstrings` (JSON, strictly RFC 8259 as Xcode requires): checked and read in one pass by
    /// `StrictJSONScanner`, which leaves to Foundation only the values whose reading is Foundation's
    /// to decide (numbers with a fraction, a key twice…); the tree is the same either way.
    package static func json(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StructuredValue {
        if let tree = try StrictJSONScanner.read(bytes, path: path) { return tree }
        do {
            return try JSONDecoder().decode(StructuredValue.self, from: Data(bytes))
        } catch {
            throw failure(error, path: path)
        }
    }

    /// Foundation's message, at the line and column when its message names
    /// them ("… around line 3, column 5."). Syntax errors are found first by
    /// `StrictJSONScanner`, so this is reached only for values it accepts and
    /// Foundation does not.
    private static func failure(_ error: any Error, path: String) -> CatalogParseError {
        let message = QuotedText.escaped(describe(error))
        let line = number(after: "line", in: message)
        let column = number(after: "column", in: message)
        return CatalogParseError(path: path, line: line ?? 0, column: line == nil ? 0 : column ?? 1,
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

    /// The number after `word` in a message ("line 3," → 3), if any.
    private static func number(after word: Substring, in message: String) -> Int? {
        let words = message.split(separator: " ")
        guard let index = words.firstIndex(of: word), index + 1 < words.count else { return nil }
        let digits = words[index + 1].prefix { $0.isASCII && $0.isNumber }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }
}
