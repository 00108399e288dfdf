import ArgumentParser
import MachineTime

/// `intl timestamps`: parses one timestamp per input line with MachineTime and writes one
/// result per line. Only maps arguments to library calls.
struct TimestampsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timestamps",
        abstract: "Parse machine timestamps (strptime formats or presets), one per line.",
        discussion: """
        Reads FILEs (or standard input), one record per line, and writes one result per line.
        --on-error fail (default) stops at the first bad record with exit 1; skip drops bad
        records and counts them on standard error; mark writes ERROR in their place. The
        reason always goes to standard error as 'error: line N, column C: <reason>'.
        Input is read and written in blocks: each block's results leave as soon as it is
        parsed, memory stays a few blocks whatever the input size. A '\\r' before '\\n' is
        dropped. A line longer than --max-line-length is one error, its bytes skipped.
        """
    )

    enum Preset: String, ExpressibleByArgument, CaseIterable {
        case rfc3339, iso8601, http, clf, syslog, unix, unixMs = "unix-ms"

        var format: TimestampFormat {
            switch self {
            case .rfc3339: .rfc3339
            case .iso8601: .iso8601
            case .http: .httpDate
            case .clf: .commonLog
            case .syslog: .syslog
            case .unix: .unixSeconds
            case .unixMs: .unixMillis
            }
        }
    }

    enum OnError: String, ExpressibleByArgument, CaseIterable { case fail, skip, mark }

    @Option(help: "A strptime format, such as '%Y-%m-%d %H:%M:%S %z'.")
    var format: String?

    @Option(help: "A preset: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).")
    var preset: Preset?

    @Option(help: "epoch, epoch-ms, epoch-us, epoch-ns, rfc3339 or format:'<strftime>'.")
    var output: String = "epoch"

    @Option(name: .customLong("default-offset"), help: "UTC offset for records without a zone (+hh:mm).")
    var defaultOffset: String?

    @Option(help: "Year for formats without one (syslog).")
    var year: Int?

    @Option(name: .customLong("on-error"), help: "fail, skip or mark.")
    var onError: OnError = .fail

    @Flag(help: "Parse the timestamp at the start of each line; ignore the rest.")
    var prefix = false

    @Option(help: "Parse field N (1-based) of each line.")
    var field: Int?

    @Option(help: "The field delimiter (one byte; '\\t' for a tab).")
    var delimiter: String = "\\t"

    @Option(help: "Parse blocks on N worker threads; output stays in input order.")
    var threads: Int = 1

    @Flag(name: .customLong("line-buffered"), help: "Write each result line as soon as it is parsed (for tail -f).")
    var lineBuffered = false

    @Option(name: .customLong("max-line-length"), help: "Longest line in bytes; a longer one is an error.")
    var maxLineLength: Int = 65_536

    @Option(name: .customLong("block-size"), help: "Bytes read per block.")
    var blockSize: Int = 262_144

    @Flag(help: "Print records, errors, elapsed time and records/s on standard error.")
    var stats = false

    @Argument(help: "Input files (default: standard input).")
    var files: [String] = []

    func validate() throws {
        if (format == nil) == (preset == nil) { throw ValidationError("Give exactly one of --format and --preset.") }
        if threads < 1 || threads > 256 { throw ValidationError("--threads must be in 1...256.") }
        if maxLineLength < 1 || maxLineLength > 1 << 30 { throw ValidationError("--max-line-length must be in 1...1073741824.") }
        if blockSize < 1 || blockSize > 1 << 30 { throw ValidationError("--block-size must be in 1...1073741824.") }
        if let field, field < 1 { throw ValidationError("--field must be at least 1.") }
        if field != nil && prefix { throw ValidationError("--prefix and --field cannot be combined.") }
        _ = try delimiterByte()
    }

    func delimiterByte() throws -> UInt8 {
        let text = delimiter == "\\t" ? "\t" : delimiter
        guard text.utf8.count == 1, let byte = text.utf8.first else {
            throw ValidationError("--delimiter must be a single byte.")
        }
        return byte
    }

    func compiledFormat() throws -> TimestampFormat {
        var compiled: TimestampFormat
        if let preset {
            compiled = preset.format
        } else {
            do { compiled = try TimestampFormat(format ?? "") } catch { throw ValidationError("--format: \(error)") }
        }
        if let defaultOffset {
            do { compiled = compiled.defaultOffset(try TimestampFormat.utcOffset(defaultOffset)) } catch {
                throw ValidationError("--default-offset: \(error.reason)")
            }
        }
        if let year { compiled = compiled.year(year) }
        return compiled
    }

    func outputStyle(_ parse: TimestampFormat) throws -> TimestampBlockRenderer.Style {
        switch output {
        case "epoch": return .epoch(.seconds)
        case "epoch-ms": return .epoch(.milliseconds)
        case "epoch-us": return .epoch(.microseconds)
        case "epoch-ns": return .epoch(.nanoseconds)
        case "rfc3339": return .format(.rfc3339)
        default:
            guard output.hasPrefix("format:") else {
                throw ValidationError("--output must be epoch, epoch-ms, epoch-us, epoch-ns, rfc3339 or format:'<strftime>'.")
            }
            do {
                return .format(try TimestampFormat(String(output.dropFirst(7))).defaultOffset(parse.defaultOffset))
            } catch {
                throw ValidationError("--output: \(error)")
            }
        }
    }

    func run() throws {
        let parser = try compiledFormat()
        let renderer = TimestampBlockRenderer(style: try outputStyle(parser), marksErrors: onError == .mark)
        let mode: RecordMode = prefix ? .prefix : field.map { .field($0, delimiter: (try? delimiterByte()) ?? 9) } ?? .whole
        let stream = TimestampStream(format: parser, mode: mode, maxLineLength: maxLineLength)
        let clock = ContinuousClock()
        let started = clock.now
        let inputs = files.isEmpty ? ["-"] : files
        let (writer, unreadable) = threads > 1
            ? runPipelined(inputs, stream, renderer) : runSequential(inputs, stream, renderer)
        if let unreadable { FileDescriptorOutput.reportError("cannot read \(unreadable)") }
        if onError == .skip && writer.errors > 0 {
            FileDescriptorOutput.standardError.write("skipped \(writer.errors) invalid record\(writer.errors == 1 ? "" : "s")\n")
        }
        if stats {
            let elapsed = clock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rate = seconds > 0 ? Int((Double(writer.records) / seconds).rounded()) : 0
            FileDescriptorOutput.standardError.write(
                "records: \(writer.records), errors: \(writer.errors), elapsed: \(Int((seconds * 1000).rounded())) ms, records/s: \(rate)\n")
        }
        if writer.failed || unreadable != nil { throw ExitCode.badInput }
    }

    /// Reads, parses and writes one block at a time on this thread. Returns the writer (for its
    /// counts) and the path that could not be read, if any.
    func runSequential(_ inputs: [String], _ start: TimestampStream,
                       _ renderer: TimestampBlockRenderer) -> (TimestampOutputWriter, String?) {
        var writer = TimestampOutputWriter(onError: onError, lineBuffered: lineBuffered)
        var stream = start
        var buffer = [UInt8](repeating: 0, count: blockSize)
        var batch = BatchResult()
        var block = RenderedBlock()
        func emit(_ batch: BatchResult) -> Bool {
            block.removeAll()
            renderer.render(batch, into: &block)
            return writer.write(block)
        }
        for path in inputs {
            guard let input = InputFile(path) else { return (writer, path) }
            while true {
                let count = input.read(into: &buffer)
                if count < 0 { return (writer, path) }
                if count == 0 { break }
                buffer.withUnsafeBytes { stream.parse(chunk: UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &batch) }
                guard emit(batch) else { return (writer, nil) }
            }
            guard emit(stream.finish()) else { return (writer, nil) }
        }
        return (writer, nil)
    }

    /// Reads and cuts blocks at line ends on this thread, parses and renders them on `threads`
    /// workers, and writes them in input order from a writer queue (see ``OrderedPipeline``).
    func runPipelined(_ inputs: [String], _ stream: TimestampStream,
                      _ renderer: TimestampBlockRenderer) -> (TimestampOutputWriter, String?) {
        let pipeline = OrderedPipeline<RenderedBlock>(workers: threads, depth: 2 * threads + 1)
        let output = WriterBox(TimestampOutputWriter(onError: onError, lineBuffered: lineBuffered))
        let lineBuffers = RecyclingPool<[UInt8]>(limit: 4 * threads + 4)
        let outputBuffers = RecyclingPool<[UInt8]>(limit: 4 * threads + 4)
        let batches = RecyclingPool<BatchResult>(limit: 2 * threads + 2)
        var buffer = [UInt8](repeating: 0, count: blockSize)
        func submit(_ pieces: [OwnedPiece]) -> Bool {
            guard !pieces.isEmpty else { return true }
            return pipeline.submit({
                var batch = batches.take() ?? BatchResult()
                batch.removeAll()
                for piece in pieces { piece.append(with: stream, to: &batch) }
                for case .lines(let bytes) in pieces { lineBuffers.give(bytes) }
                var block = RenderedBlock()
                block.bytes = outputBuffers.take() ?? []
                block.bytes.removeAll(keepingCapacity: true)
                renderer.render(batch, into: &block)
                batches.give(batch)
                return block
            }, consume: { block in
                let shift = output.nextLine - 1
                output.nextLine += block.records
                defer { outputBuffers.give(block.bytes) }
                return output.writer.write(block, lineShift: shift)
            })
        }
        var unreadable: String? = nil
        files: for path in inputs {
            guard let input = InputFile(path) else { unreadable = path; break }
            var framer = LineFramer(maxLineLength: maxLineLength)
            while true {
                let count = input.read(into: &buffer)
                if count < 0 { unreadable = path; break files }
                if count == 0 { break }
                var pieces = PieceCollector(recycling: lineBuffers)
                buffer.withUnsafeBytes { framer.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) { pieces.add($0) } }
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
    case lines([UInt8])
    case overLong(head: [UInt8])

    func append(with stream: TimestampStream, to batch: inout BatchResult) {
        switch self {
        case .lines(let bytes): bytes.withUnsafeBytes { stream.append(.lines($0), to: &batch) }
        case .overLong(let head): stream.append(.overLong(head: head), to: &batch)
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
