/// Parses timestamps from whole inputs (files, pipes) block by block, on the calling thread or on
/// worker threads, and hands each block's results to the caller in input order: what `intl
/// timestamps` is, as a library call.
///
///     // standardInput: a TimestampByteSource whose read(into:) calls read(2) on descriptor 0
///     let pipeline = TimestampPipeline(format: .rfc3339, threads: 2)
///     let outcome = pipeline.run([standardInput], makeOutput: { [String]() }, render: { batch, lines in
///         lines = batch.timestamps.map { "\($0.seconds)" }      // on a worker thread
///     }, consume: { lines, _ in
///         print(lines.joined(separator: "\n"))                  // in input order, one block at a time
///         return true                                           // false stops the run
///     })
///     // outcome == .finished; "2014-02-07T19:00:00Z\n" on standard input printed 1391799600
///
/// Line numbers continue across inputs, as if they were one. Memory is bounded by the options, not
/// by the input: `2 × threads + 1` blocks in flight at most, each `blockSize` bytes of input and
/// one output, whose storage is reused from block to block (an output made by `makeOutput` is
/// handed to `render` again once `consume` has returned).
public struct TimestampPipeline: Sendable {
    /// How each input's lines are parsed (format, mode, longest line); its line count starts each run at 1.
    public let stream: TimestampStream
    /// Worker threads parsing blocks; 1 parses on the calling thread.
    public let threads: Int
    /// Bytes read from an input at a time.
    public let blockSize: Int
    /// How each block keeps its failures (the tool's message bytes; the API's errors by default).
    package var failureDetail = BatchResult.FailureDetail.errors

    /// - Parameters:
    ///   - format: the format every line is parsed with.
    ///   - mode: which part of each line holds the timestamp (default: the whole line).
    ///   - maxLineLength: the longest line in bytes without its line ending (default 65,536); a
    ///     longer one is one `.lineTooLong` error, its bytes skipped.
    ///   - threads: worker threads (1...256; default 1, the calling thread).
    ///   - blockSize: bytes read at a time (at least 1; default 262,144).
    ///   - keepsLines: whether each block keeps its lines for `render` (``TimestampStream/keepsLines``,
    ///     ``KeptLineWriter``; default false). Memory stays bounded: a block's lines are a block.
    public init(format: TimestampFormat, mode: RecordMode = .whole, maxLineLength: Int = 65_536,
                threads: Int = 1, blockSize: Int = 262_144, keepsLines: Bool = false) {
        stream = TimestampStream(format: format, mode: mode, maxLineLength: maxLineLength, keepsLines: keepsLines)
        self.threads = min(max(threads, 1), 256)
        self.blockSize = max(blockSize, 1)
    }

    /// How a run ended.
    public enum Outcome: Hashable, Sendable {
        /// Every input was read to its end and every block consumed.
        case finished
        /// `consume` returned false; nothing after that block was consumed.
        case stopped
        /// The input at this index (of the sequence given to ``run(_:makeOutput:render:consume:)``)
        /// was nil or could not be read; the blocks before it were consumed.
        case unreadable(input: Int)
    }

    /// Reads each input to its end, in order, and for each block of whole lines calls `render` with
    /// its ``BatchResult`` and an output to fill, then `consume` with that output and the number to
    /// add to the block's line numbers to make them the run's (0 when `threads` is 1: the batch
    /// numbers its lines as the run does).
    ///
    /// - Parameters:
    ///   - inputs: opened lazily, in order; nil for one that could not be opened.
    ///   - makeOutput: a new, empty output (called a bounded number of times).
    ///   - render: fills an output from a batch; runs on a worker thread when `threads` > 1.
    ///   - consume: takes the outputs in input order, one at a time; false stops the run.
    public func run<Output: Sendable>(
        _ inputs: some Sequence<(any TimestampByteSource)?>,
        makeOutput: @escaping @Sendable () -> Output,
        render: @escaping @Sendable (inout BatchResult, inout Output) -> Void,
        consume: @escaping @Sendable (Output, _ lineShift: Int) -> Bool
    ) -> Outcome {
        threads > 1
            ? runOnWorkers(inputs, makeOutput: makeOutput, render: render, consume: consume)
            : runHere(inputs, makeOutput: makeOutput, render: render, consume: consume)
    }

