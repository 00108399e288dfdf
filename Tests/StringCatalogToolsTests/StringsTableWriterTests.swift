import StringCatalog
import StringCatalogTools
import Testing

@Suite struct StringsTableWriterTests {
    private func table(_ entries: [CatalogEntry]) -> StringsTable {
        StringsTable(name: "Localizable", entries: Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0) }))
    }

    @Test func stringsFileEscapesAndComments() {
        let written = StringsTableWriter.strings(table([
            CatalogEntry(key: "b", message: .text("say \"hi\"\\\n\t\r\u{01}\u{7F} 😂"), comment: "ends */ early"),
            CatalogEntry(key: "a key", message: .text("%1$@ ünï"), comment: nil),
        ]))
        #expect(written == "\"a key\" = \"%1$@ ünï\";\n\n/* ends * / early */\n\"b\" = \"say \\\"hi\\\"\\\\\\n\\t\\r\\U0001\\U007F 😂\";\n")
    }

    @Test func stringsFileRoundTripsThroughTheParser() throws {
        let alphabet: [Character] = ["a", "\"", "\\", "\n", "\t", "\r", "\u{00}", "\u{1F}", "é", "😂", "%", "/", "*", " ", ";", "="]
        // Every pair of characters, in both places and around a letter: deterministic and covering.
        for (first, second) in alphabet.flatMap({ a in alphabet.map { (a, $0) } }) {
            let key = "k" + String(first) + String(second)
            let value = String(second) + "v" + String(first)
            let original = table([CatalogEntry(key: key, message: .text(value), comment: "c")])
            let text = try #require(StringsTableWriter.strings(original))
            let parsed = try StringsFileParser.parse(Array(text.utf8), path: "x.strings")
            #expect(parsed.table.entries == original.entries, "\(text)")
        }
    }

    @Test func stringsdictReadsBack() throws {
        let plural = PluralMessage(format: "%#@days@ & <more>", variables: [
            "days": PluralVariable(valueType: "ld", forms: [.zero: "none", .one: "1 day", .other: "%ld days"]),
        ])
        let original = table([CatalogEntry(key: "lg_days", message: .plural(plural)),
                              CatalogEntry(key: "plain", message: .text("not here"))])
        let text = try #require(StringsTableWriter.stringsdict(original))
        let parsed = try StringsdictParser.parse(Array(text.utf8), path: "x.stringsdict")
        #expect(parsed.entries.keys.sorted() == ["lg_days"])
        #expect(parsed["lg_days"] == .plural(plural))
        #expect(StringsTableWriter.stringsdict(table([CatalogEntry(key: "plain", message: .text("x"))])) == nil)
    }
}
