import Foundation
import TestSupport
import Testing

/// `intl strings export`, `import` and `status` end to end.
@Suite struct StringsTranslationCommandTests {
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Translators/Resources").path

    private func folder() throws -> String {
        try TemporaryFolder.make("translators")
    }

    @Test func exportThenImportIntoACopyWithoutTheLanguageRecreatesIt() throws {
        let root = try folder()
        let export = try CLIRun.intl("strings", "export", Self.resources, "--language", "de", "--to", root + "/Export")
        #expect(export.status == 0)
        #expect(export.stdout == "\(root)/Export/de.xcloc\n")
        try FileManager.default.createDirectory(atPath: root + "/Copy/en.lproj", withIntermediateDirectories: true)
        for name in ["Localizable.strings", "Localizable.stringsdict"] {
            try FileManager.default.copyItem(atPath: Self.resources + "/en.lproj/" + name, toPath: root + "/Copy/en.lproj/" + name)
        }
        let imported = try CLIRun.intl("strings", "import", root + "/Export/de.xcloc", "--into", root + "/Copy")
        #expect(imported.status == 0)
        #expect(imported.stderr == "\(root)/Export/de.xcloc/Localized Contents/de.xliff:79:3: warning: \"Localizable.xcstrings\": no such table in \(root)/Copy, 10 units not imported\n")
        #expect(imported.stdout == """
            \(root)/Copy/de.lproj/Localizable.strings: 0 changed, 4 added, 0 unchanged
            \(root)/Copy/de.lproj/Localizable.stringsdict: 0 changed, 8 added, 0 unchanged

            """)
        for name in ["Localizable.strings", "Localizable.stringsdict"] {
            let original = try CLIRun.intl("strings", "dump", Self.resources + "/de.lproj/" + name)
            let recreated = try CLIRun.intl("strings", "dump", root + "/Copy/de.lproj/" + name)
            #expect(recreated.stdout == original.stdout)
        }
    }

    @Test func aMalformedXLIFFExitsOneAndWritesNothing() throws {
        let root = try folder()
        let path = root + "/de.xliff"
        try Data("<xliff version=\"1.2\">\n<file original=\"en.lproj/Localizable.strings\" source-language=\"en\">\n</xliff>\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let run = try CLIRun.intl("strings", "import", path, "--into", root)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "\(path):3:1: error: </xliff> does not close <file> (opened at line 2, column 1)\n")
    }

    /// `--map ORIGINAL_PREFIX=FOLDER` (repeatable): a module that moved since the export.
    @Test func importMapsAnOriginalPrefixToAFolder() throws {
        let root = try folder()
        try FileManager.default.createDirectory(atPath: root + "/Extensions/Share/en.lproj", withIntermediateDirectories: true)
        try Data("\"title\" = \"Share\";\n".utf8).write(to: URL(fileURLWithPath: root + "/Extensions/Share/en.lproj/Localizable.strings"))
        let path = root + "/de.xliff"
        try Data("""
            <xliff version="1.2">
            <file original="App/Share Extension/en.lproj/Localizable.strings" source-language="en" target-language="de">
            <body><trans-unit id="title"><source>Share</source><target>Teilen</target></trans-unit></body>
            </file>
            </xliff>

            """.utf8).write(to: URL(fileURLWithPath: path))
        let run = try CLIRun.intl("strings", "import", path, "--into", root, "--map", "App/Share Extension=\(root)/Extensions/Share")
        #expect(run.stderr == "")
        #expect(run.stdout == "\(root)/Extensions/Share/de.lproj/Localizable.strings: 0 changed, 1 added, 0 unchanged\n")
        #expect(run.status == 0)
        let bad = try CLIRun.intl("strings", "import", path, "--into", root, "--map", "App")
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("Error: --map App: expected ORIGINAL_PREFIX=FOLDER\n"))
    }

    @Test func exportOnlyXLIFFAndStatus() throws {
        let root = try folder()
        let export = try CLIRun.intl("strings", "export", Self.resources, "--language", "ru", "--to", root, "--xliff-only")
        #expect(export.stdout == "\(root)/ru.xliff\n")
        #expect(FileManager.default.fileExists(atPath: root + "/ru.xliff"))
        let status = try CLIRun.intl("strings", "status", Self.resources)
        #expect(status.status == 0)
        #expect(status.stdout == """
            de: 8 of 9 keys translated, 1 needs review, 0 stale, 0 missing; 0 plural categories missing
            ru: 1 of 9 keys translated, 0 needs review, 0 stale, 8 missing; 0 plural categories missing

            """)
        let json = try CLIRun.intl("strings", "status", Self.resources, "--json")
        #expect(json.stdout.split(separator: "\n").first == "{\"language\":\"de\",\"keys\":9,\"translated\":8,\"needsReview\":1,\"stale\":0,\"missing\":0,\"pluralCategoriesMissing\":0,\"pluralCategoriesMissingByKey\":{}}")
    }

    @Test func usageErrorsExitTwo() throws {
        let run = try CLIRun.intl("strings", "export", Self.resources, "--to", "/tmp")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: Missing expected option '--language <language>'"))
    }
}
