import ArgumentParser
import MachineTime

/// `intl timestamps` once its options are known: MachineTime's ``TimestampPipeline`` reads, parses
/// and renders the inputs block by block; this writes each block (see ``TimestampsOptions``).
struct TimestampsRun {
    let options: TimestampsOptions
    let pipeline: TimestampPipeline
    let renderer: TimestampBlockRenderer
    let errorTarget: StandardErrorTarget

    /// `options` as ArgumentParser hands them over: already validated (``TimestampsOptions/validate()``).
    init(_ options: TimestampsOptions) throws(ValidationError) {
        let parser = try options.compiledFormat()
        self.options = options
        let style = try options.outputStyle(parser)
        let keptLines = try options.keptLineWriter(style)
        renderer = TimestampBlockRenderer(style: style, marksErrors: options.onError == .mark, keptLines: keptLines)
        let mode = try options.recordMode()
        errorTarget = StandardErrorTarget.current()
        var pipeline = TimestampPipeline(format: parser, mode: mode, maxLineLength: options.maxLineLength,
                                         threads: options.threads, blockSize: options.blockSize,
                                         keepsLines: keptLines != nil)
        // Failures as message bytes, never error values with strings (see `BatchResult.FailureDetail`);
        // nothing under `skip` or when standard error is /dev/null. On one thread the line numbers
        // are known as each block is parsed, so the messages come as whole lines.
        pipeline.failureDetail = options.onError == .skip || errorTarget == .discarded ? .none
            : options.threads > 1 ? .messages : .messageLines(lead: "error: ")
        self.pipeline = pipeline
    }

    /// Whether the run succeeded (false: a bad record under `--on-error fail`, or an input that
    /// could not be read; exit status 1).
    func run() -> Bool {
        let clock = ContinuousClock()
        let started = clock.now
        let inputs = options.files.isEmpty ? ["-"] : options.files
        let output = WriterBox(TimestampOutputWriter(onError: options.onError, lineBuffered: options.lineBuffered,
                                                     interleaves: options.lineBuffered || errorTarget == .sharedWithOutput))
        let renderer = self.renderer
        let outcome = pipeline.run(inputs.lazy.map { InputFile($0) as (any TimestampByteSource)? }, makeOutput: { RenderedBlock() }, render: { batch, block in
            block.removeAll()
            renderer.render(&batch, into: &block)
        }, consume: { block, lineShift in
            output.writer.write(block, lineShift: lineShift)
        })
        let writer = output.writer
        if case .unreadable(let index) = outcome { FileDescriptorOutput.reportError("cannot read \(inputs[index])") }
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
        if case .unreadable = outcome { return false }
        return !writer.failed
    }
}

/// The writer, shared with the pipeline's `consume`.
///
/// `@unchecked Sendable` is safe: `consume` runs on one thread at a time (the pipeline's serial
/// queue, or the calling thread), and the caller reads the writer only after the run returned.
final class WriterBox: @unchecked Sendable {
    var writer: TimestampOutputWriter

    init(_ writer: TimestampOutputWriter) {
        self.writer = writer
    }
}
