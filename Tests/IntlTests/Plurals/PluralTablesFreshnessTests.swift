import Foundation
import Testing

/// The committed tables in Sources/Intl/Plurals/Generated are exactly what
/// Scripts/generate-plural-tables.swift makes from CLDRData/.
@Suite struct PluralTablesFreshnessTests {
    @Test func generatedTablesAreFresh() throws {
        let run = try GeneratorRun(["/usr/bin/env", "swift", "Scripts/generate-plural-tables.swift"])
        defer { run.remove() }
        let committed = run.root.appendingPathComponent("Sources/Intl/Plurals/Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        #expect(names == ["PluralRuleTables.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.output.path).sorted() == names)
        try run.expectFresh(names, committedIn: "Sources/Intl/Plurals/Generated",
                            regenerate: "swift Scripts/generate-plural-tables.swift")
    }
}
