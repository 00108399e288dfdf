import Foundation
import StringCatalogTools
import Testing
import TestSupport

/// Export as Xcode writes it, and Crowdin's downloads for Xcode projects imported back (#44 item 5).
/// The fixtures are ours, in the shapes of real exports (Xcode 14.2 to 27.0) and of a Crowdin download.
@Suite struct XLIFFXcodeShapesTests {
    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

        """

    private static func file(_ original: String, _ body: String) -> String {
        """
          <file original="\(original)" source-language="en" target-language="uk" datatype="plaintext">
            <header>
              <tool tool-id="swift-intl" tool-name="intl" tool-version="0.9.0"/>
            </header>
            <body>
        \(body)    </body>
          </file>

        """
    }

    /// `.xcstrings`: keys numeric-aware (`2 km` before `10 km`), a key's plain string first and its
    /// variations by path (`device.ipad` before `device.other`, plural forms alphabetically, those
    /// Ukrainian needs, from the `other` text where English has none), no `<target>` for a string
    /// Ukrainian lacks, `<target state="new">` for one in state `new`, `translate="no"` listed,
    /// `<note/>` without a comment.
    @Test func catalogUnitsInXcodesOrderAndShapes() throws {
        let project = try Fixture()
        func unit(_ value: String, _ state: String = "translated") -> String {
            "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
        }
        _ = try project.write("Resources/Localizable.xcstrings", """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "10 km" : { "localizations" : { "en" : \(unit("10 km")), "uk" : \(unit("10 км", "new")) } },
              "2 km" : { "comment" : "Distance", "localizations" : { "en" : \(unit("2 km")), "uk" : \(unit("2 км")) } },
              "Brand" : { "shouldTranslate" : false },
              "files" : { "localizations" : { "en" : { "variations" : { "plural" : {
                "one" : \(unit("%lld file")), "other" : \(unit("%lld files")) } } } } },
              "tap" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap %#@n@" },
                "variations" : { "device" : { "other" : \(unit("Tap")), "ipad" : \(unit("Touch")) } },
                "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "other" : \(unit("%arg times")) } } } } } } }
            } }
            """)
        let text = try XLIFFExporter(resources: [project.root + "/Resources"]).document(language: "uk").text
        #expect(text == Self.header + Self.file("Localizable.xcstrings", """
                  <trans-unit id="2 km" xml:space="preserve">
                    <source>2 km</source>
                    <target state="translated">2 км</target>
                    <note>Distance</note>
                  </trans-unit>
                  <trans-unit id="10 km" xml:space="preserve">
                    <source>10 km</source>
                    <target state="new">10 км</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Brand" translate="no" xml:space="preserve">
                    <source>Brand</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="files|==|plural.few" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="files|==|plural.many" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="files|==|plural.one" xml:space="preserve">
                    <source>%lld file</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="files|==|plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="tap" xml:space="preserve">
                    <source>Tap %#@n@</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="tap|==|device.ipad" xml:space="preserve">
                    <source>Touch</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="tap|==|device.other" xml:space="preserve">
                    <source>Tap</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="tap|==|substitutions.n.plural.few" xml:space="preserve">
                    <source>%arg times</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="tap|==|substitutions.n.plural.many" xml:space="preserve">
                    <source>%arg times</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="tap|==|substitutions.n.plural.one" xml:space="preserve">
                    <source>%arg times</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="tap|==|substitutions.n.plural.other" xml:space="preserve">
                    <source>%arg times</source>
                    <note/>
                  </trans-unit>

            """) + "</xliff>\n")
    }

    /// `.strings` and `.stringsdict`: `<file>`s by `original` ignoring case (`en.lproj` before `Widget`),
    /// keys numeric-aware whatever the file's order, a `.strings` key that the `.stringsdict` also has
    /// `translate="no"` with ` (Key in .stringsdict)` (the `.stringsdict` entry noted with its comment),
    /// an empty translation `<target/>`, plural forms alphabetically (Apple's `zero` as the source has it).
    @Test func lprojTablesInXcodesOrderAndShapes() throws {
        let project = try Fixture()
        _ = try project.write("Resources/en.lproj/Localizable.strings", """
            "120 min" = "120 min";
            "3 min" = "3 min";
            /* Unread count */
            "unread" = "unread";

            """)
        _ = try project.write("Resources/uk.lproj/Localizable.strings", "\"3 min\" = \"\";\n")
        _ = try project.write("Resources/en.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>unread</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>u</string>
            <key>zero</key><string>none</string><key>one</key><string>%u unread</string><key>other</key><string>%u unread</string>
            </dict></dict></dict></plist>
            """)
        _ = try project.write("Resources/Widget/en.lproj/Widget.strings", "\"title\" = \"Inbox\";\n")
        let document = try XLIFFExporter(resources: [project.root + "/Resources/Widget", project.root + "/Resources"]).document(language: "uk")
        #expect(document.files.map(\.original) == [
            project.root + "/Resources/en.lproj/Localizable.strings", project.root + "/Resources/en.lproj/Localizable.stringsdict",
            project.root + "/Resources/Widget/en.lproj/Widget.strings",
        ])
        let text = try XLIFFExporter(resources: [project.root + "/Resources"]).document(language: "uk").text
        let form = { (name: String, source: String) in """
                  <trans-unit id="/unread:dict/n:dict/\(name):dict/:string" xml:space="preserve">
                    <source>\(source)</source>
                    <note>Unread count</note>
                  </trans-unit>

            """ }
        #expect(text == Self.header + Self.file("en.lproj/Localizable.strings", """
                  <trans-unit id="3 min" xml:space="preserve">
                    <source>3 min</source>
                    <target/>
                    <note/>
                  </trans-unit>
                  <trans-unit id="120 min" xml:space="preserve">
                    <source>120 min</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="unread" translate="no" xml:space="preserve">
                    <source>unread</source>
                    <note>Unread count (Key in .stringsdict)</note>
                  </trans-unit>

            """) + Self.file("en.lproj/Localizable.stringsdict", """
                  <trans-unit id="/unread:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                    <source>%#@n@</source>
                    <note>Unread count</note>
                  </trans-unit>

            """ + form("few", "%u unread") + form("many", "%u unread") + form("one", "%u unread") + form("other", "%u unread")
              + form("zero", "none")) + "</xliff>\n")
    }

    /// Crowdin's download for an Xcode project: one `<file original="/en.xliff">`, numeric ids, Xcode's id
    /// in `resname`, `.stringsdict` variables as gettext plural groups (`[0]` `one`, `[1]` `other` in
    /// German). Each unit lands in the table that has its resname; two tables with the same key are told
    /// apart by the source, then by the table Crowdin's note names, else the unit is a warning.
    @Test func crowdinDownloadImportsByResname() throws {
        let project = try Fixture()
        _ = try project.write("App/en.lproj/Localizable.strings", "\"title\" = \"Inbox\";\n")
        _ = try project.write("App/en.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>COUNT</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld mail</string><key>other</key><string>%lld mails</string>
            </dict></dict></dict></plist>
            """)
        _ = try project.write("Share/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Share\";\n\"NSHumanReadableCopyright\" = \"©\";\n")
        _ = try project.write("Today/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Today\";\n\"NSHumanReadableCopyright\" = \"©\";\n")
        func unit(_ id: String, _ resname: String, _ source: String, _ target: String, note: String = "") -> String {
            "      <trans-unit id=\"\(id)\" resname=\"\(resname)\"><source>\(source)</source>"
                + "<target state=\"translated\">\(target)</target>\(note)</trans-unit>\n"
        }
        let path = try project.write("de.xliff", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file id="7" original="/en.xliff" source-language="en" target-language="de" datatype="plaintext" tool-id="crowdin">
                <body>

            """ + unit("101", "title", "Inbox", "Eingang")
                + unit("102", "/COUNT:dict/NSStringLocalizedFormatKey:dict/:string", "%#@n@", "%#@n@")
                + "      <group restype=\"x-gettext-plurals\">\n"
                + unit("103[0]", "/COUNT:dict/n:dict/", "%lld mail", "%lld Mail")
                + unit("103[1]", "/COUNT:dict/n:dict/", "%lld mails", "%lld Mails")
                + "      </group>\n"
                + unit("104", "CFBundleName", "Share", "Teilen")
                + unit("105", "NSHumanReadableCopyright", "©", "© Teilen",
                       note: "<note from=\"Crowdin\">Share/en.lproj/InfoPlist.strings\nNSHumanReadableCopyright</note>")
                + unit("106", "NSHumanReadableCopyright", "©", "© ?")
                + unit("107", "gone", "Gone", "Weg")
                + """
                </body>
              </file>
            </xliff>

            """)
        let result = try XLIFFImporter(into: project.root).run([path])
        #expect(result.findings.map(\.description) == [
            "\(path):14:7: warning: \"NSHumanReadableCopyright\": not imported, more than one development table has it "
                + "(Share/en.lproj/InfoPlist.strings, Today/en.lproj/InfoPlist.strings), which one is meant cannot be told",
            "\(path):15:7: warning: \"gone\": not imported, no development table under the project root has it",
        ])
        #expect(result.files.map(\.description) == [
            "\(project.root)/App/de.lproj/Localizable.strings: 0 changed, 1 added, 0 unchanged",
            "\(project.root)/App/de.lproj/Localizable.stringsdict: 0 changed, 3 added, 0 unchanged",
            "\(project.root)/Share/de.lproj/InfoPlist.strings: 0 changed, 2 added, 0 unchanged",
        ])
        #expect(try project.read("Share/de.lproj/InfoPlist.strings") == "\"CFBundleName\" = \"Teilen\";\n\n\"NSHumanReadableCopyright\" = \"© Teilen\";\n")
        #expect(try project.read("App/de.lproj/Localizable.stringsdict").contains("<key>other</key>\n\t\t\t<string>%lld Mails</string>"))
    }
}
