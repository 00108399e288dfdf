import Foundation
import StringCatalog
import StringCatalogTools
import TestSupport
import Testing

/// A translator may name a substitution differently from the source (`%#@files@` →
/// `%#@dateien@`): export shows the target's own text under the source's ids, matched by the
/// argument the substitution takes, and import writes back into the target's substitution.
@Suite struct XLIFFRenamedSubstitutionTests {
    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "found" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
            "substitutions" : {
              "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
              "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } } } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@dateien@ in %#@ordner@" },
            "substitutions" : {
              "dateien" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } },
              "ordner" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordner" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordnern" } } } } } } }
        } } } }
        """

    private func resources() throws -> String {
        let root = try TemporaryFolder.make("renamed") + "/Resources"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Self.catalog.write(toFile: root + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        return root
    }

    @Test func exportShowsTheTargetsRenamedSubstitutions() throws {
        let document = try XLIFFExporter(resources: [try resources()]).document(language: "de")
        #expect(document.files.flatMap(\.units).map { "\($0.id) | \($0.target ?? "-")" } == [
            "found | %#@dateien@ in %#@ordner@",
            "found|==|substitutions.files.plural.one | %arg Datei",
            "found|==|substitutions.files.plural.other | %arg Dateien",
            "found|==|substitutions.folders.plural.one | %arg Ordner",
            "found|==|substitutions.folders.plural.other | %arg Ordnern",
        ])
    }

    @Test func importWritesIntoTheTargetsRenamedSubstitution() throws {
        let root = try resources()
        let xliff = (root as NSString).deletingLastPathComponent + "/de.xliff"
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="found|==|substitutions.folders.plural.other"><source>%arg folders</source><target>%arg Verzeichnissen</target></trans-unit>
                </body>
              </file>
            </xliff>
            """.write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = try XLIFFImporter(into: root).run([xliff])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == ["\(root)/Localizable.xcstrings: 1 changed, 0 added, 0 unchanged"])
        // Only the German localization is rewritten (in Xcode's layout); no `folders` substitution is added to it.
        let text = try String(contentsOfFile: root + "/Localizable.xcstrings", encoding: .utf8)
        #expect(text.hasPrefix(Self.catalog.prefix(while: { $0 != "\"" }) + "\"sourceLanguage\""))
        #expect(text.contains(#"""
                  "ordner" : {
                    "argNum" : 2,
                    "formatSpecifier" : "lld",
                    "variations" : {
                      "plural" : {
                        "one" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%arg Ordner"
                          }
                        },
                        "other" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%arg Verzeichnissen"
                          }
                        }
            """#))
        #expect(text.components(separatedBy: "\"folders\"").count == 2)  // Only the English one.
        #expect(text.contains("\"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%#@files@ in %#@folders@\" },"))
        let catalog = try Catalog(directory: root, strict: true)
        #expect(try catalog.localizer(acceptLanguage: "de").format("found", arguments: [1, 3]) == "1 Datei in 3 Verzeichnissen")
    }
}
