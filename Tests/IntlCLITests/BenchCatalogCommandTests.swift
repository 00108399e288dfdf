import Foundation
import Testing

/// `intl bench catalog`: rows for every workload Foundation can do, JSON
/// shaped like `intl bench cache --json`, and argument errors.
@Suite struct BenchCatalogCommandTests {
    @Test func printsOneJSONRowPerWorkloadAndStrategy() throws {
        let run = try CLIRun.intl("bench", "catalog", "--seconds", "0.01", "--json")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { "\($0["workload"] ?? "") \($0["strategy"] ?? "")" } == [
            "lookup intl", "lookup foundation", "plural-number intl", "plural-number foundation", "two-variables intl",
        ])
        #expect(rows.allSatisfy { ($0["ns_per_op"] as? Double ?? 0) > 0 && $0.count == 3 })
    }

    @Test func selectsWorkloadsAndStrategiesAndPrintsATable() throws {
        let run = try CLIRun.intl("bench", "catalog", "--seconds", "0.01", "--workload", "lookup",
                                  "--strategy", "foundation", "--strategy", "intl")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.map { $0.prefix(2).joined(separator: " ") } == ["workload strategy", "lookup foundation", "lookup intl"])
        #expect(lines[1].last == "1.00×")
    }

    @Test func leavesNoTemporaryFolderBehind() throws {
        // A temporary folder of its own: other tests run `intl` at the same time.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("bench-catalog-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = CLIRun.productsDirectory.appendingPathComponent("intl")
        process.arguments = ["bench", "catalog", "--seconds", "0.01", "--workload", "two-variables"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func rejectsAnEmptyMeasurement() throws {
        let run = try CLIRun.intl("bench", "catalog", "--seconds", "0")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--seconds must be in (0, 600]"))
    }
}
