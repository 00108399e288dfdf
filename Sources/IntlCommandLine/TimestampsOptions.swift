import ArgumentParser
import MachineTime
import TextEscaping
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The options of `intl timestamps`, with the checks ArgumentParser runs before the command and
/// the compilation of the format the run reads with.
struct TimestampsOptions: ParsableArguments {
    enum Preset: String, CaseIterable, Sendable, ExpressibleByArgument {
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

    enum OnError: String, CaseIterable, Sendable, ExpressibleByArgument { case fail, skip, mark }

    enum KeepLine: String, CaseIterable, Sendable, ExpressibleByArgument {
        case replace, prepend, append

        var placement: KeptLineWriter.Placement {
            switch self {
            case .replace: .replace
            case .prepend: .prepend
            case .append: .append
            }
        }
    }

    enum Ambiguous: String, CaseIterable, Sendable, ExpressibleByArgument {
        case earlier, later, error

        var rule: AmbiguousLocalTime {
            switch self {
            case .earlier: .earlier
            case .later: .later
            case .error: .reject
            }
        }
    }

    @Option(help: "A strptime format, such as '%Y-%m-%d %H:%M:%S %z'.")
    var format: String?

    @Option(help: "A preset format.")
    var preset: Preset?

    @Option(help: "epoch, epoch-ms, epoch-us, epoch-ns, rfc3339 (also spelled iso) or format:'<strftime>'.")
    var output: String = "epoch"

    // `.unconditional`: "-07:00" is the option's value, not an option.
    @Option(name: .customLong("default-offset"), parsing: .unconditional,
            help: "UTC offset for records without a zone (+hh:mm or -hh:mm).")
    var defaultOffset: String?

    @Option(name: .customLong("time-zone"),
            help: "A zone of the system's tz database (America/Los_Angeles) for records without an offset.")
    var timeZone: String?

    @Option(help: ArgumentHelp("With --time-zone, a wall time clocks repeat or skip: earlier, later or error.",
                               discussion: """
                                   Repeated (clocks set back): the first or the second occurrence. Skipped (clocks set \
                                   forward): earlier reads it with the offset after the change, later with the one before.
                                   """))
    var ambiguous: Ambiguous = .earlier

