import StringCatalog
import Testing

@Suite struct StringsFileKeyPositionTests {
    @Test func positionOfEachKeysWinningDefinition() throws {
        let text = "/* c */ \"a\" = \"1\";\n\tb = \"2\";\r\n\"😂\" = \"x\"; \"a\" = \"3\";\n"
        let file = try StringsFileParser.parse(Array(text.utf8), path: "Localizable.strings")
        #expect(file.keyPositions == [
            "a": StringsFile.KeyPosition(line: 3, column: 12),
            "b": StringsFile.KeyPosition(line: 2, column: 2),
            "😂": StringsFile.KeyPosition(line: 3, column: 1),
        ])
    }
}
