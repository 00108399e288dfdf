import StringCatalog
import StringCatalogTools
import TestSupport
import Testing

@Suite struct StringsFileWriterTests {
    @Test func quoting() {
        #expect(StringsFileWriter.quoted("a \"b\"\n\u{1}\\\t\r\u{7F}é😂") == "\"a \\\"b\\\"\\n\\U0001\\\\\\t\\r\\U007Fé😂\"")
    }

    @Test func commentCannotCloseEarly() throws {
        let table = StringsTable(name: "T", entries: ["k": CatalogEntry(key: "k", message: .text("v"), comment: "a */ b")])
        let text = StringsFileWriter.render(table)
        #expect(text == "/* a * / b */\n\"k\" = \"v\";\n")
        #expect(try StringsFileParser.parse(Array(text.utf8), path: "T.strings").table["k"] == .text("v"))
    }

    /// Random keys, values and comments drawn from quotes, backslashes,
    /// controls, comment markers and non-ASCII text survive a write and a parse.
    @Test func roundTripsThroughTheParser() throws {
        var random = SplitMix64(seed: 0x5EED_0011)
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{7F}",
                                          "/", "*", ";", "=", "%", "@", "$", "é", "\u{00A0}", "\u{202E}", "\u{FEFF}",
                                          "😂", "中", "\u{10FFFF}", "U", "{", "}"]
        func text(_ maximum: Int) -> String {
            String(String.UnicodeScalarView((0..<random.int(0...maximum)).map { _ in random.pick(alphabet) }))
        }
        for _ in 0..<500 {
            var table = StringsTable(name: "Localizable")
            for _ in 0..<random.int(0...6) {
                let key = text(12)
                let comment = random.chance(2) ? text(10).filter { !$0.isWhitespace && $0 != "*" && $0 != "/" } : nil
                table.entries[key] = CatalogEntry(key: key, message: .text(text(20)), comment: comment)
            }
            let rendered = StringsFileWriter.render(table)
            let parsed = try StringsFileParser.parse(Array(rendered.utf8), path: "Localizable.strings")
            #expect(parsed.table.entries.mapValues(\.message) == table.entries.mapValues(\.message), "\(rendered)")
            #expect(parsed.duplicates == [])
            for (key, entry) in table.entries {
                let expected = entry.comment?.isEmpty == false ? entry.comment : StringsFileWriter.noComment
                #expect(parsed.table.entries[key]?.comment == expected)
            }
        }
    }
}