    /// One block at a time on this thread: the stream numbers lines across blocks and inputs.
    private func runHere<Output: Sendable>(
        _ inputs: some Sequence<(any TimestampByteSource)?>,
        makeOutput: () -> Output,
        render: (inout BatchResult, inout Output) -> Void,
        consume: (Output, Int) -> Bool
    ) -> Outcome {
        var stream = self.stream
        var buffer = [UInt8](repeating: 0, count: blockSize)
        var batch = BatchResult(failureDetail: failureDetail)
        var output = makeOutput()
        func emit() -> Bool {
            render(&batch, &output)
            return consume(output, 0)
        }
        for (index, input) in inputs.enumerated() {
            guard let input else { return .unreadable(input: index) }
            while true {
                let count = input.read(into: &buffer)
                if count < 0 { return .unreadable(input: index) }
                if count == 0 { break }
                buffer.withUnsafeBytes { stream.parse(chunk: UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &batch) }
                guard emit() else { return .stopped }
            }
            stream.finish(into: &batch)
            guard emit() else { return .stopped }
        }
        return .finished
    }

    /// Reads and cuts blocks at line ends on this thread, parses and renders them on `threads`
    /// workers, and consumes them in input order on a serial queue (``OrderedPipeline``).
    private func runOnWorkers<Output: Sendable>(
        _ inputs: some Sequence<(any TimestampByteSource)?>,
        makeOutput: @escaping @Sendable () -> Output,
        render: @escaping @Sendable (inout BatchResult, inout Output) -> Void,
        consume: @escaping @Sendable (Output, Int) -> Bool
    ) -> Outcome {
        let pipeline = OrderedPipeline<RenderedOutput<Output>>(workers: threads, depth: 2 * threads + 1)
        // Read buffers travel to the workers with the lines they hold (no copy) and come back.
        let readBuffers = RecyclingPool<[UInt8]>(limit: 4 * threads + 4)
        let lineBuffers = RecyclingPool<[UInt8]>(limit: 4 * threads + 4)
        let outputs = RecyclingPool<Output>(limit: 4 * threads + 4)
        let batches = RecyclingPool<BatchResult>(limit: 2 * threads + 2)
        let linesConsumed = LineCount()
        let (stream, failureDetail) = (self.stream, self.failureDetail)
        func submit(_ pieces: [OwnedPiece]) -> Bool {
            guard !pieces.isEmpty else { return true }
            let handoff = PieceHandoff(pieces)
            return pipeline.submit({
                var batch = batches.take() ?? BatchResult(failureDetail: failureDetail)
                batch.removeAll()
                var pieces = handoff.take()
                for piece in pieces { piece.append(with: stream, to: &batch) }
                // Each buffer goes back as its piece leaves the array, so that nothing here holds
                // it after that: the reader then reads into it in place, where a second reference
                // made it copy the whole buffer first (copy on write, once per block).
                while let piece = pieces.popLast() { piece.recycle(lines: lineBuffers, reads: readBuffers) }
                var output = outputs.take() ?? makeOutput()
                render(&batch, &output)
                let records = batch.count
                batches.give(batch)
                return RenderedOutput(output: output, records: records)
            }, consume: { rendered in
                defer { outputs.give(rendered.output) }
                return consume(rendered.output, linesConsumed.advance(by: rendered.records))
            })
        }
        var outcome = Outcome.finished
        inputs: for (index, input) in inputs.enumerated() {
            guard let input else { outcome = .unreadable(input: index); break }
            var framer = LineFramer(maxLineLength: stream.maxLineLength)
            while true {
                var buffer = readBuffers.take() ?? []
                if buffer.count != blockSize { buffer = [UInt8](repeating: 0, count: blockSize) }
                let count = input.read(into: &buffer)
                if count < 0 { outcome = .unreadable(input: index); break inputs }
                if count == 0 { break }
                var pieces = PieceCollector(recycling: lineBuffers)
                buffer.withUnsafeBytes { window in
                    let read = UnsafeRawBufferPointer(rebasing: window[0..<count])
                    framer.feed(read) { pieces.add($0, window: read, of: buffer) }
                }
                guard submit(pieces.take()) else { outcome = .stopped; break inputs }
            }
            var pieces = PieceCollector(recycling: lineBuffers)
            framer.finish { pieces.add($0) }
            guard submit(pieces.take()) else { outcome = .stopped; break }
        }
        pipeline.drain()
        return outcome
    }
}

/// A worker's output with the number of records its block held.
private struct RenderedOutput<Output: Sendable>: Sendable {
    let output: Output
    let records: Int
}

/// The lines consumed so far in a run on workers, where each block numbers its lines from 1.
///
/// `@unchecked Sendable` is safe: only the pipeline's serial consuming queue reads and writes it.
private final class LineCount: @unchecked Sendable {
    private var consumed = 0

    /// The shift for a block of `records` lines (the lines before it), counting them.
    func advance(by records: Int) -> Int {
        defer { consumed += records }
        return consumed
    }
}
