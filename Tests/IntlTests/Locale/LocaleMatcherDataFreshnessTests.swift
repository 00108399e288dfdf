import Foundation
import Testing

/// The committed Sources/Intl/Locale/Generated/LocaleMatcherData+Source.swift is
/// exactly what Scripts/generate-locale-matcher-data.sh reads from ICU's data.
@Suite struct LocaleMatcherDataFreshnessTests {
    @Test func generatedDataIsFresh() throws {
        let root = CLDRPluralData.repositoryRoot
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("locale-matcher-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["Scripts/generate-locale-matcher-data.sh", output.path]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let name = "LocaleMatcherData+Source.swift"
        let fresh = try Data(contentsOf: output.appendingPathComponent(name))
        let current = try Data(contentsOf: root.appendingPathComponent("Sources/Intl/Locale/Generated/" + name))
        #expect(fresh == current, "\(name) is stale: run Scripts/generate-locale-matcher-data.sh")
    }
}
