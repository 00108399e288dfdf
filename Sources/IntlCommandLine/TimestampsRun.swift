import ArgumentParser
import MachineTime
import Synchronization

/// `intl timestamps` once its options are known: reads the inputs block by block, parses, renders
/// and writes each block (see ``TimestampsOptions``). Returns whether the run succeeded (false:
/// a bad record under `--on-error fail`, or an input that could not be read; exit status 1).
struct TimestampsRun {
    let options: TimestampsOptions
    let stream: TimestampStream
    let renderer: TimestampBlockRenderer
    /// How batches keep failures: nothing under `skip` or when standard error is /dev/null,
    /// message bytes otherwise (never error values with strings: see `BatchResult.FailureDetail`).
    let failureDetail: BatchResult.FailureDetail
    let errorTarget: StandardErrorTarget

    /// `options` as ArgumentParser hands them over: already validated (``TimestampsOptions/validate()``).
    init(_ options: TimestampsOptions) throws(ValidationError) {
        let parser = try options.compiledFormat()
        self.options = options
        renderer = TimestampBlockRenderer(style: try options.outputStyle(parser), marksErrors: options.onError == .mark)
        let mode: RecordMode = options.prefix ? .prefix
            : options.field.map { .field($0, delimiter: (try? options.delimiterByte()) ?? 9) } ?? .whole
        stream = TimestampStream(format: parser, mode: mode, maxLineLength: options.maxLineLength)
        errorTarget = StandardErrorTarget.current()
        failureDetail = options.onError == .skip || errorTarget == .discarded ? .none : .messages
    }

    func run() -> Bool {
        let clock = ContinuousClock()
        let started = clock.now
        let inputs = options.files.isEmpty ? ["-"] : options.files
        let (writer, unreadable) = options.threads > 1 ? runPipelined(inputs) : runSequential(inputs)
        if let unreadable { FileDescriptorOutput.reportError("cannot read \(unreadable)") }
        if options.onError == .skip && writer.errors > 0 {
            FileDescriptorOutput.standardError.write("skipped \(writer.errors) invalid record\(writer.errors == 1 ? "" : "s")\n")
        }
        if options.stats {
            let elapsed = clock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rate = seconds > 0 ? Int((Double(writer.records) / seconds).rounded()) : 0
            FileDescriptorOutput.standardError.write(
                "records: \(writer.records), errors: \(writer.errors), elapsed: \(Int((seconds * 1000).rounded())) ms, records/s: \(rate)\n")
        }
        return !writer.failed && unreadable == nil
    }

    private func makeWriter() -> TimestampOutputWriter {
        TimestampOutputWriter(onError: options.onError, lineBuffered: options.lineBuffered,
                              interleaves: options.lineBuffered || errorTarget == .sharedWithOutput)
    }

    /// Reads, parses and writes one block at a time on this thread. Returns the writer (for its
    /// counts) and the path that could not be read, if any.
    func runSequential(_ inputs: [String]) -> (TimestampOutputWriter, String?) {
        var writer = makeWriter()
        var stream = self.stream
        var buffer = [UInt8](repeating: 0, count: options.blockSize)
        // Line numbers are known as each block is parsed here: messages come as whole lines.
        var batch = BatchResult(failureDetail: failureDetail.wholeLines)
        var block = RenderedBlock()
        func emit() -> Bool {
            block.removeAll()
            renderer.render(&batch, into: &block)
            return writer.write(block)
        }
        for path in inputs {
            guard let input = InputFile(path) else { return (writer, path) }
            while true {
                let count = input.read(into: &buffer)
                if count < 0 { return (writer, path) }
                if count == 0 { break }
                buffer.withUnsafeBytes { stream.parse(chunk: UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &batch) }
                guard emit() else { return (writer, nil) }
            }
            stream.finish(into: &batch)
            guard emit() else { return (writer, nil) }
        }
        return (writer, nil)
    }

    /// Reads and cuts blocks at line ends on this thread, parses and renders them on `threads`
    /// workers, and writes them in input order from a writer queue (see ``OrderedPipeline``).
    func runPipelined(_ inputs: [String]) -> (TimestampOutputWriter, String?) {
        let threads = options.threads
        let pipeline = OrderedPipeline<RenderedBlock>(workers: threads, depth: 2 * threads + 1)
        let output = WriterBox(makeWriter())
        // Read buffers travel to the workers with the lines they hold (no copy) and come back.
        let readBuffers = RecyclingPool<[UInt8]>(limit: 4 * threads + 4)
        let lineBuffers = RecyclingPool<[UInt8]>(limit: 4 * threads + 4)
        let outputBuffers = RecyclingPool<RenderedBlock>(limit: 4 * threads + 4)
        let batches = RecyclingPool<BatchResult>(limit: 2 * threads + 2)
        let (stream, renderer, failureDetail) = (self.stream, self.renderer, self.failureDetail)
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
                var block = outputBuffers.take() ?? RenderedBlock()
                block.removeAll()
                renderer.render(&batch, into: &block)
                batches.give(batch)
                return block
            }, consume: { block in
                let shift = output.nextLine - 1
                output.nextLine += block.records
                defer { outputBuffers.give(block) }
                return output.writer.write(block, lineShift: shift)
            })
        }
        var unreadable: String? = nil
        files: for path in inputs {
            guard let input = InputFile(path) else { unreadable = path; break }
            var framer = LineFramer(maxLineLength: options.maxLineLength)
            while true {
                var buffer = readBuffers.take() ?? []
                if buffer.count != options.blockSize { buffer = [UInt8](repeating: 0, count: options.blockSize) }
                let count = input.read(into: &buffer)
                if count < 0 { unreadable = path; break files }
                if count == 0 { break }
                var pieces = PieceCollector(recycling: lineBuffers)
                buffer.withUnsafeBytes { window in
                    let read = UnsafeRawBufferPointer(rebasing: window[0..<count])
                    framer.feed(read) { pieces.add($0, window: read, of: buffer) }
                }
                guard submit(pieces.take()) else { break files }
            }
            var pieces = PieceCollector(recycling: lineBuffers)
            framer.finish { pieces.add($0) }
            guard submit(pieces.take()) else { break }
        }
        pipeline.drain()
        return (output.writer, unreadable)
    }
}

