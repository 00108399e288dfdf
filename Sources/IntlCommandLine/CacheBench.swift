import Dispatch
import Foundation

/// How a benchmark row obtains its formatter.
enum CacheStrategy: String, CaseIterable, Sendable {
    case createPerCall = "create-per-call"
    case held
    case pooled
    /// One-shot calls with a prepared `NumberFormat.Key` or `DateTimeFormat.Key`.
    case pooledKey = "pooled-key"
    case foundationCreatePerCall = "foundation-create-per-call"
    case foundationHeld = "foundation-held"
    case foundationFormatStyle = "foundation-formatstyle"
    /// ICU's rule-based formatter called directly, held (`unum_formatDouble`
    /// through the C shim into a stack buffer, no `String`): the peer of a
    /// held spell-out formatter; spell-out only.
    case icuRaw = "icu-raw"
}

/// Runs the (workload, strategy) rows of a workload: every thread loops over the keys; the
/// result is wall time × threads / operations. The rows take turns (see ``measure(_:_:)``).
struct CacheBench {
    let keyCount: Int
    let threads: Int
    let seconds: Double

    /// About how long one turn of a row lasts.
    static let turnSeconds = 0.05

    struct Row {
        let workload: String
        let strategy: CacheStrategy
        let keys: Int
        let threads: Int
        let nanosecondsPerOperation: Double
    }

    /// Measures `workload` with each of `strategies` that has an equivalent for it, for
    /// `seconds` each, in turns of about ``turnSeconds``: every row runs a turn, then every
    /// row again in the opposite order, and so on. A row's figure and its difference to
    /// the held row then come from the same minutes: a machine that speeds up or slows down
    /// during the run (frequency, a neighbour's load) moves every row alike, where rows
    /// measured one after the other moved apart by more than some of the differences they report.
    func measure(_ workload: CacheWorkload, _ strategies: [CacheStrategy]) throws -> [Row] {
        var runs: [RowRun] = []
        for strategy in strategies {
            if let run = try RowRun(workload, strategy, in: self) { runs.append(run) }
        }
        let turns = max(1, Int((seconds / Self.turnSeconds).rounded()))
        for turn in 0..<turns {
            for run in turn.isMultiple(of: 2) ? runs : runs.reversed() {
                try run.measure(for: seconds / Double(turns))
            }
        }
        return runs.map { run in
            Row(workload: workload.name.rawValue, strategy: run.strategy, keys: keyCount, threads: threads,
                nanosecondsPerOperation: run.elapsed * Double(threads) / Double(max(run.counts.total, 1)))
        }
    }

    /// One row's operations and what its turns have measured so far.
    private final class RowRun {
        let strategy: CacheStrategy
        let keyCount: Int
        let operations: ThreadOperations
        /// Operations done by each thread (where its next turn picks up) and their output lengths.
        let counts: OperationCounts
        /// Nanoseconds of wall time over all turns.
        private(set) var elapsed = 0.0

        /// Nil when the strategy has no equivalent for the workload.
        init?(_ workload: CacheWorkload, _ strategy: CacheStrategy, in bench: CacheBench) throws {
            // Each thread gets its own operation: Foundation's formatters are not
            // shareable, and held ones must be built before the clock starts.
            var perThread: [CacheWorkload.Operation] = []
            for _ in 0..<bench.threads {
                guard let operation = try workload.operation(strategy) else { return nil }
                perThread.append(operation)
            }
            for (index, operation) in perThread.enumerated() { _ = try operation(index % bench.keyCount, index) } // warm up
            self.strategy = strategy
            keyCount = bench.keyCount
            operations = ThreadOperations(perThread)
            counts = OperationCounts(bench.threads)
        }

