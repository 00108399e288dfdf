import Foundation
import TestSupport
import StringCatalog
import StringCatalogTools
import Testing

@Suite struct CatalogLinterTests {
    private func lint(_ fixture: Fixture, _ paths: [String]? = nil) -> [String] {
        CatalogLinter().lint(paths ?? [fixture.root]).map { $0.description.replacingOccurrences(of: fixture.root + "/", with: "") }
    }

    @Test func cleanTranslationsHaveNoFindings() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "/* Runs */\n\"runs\" = \"%lu of %lu runs\";\n\"title\" = \"Run\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"runs\" = \"%2$lu … %1$lu Läufe\";\n\"title\" = \"Lauf\";\n")
        #expect(lint(fixture) == [])
    }

    @Test func germanPositionalArgumentsInAnotherOrderAreFine() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"runs\" = \"%lu of %lu runs\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"runs\" = \"%2$lu … %1$lu\";\n")
        #expect(CatalogLinter().lint([fixture.root]).isEmpty)
    }

    @Test func malformedPositionIsAnErrorWithItsOffset() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"runs\" = \"%lu runs\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\n  \"runs\" = \"Läufe: %$1lu\";\n")
        let findings = CatalogLinter().lint([fixture.root])
        #expect(findings.map { $0.description.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "de.lproj/Localizable.strings:2:3: error: \"runs\" (de): format \"Läufe: %$1lu\": offset 8: %$: \"$\" without a position number before it",
        ])
        #expect(findings.first == LintFinding(severity: .error, path: fixture.root + "/de.lproj/Localizable.strings",
                                              line: 2, column: 3, key: "runs", language: "de",
                                              message: "\"runs\" (de): format \"Läufe: %$1lu\": offset 8: %$: \"$\" without a position number before it",
                                              rule: .malformedFormat))
        #expect(findings.containsErrors)
    }

    @Test func argumentTypeCountAndPositionDifferences() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"a\" = \"%lu of %lu\";\n\"b\" = \"%@ invited you\";\n\"c\" = \"%d %@\";\n")
        try fixture.write("fr.lproj/Localizable.strings", "\"a\" = \"%lu sur %@\";\n\"b\" = \"%1$@ vous a invité à %2$@\";\n\"c\" = \"%2$@\";\n")
        #expect(lint(fixture) == [
            "fr.lproj/Localizable.strings:1:1: error: \"a\" (fr): argument 2 is %@, but en has %lu",
            "fr.lproj/Localizable.strings:2:1: error: \"b\" (fr): argument 2 (%@) is not in en",
            "fr.lproj/Localizable.strings:3:1: error: \"c\" (fr): argument 1 (%d in en) is not used",
        ])
    }

    @Test func missingAndExtraKeysAndTables() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"title\" = \"Run\";\n\"done\" = \"Done\";\n")
        try fixture.write("en.lproj/Order.strings", "\"buy\" = \"Buy\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"title\" = \"Lauf\";\n\"old\" = \"Alt\";\n")
        #expect(lint(fixture) == [
            "de.lproj: warning: table \"Order\" (de): missing (en has it)",
            "de.lproj/Localizable.strings: warning: \"done\" (de): missing (en has this key)",
            "de.lproj/Localizable.strings:2:1: warning: \"old\" (de): not in the development language en",
        ])
        #expect(!CatalogLinter().lint([fixture.root]).containsErrors)
    }

    /// A `one` text that says "1" where the language's `one` covers other numbers (#44 item 6).
    @Test func aOneFormThatSaysOneWhereOneCoversMoreIsAWarning() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", forms: [("one", "1 day"), ("other", "%ld days")]))
        try fixture.write("fr.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", forms: [
            ("one", "1 jour"), ("many", "%ld de jours"), ("other", "%ld jours"),
        ]))
        try fixture.write("ru.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", forms: [
            ("one", "%ld день"), ("few", "%ld дня"), ("many", "%ld дней"), ("other", "%ld дня"),
        ]))
        #expect(lint(fixture) == [
            "fr.lproj/Localizable.stringsdict:3:3: warning: \"days\" (fr): plural variable \"d\": the one text writes \"1\", but fr uses it for 0 too (use the number's specifier)",
        ])
    }

    /// `%` that is no conversion is text where the development language passes no argument (#44 item 6).
    @Test func aPercentSignInPlainTextIsNoFinding() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"sale\" = \"100 %\";\n\"link\" = \"https://example.org/a%3Ab\";\n\"runs\" = \"%lu runs\";\n")
        try fixture.write("fr.lproj/Localizable.strings", "\"sale\" = \"100 % de remise\";\n\"link\" = \"https://example.org/a%3Ab\";\n\"runs\" = \"%lu courses %\";\n")
        #expect(lint(fixture) == [
            "fr.lproj/Localizable.strings:3:1: error: \"runs\" (fr): format \"%lu courses %\": offset 12: %: the format ends inside a specifier",
        ])
    }

    /// Apple's runtime shows the `other` text for a category a table lacks: wrong grammar, no lost text, a warning.
    @Test func russianPluralMissingFewIsAWarning() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", forms: [("one", "%ld day"), ("other", "%ld days")]))
        try fixture.write("ru.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", forms: [
            ("zero", "нет"), ("one", "%ld день"), ("many", "%ld дней"), ("other", "%ld дня"),
        ]))
        #expect(lint(fixture) == [
            "ru.lproj/Localizable.stringsdict:3:3: warning: \"days\" (ru): plural variable \"d\" lacks few (ru needs one, few, many, other); the other text is shown for those numbers",
        ])
    }

    @Test func englishCarryingFewIsAWarningAndZeroIsAllowed() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", forms: [
            ("zero", "none"), ("one", "%ld day"), ("few", "%ld days"), ("other", "%ld days"),
        ]))
        let findings = CatalogLinter().lint([fixture.root])
        #expect(lint(fixture) == [
            "en.lproj/Localizable.stringsdict:3:3: warning: \"days\" (en): plural variable \"d\" has few, which en never uses (en uses one, other; zero is always allowed)",
        ])
        #expect(!findings.containsErrors)
    }

    @Test func categoryStringMustReadTheNumberAsItsValueType() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", valueType: "lu", forms: [
            ("one", "%lu day"), ("other", "%d days, %2$@"),
        ]))
        #expect(lint(fixture) == [
            "en.lproj/Localizable.stringsdict:3:3: error: \"days\" (en): plural variable \"d\" reads its number as %d in \"other\", but its value type is %lu",
        ])
    }

    @Test func nonASCIIKeyIsAWarningInTheDevelopmentLanguageOnly() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"Größe\" = \"Size\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"Größe\" = \"Größe\";\n")
        #expect(lint(fixture) == [
            "en.lproj/Localizable.strings:1:1: warning: \"Größe\" (en): the key is not ASCII (keys should be ASCII identifiers; put the text in the value)",
        ])
    }

    @Test func duplicateKeyAndSyntaxError() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"a\" = \"1\";\n  \"a\" = \"2\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"a\" = \"1\"\n\"b\" = \"2\";\n")
        #expect(lint(fixture) == [
            "de.lproj/Localizable.strings:2:1: error: expected ';' after the value, found '\"'",
            "en.lproj/Localizable.strings:2:3: warning: duplicate key \"a\" (first defined on line 1; the last definition wins)",
        ])
    }

    @Test func singleFileGetsItsOwnChecks() throws {
        let fixture = try Fixture()
        let path = try fixture.write("ru.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "days", forms: [("one", "%ld день"), ("other", "%ld дня")]))
        #expect(lint(fixture, [path]) == [
            "ru.lproj/Localizable.stringsdict:3:3: warning: \"days\" (ru): plural variable \"d\" lacks few, many (ru needs one, few, many, other); the other text is shown for those numbers",
        ])
    }

    @Test func stringCatalogComparesWithItsSourceLanguage() throws {
        let fixture = try Fixture()
        let json = #"{"sourceLanguage":"en","version":"1.0","strings":{"runs":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%lld runs"}},"#
            + #""de":{"stringUnit":{"state":"translated","value":"%@ Läufe"}}}}}}"#
        try fixture.write("Localizable.xcstrings", json)
        #expect(lint(fixture) == ["Localizable.xcstrings: error: \"runs\" (de): argument 1 is %@, but en has %lld"])
    }

    @Test func unreadableAndUnsupportedPaths() throws {
        let fixture = try Fixture()
        let notes = try fixture.write("notes.txt", "x")
        #expect(CatalogLinter().lint(["/nonexistent/x", notes]).map(\.description) == [
            "/nonexistent/x: error: no such file or directory",
            "\(notes): error: unsupported file type \"notes.txt\" (expected .strings, .stringsdict or .xcstrings)",
        ])
    }

    @Test func jsonLine() {
        let finding = LintFinding(severity: .warning, path: "a \"b\".strings", key: "k", message: "tab\there")
        #expect(finding.jsonLine == #"{"severity":"warning","path":"a \"b\".strings","line":null,"column":null,"key":"k","language":null,"message":"tab\there","rule":null}"#)
    }

    /// A team changes a rule's severity or turns it off; the rest keep their defaults.
    @Test func severitiesChangeOrSilenceARule() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"runs\" = \"%lu runs\";\n\"title\" = \"Run\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"runs\" = \"%@ Läufe\";\n")
        #expect(lint(fixture) == [
            "de.lproj/Localizable.strings: warning: \"title\" (de): missing (en has this key)",
            "de.lproj/Localizable.strings:1:1: error: \"runs\" (de): argument 1 is %@, but en has %lu",
        ])
        let linter = CatalogLinter(settings: [.missingTranslation: .off, .argumentMismatch: .warning])
        let findings = linter.lint([fixture.root])
        #expect(findings.map { $0.description.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "de.lproj/Localizable.strings:1:1: warning: \"runs\" (de): argument 1 is %@, but en has %lu",
        ])
        #expect(findings.map(\.rule) == [LintRule.argumentMismatch])
        #expect(!findings.containsErrors)
    }

    /// `%a`, `%A` and `%p` are conversions Apple's runtime formats: no finding.
    @Test func hexadecimalFloatsAndAddressesAreConversions() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Localizable.strings", "\"hex\" = \"%a at %p\";\n")
        try fixture.write("de.lproj/Localizable.strings", "\"hex\" = \"%A bei %p\";\n")
        #expect(lint(fixture) == [])
    }
}