/// A framed piece that owns its bytes, to travel to a worker.
enum OwnedPiece: Sendable {
    /// Whole lines copied (those that ran across reads).
    case lines([UInt8])
    /// Whole lines where they were read: `range` of a read buffer, shared, not copied.
    case slice([UInt8], Range<Int>)
    case overLong(head: [UInt8])

    func append(with stream: TimestampStream, to batch: inout BatchResult) {
        switch self {
        case .lines(let bytes): bytes.withUnsafeBytes { stream.append(.lines($0), to: &batch) }
        case .slice(let bytes, let range):
            bytes.withUnsafeBytes { stream.append(.lines(UnsafeRawBufferPointer(rebasing: $0[range])), to: &batch) }
        case .overLong(let head): stream.append(.overLong(head: head), to: &batch)
        }
    }

    /// Gives the piece's buffer back to its pool.
    consuming func recycle(lines: RecyclingPool<[UInt8]>, reads: RecyclingPool<[UInt8]>) {
        switch consume self {
        case .lines(let bytes): lines.give(bytes)
        case .slice(let bytes, _): reads.give(bytes)
        case .overLong: break
        }
    }
}

/// One submission's pieces on their way to a worker, which takes them out: the job's closure,
/// alive until the job ends, then holds no reference to their buffers (see `runPipelined`).
final class PieceHandoff: Sendable {
    private let pieces: Mutex<[OwnedPiece]>

    init(_ pieces: [OwnedPiece]) {
        self.pieces = Mutex(pieces)
    }

    /// The pieces, leaving none here.
    func take() -> [OwnedPiece] {
        pieces.withLock { pieces in
            defer { pieces = [] }
            return pieces
        }
    }
}

/// Collects the pieces of one read as owned values, consecutive runs of whole lines in one array.
struct PieceCollector {
    private var pieces: [OwnedPiece] = []
    private var lines: [UInt8] = []
    /// Where the line arrays come from (and go back to, from the workers).
    let recycling: RecyclingPool<[UInt8]>

    init(recycling: RecyclingPool<[UInt8]>) {
        self.recycling = recycling
    }

    /// Adds a piece of the read `window` (the bytes of `buffer`): lines inside it are shared, others copied.
    mutating func add(_ piece: LineFramer.Piece, window: UnsafeRawBufferPointer, of buffer: [UInt8]) {
        if case .lines(let bytes) = piece, let base = bytes.baseAddress, let start = window.baseAddress,
           base >= start, base + bytes.count <= start + window.count {
            flushLines()
            pieces.append(.slice(buffer, (base - start)..<(base - start + bytes.count)))
            return
        }
        add(piece)
    }

    mutating func add(_ piece: LineFramer.Piece) {
        switch piece {
        case .lines(let bytes):
            if lines.isEmpty, let reused = recycling.take() {
                lines = reused
                lines.removeAll(keepingCapacity: true)
            }
            lines.append(contentsOf: bytes)
        case .overLong(let head):
            flushLines()
            pieces.append(.overLong(head: head))
        }
    }

    /// The pieces collected, in input order.
    mutating func take() -> [OwnedPiece] {
        flushLines()
        defer { pieces = [] }
        return pieces
    }

    private mutating func flushLines() {
        guard !lines.isEmpty else { return }
        pieces.append(.lines(lines))
        lines = []
    }
}

/// The writer's state in the pipelined run.
///
/// `@unchecked Sendable` is safe: it is used only on the pipeline's serial writer queue, and by
/// the submitting thread after ``OrderedPipeline/drain()`` has waited for that queue to empty.
final class WriterBox: @unchecked Sendable {
    var writer: TimestampOutputWriter
    var nextLine = 1

    init(_ writer: TimestampOutputWriter) {
        self.writer = writer
    }
}

extension BatchResult.FailureDetail {
    /// Messages as whole `error: line N…` lines in place of message tails (the rest unchanged).
    var wholeLines: BatchResult.FailureDetail {
        if case .messages = self { return .messageLines(lead: "error: ") }
        return self
    }
}
