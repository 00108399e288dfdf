import Foundation
import Testing

/// The committed Sources/Intl/Locale/Generated/ParentLocales.swift is exactly
/// what Scripts/generate-parent-locales.swift makes from CLDRData/.
@Suite struct ParentLocalesFreshnessTests {
    @Test func generatedTableIsFresh() throws {
        let run = try GeneratorRun(["/usr/bin/env", "swift", "Scripts/generate-parent-locales.swift"])
        defer { run.remove() }
        let committed = run.root.appendingPathComponent("Sources/Intl/Locale/Generated")
        #expect(try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted() == ["LanguageAliases+Rules.swift", "LocaleMatcherData+Source.swift", "ParentLocales.swift"])
        try run.expectFresh(["ParentLocales.swift"], committedIn: "Sources/Intl/Locale/Generated",
                            regenerate: "swift Scripts/generate-parent-locales.swift")
    }
}