    // `.unconditional` on every option whose value may start with "-" (a negative number, a
    // delimiter): the value is taken as it is and checked by `validate()`, which names the
    // allowed values, where ArgumentParser would read it as an option ("Missing value").
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Year for formats without one (syslog): 1...9999, or auto.",
                               discussion: "auto: the latest year that puts each record at most a day after --reference."))
    var year: String?

    @Option(help: "With --year auto, the instant the log was read at (RFC 3339; default now).")
    var reference: String?

    @Option(name: .customLong("on-error"), help: "fail, skip or mark.")
    var onError: OnError = .fail

    @Flag(help: "Parse the timestamp at the start of each line (or of --field); ignore the rest.")
    var prefix = false

    @Option(parsing: .unconditional, help: "Parse field N (1-based) of each line.")
    var field: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Parse fields N-M of each line, with the delimiters between them (CLF's date: 4-5).",
                               valueName: "N-M"))
    var fields: String?

    @Option(name: .customLong("json-key"),
            help: ArgumentHelp("Read JSON lines; parse the value of KEY (a.b for a nested key).", valueName: "KEY"))
    var jsonKey: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The field delimiter: one or more bytes (' | '); '\\t' for a tab (the default).",
                               discussion: "With --keep-line prepend or append, also what separates the line and the timestamp (default: one space)."))
    var delimiter: String?

    @Option(name: .customLong("keep-line"),
            help: ArgumentHelp("Write each whole line with its timestamp converted: replace, prepend or append.",
                               discussion: """
                                   replace: in place of exactly the text the format read (the line, --prefix, --field, \
                                   --fields or the --json-key value; a JSON value stays JSON: epoch outputs as a number, \
                                   others as a string); prepend, append: before or after the unchanged line, with \
                                   --delimiter (default one space). A bad line: see --on-error.
                                   """))
    var keepLine: KeepLine?

    @Option(parsing: .unconditional, help: "Parse blocks on N worker threads; output stays in input order.")
    var threads: Int = 1

    @Flag(name: .customLong("line-buffered"), help: "Write each result line as soon as it is parsed (for tail -f).")
    var lineBuffered = false

    @Option(name: .customLong("max-line-length"), parsing: .unconditional, help: "Longest line in bytes; a longer one is an error.")
    var maxLineLength: Int = 65_536

    @Option(name: .customLong("block-size"), parsing: .unconditional, help: "Bytes read per block.")
    var blockSize: Int = 262_144

    @Flag(help: "Print records, errors, elapsed time and records/s on standard error.")
    var stats = false

    @Argument(help: "Input files (default: standard input).")
    var files: [String] = []

    /// Checked by ArgumentParser before the command runs.
    func validate() throws(ValidationError) {
        if (format == nil) == (preset == nil) { throw ValidationError("Give exactly one of --format and --preset.") }
        if threads < 1 || threads > 256 { throw ValidationError("--threads must be in 1...256.") }
        if maxLineLength < 1 || maxLineLength > 1 << 30 {
            throw ValidationError("--max-line-length must be in 1...1073741824.")
        }
        if blockSize < 1 || blockSize > 1 << 30 { throw ValidationError("--block-size must be in 1...1073741824.") }
        _ = try recordMode()
        _ = try delimiterBytes()
        // Here rather than when the run starts, so that the message comes with this command's usage.
        _ = try outputStyle(try compiledFormat())
    }

    /// Which part of each line holds the timestamp.
    func recordMode() throws(ValidationError) -> RecordMode {
        if let jsonKey {
            guard field == nil && fields == nil && !prefix else {
                throw ValidationError("--json-key cannot be combined with --field, --fields or --prefix.")
            }
            let path = jsonKey.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard path.allSatisfy({ !$0.isEmpty }), jsonKey.utf8.count <= 256 else {
                throw ValidationError("--json-key must be a key or dotted keys (a.b), not \(QuotedText.quoted(jsonKey)).")
            }
            return .jsonKey(path)
        }
        let range: ClosedRange<Int>
        switch (field, fields) {
        case (nil, nil): return prefix ? .prefix : .whole
        case (let index?, nil):
            guard index >= 1 else { throw ValidationError("--field must be at least 1.") }
            range = index...index
        case (nil, let text?):
            let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard bounds.count == 2, let first = bounds[0], let last = bounds[1], first >= 1, first <= last else {
                throw ValidationError("--fields must be N-M with 1 <= N <= M, such as 4-5, not \(QuotedText.quoted(text)).")
            }
            range = first...last
        case (_?, _?): throw ValidationError("--field and --fields cannot be combined.")
        }
        return .fields(range, delimiter: try delimiterBytes() ?? [9], prefix: prefix)
    }

    /// `--delimiter` as bytes (`\t` a tab), or nil when it is not given.
    func delimiterBytes() throws(ValidationError) -> [UInt8]? {
        guard let delimiter else { return nil }
        let bytes = Array((delimiter == "\\t" ? "\t" : delimiter).utf8)
        guard !bytes.isEmpty, bytes.count <= 16, !bytes.contains(10) else {
            throw ValidationError("--delimiter must be 1 to 16 bytes without a newline.")
        }
        return bytes
    }

    /// How `--keep-line` writes each line, or nil without it.
    func keptLineWriter(_ style: TimestampBlockRenderer.Style) throws(ValidationError) -> KeptLineWriter? {
        guard let keepLine else { return nil }
        let output: KeptLineWriter.Output
        switch style {
        case .epoch(let unit): output = .epoch(unit)
        case .format(let format): output = .format(format)
        }
        return KeptLineWriter(keepLine.placement, output: output, separator: try delimiterBytes() ?? [UInt8(ascii: " ")])
    }

    func compiledFormat() throws(ValidationError) -> TimestampFormat {
        var compiled: TimestampFormat
        if let preset {
            compiled = preset.format
        } else {
            do { compiled = try TimestampFormat(format ?? "") } catch { throw ValidationError("--format: \(error)") }
        }
        if let defaultOffset {
            if timeZone != nil { throw ValidationError("--default-offset and --time-zone cannot be combined.") }
            do { compiled = compiled.defaultOffset(try TimestampFormat.utcOffset(defaultOffset)) } catch {
                throw ValidationError("--default-offset: \(error.reason)")
            }
        }
        if let timeZone {
            do { compiled = compiled.inTimeZone(try TimeZoneDatabase().zone(named: timeZone), ambiguity: ambiguous.rule) } catch {
                throw ValidationError("--time-zone: \(error)")
            }
        }
        return try withYear(compiled)
    }

    /// `--year` and `--reference` applied; a format without a year needs one of them.
    private func withYear(_ format: TimestampFormat) throws(ValidationError) -> TimestampFormat {
        switch year {
        case nil:
            guard !format.needsYear else {
                throw ValidationError("""
                    the format reads dates without a year (no %Y, %y, %C, %G or %s): give --year YEAR (1...9999) or --year auto \
                    (the latest year that puts each record at most a day after --reference, default now)
                    """)
            }
            if reference != nil { throw ValidationError("--reference is only used with --year auto.") }
            return format
        case "auto":
            return format.inferringYear(before: try referenceInstant())
        case let text?:
            guard let value = Int(text), (1...9999).contains(value) else {
                throw ValidationError("--year must be a year in 1...9999 or auto, not \(QuotedText.quoted(text)).")
            }
            if reference != nil { throw ValidationError("--reference is only used with --year auto.") }
            return format.year(value)
        }
    }

    private func referenceInstant() throws(ValidationError) -> Timestamp {
        guard let reference else {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            return Timestamp(seconds: Int64(now.tv_sec))
        }
        do { return try TimestampFormat.rfc3339.parse(reference) } catch {
            throw ValidationError("--reference must be an RFC 3339 instant such as 2026-01-05T00:00:00Z: \(error.reason)")
        }
    }

    func outputStyle(_ parse: TimestampFormat) throws(ValidationError) -> TimestampBlockRenderer.Style {
        switch output {
        case "epoch": return .epoch(.seconds)
        case "epoch-ms": return .epoch(.milliseconds)
        case "epoch-us": return .epoch(.microseconds)
        case "epoch-ns": return .epoch(.nanoseconds)
        // "iso": the name issue #29 and its scripts use for the same output.
        case "rfc3339", "iso": return .format(.rfc3339)
        default:
            guard output.hasPrefix("format:") else {
                throw ValidationError("--output must be epoch, epoch-ms, epoch-us, epoch-ns, rfc3339 (or iso) or format:'<strftime>'.")
            }
            do {
                return .format(try TimestampFormat(String(output.dropFirst(7))).defaultOffset(parse.defaultOffset))
            } catch {
                throw ValidationError("--output: \(error)")
            }
        }
    }
}
