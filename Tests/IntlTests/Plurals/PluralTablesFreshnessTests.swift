import Foundation
import Testing

/// The committed tables in Sources/Intl/Plurals/Generated are exactly what
/// Scripts/generate-plural-tables.swift makes from CLDRData/.
@Suite struct PluralTablesFreshnessTests {
    @Test func generatedTablesAreFresh() throws {
        let root = CLDRPluralData.repositoryRoot
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("plural-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "Scripts/generate-plural-tables.swift", output.path]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let committed = root.appendingPathComponent("Sources/Intl/Plurals/Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        #expect(names == ["PluralRangeTables.swift", "PluralRuleTables.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names)
        for name in names {
            let fresh = try Data(contentsOf: output.appendingPathComponent(name))
            let current = try Data(contentsOf: committed.appendingPathComponent(name))
            #expect(fresh == current, "\(name) is stale: run swift Scripts/generate-plural-tables.swift")
        }
    }
}
