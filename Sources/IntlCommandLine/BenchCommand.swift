import ArgumentParser
import Foundation
import Intl

/// `intl bench`: measurements a user can run on their own machine.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure formatting strategies on this machine.",
        subcommands: [CacheBenchCommand.self, NegotiateBenchCommand.self, CatalogBenchCommand.self]
    )
}

/// `intl bench cache`: what formatter caching is worth, against Foundation.
struct CacheBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Create-per-call vs held vs pooled one-shot formatters, and Foundation's equivalents.",
        discussion: """
            Each row rotates through --keys distinct (locale, options) combinations on \
            --threads threads for --seconds seconds and reports nanoseconds per operation \
            (wall time × threads / operations), the ratio to the pooled one-shot row and the \
            difference to the held row in nanoseconds (what a one-shot call adds). The rows \
            of a workload take turns of about \(Int(CacheBench.turnSeconds * 1000)) ms (every \
            row, then every row in the opposite order, …), so the machine's speed changing \
            during the run moves them alike.
            """
    )

    @Option(help: "Distinct locale/option combinations rotated through.") var keys = 150
    @Option(help: "Threads formatting at once.") var threads = 1
    @Option(help: "Seconds to measure each row.") var seconds = 0.5
    @Option(help: "Only these workloads: \(CacheWorkload.Name.allCases.map(\.rawValue).joined(separator: ", ")).")
    var workload: [CacheWorkload.Name] = []
    @Option(help: "Only these strategies: \(CacheStrategy.allCases.map(\.rawValue).joined(separator: ", ")).")
    var strategy: [CacheStrategy] = []
    @Flag(help: "Print the rows as a JSON array.") var json = false
    @Flag(help: "Print the formatter pools' statistics on standard error at the end.") var stats = false

    func validate() throws {
        // Each key gets its formatters built before the clock starts: a bound keeps a mistyped
        // count a usage error instead of a process that builds formatters until memory runs out.
        guard (1...100_000).contains(keys) else { throw ValidationError("--keys must be in 1...100000") }
        guard (1...256).contains(threads) else { throw ValidationError("--threads must be in 1...256") }
        guard seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in (0, 600]") }
    }

    func run() throws {
        let bench = CacheBench(keyCount: keys, threads: threads, seconds: seconds)
        let workloads = workload.isEmpty ? CacheWorkload.Name.allCases : workload
        let strategies = strategy.isEmpty ? CacheStrategy.allCases : strategy
        var rows: [CacheBench.Row] = []
        for name in workloads {
            let workload = try CacheWorkload(name, keyCount: keys)
            rows += try bench.measure(workload, strategies)
        }
        print(json ? CacheBench.json(rows) : CacheBench.table(rows))
        if stats {
            for (pool, statistics) in FormatterPools.statistics.sorted(by: { $0.key < $1.key }) {
                FileDescriptorOutput.standardError.write("\(pool): \(statistics)\n")
            }
        }
    }
}

extension CacheWorkload.Name: ExpressibleByArgument {}
extension CacheStrategy: ExpressibleByArgument {}
