import Testing

/// The committed Sources/Intl/Locale/Generated/LanguageAliases+Rules.swift is
/// exactly what Scripts/generate-language-aliases.sh reads from ICU's data.
@Suite struct LanguageAliasesFreshnessTests {
    @Test func generatedRulesAreFresh() throws {
        let run = try GeneratorRun(["/bin/sh", "Scripts/generate-language-aliases.sh"])
        defer { run.remove() }
        try run.expectFresh(["LanguageAliases+Rules.swift"], committedIn: "Sources/Intl/Locale/Generated",
                            regenerate: "Scripts/generate-language-aliases.sh")
    }
}
