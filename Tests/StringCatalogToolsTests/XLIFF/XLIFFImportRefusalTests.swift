import Foundation
import StringCatalog
import StringCatalogTools
import Testing
import TestSupport

/// Nothing lost silently (#44 item 3): each unit is imported whole or refused with a warning at its line.
@Suite struct XLIFFImportRefusalTests {

    private func germanStrings(_ copy: TranslatorFixture) throws -> [String: String] {
        let file = try StringsFileParser.parse(Array(copy.fixture.read("Resources/de.lproj/Localizable.strings").utf8), path: "de")
        return file.table.entries.compactMapValues { if case .text(let text) = $0.message { text } else { nil } }
    }

    /// Platforms carry placeholders as inline elements: read as the text they stand for, or refused.
    @Test func inlineElementsGiveTheirPlaceholderOrAreRefused() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("de.xliff", TranslatorFixture.xliff("en.lproj/Localizable.strings", """
                  <trans-unit id="run.failed"><source>Run failed: <x id="1" equiv-text="%@"/></source><target>Fehler: <x id="1" equiv-text="%@"/></target></trans-unit>
                  <trans-unit id="run.title"><source>Run</source><target><g id="1">Laufen</g></target></trans-unit>
                  <trans-unit id="cancel"><source>Cancel</source><target>Abbrechen <x id="2"/></target></trans-unit>
            """))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):7:7: warning: \"cancel\": not imported, <x id=\"2\"> at 7:72 gives no text for what it stands for (no equiv-text)",
        ])
        let german = try germanStrings(copy)
        #expect(german["run.failed"] == "Fehler: %@")
        #expect(german["run.title"] == "Laufen")
        #expect(german["cancel"] == "Abbrechen")

        let document = try XLIFFDocument(parsing: Array(TranslatorFixture.xliff("a.strings", """
                  <trans-unit id="a"><source>Hello, <ph id="1">%@</ph>!</source><target>Hallo, <ph id="1">%@</ph>!</target></trans-unit>
                  <trans-unit id="b"><source>Hello, %@!</source><target>Hallo, <ph id="1" equiv-text="%@"/>!</target></trans-unit>
                  <trans-unit id="c"><source>Hello, %@!</source><target>Hallo, <bpt id="1">&lt;b&gt;</bpt>%@<ept id="1">&lt;/b&gt;</ept>!</target></trans-unit>
            """).utf8), path: "d.xliff")
        #expect(document.files[0].units.map(\.target) == ["Hallo, %@!", "Hallo, %@!", "Hallo, <b>%@</b>!"])
        #expect(document.files[0].units[0].source == "Hello, %@!")
    }

    @Test func aSecondUnitWithTheSameIDIsAWarning() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("de.xliff", TranslatorFixture.xliff("en.lproj/Localizable.strings", """
                  <trans-unit id="run.title"><source>Run</source><target>Rennen</target></trans-unit>
                  <trans-unit id="run.title"><source>Run</source><target>Laufen</target></trans-unit>
            """))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):6:7: warning: \"run.title\": a second unit with this id, not imported (the first, at line 5, is)",
        ])
        #expect(try germanStrings(copy)["run.title"] == "Rennen")
    }

    /// A target must read the arguments the development text passes, as lint and the accessor plugin require.
    @Test func aTargetWhoseArgumentsDifferIsRefused() throws {
        let copy = try TranslatorFixture()
        let before = try germanStrings(copy)
        let path = try copy.fixture.write("de.xliff", TranslatorFixture.xliff("en.lproj/Localizable.strings", """
                  <trans-unit id="run.failed"><source>Run failed: %@</source><target>Fehler: %d</target></trans-unit>
                  <trans-unit id="quotes"><source>Say "hi" &amp; &lt;wave&gt;
            then\tgo</source><target>Sag 100 % "hallo"</target></trans-unit>
            """))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):5:7: warning: \"run.failed\": not imported, its arguments differ from en: argument 1 is %d, but en has %@",
        ])
        let german = try germanStrings(copy)
        #expect(german["run.failed"] == before["run.failed"])
        #expect(german["quotes"] == "Sag 100 % \"hallo\"")

        let missing = try copy.fixture.write("fr.xliff", TranslatorFixture.xliff("en.lproj/Localizable.strings", target: "fr", """
                  <trans-unit id="run.failed"><source>Run failed: %@</source><target>Échec</target></trans-unit>
            """))
        #expect(try XLIFFImporter(into: copy.resources).run([missing]).findings.map(\.description) == [
            "\(missing):5:7: warning: \"run.failed\": not imported, its arguments differ from en: argument 1 (%@ in en) is not used",
        ])
        #expect(!FileManager.default.fileExists(atPath: copy.resources + "/fr.lproj/Localizable.strings"))
    }

    @Test func aPluralFormWhoseArgumentsDifferIsRefused() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("de.xliff", TranslatorFixture.xliff("en.lproj/Localizable.stringsdict", """
                  <trans-unit id="/runs:dict/done:dict/other:dict/:string"><source>%1$lu %2$#@total@</source><target>%1$@ %2$#@total@</target></trans-unit>
            """))
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):5:7: warning: \"runs\": not imported, its arguments differ from en: argument 1 is %@, but en has %lu",
        ])
        #expect(result.files == [])
    }
}

