import Foundation
import StringCatalog
import StringCatalogTools
import Testing
import TestSupport

/// Keys Xcode extracts from code (#44 item 2): strings that code uses and no development table lists
/// are exported, and import writes them into `<language>.lproj/<table>.strings`, creating it.
@Suite struct XLIFFCodeStringsTests {
    private static let code: [String: [CatalogEntry]] = [
        "Localizable": [
            CatalogEntry(key: "title", message: .text("Inbox"), comment: nil),            // in the table already
            CatalogEntry(key: "empty", message: .text("No mail"), comment: "Empty inbox"),
        ],
        "Settings": [CatalogEntry(key: "settings.title", message: .text("Settings"), comment: "Screen title")],
    ]

    @Test func codeStringsAreExportedAndImportCreatesTheirTable() throws {
        let project = try Fixture()
        _ = try project.write("Resources/en.lproj/Localizable.strings", "\"title\" = \"Inbox\";\n")
        let exporter = try XLIFFExporter(resources: [project.root + "/Resources"], codeStrings: Self.code)
        let files = try exporter.document(language: "de").files
        #expect(files.map(\.original) == ["en.lproj/Localizable.strings", "en.lproj/Settings.strings"])
        #expect(files.map { $0.units.map(\.id) } == [["empty", "title"], ["settings.title"]])
        #expect(files[1].units.map(\.note) == ["Screen title"])
        #expect(!FileManager.default.fileExists(atPath: project.root + "/Resources/en.lproj/Settings.strings"))
        #expect(try project.read("Resources/en.lproj/Localizable.strings") == "\"title\" = \"Inbox\";\n")

        // Translated in the .xcloc, whose Source Contents hold the tables as exported (code keys too).
        let export = project.root + "/Export"
        try exporter.write(languages: ["de"], to: export)
        let path = export + "/de.xcloc/Localized Contents/de.xliff"
        var document = try XLIFFDocument(parsing: Array(project.read("Export/de.xcloc/Localized Contents/de.xliff").utf8), path: path)
        let targets = ["title": "Eingang", "empty": "Keine Post", "settings.title": "Einstellungen"]
        for file in document.files.indices {
            for unit in document.files[file].units.indices {
                document.files[file].units[unit].target = targets[document.files[file].units[unit].id]
            }
        }
        try Data(document.text.utf8).write(to: URL(fileURLWithPath: path))
        let result = try XLIFFImporter(into: project.root + "/Resources").run([export + "/de.xcloc"])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == [
            "\(project.root)/Resources/de.lproj/Localizable.strings: 0 changed, 2 added, 0 unchanged",
            "\(project.root)/Resources/de.lproj/Settings.strings: 0 changed, 1 added, 0 unchanged",
        ])
        #expect(try project.read("Resources/de.lproj/Settings.strings") == "/* Screen title */\n\"settings.title\" = \"Einstellungen\";\n")
        #expect(try project.read("Resources/de.lproj/Localizable.strings") == "\"title\" = \"Eingang\";\n\n\"empty\" = \"Keine Post\";\n")

        // A bare .xliff has no Source Contents: a code key of a table on disk cannot be told from a removed one.
        let bare = try project.write("fr.xliff", document.text.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"fr\""))
        let french = try XLIFFImporter(into: project.root + "/Resources").run([bare])
        #expect(french.findings.map(\.description) == ["\(bare):8:7: warning: \"empty\": no such string in en.lproj/Localizable.strings, not imported"])
        #expect(!FileManager.default.fileExists(atPath: project.root + "/Resources/en.lproj/Settings.strings"))
    }
}
