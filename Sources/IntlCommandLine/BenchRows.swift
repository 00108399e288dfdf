import Foundation

/// The rows `intl bench negotiate` and `intl bench catalog` print: one per (workload, strategy),
/// as a table with each row's ratio to the peer strategy of the same workload, or as JSON objects
/// `{"workload", "strategy", "ns_per_op"}` (the shape of `intl bench cache --json`).
struct BenchRows {
    var rows: [(workload: String, strategy: String, nanoseconds: Double)] = []

    mutating func append(_ workload: String, _ strategy: String, _ nanoseconds: Double) {
        rows.append((workload, strategy, nanoseconds))
    }

    /// Prints the rows; `peer` names the strategy the table's last column divides by.
    func print(json: Bool, peer: String) {
        if json {
            let objects = rows.map { row in
                "  {\"workload\": \"\(row.workload)\", \"strategy\": \"\(row.strategy)\", "
                    + "\"ns_per_op\": \(String(format: "%.1f", row.nanoseconds))}"
            }
            Swift.print("[\n" + objects.joined(separator: ",\n") + "\n]")
            return
        }
        var lines = [["workload", "strategy", "ns/op", "vs \(peer)"]]
        for row in rows {
            let base = rows.first { $0.workload == row.workload && $0.strategy == peer }
            let ratio = base.map { String(format: "%.2f×", row.nanoseconds / $0.nanoseconds) } ?? "-"
            lines.append([row.workload, row.strategy, String(format: "%.1f", row.nanoseconds), ratio])
        }
        Swift.print(renderTable(lines))
    }
}