/// Plural forms that only the target language has (#44 item 3): a plain English string that Russian
/// varies by plural becomes `.xcstrings` plural variations, never beside a `stringUnit`, and exports back.
@Suite struct XLIFFTargetOnlyPluralTests {
    private func catalogJSON(_ copy: TranslatorFixture) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: copy.resources + "/Localizable.xcstrings"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func localization(_ catalog: [String: Any], _ key: String, _ language: String) -> [String: Any]? {
        ((catalog["strings"] as? [String: Any])?[key] as? [String: Any])
            .flatMap { ($0["localizations"] as? [String: Any])?[language] as? [String: Any] }
    }

    private func pluralValues(_ localization: [String: Any]?) -> [String: String] {
        let plural = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
        return plural.compactMapValues { (($0 as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
    }

    @Test func formsOnlyRussianHasAreImportedAndExportedBack() throws {
        let copy = try TranslatorFixture()
        let units = [("one", "Привет, друг"), ("few", "Привет, друзья"), ("many", "Привет, друзей"), ("other", "Привет")]
            .map { "      <trans-unit id=\"greeting|==|plural.\($0.0)\"><source>greeting</source><target>\($0.1)</target></trans-unit>" }
        let path = try copy.fixture.write("ru.xliff", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.xcstrings" source-language="en" target-language="ru" datatype="plaintext">
                <body>
            \(units.joined(separator: "\n"))
                </body>
              </file>
            </xliff>
            """)
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == ["\(copy.resources)/Localizable.xcstrings: 0 changed, 4 added, 0 unchanged"])
        let russian = localization(try catalogJSON(copy), "greeting", "ru")
        #expect(russian?["stringUnit"] == nil)
        #expect(pluralValues(russian) == ["one": "Привет, друг", "few": "Привет, друзья", "many": "Привет, друзей", "other": "Привет"])

        let exported = try XLIFFExporter(resources: [copy.resources]).document(language: "ru").files
            .first { $0.original == "Localizable.xcstrings" }?.units.filter { $0.id.hasPrefix("greeting") }
        #expect(exported?.map(\.id) == ["greeting|==|plural.few", "greeting|==|plural.many", "greeting|==|plural.one", "greeting|==|plural.other"])
        #expect(exported?.map(\.target) == ["Привет, друзья", "Привет, друзей", "Привет, друг", "Привет"])
        #expect(exported?.map(\.source) == ["greeting", "greeting", "greeting", "greeting"])
    }

    /// German has "Hallo" as a plain string; a translator adds only `one`: "Hallo" becomes `other`.
    @Test func thePlainTextBecomesOtherWhenNoOtherIsGiven() throws {
        let copy = try TranslatorFixture()
        let path = try copy.fixture.write("de.xliff", """
            <xliff version="1.2">
              <file original="Localizable.xcstrings" source-language="en" target-language="de">
                <body><trans-unit id="greeting|==|plural.one"><source>greeting</source><target>Hallo, du</target></trans-unit></body>
              </file>
            </xliff>
            """)
        let result = try XLIFFImporter(into: copy.resources).run([path])
        #expect(result.findings == [])
        let german = localization(try catalogJSON(copy), "greeting", "de")
        #expect(german?["stringUnit"] == nil)
        #expect(pluralValues(german) == ["one": "Hallo, du", "other": "Hallo"])
    }
}
