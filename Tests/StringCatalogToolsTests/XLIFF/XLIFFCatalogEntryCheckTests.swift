import Foundation
import StringCatalogTools
import Testing
import TestSupport

/// The entry check of an `.xcstrings` import reads the strings it changes from the merged tree,
/// without rendering the catalog (#44 item 9): it refuses what it refused when it read the
/// whole rendered file, and a string the import does not touch, servable or not, is neither
/// checked nor changed.
@Suite struct XLIFFCatalogEntryCheckTests {
    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "broken" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "done", "value" : "Kaputt" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Broken" } }
              }
            },
            "greeting" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
              }
            },
            "hello %@" : {
              "comment" : "A name",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello %@" } }
              }
            },
            "ok" : { }
          },
          "version" : "1.0"
        }

        """

    @Test func refusesWhatWouldNotLoadOrMisreadsItsArgumentsAndWritesTheRestInPlace() throws {
        let project = try Fixture()
        let path = try project.write("Localizable.xcstrings", Self.catalog)
        let xliff = try project.write("de.xliff", """
            <xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="greeting|==|plural.one"><source>Hello</source><target>Hallo, du</target></trans-unit>
            <trans-unit id="hello %@"><source>Hello %@</source><target>Hallo %d</target></trans-unit>
            <trans-unit id="ok"><source>ok</source><target>In Ordnung</target></trans-unit>
            </body></file></xliff>
            """)
        let result = try XLIFFImporter(into: project.root).run([xliff])
        #expect(result.findings.map(\.description) == [
            "\(xliff):2:1: warning: \"greeting\": not imported, the entry would not load: "
                + "strings → greeting → localizations → de → variations → plural: no \"other\" variant",
            "\(xliff):3:1: warning: \"hello %@\": not imported, its arguments differ from en: argument 1 is %d, but en has %@",
        ])
        #expect(result.files.map(\.description) == ["\(path): 0 changed, 1 added, 0 unchanged"])
        // "broken" (a state no runtime serves) is left as it was; only "ok" changes.
        #expect(try project.read("Localizable.xcstrings") == Self.catalog.replacingOccurrences(of: #"    "ok" : { }"#, with: """
                "ok" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "In Ordnung"
                      }
                    }
                  }
                }
            """))
    }

    /// The catalog's shape (an object, a `sourceLanguage`, a `strings` object) is still checked when
    /// it is read, before any of its strings: export, status and import refuse it alike.
    @Test func aCatalogOfTheWrongShapeIsRefusedByEveryCommand() throws {
        let project = try Fixture()
        _ = try project.write("Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : []\n}\n")
        let xliff = try project.write("de.xliff", """
            <xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="ok"><source>ok</source><target>In Ordnung</target></trans-unit>
            </body></file></xliff>
            """)
        let message = "\(project.root)/Localizable.xcstrings: error: strings: expected an object, found an array"
        #expect(throws: XLIFFError.self) { try XLIFFExporter(resources: [project.root]).document(language: "de") }
        #expect(throws: XLIFFError.self) { try TranslationStatus.report(resources: [project.root]) }
        #expect(throws: XLIFFError.self) { try XLIFFImporter(into: project.root).run([xliff]) }
        for run in [{ _ = try XLIFFExporter(resources: [project.root]).document(language: "de") },
                    { _ = try TranslationStatus.report(resources: [project.root]) },
                    { _ = try XLIFFImporter(into: project.root).run([xliff]) }] as [() throws -> Void] {
            do {
                try run()
            } catch let error as XLIFFError {
                #expect(error.description == message)
            }
        }
    }
}
