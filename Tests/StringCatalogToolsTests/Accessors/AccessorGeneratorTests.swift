import Foundation
import TestSupport
@testable import StringCatalogTools
import Testing

@Suite struct AccessorGeneratorTests {
    /// The generation for every file of `fixture`, paths relative to it.
    private func generate(_ fixture: Fixture, development: String = "en",
                          translations: LintFinding.Severity = .error) throws -> (source: String?, findings: [String]) {
        let files = try FileManager.default.subpathsOfDirectory(atPath: fixture.root).map { fixture.root + "/" + $0 }
        let generation = AccessorGenerator(developmentLanguage: development, translations: translations).generate(files: files)
        return (generation.source, generation.findings.map { $0.description.replacingOccurrences(of: fixture.root + "/", with: "") })
    }

    /// The accessor functions of a generated file, without the header and the enums.
    private func signatures(_ source: String?) -> [String] {
        (source ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("static func") }
    }

    @Test func oneKeyGivesThisExactFile() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "/* Title of the settings screen. */\n\"settings.title\" = \"Settings\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"settings.title\" = \"Einstellungen\";\n")
        let generation = try generate(fixture)
        #expect(generation.findings == [])
        #expect(generation.source == """
            // GENERATED FILE, DO NOT EDIT. Written on every build by IntlStringsPlugin (intl-strings-accessors)
            // from the catalogs: \((fixture.root as NSString).lastPathComponent).
            import StringCatalog

            /// Typed accessors for this target's string catalogs: an enum per key prefix
            /// (and per table other than Localizable), a function per key that returns the
            /// localizer's text for the key, its arguments typed from the development language.
            enum L10n {
                enum Settings {
                    /// Title of the settings screen.
                    ///
                    /// en: "Settings"
                    static func title(_ localizer: Localizer) throws(CatalogError) -> String {
                        try localizer.format("settings.title", arguments: [])
                    }
                }
            }

            """)
    }

    @Test func argumentTypesComeFromTheDevelopmentLanguagesSpecifiers() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", """
            "a" = "%d %ld %lld %i";
            "b" = "%u %lu %llu %x";
            "c" = "%f %.2f %g %e";
            "d" = "%@ %s %c";
            "e" = "%2$@ has %1$lld";
            "f" = "100%% done";
            """)
        try fixture.write("en.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "g", format: "%#@d@ (%@)", valueType: "f",
                                                                                   forms: [("one", "%f km"), ("other", "%f km")]))
        let generation = try generate(fixture)
        #expect(generation.findings == [])
        #expect(signatures(generation.source) == [
            "static func a(_ localizer: Localizer, _ arg1: Int, _ arg2: Int, _ arg3: Int, _ arg4: Int) throws(CatalogError) -> String {",
            "static func b(_ localizer: Localizer, _ arg1: UInt, _ arg2: UInt, _ arg3: UInt, _ arg4: Int) throws(CatalogError) -> String {",
            "static func c(_ localizer: Localizer, _ arg1: Double, _ arg2: Double, _ arg3: Double, _ arg4: Double) throws(CatalogError) -> String {",
            "static func d(_ localizer: Localizer, _ arg1: String, _ arg2: String, _ arg3: Character) throws(CatalogError) -> String {",
            "static func e(_ localizer: Localizer, _ arg1: Int, _ arg2: String) throws(CatalogError) -> String {",
            "static func f(_ localizer: Localizer) throws(CatalogError) -> String {",
            "static func g(_ localizer: Localizer, _ arg1: Double, _ arg2: String) throws(CatalogError) -> String {",
        ])
        #expect(generation.source?.contains("""
                    try localizer.format("b", arguments: [.uint(UInt64(arg1)), .uint(UInt64(arg2)), .uint(UInt64(arg3)), .int(Int64(arg4))])
            """) == true)
        #expect(generation.source?.contains("""
                /// en: "%#@d@ (%@)"
                /// - d: one "%f km", other "%f km"
                static func g(_ localizer: Localizer, _ arg1: Double, _ arg2: String) throws(CatalogError) -> String {
                    try localizer.format("g", arguments: [.double(arg1), .string(arg2)])
            """) == true)
    }

    @Test func otherTablesAreEnumsAndPassTheirName() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Order.strings", "\"total\" = \"Total: %@\";\n")
        try fixture.write("en.lproj/Localizable.strings", "\"order.title\" = \"Order\";\n")
        let source = try #require(try generate(fixture).source)
        #expect(source.contains("""
                enum Order {
                    /// en: "Order"
                    static func title(_ localizer: Localizer) throws(CatalogError) -> String {
                        try localizer.format("order.title", arguments: [])
                    }

                    /// en: "Total: %@"
                    static func total(_ localizer: Localizer, _ arg1: String) throws(CatalogError) -> String {
                        try localizer.format("total", table: "Order", arguments: [.string(arg1)])
                    }
                }
            """))
    }

    @Test func xcstringsAreTypedFromTheirSourceLanguage() throws {
        let fixture = try Fixture()
        try fixture.write("Localizable.xcstrings", """
            {"sourceLanguage":"de","version":"1.0","strings":{"runs":{"comment":"Runs today.","localizations":{
              "de":{"stringUnit":{"state":"translated","value":"%lld Läufe"}},
              "en":{"stringUnit":{"state":"translated","value":"%lld runs"}}}}}}
            """)
        let source = try #require(try generate(fixture).source)
        #expect(source.contains("""
                /// Runs today.
                ///
                /// de: "%lld Läufe"
                static func runs(_ localizer: Localizer, _ arg1: Int) throws(CatalogError) -> String {
            """))
    }

    @Test func translationsThatDisagreeAreErrorsNamingFileAndKey() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"cart.items\" = \"%lld items for %@\";\n\"ok\" = \"OK\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"ok\" = \"OK\";\n\"cart.items\" = \"%@ Artikel\";\n")
        try fixture.write("ru.lproj/Localizable.strings", "\"cart.items\" = \"%lld товаров для %@ и %@\";\n")
        let generation = try generate(fixture)
        #expect(generation.source == nil)
        #expect(generation.findings == [
            "de.lproj/Localizable.strings:2:1: error: \"cart.items\" (de): argument 1 is %@, but en has %lld",
            "de.lproj/Localizable.strings:2:1: error: \"cart.items\" (de): argument 2 (%@ in en) is not used",
            "ru.lproj/Localizable.strings:1:1: error: \"cart.items\" (ru): argument 3 (%@) is not in en",
        ])
    }

    /// By default a bad translation is a build warning (#44 item 7): the accessors are still written.
    @Test func translationsThatDisagreeAreWarningsUntilATeamOptsIn() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"cart.items\" = \"%lld items for %@\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"cart.items\" = \"%@ Artikel\";\n")
        let generation = try generate(fixture, translations: .warning)
        #expect(signatures(generation.source) == [
            "static func items(_ localizer: Localizer, _ arg1: Int, _ arg2: String) throws(CatalogError) -> String {",
        ])
        #expect(generation.findings == [
            "de.lproj/Localizable.strings:1:1: warning: \"cart.items\" (de): argument 1 is %@, but en has %lld",
            "de.lproj/Localizable.strings:1:1: warning: \"cart.items\" (de): argument 2 (%@ in en) is not used",
        ])
        #expect(AccessorGenerator().translations == .warning)
    }

    /// `%#@names@%#@count@` whose forms read `%1$@`: argument 1 is the string the forms say,
    /// not the variable's `NSStringFormatValueTypeKey` (#44 item 7).
    @Test func aFormsOwnSpecifierTypesItsArgument() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>followed</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@names@%#@count@</string>
              <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string></string><key>other</key><string></string></dict>
              <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>ld</string>
                <key>one</key><string>Followed by %1$@ and one other</string><key>other</key><string>Followed by %1$@ and %2$ld others</string></dict>
            </dict></dict></plist>
            """)
        let generation = try generate(fixture)
        #expect(generation.findings == [])
        #expect(signatures(generation.source) == [
            "static func followed(_ localizer: Localizer, _ arg1: String, _ arg2: Int) throws(CatalogError) -> String {",
        ])
    }

    @Test func aKeyInTwoCatalogsMustTakeTheSameArguments() throws {
        let fixture = try Fixture()
        try fixture.write("A/en.lproj/Localizable.strings", "\"runs\" = \"%lld runs\";\n")
        try fixture.write("B/en.lproj/Localizable.strings", "\"runs\" = \"%@ runs\";\n")
        let generation = try generate(fixture)
        #expect(generation.source == nil)
        #expect(generation.findings == [
            "B/en.lproj/Localizable.strings:1:1: error: \"runs\" (en): argument 1 is %@, but A/en.lproj/Localizable.strings has %lld",
        ])
    }

    @Test func keysThatMapToOneNameAreErrorsNamingBoth() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", """
            "settings-title" = "Settings";
            "settings_title" = "Settings";
            "404" = "Not found";
            "404.hint" = "Check the address";
            """)
        let generation = try generate(fixture)
        #expect(generation.source == nil)
        #expect(generation.findings == [
            "en.lproj/Localizable.strings:4:1: error: \"404.hint\" (table Localizable) and \"404\" (table Localizable) both become L10n._404; rename one of the keys",
            "en.lproj/Localizable.strings:2:1: error: \"settings_title\" (table Localizable) and \"settings-title\" (table Localizable) both become L10n.settingsTitle; rename one of the keys",
        ])
    }

    @Test func argumentsWithAGapAreAnError() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"later\" = \"%2$@\";\n")
        #expect(try generate(fixture).findings == [
            "en.lproj/Localizable.strings:1:1: error: \"later\" (en): no specifier reads argument 1 of 1…2 "
                + "(an accessor passes its arguments by position, so they must be numbered without gaps)",
        ])
    }

    @Test func aCatalogWithoutTheDevelopmentLanguageIsAnError() throws {
        let fixture = try Fixture()
        try fixture.write("Resources/de.lproj/Localizable.strings", "\"ok\" = \"OK\";\n")
        #expect(try generate(fixture, development: "fr").findings == [
            "Resources: error: no fr localization: accessors take their argument types from the development language fr",
        ])
    }

    @Test func syntaxErrorsStopGenerationWithTheirPosition() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"ok\" = \"OK\"\n\"b\" = \"B\";\n")
        let generation = try generate(fixture)
        #expect(generation.source == nil)
        #expect(generation.findings == ["en.lproj/Localizable.strings:2:1: error: expected ';' after the value, found '\"'"])
    }

    @Test func sameFilesGiveTheSameBytes() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"b.x\" = \"%@\";\n\"a\" = \"A\";\n\"b.y\" = \"Y\";\n")
        try fixture.write("en.lproj/Z.strings", "\"z\" = \"Z\";\n")
        let first = try generate(fixture).source
        #expect(first != nil)
        #expect(try generate(fixture).source == first)
        #expect(signatures(first) == [
            "static func a(_ localizer: Localizer) throws(CatalogError) -> String {",
            "static func x(_ localizer: Localizer, _ arg1: String) throws(CatalogError) -> String {",
            "static func y(_ localizer: Localizer) throws(CatalogError) -> String {",
            "static func z(_ localizer: Localizer) throws(CatalogError) -> String {",
        ])
    }
}
