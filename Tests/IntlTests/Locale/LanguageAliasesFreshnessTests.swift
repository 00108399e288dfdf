import Foundation
import Testing

/// The committed Sources/Intl/Locale/Generated/LanguageAliases+Rules.swift is
/// exactly what Scripts/generate-language-aliases.sh reads from ICU's data.
@Suite struct LanguageAliasesFreshnessTests {
    @Test func generatedRulesAreFresh() throws {
        let root = CLDRPluralData.repositoryRoot
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("language-aliases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["Scripts/generate-language-aliases.sh", output.path]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let name = "LanguageAliases+Rules.swift"
        let fresh = try Data(contentsOf: output.appendingPathComponent(name))
        let current = try Data(contentsOf: root.appendingPathComponent("Sources/Intl/Locale/Generated/" + name))
        #expect(fresh == current, "\(name) is stale: run Scripts/generate-language-aliases.sh")
    }
}
