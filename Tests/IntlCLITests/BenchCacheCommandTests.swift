import Foundation
import Testing

/// `intl bench cache`: the difference to the held row beside the ratio, in
/// the table and in JSON (`ns_over_held`, null without a held row).
@Suite struct BenchCacheCommandTests {
    @Test func jsonRowsCarryTheDifferenceToTheHeldRow() throws {
        let run = try CLIRun.intl("bench", "cache", "--seconds", "0.01", "--keys", "4", "--workload", "decimal",
                                  "--strategy", "held", "--strategy", "pooled", "--json")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { "\($0["workload"] ?? "") \($0["strategy"] ?? "")" } == ["decimal held", "decimal pooled"])
        #expect(rows.allSatisfy {
            Set($0.keys) == ["workload", "strategy", "keys", "threads", "ns_per_op", "ns_over_held"]
        })
        #expect(rows[0]["ns_over_held"] as? Double == 0)
        let held = try #require(rows[0]["ns_per_op"] as? Double), pooled = try #require(rows[1]["ns_per_op"] as? Double)
        let overHeld = try #require(rows[1]["ns_over_held"] as? Double)
        #expect(abs(overHeld - (pooled - held)) <= 0.11) // each figure is rounded to 0.1
    }

    /// --seconds 0.2 is four turns of each row (held, pooled, pooled, held, …): the rows still come out
    /// once each, in the order asked (the turns' order is not the rows').
    @Test func rowsTakingTurnsComeOutOnceEachInTheOrderAsked() throws {
        let run = try CLIRun.intl("bench", "cache", "--seconds", "0.2", "--keys", "4", "--workload", "percent",
                                  "--strategy", "pooled", "--strategy", "held", "--json")
        #expect(run.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { "\($0["strategy"] ?? "")" } == ["pooled", "held"])
        #expect(rows.allSatisfy { (($0["ns_per_op"] as? Double) ?? 0) > 0 })
    }

    /// A key count beyond the bound is a usage error, not a run that builds formatters until memory runs out.
    @Test func aHugeKeyCountIsAUsageError() throws {
        let run = try CLIRun.intl("bench", "cache", "--keys", "9223372036854775807", "--workload", "decimal",
                                  "--strategy", "held")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("--keys must be in 1...100000"))
    }

    @Test func withoutAHeldRowTheDifferenceIsNull() throws {
        let run = try CLIRun.intl("bench", "cache", "--seconds", "0.01", "--keys", "4", "--workload", "percent",
                                  "--strategy", "pooled", "--json")
        #expect(run.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 1 && rows[0]["ns_over_held"] is NSNull)
    }

    @Test func theTablePrintsTheDifferenceBesideTheRatio() throws {
        let run = try CLIRun.intl("bench", "cache", "--seconds", "0.01", "--keys", "4", "--workload", "currency",
                                  "--strategy", "held")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(lines.first?.suffix(4) == ["vs", "pooled", "vs", "held"])
        #expect(lines.last?.first == "currency")
        #expect(lines.last?.suffix(3) == ["-", "+0.0", "ns"])
    }
}
