@testable import StringCatalogTools
import StringCatalog
import Testing

@Suite struct XMLReaderTests {
    private func read(_ text: String) throws(CatalogParseError) -> XMLElement {
        try XMLReader.read(Array(text.utf8), path: "t.xliff")
    }

    private func failure(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    // MARK: ok

    @Test func readsElementsAttributesAndPositions() throws {
        let root = try read("<?xml version=\"1.0\"?>\n<!-- c -->\n<a x=\"1\" y='two'>\n  <b/><c>t</c>\n</a>\n")
        #expect(root.name == "a")
        #expect(root.attributes.map { "\($0.name)=\($0.value)" } == ["x=1", "y=two"])
        #expect(root.elements.map(\.name) == ["b", "c"])
        #expect((root.line, root.column) == (3, 1))
        #expect(root.elements.map { "\($0.line):\($0.column)" } == ["4:3", "4:7"])
        #expect(root.child("c")?.text == "t")
    }

    @Test(arguments: [
        ("<t>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;</t>", "a <b> & \"c\" 'd'"),
        ("<t>&#65;&#x42;&#x1F600;&#13;</t>", "AB😀\r"),
        ("<t>line\r\nnext\rlast</t>", "line\nnext\nlast"),
        ("<t><![CDATA[<not> &markup;]]> after</t>", "<not> &markup; after"),
        ("<t>a<!-- gone -->b<?pi x?>c</t>", "abc"),
        ("<t>x <g id=\"1\">bold</g> <x id=\"2\"/>y</t>", "x bold y"),
    ])
    func resolvesCharacterData(xml: String, text: String) throws {
        #expect(try read(xml).text == text)
    }

    @Test func normalizesAttributeValues() throws {
        let root = try read("<t a=\"one\ttwo\nthree\" b=\"&#9;&#10;&#13;&lt;&quot;\"/>")
        #expect(root.attribute("a") == "one two three")
        #expect(root.attribute("b") == "\t\n\r<\"")
    }

    @Test func skipsAnExternalDoctypeWithoutFetchingIt() throws {
        let root = try read("<!DOCTYPE xliff PUBLIC \"-//X//EN\" \"http://example.com/x[1].dtd\">\n<xliff/>")
        #expect(root.name == "xliff")
    }

    @Test func readsUTF16WithABOM() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "<t>é</t>".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try XMLReader.read(bytes, path: "t.xliff").text == "é")
    }

    // MARK: err

    @Test func refusesABillionLaughsAtItsDoctypeWithoutExpandingAnything() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            xml += "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        xml += "]>\n<lolz>&lol9;</lolz>\n"
        #expect(failure(xml) == "t.xliff:2:16: error: a <!DOCTYPE with an internal subset ('[') is refused: DTDs and entity declarations are never processed")
    }

    @Test(arguments: [
        ("<t>&lol9;</t>", "t.xliff:1:4: error: unknown entity \"&lol9;\" (XML here is read without a DTD: use &lt; &gt; &amp; &quot; &apos; or &#…;)"),
        ("<t>&#0;</t>", "t.xliff:1:4: error: \"&#0;\" is not a character reference to a Unicode character"),
        ("<t>&#xD800;</t>", "t.xliff:1:4: error: \"&#xD800;\" is not a character reference to a Unicode character"),
        ("<t>a & b</t>", "t.xliff:1:6: error: '&' starts no entity (write it as &amp;)"),
        ("<a>\n  <b></a>", "t.xliff:2:6: error: </a> does not close <b> (opened at line 2, column 3)"),
        ("<a>\n  <b>", "t.xliff:2:6: error: end of file inside <b> (opened at line 2, column 3)"),
        ("<a x=\"1\" x=\"2\"/>", "t.xliff:1:10: error: attribute \"x\" appears twice in <a>"),
        ("<a x=\"1/>", "t.xliff:1:6: error: unterminated string (a '\"' opened here is never closed)"),
        ("<a x=1/>", "t.xliff:1:6: error: expected a quoted attribute value, found '1'"),
        ("<a/><b/>", "t.xliff:1:5: error: expected end of file after the root element, found '<'"),
        ("text", "t.xliff:1:1: error: expected '<' to start the root element, found 't'"),
        ("<?xml version=\"1.0\"?></a>", "t.xliff:1:22: error: expected '<' and a name to start the root element, found '<'"),
        ("<a><!-- open</a>", "t.xliff:1:4: error: a comment is never closed (no \"-->\")"),
        ("<a><![CDATA[x</a>", "t.xliff:1:4: error: a CDATA section is never closed (no \"]]>\")"),
        ("<a><!DOCTYPE x></a>", "t.xliff:1:4: error: expected an element, text or '</', found '<'"),
    ])
    func reportsFaultsAtTheirPosition(xml: String, message: String) {
        #expect(failure(xml) == message)
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let xml = String(repeating: "<a>", count: 65) + String(repeating: "</a>", count: 65)
        #expect(failure(xml) == "t.xliff:1:193: error: nesting deeper than 64 levels")
    }

    /// Found by FuzzXLIFF: a raw NUL was read, then written as `&#0;`, which does not read back.
    @Test func refusesANulCharacter() {
        #expect(failure("<t>a\u{0}b</t>") == "t.xliff:1:5: error: U+0000 is not allowed in XML")
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: CatalogParseError.self) { try XMLReader.read([0x3C, 0x74, 0x3E, 0xFF, 0x3C, 0x2F, 0x74, 0x3E], path: "t.xliff") }
    }
}