        /// One turn: every thread formats for `seconds`, going on from where its last turn stopped.
        func measure(for seconds: Double) throws {
            let operations = operations, counts = counts, keyCount = keyCount
            let failure = FirstFailure()
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
            let start = DispatchTime.now().uptimeNanoseconds
            DispatchQueue.concurrentPerform(iterations: operations.operations.count) { thread in
                var done = counts.count(thread)
                var sink = 0
                let operation = operations.operations[thread]
                // Input `seed + done` with key `(seed + done) % keyCount`, as before, but the key
                // moves with a compare: the same loop for every strategy, and no division per
                // call (tens of cycles, no part of formatting).
                let seed = thread &* 7919, lastSlot = keyCount - 1
                var slot = (seed + done) % keyCount
                do {
                    repeat {
                        for _ in 0..<16 {
                            sink &+= try operation(slot, seed &+ done).utf8.count
                            done += 1
                            slot = slot == lastSlot ? 0 : slot + 1
                        }
                    } while DispatchTime.now().uptimeNanoseconds < deadline
                } catch {
                    failure.record(error)
                }
                counts.set(thread, done, sink)
            }
            elapsed += Double(DispatchTime.now().uptimeNanoseconds - start)
            if let error = failure.error { throw error }
        }
    }

    static func table(_ rows: [Row]) -> String {
        var lines = [["workload", "strategy", "keys", "threads", "ns/op", "vs pooled", "vs held"]]
        for row in rows {
            let pooled = rows.first { $0.workload == row.workload && $0.strategy == .pooled }
            let ratio = pooled.map { String(format: "%.1f×", row.nanosecondsPerOperation / $0.nanosecondsPerOperation) } ?? "-"
            let overHeld = nanosecondsOverHeld(row, in: rows).map { String(format: "%+.1f ns", $0) } ?? "-"
            lines.append([row.workload, row.strategy.rawValue, "\(row.keys)", "\(row.threads)",
                          String(format: "%.1f", row.nanosecondsPerOperation), ratio, overHeld])
        }
        return renderTable(lines)
    }

    /// What a row costs over the held formatter of its workload, in
    /// nanoseconds per operation (what a one-shot call adds); nil without a held row.
    static func nanosecondsOverHeld(_ row: Row, in rows: [Row]) -> Double? {
        rows.first { $0.workload == row.workload && $0.strategy == .held }
            .map { row.nanosecondsPerOperation - $0.nanosecondsPerOperation }
    }

    static func json(_ rows: [Row]) -> String {
        let objects = rows.map { row in
            let overHeld = nanosecondsOverHeld(row, in: rows).map { String(format: "%.1f", $0) } ?? "null"
            return "  {\"workload\": \"\(row.workload)\", \"strategy\": \"\(row.strategy.rawValue)\", \"keys\": \(row.keys), "
                + "\"threads\": \(row.threads), \"ns_per_op\": \(String(format: "%.1f", row.nanosecondsPerOperation)), "
                + "\"ns_over_held\": \(overHeld)}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}

/// Per-thread operation counts, written by each thread at the end of each turn.
final class OperationCounts: @unchecked Sendable {
    // @unchecked: during a turn each thread reads and writes only its own slots, and
    // the totals are read after concurrentPerform returns (which orders the writes).
    private let counts: UnsafeMutableBufferPointer<Int>
    /// Output lengths, summed so the formatting work cannot be optimized away.
    private let sinks: UnsafeMutableBufferPointer<Int>

    init(_ threads: Int) {
        counts = .allocate(capacity: threads)
        counts.initialize(repeating: 0)
        sinks = .allocate(capacity: threads)
        sinks.initialize(repeating: 0)
    }

    deinit {
        counts.deallocate()
        sinks.deallocate()
    }

    /// What `thread` has counted so far (read by that thread before it goes on).
    func count(_ thread: Int) -> Int { counts[thread] }

    /// `thread`'s count so far, and `sink` more output.
    func set(_ thread: Int, _ count: Int, _ sink: Int) {
        counts[thread] = count
        sinks[thread] &+= sink
    }

    var total: Int { counts.reduce(0, +) }
}

/// The operations of a row, one per thread.
final class ThreadOperations: @unchecked Sendable {
    // @unchecked: thread `i` calls only `operations[i]`, so no operation (and
    // none of the non-thread-safe Foundation formatters it holds) is shared.
    let operations: [CacheWorkload.Operation]

    init(_ operations: [CacheWorkload.Operation]) {
        self.operations = operations
    }
}

/// The first error any thread hit.
final class FirstFailure: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var stored: Error?

    func record(_ error: Error) { lock.withLock { if stored == nil { stored = error } } }
    var error: Error? { lock.withLock { stored } }
}
