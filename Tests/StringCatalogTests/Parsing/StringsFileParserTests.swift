import StringCatalog
import Testing

@Suite struct StringsFileParserTests {
    private func parse(_ text: String, path: String = "en.lproj/Localizable.strings") throws(CatalogParseError) -> StringsFile {
        try StringsFileParser.parse(Array(text.utf8), path: path)
    }

    private func entry(_ key: String, _ value: String, _ comment: String? = nil) -> (String, CatalogEntry) {
        (key, CatalogEntry(key: key, message: .text(value), comment: comment))
    }

    /// A typical `.strings` file: comments for translators, namespaced keys,
    /// `%@` arguments and the German reordering with positions.
    @Test func typicalFile() throws {
        let file = try parse("""
            /* Title of the activity profile for a run */
            "activity-profile.title.the-run" = "The run";

            /* Button on the home screen */
            "home.button.start-run" = "Start run";
            "%@ invited you" = "%@ hat dich eingeladen";
            "You invited %@" = "Du hast %@ eingeladen";
            // German puts the total first
            "run %lu out of %lu completed" = "Von %2$lu Läufen %1$lu abgeschlossen";
            "escapes" = "Say \\"hi\\"\\n\\\\ \\U00E9";

            """)
        #expect(file.table.name == "Localizable")
        #expect(file.table.entries == Dictionary(uniqueKeysWithValues: [
            entry("activity-profile.title.the-run", "The run", "Title of the activity profile for a run"),
            entry("home.button.start-run", "Start run", "Button on the home screen"),
            entry("%@ invited you", "%@ hat dich eingeladen"),
            entry("You invited %@", "Du hast %@ eingeladen"),
            entry("run %lu out of %lu completed", "Von %2$lu Läufen %1$lu abgeschlossen", "German puts the total first"),
            entry("escapes", "Say \"hi\"\n\\ é"),
        ]))
        #expect(file.duplicates == [])
    }

    @Test func escapesUnquotedWordsBareKeysAndAnyUnicode() throws {
        let file = try parse(#"""
            "😂" = "cry";
            "Cancel";
            greeting.title = hello_world-1/2:3$;
            "c" = "\t\r\a\b\f\v\'\q";
            "octal" = "\101\1010\60";
            "pair" = "\UD83D\UDE02 \U41\Ua";
            "multi
            line" = "x";
            """#)
        #expect(file.table["😂"] == .text("cry"))
        #expect(file.table["Cancel"] == .text("Cancel"))
        #expect(file.table["greeting.title"] == .text("hello_world-1/2:3$"))
        #expect(file.table["c"] == .text("\t\r\u{07}\u{08}\u{0C}\u{0B}'q"))
        #expect(file.table["octal"] == .text("AA0\u{30}"))
        #expect(file.table["pair"] == .text("😂 A\n"))
        #expect(file.table["multi\nline"] == .text("x"))
    }

    @Test func commentBelongsToTheNextEntryOnly() throws {
        let file = try parse("""
            /* File header */
            // Second comment wins
            "a" = "1"; /* trailing, belongs to b */
            "b" /* ignored */ = "2";
            "c" = "3";
            /* dangling at the end */
            """)
        #expect(file.table.entries["a"]?.comment == "Second comment wins")
        #expect(file.table.entries["b"]?.comment == "trailing, belongs to b")
        #expect(file.table.entries["c"]?.comment == nil)
    }

    @Test func duplicateKeysLastWinsAndAreReported() throws {
        let file = try parse("\"a\" = \"1\";\n\"b\" = \"x\";\n\"a\" = \"2\";\r\n\"a\" = \"3\";\n")
        #expect(file.table["a"] == .text("3"))
        #expect(file.duplicates == [DuplicateKey(key: "a", line: 3, firstLine: 1), DuplicateKey(key: "a", line: 4, firstLine: 1)])
        #expect(file.duplicates[0].description == "duplicate key \"a\" (first defined on line 1; the last definition wins)")
    }

    @Test func emptyAndCommentOnlyFiles() throws {
        #expect(try parse("").table.entries.isEmpty)
        #expect(try parse("  // nothing\n/* here */\n").table.entries.isEmpty)
    }

    // MARK: Encodings

    private static let sample = "/* é */\n\"key\" = \"välue 😂\";\n"

    private static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += bigEndian ? pair.reversed() : pair
        }
        return bytes
    }

    @Test(arguments: [
        ("UTF-8", Array(sample.utf8)),
        ("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + Array(sample.utf8)),
        ("UTF-16LE BOM", utf16(sample, bigEndian: false, bom: true)),
        ("UTF-16BE BOM", utf16(sample, bigEndian: true, bom: true)),
        ("UTF-16LE", utf16(sample, bigEndian: false, bom: false)),
        ("UTF-16BE", utf16(sample, bigEndian: true, bom: false)),
    ])
    func encodings(name: String, bytes: [UInt8]) throws {
        let file = try StringsFileParser.parse(bytes, path: "x.strings")
        #expect(file.table.entries == ["key": CatalogEntry(key: "key", message: .text("välue 😂"), comment: "é")], "\(name)")
    }

    // MARK: Errors

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "t.strings:2:1: error: expected ';' after the value, found '\"'"),
        ("\"a\" = \"b\"", "t.strings:1:10: error: expected ';' after the value, found end of file"),
        ("\"a\" \"b\";", "t.strings:1:5: error: expected '=' or ';' after the key, found '\"'"),
        ("\"é\" = \"b\";\n  \"a\" = \"b;", "t.strings:2:9: error: unterminated string (a '\"' opened here is never closed)"),
        ("\"a\" = \"b\";\n/* never closed\n", "t.strings:2:1: error: unterminated comment (a '/*' opened here is never closed)"),
        ("\"a\" = @;", "t.strings:1:7: error: expected a value (a quoted string or unquoted word), found '@'"),
        ("= \"b\";", "t.strings:1:1: error: expected a key (a quoted string or unquoted word), found '='"),
        ("\"a\" = \"b\";\n\t\u{00A0}{", "t.strings:2:3: error: expected a key (a quoted string or unquoted word), found '{'"),
        ("\"a\" =\n", "t.strings:2:1: error: expected a value (a quoted string or unquoted word), found end of file"),
        ("\"a\" = \"x\\Uzz\";", "t.strings:1:9: error: invalid escape: \\U must be followed by 1 to 4 hex digits"),
        ("\"a\" = \"\\UD83D x\";", "t.strings:1:8: error: invalid escape: unpaired surrogate \\UD83D"),
        ("\"a\" = \"\\UDE02\";", "t.strings:1:8: error: invalid escape: unpaired surrogate \\UDE02"),
        ("\"a\" = \"\\UD83D\\U0041\";", "t.strings:1:8: error: invalid escape: unpaired surrogate \\UD83D"),
        ("\"a\" = \"b\\", "t.strings:1:7: error: unterminated string (a '\"' opened here is never closed)"),
        ("\"a\" = \"b\";\u{200B}", "t.strings:1:11: error: expected a key (a quoted string or unquoted word), found U+200B"),
    ])
    func syntaxErrors(input: String, message: String) {
        #expect(performing: { try StringsFileParser.parse(Array(input.utf8), path: "t.strings") },
                throws: { ($0 as? CatalogParseError)?.description == message })
    }

    @Test func errorFields() {
        #expect(throws: CatalogParseError(path: "t.strings", line: 1, column: 10, reason: .expected("';' after the value", found: nil))) {
            try StringsFileParser.parse(Array("\"a\" = \"b\"".utf8), path: "t.strings")
        }
    }

    @Test func invalidEncodings() {
        let cases: [([UInt8], String)] = [
            (Array("\"a\" = \"".utf8) + [0xFF] + Array("\";".utf8),
             "t.strings:1:8: error: invalid UTF-8: byte 0xFF at offset 7 starts no valid sequence (1 byte skipped)"),
            (Array("\"é\"\n= \"".utf8) + [0xE2, 0x82], "t.strings:2:4: error: invalid UTF-8: byte 0xE2 at offset 8 starts no valid sequence (2 bytes skipped)"),
            ([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xDC], "t.strings:1:2: error: invalid UTF-16LE: unpaired surrogate 0xDC00"),
            ([0xFE, 0xFF, 0x00, 0x22, 0x00], "t.strings:1:2: error: invalid UTF-16BE: odd number of bytes (a lone last byte)"),
        ]
        for (bytes, message) in cases {
            #expect(performing: { try StringsFileParser.parse(bytes, path: "t.strings") },
                    throws: { ($0 as? CatalogParseError)?.description == message })
        }
    }
}
