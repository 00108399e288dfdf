import Foundation
import Testing

/// `intl bench negotiate`: rows for every workload and strategy, JSON shaped
/// like `intl bench cache --json`, and argument errors.
@Suite struct BenchNegotiateCommandTests {
    @Test func printsOneJSONRowPerWorkloadAndStrategy() throws {
        let run = try CLIRun.intl("bench", "negotiate", "--seconds", "0.01", "--json")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { "\($0["workload"] ?? "") \($0["strategy"] ?? "")" } == [
            "header-seen intl", "header-seen icu", "header-new intl", "header-new icu", "parse-cold intl", "parse-cold icu",
        ])
        #expect(rows.allSatisfy { ($0["ns_per_op"] as? Double ?? 0) > 0 && $0.count == 3 })
    }

    @Test func selectsWorkloadsAndStrategiesAndPrintsATable() throws {
        let run = try CLIRun.intl("bench", "negotiate", "--seconds", "0.01", "--workload", "parse-cold",
                                  "--strategy", "intl", "--strategy", "icu")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.map { $0.first ?? "" } == ["workload", "parse-cold", "parse-cold"])
        #expect(lines.last?.last == "1.00×")
    }

    @Test func rejectsAnEmptyMeasurement() throws {
        let run = try CLIRun.intl("bench", "negotiate", "--seconds", "0")
        #expect(run.status != 0)
        #expect(run.stderr.contains("--seconds must be in (0, 600]"))
    }
}
