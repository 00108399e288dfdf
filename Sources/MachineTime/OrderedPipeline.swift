import Dispatch
import Synchronization

/// Runs jobs on N worker queues and hands their outputs to one writer in submission order, with at
/// most `depth` jobs in flight, so memory stays `depth` × (job + output) whatever the input size.
/// The submitting thread blocks while `depth` jobs are in flight; the writer stops taking outputs
/// once `consume` returns false, and ``submit(_:consume:)`` then returns false too.
final class OrderedPipeline<Output: Sendable>: Sendable {
    private let workers: [DispatchQueue]
    private let writer = DispatchQueue(label: "machinetime.pipeline.writer")
    private let free: DispatchSemaphore
    private let stopped = Atomic<Bool>(false)
    private let submitted = Atomic<Int>(0)

    init(workers count: Int, depth: Int) {
        workers = (0..<max(1, count)).map { DispatchQueue(label: "machinetime.pipeline.worker\($0)") }
        free = DispatchSemaphore(value: max(1, depth))
    }

    /// Queues `work` on the next worker (round robin) and its output for `consume` on the writer.
    func submit(_ work: @escaping @Sendable () -> Output, consume: @escaping @Sendable (Output) -> Bool) -> Bool {
        guard !stopped.load(ordering: .acquiring) else { return false }
        free.wait()
        let slot = Slot<Output>()
        let index = submitted.add(1, ordering: .relaxed).oldValue
        workers[index % workers.count].async { slot.fill(work()) }
        writer.async { [self] in
            if let output = slot.take(), !stopped.load(ordering: .acquiring), !consume(output) {
                stopped.store(true, ordering: .releasing)
            }
            free.signal()
        }
        return !stopped.load(ordering: .acquiring)
    }

    /// Waits until every submitted output has been consumed.
    func drain() {
        writer.sync {}
    }
}

/// One job's output, filled by a worker and taken by the writer.
///
/// `@unchecked Sendable` is safe: `value` is written once, by the worker, before `signal()`, and
/// read only by the writer after `wait()` returns, so the semaphore orders the two accesses.
private final class Slot<Output>: @unchecked Sendable {
    private var value: Output?
    private let ready = DispatchSemaphore(value: 0)

    func fill(_ output: Output) {
        value = output
        ready.signal()
    }

    /// The output, moved out: the slot lives on until the writer's job is released, and a
    /// reference kept here would make the next user of a recycled output buffer copy it.
    func take() -> Output? {
        ready.wait()
        defer { value = nil }
        return value
    }
}
