import Foundation
import TestSupport
import StringCatalog
import StringCatalogTools
import Testing

@Suite struct XLIFFExporterTests {
    private func units(_ language: String) throws -> [String] {
        let document = try XLIFFExporter(resources: [TranslatorFixture.original]).document(language: language)
        return document.files.flatMap { file in
            file.units.map { "\(file.original) | \($0.id) | \($0.source ?? "-") | \($0.target ?? "-") | \($0.state ?? "-")" }
        }
    }

    /// Xcode's order: `<file>`s by `original` ignoring case, units by key (numeric-aware, `.strings`
    /// too), a key's variations by path (plural forms alphabetically), `shouldTranslate: false` listed.
    @Test func exportsEveryShapeWithXcodesIdsAndTheTargetLanguagesCategories() throws {
        #expect(try units("ru") == [
            "en.lproj/Localizable.strings | cancel | Cancel | - | -",
            "en.lproj/Localizable.strings | quotes | Say \"hi\" & <wave>\nthen\tgo | - | -",
            "en.lproj/Localizable.strings | run.failed | Run failed: %@ | - | -",
            "en.lproj/Localizable.strings | run.title | Run | Забег | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/NSStringLocalizedFormatKey:dict/:string | %1$#@done@ | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/done:dict/few:dict/:string | %1$lu %2$#@total@ | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/done:dict/many:dict/:string | %1$lu %2$#@total@ | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/done:dict/one:dict/:string | One %2$#@total@ | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/done:dict/other:dict/:string | %1$lu %2$#@total@ | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/done:dict/zero:dict/:string | No runs completed yet | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/total:dict/few:dict/:string | of %2$lu runs completed | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/total:dict/many:dict/:string | of %2$lu runs completed | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/total:dict/one:dict/:string | of %2$lu run completed | - | -",
            "en.lproj/Localizable.stringsdict | /runs:dict/total:dict/other:dict/:string | of %2$lu runs completed | - | -",
            "en.lproj/Localizable.stringsdict | /tap:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/:string | Click & go | - | -",
            "en.lproj/Localizable.stringsdict | /tap:dict/NSStringDeviceSpecificRuleType:dict/other:dict/:string | Tap & go | - | -",
            "Localizable.xcstrings | %lld files|==|device.mac.plural.few | %lld files in Finder | - | -",
            "Localizable.xcstrings | %lld files|==|device.mac.plural.many | %lld files in Finder | - | -",
            "Localizable.xcstrings | %lld files|==|device.mac.plural.one | %lld file in Finder | - | -",
            "Localizable.xcstrings | %lld files|==|device.mac.plural.other | %lld files in Finder | - | -",
            "Localizable.xcstrings | %lld files|==|device.other.plural.few | %lld files | - | -",
            "Localizable.xcstrings | %lld files|==|device.other.plural.many | %lld files | - | -",
            "Localizable.xcstrings | %lld files|==|device.other.plural.one | %lld file | - | -",
            "Localizable.xcstrings | %lld files|==|device.other.plural.other | %lld files | - | -",
            "Localizable.xcstrings | found | Found %#@n@ in %#@folders@ | - | -",
            "Localizable.xcstrings | found|==|substitutions.folders.plural.few | %arg folders | - | -",
            "Localizable.xcstrings | found|==|substitutions.folders.plural.many | %arg folders | - | -",
            "Localizable.xcstrings | found|==|substitutions.folders.plural.one | one folder | - | -",
            "Localizable.xcstrings | found|==|substitutions.folders.plural.other | %arg folders | - | -",
            "Localizable.xcstrings | found|==|substitutions.n.plural.few | %arg matches | - | -",
            "Localizable.xcstrings | found|==|substitutions.n.plural.many | %arg matches | - | -",
            "Localizable.xcstrings | found|==|substitutions.n.plural.one | one match | - | -",
            "Localizable.xcstrings | found|==|substitutions.n.plural.other | %arg matches | - | -",
            "Localizable.xcstrings | greeting | greeting | - | -",
            "Localizable.xcstrings | internal.id | internal.id | - | -",
        ])
    }

    @Test func exportsTranslationsWithTheirStatesAndComments() throws {
        let document = try XLIFFExporter(resources: [TranslatorFixture.original]).document(language: "de")
        let catalog = document.files[2]
        #expect(catalog.units.filter { $0.id.hasPrefix("%lld files|==|device.other") }.map { "\($0.target ?? "-") \($0.state ?? "-")" }
                == ["%lld Datei translated", "%lld Dateien needs-review-l10n"])
        #expect(catalog.units.first { $0.id == "greeting" }?.note == "Home screen <title>")
        #expect(document.files[0].units.map(\.note) == ["Button", nil, "Shown when a run fails; %@ is the reason", "Title of the run screen"])
        #expect(catalog.units.filter { !$0.translate }.map(\.id) == ["internal.id"])
    }

    /// A bundle is written beside its place and renamed into it: one exported before is replaced
    /// whole (here with a stale file and a folder where `contents.json` goes, which writing into
    /// the old bundle failed on), and no staging folder is left behind.
    @Test func anXclocReplacesTheOneBeforeWhole() throws {
        let output = try Fixture()
        _ = try output.write("de.xcloc/Stale.txt", "from an earlier export")
        _ = try output.write("de.xcloc/contents.json/in-the-way.txt", "")
        let written = try XLIFFExporter(resources: [TranslatorFixture.original]).write(languages: ["de"], to: output.root)
        #expect(written == [output.root + "/de.xcloc"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.root) == ["de.xcloc"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.root + "/de.xcloc").sorted()
                == ["Localized Contents", "Notes", "Source Contents", "contents.json"])
        #expect(try output.read("de.xcloc/contents.json").contains("\"targetLocale\" : \"de\""))
    }

    @Test func writesAnXclocAsXcodeDoes() throws {
        let output = try Fixture()
        let written = try XLIFFExporter(resources: [TranslatorFixture.original]).write(languages: ["de", "ru"], to: output.root)
        #expect(written == [output.root + "/de.xcloc", output.root + "/ru.xcloc"])
        #expect(try output.read("de.xcloc/contents.json") == """
            {
              "developmentRegion" : "en",
              "project" : "Resources",
              "targetLocale" : "de",
              "toolInfo" : {
                "toolBuildNumber" : "0.9.0",
                "toolID" : "swift-intl",
                "toolName" : "intl",
                "toolVersion" : "0.9.0"
              },
              "version" : "1.0"
            }

            """)
        #expect(try output.read("de.xcloc/Source Contents/en.lproj/Localizable.strings")
                == String(contentsOfFile: TranslatorFixture.original + "/en.lproj/Localizable.strings", encoding: .utf8))
        #expect(FileManager.default.fileExists(atPath: output.root + "/de.xcloc/Notes"))
        let xliff = try XLIFFDocument(parsing: Array(output.read("ru.xcloc/Localized Contents/ru.xliff").utf8), path: "ru.xliff")
        #expect(xliff.files.map(\.original) == ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "Localizable.xcstrings"])
    }

    @Test func namesTablesByFolderWhenThereAreSeveral() throws {
        let fixture = try Fixture()
        try fixture.write("Shop/en.lproj/Shop.strings", "\"buy\" = \"Buy\";\n")
        try fixture.write("Account/en.lproj/Account.strings", "\"login\" = \"Log in\";\n")
        let document = try XLIFFExporter(resources: [fixture.root + "/Shop", fixture.root + "/Account"]).document(language: "fr")
        // Xcode's order of originals, whatever the order the folders were given in.
        #expect(document.files.map(\.original) == [fixture.root + "/Account/en.lproj/Account.strings", fixture.root + "/Shop/en.lproj/Shop.strings"])
    }

    @Test func stopsAtAMissingFolderOrABrokenTable() throws {
        #expect(throws: XLIFFError.notADirectory(path: "/nonexistent/Resources")) {
            try XLIFFExporter(resources: ["/nonexistent/Resources"])
        }
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"a\" = \"b\"\n")
        do {
            _ = try XLIFFExporter(resources: [fixture.root]).document(language: "de")
            Issue.record("no error")
        } catch {
            #expect(error.description == "\(fixture.root)/en.lproj/Localizable.strings:2:1: error: expected ';' after the value, found end of file")
        }
    }
}
