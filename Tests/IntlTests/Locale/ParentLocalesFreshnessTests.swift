import Foundation
import Testing

/// The committed Sources/Intl/Locale/Generated/ParentLocales.swift is exactly
/// what Scripts/generate-parent-locales.swift makes from CLDRData/.
@Suite struct ParentLocalesFreshnessTests {
    @Test func generatedTableIsFresh() throws {
        let root = CLDRPluralData.repositoryRoot
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("parent-locales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "Scripts/generate-parent-locales.swift", output.path]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let committed = root.appendingPathComponent("Sources/Intl/Locale/Generated")
        #expect(try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted() == ["LanguageAliases+Rules.swift", "LocaleMatcherData+Source.swift", "ParentLocales.swift"])
        let fresh = try Data(contentsOf: output.appendingPathComponent("ParentLocales.swift"))
        let current = try Data(contentsOf: committed.appendingPathComponent("ParentLocales.swift"))
        #expect(fresh == current, "ParentLocales.swift is stale: run swift Scripts/generate-parent-locales.swift")
    }
}
