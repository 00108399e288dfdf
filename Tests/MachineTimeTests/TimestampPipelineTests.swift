import MachineTime
import Synchronization
import Testing

/// `TimestampPipeline`: whole inputs in blocks, on the calling thread or on workers, results in
/// input order with line numbers continuing across blocks and inputs.
@Suite struct TimestampPipelineTests {
    /// An input held in memory, handed out `chunk` bytes per read.
    final class MemoryInput: TimestampByteSource, @unchecked Sendable {
        // @unchecked: read only by the pipeline's reading thread, one read at a time.
        private let bytes: [UInt8]
        private let chunk: Int
        private var offset = 0

        init(_ text: String, chunk: Int = 5) {
            bytes = Array(text.utf8)
            self.chunk = chunk
        }

        func read(into buffer: inout [UInt8]) -> Int {
            let count = min(chunk, buffer.count, bytes.count - offset)
            buffer.replaceSubrange(0..<count, with: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
    }

    /// Each record as "line: seconds" or "line: error", in the run's line numbers.
    private func lines(threads: Int, inputs: [MemoryInput?], blockSize: Int = 16, stopAfter blocks: Int = .max)
        -> (outcome: TimestampPipeline.Outcome, lines: [String]) {
        let pipeline = TimestampPipeline(format: .rfc3339, threads: threads, blockSize: blockSize)
        let collected = Mutex<(lines: [String], blocks: Int)>(([], 0))
        let outcome = pipeline.run(inputs.map { $0 as (any TimestampByteSource)? }, makeOutput: { [String]() },
                                   render: { batch, output in
            output = (0..<batch.count).map { index in
                let line = batch.firstLine + index
                return batch.isValid[index] ? "\(line): \(batch.timestamps[index].seconds)" : "\(line): error"
            }
        }, consume: { output, lineShift in
            collected.withLock { state in
                state.blocks += 1
                state.lines += output.map { line in
                    let number = Int(line.prefix { $0 != ":" }) ?? 0
                    return "\(number + lineShift)" + line.drop { $0 != ":" }
                }
                return state.blocks < blocks
            }
        })
        return (outcome, collected.withLock { $0.lines })
    }

    @Test(arguments: [1, 2, 4])
    func linesContinueAcrossBlocksAndInputs(threads: Int) {
        let first = MemoryInput("2014-02-07T19:00:00Z\nnope\n2014-02-07T19:00:01Z\n")
        let second = MemoryInput("2014-02-07T19:00:02Z\n2014-02-07T19:00:03Z", chunk: 7)
        let run = lines(threads: threads, inputs: [first, second])
        #expect(run.outcome == .finished)
        #expect(run.lines == ["1: 1391799600", "2: error", "3: 1391799601", "4: 1391799602", "5: 1391799603"])
    }

    @Test(arguments: [1, 2])
    func anUnreadableInputEndsTheRunAfterTheOnesBefore(threads: Int) {
        let run = lines(threads: threads, inputs: [MemoryInput("2014-02-07T19:00:00Z\n"), nil, MemoryInput("2014-02-07T19:00:01Z\n")])
        #expect(run.outcome == .unreadable(input: 1))
        #expect(run.lines == ["1: 1391799600"])
    }

    @Test(arguments: [1, 2])
    func consumeStopsTheRun(threads: Int) {
        let text = String(repeating: "2014-02-07T19:00:00Z\n", count: 40)
        // Each read holds one whole line, so the first block is not empty.
        let run = lines(threads: threads, inputs: [MemoryInput(text, chunk: 21)], blockSize: 64, stopAfter: 1)
        #expect(run.outcome == .stopped)
        #expect(run.lines.count < 40)
        #expect(run.lines.first == "1: 1391799600")
    }
}
