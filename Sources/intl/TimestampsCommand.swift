import ArgumentParser
import Dispatch
import MachineTime

#if canImport(Glibc)
import Glibc
#endif

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

    @Option(help: "Parse on N concurrent tasks.")
    var threads: Int = 1

    @Flag(help: "Print records, errors, elapsed time and records/s on standard error.")
    var stats = false

    @Argument(help: "Input files (default: standard input).")
    var files: [String] = []

    /// How each result is written.
    enum Output {
        case epoch(Timestamp.EpochUnit)
        case format(TimestampFormat)
    }

    func validate() throws {
        if (format == nil) == (preset == nil) { throw ValidationError("Give exactly one of --format and --preset.") }
        if threads < 1 { throw ValidationError("--threads must be at least 1.") }
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

    func outputStyle(_ parse: TimestampFormat) throws -> Output {
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
        let style = try outputStyle(parser)
        let mode: RecordMode = prefix ? .prefix : field.map { .field($0, delimiter: (try? delimiterByte()) ?? 9) } ?? .whole
        let inputs = files.isEmpty ? ["-"] : files
        let clock = ContinuousClock()
        let started = clock.now
        var records = 0, errors = 0, lineBase = 0
        var failed = false
        for path in inputs {
            guard let bytes = Self.readAll(path) else {
                FileDescriptorOutput.reportError("cannot read \(path)")
                throw ExitCode.badInput
            }
            let batch = parse(parser, bytes, mode: mode)
            var out: [UInt8] = []
            out.reserveCapacity(batch.count * 24)
            for index in 0..<batch.count {
                switch batch[index] {
                case .success(let timestamp):
                    switch style {
                    case .epoch(let unit): out.append(contentsOf: timestamp.epochString(unit).utf8)
                    case .format(let format): format.format(timestamp, into: &out)
                    }
                    out.append(0x0A)
                case .failure(var error):
                    errors += 1
                    error.line += lineBase
                    switch onError {
                    case .fail:
                        Self.write(out)
                        FileDescriptorOutput.reportError(error.description)
                        failed = true
                    case .skip:
                        break
                    case .mark:
                        out.append(contentsOf: "ERROR\n".utf8)
                        FileDescriptorOutput.reportError(error.description)
                    }
                }
                if failed { break }
            }
            records += batch.count
            lineBase += batch.count
            if failed { break }
            Self.write(out)
        }
        if onError == .skip && errors > 0 {
            FileDescriptorOutput.standardError.write("skipped \(errors) invalid record\(errors == 1 ? "" : "s")\n")
        }
        if stats {
            let elapsed = clock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rate = seconds > 0 ? Int((Double(records) / seconds).rounded()) : 0
            FileDescriptorOutput.standardError.write(
                "records: \(records), errors: \(errors), elapsed: \(Int((seconds * 1000).rounded())) ms, records/s: \(rate)\n")
        }
        if failed { throw ExitCode.badInput }
    }

    /// The batch parse, on `threads` tasks when asked (bridged from this synchronous command).
    func parse(_ format: TimestampFormat, _ bytes: [UInt8], mode: RecordMode) -> BatchResult {
        guard threads > 1 else { return format.parseRecords(bytes, mode: mode) }
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let tasks = threads
        Task {
            box.result = await format.parseRecords(bytes, mode: mode, tasks: tasks)
            done.signal()
        }
        done.wait()
        return box.result ?? format.parseRecords(bytes, mode: mode)
    }

    /// Hands the result from the task to the waiting thread.
    /// `@unchecked Sendable` is safe: it is written once by the task before `signal()` and
    /// read only after `wait()` returns, so the semaphore orders the two accesses.
    final class ResultBox: @unchecked Sendable {
        var result: BatchResult?
    }

    static func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        FileDescriptorOutput.standardOutput.write(String(decoding: bytes, as: UTF8.self))
    }

    /// All bytes of a file, or of standard input for "-".
    static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
