import StringCatalog
import StringCatalogTools
import Testing

@Suite struct XLIFFDocumentTests {
    private func parse(_ text: String) throws(CatalogParseError) -> XLIFFDocument {
        try XLIFFDocument(parsing: Array(text.utf8), path: "de.xliff")
    }

    @Test func readsXcodesDialect() throws {
        let document = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/></header>
                <body>
                  <trans-unit id="run.title" xml:space="preserve">
                    <source>Run</source>
                    <target state="translated">Lauf &amp; <g id="1">weg</g></target>
                    <note>Title</note>
                  </trans-unit>
                  <group id="g"><trans-unit id="untranslated"><source>New</source></trans-unit></group>
                  <trans-unit id="skip" translate="no"><source>x</source></trans-unit>
                </body>
              </file>
            </xliff>
            """)
        #expect(document == XLIFFDocument(files: [XLIFFFile(
            original: "App/en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de", units: [
                XLIFFUnit(id: "run.title", source: "Run", target: "Lauf & weg", state: "translated", note: "Title", line: 6, column: 7),
                XLIFFUnit(id: "untranslated", source: "New", line: 11, column: 21),
            ], line: 3, column: 3)]))
    }

    @Test(arguments: [
        ("<plist/>", "de.xliff:1:1: error: the root element is <plist>, not <xliff> (an XLIFF 1.2 document)"),
        ("<xliff version=\"2.0\"/>", "de.xliff:1:1: error: XLIFF 2.0 is not supported (export XLIFF 1.2, the version Xcode reads and writes)"),
        ("<xliff version=\"1.2\">\n <file source-language=\"en\"/></xliff>", "de.xliff:2:2: error: <file> has no original attribute"),
        ("<xliff version=\"1.2\"><file original=\"a.strings\"/></xliff>", "de.xliff:1:22: error: <file> has no source-language attribute"),
        ("<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit><source/></trans-unit></body></file></xliff>",
         "de.xliff:1:54: error: <trans-unit> has no id attribute"),
    ])
    func refusesWhatIsNotXLIFF12(xml: String, message: String) {
        #expect(throws: CatalogParseError.self) { try parse(xml) }
        do {
            _ = try parse(xml)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Xcode's shapes: a `<note>` on every unit (`<note/>` for none), empty elements self-closed,
    /// `translate="no"` before `xml:space`, a target in state `new` written.
    @Test func writesAsXcodeDoesWithEscapes() {
        let document = XLIFFDocument(files: [XLIFFFile(original: "en.lproj/A&B.strings", sourceLanguage: "en", targetLanguage: "de", units: [
            XLIFFUnit(id: "k\"<&>\t\n\r", source: "a <b> & c\r\u{1}\td\n", target: "x", state: "translated", note: "n & m"),
            XLIFFUnit(id: "untranslated", source: "s"),
            XLIFFUnit(id: "new", source: "New", target: "Neu", state: "new"),
            XLIFFUnit(id: "empty", source: "", target: ""),
            XLIFFUnit(id: "unreadsFormat", source: "unreadsFormat", note: "(Key in .stringsdict)", translate: false),
        ])])
        #expect(document.text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="en.lproj/A&amp;B.strings" source-language="en" target-language="de" datatype="plaintext">
                <header>
                  <tool tool-id="swift-intl" tool-name="intl" tool-version="0.9.0"/>
                </header>
                <body>
                  <trans-unit id="k&quot;&lt;&amp;&gt;&#9;&#10;&#13;" xml:space="preserve">
                    <source>a &lt;b&gt; &amp; c&#13;&#1;\td
            </source>
                    <target state="translated">x</target>
                    <note>n &amp; m</note>
                  </trans-unit>
                  <trans-unit id="untranslated" xml:space="preserve">
                    <source>s</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="new" xml:space="preserve">
                    <source>New</source>
                    <target state="new">Neu</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="empty" xml:space="preserve">
                    <source/>
                    <target/>
                    <note/>
                  </trans-unit>
                  <trans-unit id="unreadsFormat" translate="no" xml:space="preserve">
                    <source>unreadsFormat</source>
                    <note>(Key in .stringsdict)</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
    }

    @Test func readsBackWhatItWrites() throws {
        let units = [XLIFFUnit(id: "k\"<&>\t\n\r", source: "a <b> & c\r\u{1}\td\n ", target: "  x\r\n", state: "needs-review-l10n", note: "n")]
        let written = XLIFFDocument(files: [XLIFFFile(original: "o", sourceLanguage: "en", targetLanguage: "ja", units: units)])
        let read = try XLIFFDocument(parsing: Array(written.text.utf8), path: "ja.xliff")
        #expect(read.files[0].units.map { [$0.id, $0.source, $0.target, $0.state, $0.note] } == units.map { [$0.id, $0.source, $0.target, $0.state, $0.note] })
        // `<note/>` reads as no comment.
        let bare = XLIFFDocument(files: [XLIFFFile(original: "o", sourceLanguage: "en", targetLanguage: "ja", units: [XLIFFUnit(id: "a", source: "b")])])
        #expect(try XLIFFDocument(parsing: Array(bare.text.utf8), path: "ja.xliff").files[0].units[0].note == nil)
    }
}
