import Foundation
import TestSupport
import StringCatalog
import StringCatalogTools
import Testing

@Suite struct XLIFFImporterTests {
    private static let tables = ["de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict", "Localizable.xcstrings"]


    @Test func roundTripRecreatesEveryTable() throws {
        let export = try Fixture()
        try XLIFFExporter(resources: [TranslatorFixture.original]).write(languages: ["de"], to: export.root)
        let copy = try TranslatorFixture()
        try copy.remove("de")
        let result = try XLIFFImporter(into: copy.resources).run([export.root + "/de.xcloc"])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == [
            "\(copy.resources)/de.lproj/Localizable.strings: 0 changed, 4 added, 0 unchanged",
            "\(copy.resources)/de.lproj/Localizable.stringsdict: 0 changed, 8 added, 0 unchanged",
            "\(copy.resources)/Localizable.xcstrings: 0 changed, 10 added, 0 unchanged",
        ])
        for table in Self.tables {
            #expect(try CatalogDump.json(ofFileAt: copy.resources + "/" + table)
                    == CatalogDump.json(ofFileAt: TranslatorFixture.original + "/" + table), "\(table)")
        }
    }

    /// Japanese needs only `other`; a file that has `one` too exports it, and import places it again.
    @Test func roundTripKeepsCategoriesTheLanguageDoesNotNeed() throws {
        let copy = try TranslatorFixture()
        let ja = try copy.fixture.write("Resources/ja.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>runs</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
              <key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lu</string>
                <key>one</key><string>一つ %2$#@total@</string><key>other</key><string>%1$lu %2$#@total@</string></dict>
              <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lu</string><key>other</key><string>/ %2$lu</string></dict>
            </dict></dict></plist>
            """)
        let before = try CatalogDump.json(ofFileAt: ja)
        let export = try Fixture()
        try XLIFFExporter(resources: [copy.resources]).write(languages: ["ja"], to: export.root, xliffOnly: true)
        try FileManager.default.removeItem(atPath: copy.resources + "/ja.lproj")
        let result = try XLIFFImporter(into: copy.resources).run([export.root + "/ja.xliff"])
        #expect(result.findings.map(\.description) == [])
        #expect(try CatalogDump.json(ofFileAt: ja) == before)
    }

    @Test func mergeKeepsCommentsOrderAndUntouchedKeysAndReportsWhatItSkips() throws {
        let copy = try TranslatorFixture()
        try copy.fixture.write("Resources/de.lproj/Localizable.strings", """
            /* Mine */
            "cancel" = "Abbrechen";

            // Untouched
            "extra" = "Nur hier";

            """)
        let path = try copy.fixture.write("de.xliff", TranslatorFixture.xliff("App/en.lproj/Localizable.strings", """
                  <trans-unit id="run.title"><source>Run</source><target>Lauf</target></trans-unit>
                  <trans-unit id="cancel"><source>Cancel</source><target state="signed-off">Abbruch</target></trans-unit>
                  <trans-unit id="run.failed"><source>Run failed (%@)</source><target>Fehler: %@</target></trans-unit>
                  <trans-unit id="quotes"><source>Say "hi" &amp; &lt;wave&gt;
            then\tgo</source><target></target></trans-unit>
                  <trans-unit id="gone"><source>Gone</source><target>Weg</target></trans-unit>
                  <trans-unit id="draft"><source>x</source><target state="new">y</target></trans-unit>
            """))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):7:7: warning: \"run.failed\": stale, not imported: the source is now \"Run failed: %@\" (the translation is of \"Run failed (%@)\")",
            "\(path):10:7: warning: \"gone\": no such string in en.lproj/Localizable.strings, not imported",
            "\(path):11:7: warning: \"draft\": no such string in en.lproj/Localizable.strings, not imported",
        ])
        #expect(result.files.map(\.description) == ["\(copy.resources)/de.lproj/Localizable.strings: 1 changed, 1 added, 0 unchanged"])
        #expect(try copy.fixture.read("Resources/de.lproj/Localizable.strings") == """
            /* Mine */
            "cancel" = "Abbruch";

            // Untouched
            "extra" = "Nur hier";

            /* Title of the run screen */
            "run.title" = "Lauf";

            """)
    }

    @Test func keepsAnEntryThatWouldNotLoadOut() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("ru.xliff", TranslatorFixture.xliff("en.lproj/Localizable.stringsdict", target: "ru", """
                  <trans-unit id="/tap:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/:string"><source>Click &amp; go</source><target>Нажмите</target></trans-unit>
                  <trans-unit id="/runs:dict/NSStringLocalizedFormatKey:dict/:string"><source>%1$#@done@</source><target>%1$#@done@</target></trans-unit>
                  <trans-unit id="/runs:dict/done:dict/few:dict/:string"><source>%1$lu %2$#@total@</source><target>%1$lu забега</target></trans-unit>
            """))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):6:7: warning: \"runs\": not imported, the entry would not load: runs → done: no \"other\" variant",
        ])
        // A device rule without `other` loads (as Apple ships them): the Mac text is imported, and
        // other devices get the key's text from the languages Russian falls back to.
        #expect(result.files.map(\.description) == ["\(copy.resources)/ru.lproj/Localizable.stringsdict: 0 changed, 1 added, 0 unchanged"])
        let catalog = try Catalog(directory: copy.resources)
        #expect(try catalog.localizer(acceptLanguage: "ru", device: .mac).string("tap") == "Нажмите")
        #expect(try catalog.localizer(acceptLanguage: "ru", device: .iPhone).string("tap") == "Tap & go")
    }

    @Test func writesNothingWhenAnyInputIsMalformed() throws {
        let copy = try TranslatorFixture()
        let good = try copy.fixture.write("good.xliff", TranslatorFixture.xliff("en.lproj/Localizable.strings", """
                  <trans-unit id="cancel"><source>Cancel</source><target>Abbruch</target></trans-unit>
            """))
        let bad = try copy.fixture.write("bad.xliff", "<xliff version=\"1.2\">\n  <file original=\"x\" source-language=\"en\">&bogus;</file>\n</xliff>\n")
        let before = try copy.fixture.read("Resources/de.lproj/Localizable.strings")
        #expect(throws: XLIFFError.self) { try XLIFFImporter(into: copy.resources).run([good, bad]) }
        do {
            _ = try XLIFFImporter(into: copy.resources).run([good, bad])
        } catch {
            #expect(error.description == "\(bad):2:43: error: unknown entity \"&bogus;\" (XML here is read without a DTD: use &lt; &gt; &amp; &quot; &apos; or &#…;)")
        }
        #expect(try copy.fixture.read("Resources/de.lproj/Localizable.strings") == before)
    }

    @Test func importsIntoTheCatalogWithStatesAndNewLanguages() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("fr.xliff", TranslatorFixture.xliff("Localizable.xcstrings", target: "fr", """
                  <trans-unit id="greeting"><source>greeting</source><target state="needs-review-translation">Bonjour</target></trans-unit>
                  <trans-unit id="found|==|substitutions.n.plural.one"><source>one match</source><target>un résultat</target></trans-unit>
                  <trans-unit id="%lld files|==|device.mac.plural.one"><source>%lld file in Finder</source><target state="new">%lld fichier</target></trans-unit>
            """))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):6:7: warning: \"found\": not imported, the entry would not load: a string it needs is not translated",
        ])
        let catalog = try XCStringsParser.parse(Array(copy.fixture.read("Resources/Localizable.xcstrings").utf8), path: "L.xcstrings")
        #expect(catalog.tables["fr"]?.entries["greeting"] == CatalogEntry(key: "greeting", message: .text("Bonjour"),
                                                                          comment: "Home screen <title>", state: .needsReview))
        #expect(catalog.tables["fr"]?.entries["found"] == nil)
        #expect(catalog.tables["fr"]?.entries["%lld files"] == nil)
        #expect(try !copy.fixture.read("Resources/Localizable.xcstrings").contains("fichier"))
    }

    /// Platforms often name the table alone (`original="Localizable.stringsdict"`) and write `<note/>`.
    @Test func placesAPlatformsTableWithoutItsFolder() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("uk.xliff", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file datatype="plaintext" original="Localizable.stringsdict" source-language="en" target-language="uk">
                <header><tool tool-id="tolgee.io" tool-name="Tolgee"/></header>
                <body>
                  <trans-unit id="/tap:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/:string">
                    <source xml:space="preserve">Click &amp; go</source><target xml:space="preserve">Клацніть</target><note/>
                  </trans-unit>
                  <trans-unit id="/tap:dict/NSStringDeviceSpecificRuleType:dict/other:dict/:string">
                    <source xml:space="preserve">Tap &amp; go</source><target xml:space="preserve">Торкніться</target><note/>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        let result = try XLIFFImporter(into: copy.resources).run([path], dryRun: true)
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == ["\(copy.resources)/uk.lproj/Localizable.stringsdict: 0 changed, 2 added, 0 unchanged"])
        #expect(!FileManager.default.fileExists(atPath: copy.resources + "/uk.lproj"))
        _ = try XLIFFImporter(into: copy.resources).run([path])
        #expect(try StringsdictParser.parse(Array(copy.fixture.read("Resources/uk.lproj/Localizable.stringsdict").utf8), path: "u")["tap"]
                == .devices(DeviceVariants(other: .text("Торкніться"), specific: [.mac: .text("Клацніть")])))
    }

    @Test func reportsAFileItCannotPlace() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("x.xliff", TranslatorFixture.xliff("App/Main.storyboard", "      <trans-unit id=\"a\"><source>A</source></trans-unit>"))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == ["\(path):3:3: warning: \"App/Main.storyboard\": no such table in \(copy.resources), 1 units not imported"])
        #expect(result.files == [])
    }
}
