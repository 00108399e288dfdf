import ArgumentParser

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

    typealias Preset = TimestampsOptions.Preset
    typealias OnError = TimestampsOptions.OnError

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

    /// The options as ``TimestampsRun`` takes them.
    var options: TimestampsOptions {
        var options = TimestampsOptions()
        options.format = format
        options.preset = preset
        options.output = output
        options.defaultOffset = defaultOffset
        options.year = year
        options.onError = onError
        options.prefix = prefix
        options.field = field
        options.delimiter = delimiter
        options.threads = threads
        options.lineBuffered = lineBuffered
        options.maxLineLength = maxLineLength
        options.blockSize = blockSize
        options.stats = stats
        options.files = files
        return options
    }

    func validate() throws {
        do { try options.validate() } catch { throw ValidationError(error.message) }
    }

    func run() throws {
        let run: TimestampsRun
        do { run = try TimestampsRun(options) } catch { throw ValidationError(error.message) }
        if !run.run() { throw ExitCode.badInput }
    }
}

extension TimestampsOptions.Preset: ExpressibleByArgument {}
extension TimestampsOptions.OnError: ExpressibleByArgument {}
