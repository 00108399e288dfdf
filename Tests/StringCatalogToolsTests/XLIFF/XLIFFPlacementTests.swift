import Foundation
import StringCatalogTools
import Testing
import TestSupport

/// Where import puts each `<file>` of a multi-module export (#44 item 1): beside its own table,
/// never into another module's table of the same name.
@Suite struct XLIFFPlacementTests {
    /// A project with two modules whose tables share a name, as Xcode exports it.
    private static func project() throws -> Fixture {
        let project = try Fixture()
        _ = try project.write("App/en.lproj/Localizable.strings", "\"title\" = \"Inbox\";\n")
        _ = try project.write("App/de.lproj/Localizable.strings", "\"title\" = \"Eingang\";\n")
        _ = try project.write("App/Share Extension/en.lproj/Localizable.strings", "\"title\" = \"Share\";\n")
        return project
    }

    private static func file(_ original: String, _ units: String) -> String {
        """
          <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        """
    }

    private static func xliff(_ files: String...) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
            + files.joined(separator: "\n") + "\n</xliff>\n"
    }

    @Test func eachFileLandsBesideItsOwnTable() throws {
        let project = try Self.project()
        let path = try project.write("de.xliff", Self.xliff(
            Self.file("App/Share Extension/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Share</source><target>Teilen</target></trans-unit>"),
            Self.file("App/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Inbox</source><target>Posteingang</target></trans-unit>")))
        let result = try XLIFFImporter(into: project.root).run([path])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == [
            "\(project.root)/App/Share Extension/de.lproj/Localizable.strings: 0 changed, 1 added, 0 unchanged",
            "\(project.root)/App/de.lproj/Localizable.strings: 1 changed, 0 added, 0 unchanged",
        ])
        #expect(try project.read("App/Share Extension/de.lproj/Localizable.strings") == "\"title\" = \"Teilen\";\n")
        #expect(try project.read("App/de.lproj/Localizable.strings") == "\"title\" = \"Posteingang\";\n")
    }

    /// A `<file>` from a folder this project does not have ends like another module's table: the
    /// `<file>` that names that table exactly wins, whichever comes first, and the other is one warning.
    @Test func aFileThatOnlyEndsLikeAnotherModulesTableIsRefused() throws {
        let project = try Self.project()
        let path = try project.write("de.xliff", Self.xliff(
            Self.file("Old Name/App/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Inbox</source><target>Teilen</target></trans-unit>"),
            Self.file("App/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Inbox</source><target>Posteingang</target></trans-unit>")))
        let result = try XLIFFImporter(into: project.root).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):3:3: warning: \"Old Name/App/en.lproj/Localizable.strings\": \"App/en.lproj/Localizable.strings\" is the table "
                + "of the <file> at \(path):8:3, which names it exactly; this one only ends like it: 1 units not imported",
        ])
        #expect(result.files.map(\.description) == ["\(project.root)/App/de.lproj/Localizable.strings: 1 changed, 0 added, 0 unchanged"])
        #expect(try project.read("App/de.lproj/Localizable.strings") == "\"title\" = \"Posteingang\";\n")
    }

    /// Two `<file>`s that both only end like one table: which module it is cannot be told, so neither is imported.
    @Test func twoFilesEndingLikeOneTableAreBothRefused() throws {
        let project = try Self.project()
        let path = try project.write("de.xliff", Self.xliff(
            Self.file("Main/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Inbox</source><target>Posteingang</target></trans-unit>"),
            Self.file("Widget/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Inbox</source><target>Widget</target></trans-unit>")))
        let root = project.root + "/App"
        let result = try XLIFFImporter(into: root).run([path])
        let reason = "\"en.lproj/Localizable.strings\" is also where other <file>s with another original land by their last path "
            + "components, so it is no one's: 1 units not imported (name the folder with --map ORIGINAL_PREFIX=FOLDER)"
        #expect(result.findings.map(\.description) == [
            "\(path):3:3: warning: \"Main/en.lproj/Localizable.strings\": \(reason)",
            "\(path):8:3: warning: \"Widget/en.lproj/Localizable.strings\": \(reason)",
        ])
        #expect(result.files == [])
    }

    /// The same `<file>` twice (an input given twice): the first is imported, the second is a warning.
    @Test func theSameFileTwiceIsImportedOnce() throws {
        let project = try Self.project()
        let unit = "      <trans-unit id=\"title\"><source>Share</source><target>Teilen</target></trans-unit>"
        let first = try project.write("a/de.xliff", Self.xliff(Self.file("App/Share Extension/en.lproj/Localizable.strings", unit)))
        let second = try project.write("b/de.xliff", Self.xliff(Self.file("App/Share Extension/en.lproj/Localizable.strings", unit)))
        let result = try XLIFFImporter(into: project.root).run([first, second])
        #expect(result.findings.map(\.description) == [
            "\(second):3:3: warning: \"App/Share Extension/en.lproj/Localizable.strings\": a second <file> for "
                + "\"App/Share Extension/en.lproj/Localizable.strings\" in this language (the first is at \(first):3:3): 1 units not imported",
        ])
        #expect(result.files.map(\.description) == ["\(project.root)/App/Share Extension/de.lproj/Localizable.strings: 0 changed, 1 added, 0 unchanged"])
    }

    /// `--map`: a project whose folders moved since the export.
    @Test func aMappingPlacesAMovedModule() throws {
        let project = try Fixture()
        _ = try project.write("Extensions/Share/en.lproj/Localizable.strings", "\"title\" = \"Share\";\n")
        let path = try project.write("de.xliff", Self.xliff(
            Self.file("App/Share Extension/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Share</source><target>Teilen</target></trans-unit>"),
            Self.file("App/Other/en.lproj/Localizable.strings",
                      "      <trans-unit id=\"title\"><source>Share</source><target>Teilen</target></trans-unit>")))
        let mappings = try [#require(FolderMapping(argument: "App/Share Extension/=\(project.root)/Extensions/Share/")),
                            #require(FolderMapping(argument: "App=\(project.root)/Nowhere"))]
        let result = try XLIFFImporter(into: project.root, mappings: mappings).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):8:3: warning: \"App/Other/en.lproj/Localizable.strings\": no such table in \(project.root), 1 units not imported",
        ])
        #expect(result.files.map(\.description) == ["\(project.root)/Extensions/Share/de.lproj/Localizable.strings: 0 changed, 1 added, 0 unchanged"])
        #expect(FolderMapping(argument: "App") == nil)
        #expect(FolderMapping(argument: "=Folder") == nil)
        #expect(FolderMapping(argument: "App=") == nil)
    }

    /// An XLIFF from anywhere: an empty or root `original`, or one that climbs out of the project with
    /// `..`, is placed nowhere (one warning each) and nothing is written outside the root.
    @Test func originalsOutsideTheRootArePlacedNowhere() throws {
        let project = try Self.project()
        let unit = "      <trans-unit id=\"title\"><source>Share</source><target>Teilen</target></trans-unit>"
        let path = try project.write("App/de.xliff", Self.xliff(Self.file("", unit), Self.file("/", unit),
                                                           Self.file("../App/Share Extension/en.lproj/Localizable.strings", unit)))
        let root = project.root + "/App/Share Extension"
        let result = try XLIFFImporter(into: root).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):3:3: warning: \"\": no such table in \(root), 1 units not imported",
            "\(path):8:3: warning: \"/\": no such table in \(root), 1 units not imported",
            "\(path):13:3: warning: \"../App/Share Extension/en.lproj/Localizable.strings\": no such table in \(root), 1 units not imported",
        ])
        #expect(result.files == [])
        #expect(!FileManager.default.fileExists(atPath: root + "/de.lproj"))
    }
}
