import Foundation
@testable import StringCatalog
import Testing
import TestSupport

/// `StrictJSONScanner.read` builds the tree `JSONDecoder` decodes for the same bytes, or none where
/// it leaves a value to `JSONDecoder` (#44 item 9): compared on catalogs and on generated
/// documents with every kind of value, escape and number.
@Suite struct StrictJSONScannerTreeTests {
    private static func decoded(_ bytes: [UInt8]) -> StructuredValue? {
        try? JSONDecoder().decode(StructuredValue.self, from: Data(bytes))
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test func catalogsAreReadAsJSONDecoderReadsThem() throws {
        var texts = [XCStringsParserTests.catalog, XCStringsVariantsText.catalog, XCStringsParserKeysTests.unservable]
        texts.append(try String(contentsOfFile: Self.fixtures + "/Translators/Resources/Localizable.xcstrings", encoding: .utf8))
        let corpus = URL(fileURLWithPath: Self.fixtures).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/catalogs-corpus").path
        for file in (FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? []) where file.hasSuffix(".xcstrings") {
            texts.append(try String(contentsOfFile: corpus + "/" + file, encoding: .utf8))
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let tree = try StrictJSONScanner.read(bytes, path: "L.xcstrings")
            #expect(tree != nil)
            #expect(tree == Self.decoded(bytes))
        }
    }

    @Test(arguments: [
        (#"{"a":"x\u00e8\ud83c\udf7d\/\b\f\n\r\t\"\\"}"#, StructuredValue.dictionary(["a": .string("x\u{E8}🍽/\u{08}\u{0C}\n\r\t\"\\")])),
        (#"[0, 1, -1, 2, 123456789012345678, -123456789012345678, true, false, null, "", {}, []]"#,
         .array([.integer(0), .integer(1), .integer(-1), .integer(2), .integer(123_456_789_012_345_678),
                 .integer(-123_456_789_012_345_678), .bool(true), .bool(false), .null, .string(""), .dictionary([:]), .array([])])),
        ("\u{FEFF}{\"é\" : \"\\u0000\"}", .dictionary(["é": .string("\u{0}")])),
    ])
    func readsWhatItCan(_ json: String, _ expected: StructuredValue) throws {
        let bytes = Array(json.utf8)
        #expect(try StrictJSONScanner.read(bytes, path: "t.json") == expected)
        #expect(Self.decoded(bytes) == expected)
    }

    /// Left to `JSONDecoder`: `StructuredDocument.json` gives what it gives (a value or its error).
    @Test(arguments: [
        #"[1.5]"#, #"[1e3]"#, #"[-0]"#, #"[1234567890123456789]"#, #"{"a":1,"a":2}"#, #"["\ud800"]"#, #"["\udc00x"]"#,
        #"["\ud800\u0041"]"#, #""top""#, "7", "null",
    ])
    func leavesToJSONDecoder(_ json: String) throws {
        #expect(try StrictJSONScanner.read(Array(json.utf8), path: "t.json") == nil)
    }

    @Test func aStringThatIsNotUTF8IsLeftToJSONDecoder() throws {
        let bytes = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(try StrictJSONScanner.read(bytes, path: "t.json") == nil)
    }

    /// Random documents: every one the scanner reads is the tree `JSONDecoder` decodes.
    @Test func generatedDocumentsAreReadAsJSONDecoderReadsThem() throws {
        var random = SplitMix64(seed: 449)
        let pieces = ["a", "Z", " ", "é", "€", "🍽", "\\n", "\\\"", "\\\\", "\\/", "\\t", "\\u00e9", "\\u0000", "\\u001F",
                      "\\ud83c\\udf7d", "\\uD83C\\uDF7D", "\\ud800", "\\udfff", "%@", "%1$lld"]
        let numbers = ["0", "1", "-1", "42", "999999999999999999", "-999999999999999999", "1000000000000000000", "-0", "0.5",
                       "1e2", "1E-2", "-2.50", "3.0"]
        func string() -> String {
            "\"" + (0..<random.int(0...4)).map { _ in pieces[random.int(0...(pieces.count - 1))] }.joined() + "\""
        }
        func value(_ depth: Int) -> String {
            switch random.int(0...(depth > 3 ? 3 : 5)) {
            case 0: return string()
            case 1: return numbers[random.int(0...(numbers.count - 1))]
            case 2: return ["true", "false", "null"][random.int(0...2)]
            case 3: return string()
            case 4: return "[" + (0..<random.int(0...3)).map { _ in value(depth + 1) }.joined(separator: ", ") + "]"
            default:
                let keys = (0..<random.int(0...3)).map { _ in random.int(0...9) == 0 ? "\"k\"" : string() }
                return "{" + keys.map { "\($0) : \(value(depth + 1))" }.joined(separator: ",\n") + "}"
            }
        }
        var read = 0, deferred = 0
        for _ in 0..<3_000 {
            let json = random.int(0...1) == 0 ? "{\"d\" : \(value(0))}" : "[\(value(0))]"
            let bytes = Array(json.utf8)
            if let tree = try StrictJSONScanner.read(bytes, path: "t.json") {
                read += 1
                #expect(tree == Self.decoded(bytes), "\(json)")
            } else {
                deferred += 1
            }
        }
        #expect(read > 1_000 && deferred > 500, "\(read) read, \(deferred) deferred")
    }
}
