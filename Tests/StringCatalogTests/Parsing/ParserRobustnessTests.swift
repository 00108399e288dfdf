import StringCatalog
import TestSupport
import Testing

/// Parsing arbitrary bytes must end in a value or a `CatalogParseError`,
/// never a trap. Seeded, so every failure reproduces.
@Suite struct ParserRobustnessTests {
    static let validStrings = Array("/* c */\n\"a\" = \"b\\n\\U00E9\\101\";\nkey = value;\n\"bare\";\n// x\n".utf8)
    static let validStringsdict = Array(PlistText.runsAndDaysExamples().utf8)
    static let validXCStrings = Array(XCStringsParserTests.catalog.utf8)

    /// Every parser on one input; returns how many accepted it.
    private func parseAll(_ bytes: [UInt8]) -> Int {
        var accepted = 0
        if (try? StringsFileParser.parse(bytes, path: "f.strings")) != nil { accepted += 1 }
        if (try? StringsdictParser.parse(bytes, path: "f.stringsdict")) != nil { accepted += 1 }
        if (try? XCStringsParser.parse(bytes, path: "f.xcstrings")) != nil { accepted += 1 }
        return accepted
    }

    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 0x5EED_CA7A)
        let alphabet: [UInt8] = Array("\"\\/*;= \n\r\tU0123456789abcdefAB{}[]<>:,".utf8) + [0x00, 0xFF, 0xFE, 0xC3, 0xA9, 0xED, 0xA0, 0x80]
        for _ in 0..<3_000 {
            let length = random.int(0...64)
            let bytes = (0..<length).map { _ in random.chance(3) ? UInt8(truncatingIfNeeded: random.next()) : random.pick(alphabet) }
            _ = parseAll(bytes)
        }
    }

    @Test(arguments: ["strings", "stringsdict", "xcstrings"])
    func mutatedValidFilesNeverTrap(kind: String) {
        var random = SplitMix64(seed: 0xC0FFEE)
        let original = kind == "strings" ? Self.validStrings : kind == "stringsdict" ? Self.validStringsdict : Self.validXCStrings
        var accepted = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<random.int(1...4) {
                let index = random.int(0...(bytes.count - 1))
                switch random.int(0...2) {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(random.pick(Array("\"\\;=<>{}/*".utf8)), at: index)
                }
            }
            bytes = Array(bytes.prefix(random.chance(4) ? random.int(0...bytes.count) : bytes.count))
            accepted += parseAll(bytes)
        }
        #expect(accepted > 0)  // Some mutations keep the file valid: the valid path is exercised too.
    }

    @Test func hugeAndDeepInputsAreErrorsNotCrashes() throws {
        let deep = Array(String(repeating: "{\"a\":", count: 200_000).utf8)
        #expect(performing: { try XCStringsParser.parse(deep, path: "d.xcstrings") },
                throws: { ($0 as? CatalogParseError)?.reason == .tooDeeplyNested(limit: 64) })
        let longString = Array(("\"k\" = \"" + String(repeating: "é", count: 1_000_000) + "\";").utf8)
        #expect(try StringsFileParser.parse(longString, path: "l.strings").table["k"] == .text(String(repeating: "é", count: 1_000_000)))
        let unterminated = Array(("\"k\" = \"" + String(repeating: "\\\\", count: 100_000)).utf8)
        #expect(performing: { try StringsFileParser.parse(unterminated, path: "u.strings") },
                throws: { ($0 as? CatalogParseError)?.description == "u.strings:1:7: error: unterminated string (a '\"' opened here is never closed)" })
    }
}
