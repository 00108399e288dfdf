import MachineTime

/// The settings of `intl timestamps`, as its options spell them, with the checks and the
/// compilation the command runs before reading input (kept apart from the ArgumentParser
/// declarations so that a run is built from plain values).
struct TimestampsOptions: Sendable {
    enum Preset: String, CaseIterable, Sendable {
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

    enum OnError: String, CaseIterable, Sendable { case fail, skip, mark }

    /// A usage error, with ArgumentParser's message for it.
    struct UsageError: Error {
        let message: String
    }

    var format: String?
    var preset: Preset?
    var output = "epoch"
    var defaultOffset: String?
    var year: Int?
    var onError = OnError.fail
    var prefix = false
    var field: Int?
    var delimiter = "\\t"
    var threads = 1
    var lineBuffered = false
    var maxLineLength = 65_536
    var blockSize = 262_144
    var stats = false
    var files: [String] = []

    init() {}

    /// The checks ArgumentParser runs before `run` (the command's `validate()`).
    func validate() throws(UsageError) {
        if (format == nil) == (preset == nil) { throw UsageError(message: "Give exactly one of --format and --preset.") }
        if threads < 1 || threads > 256 { throw UsageError(message: "--threads must be in 1...256.") }
        if maxLineLength < 1 || maxLineLength > 1 << 30 {
            throw UsageError(message: "--max-line-length must be in 1...1073741824.")
        }
        if blockSize < 1 || blockSize > 1 << 30 { throw UsageError(message: "--block-size must be in 1...1073741824.") }
        if let field, field < 1 { throw UsageError(message: "--field must be at least 1.") }
        if field != nil && prefix { throw UsageError(message: "--prefix and --field cannot be combined.") }
        _ = try delimiterByte()
    }

    func delimiterByte() throws(UsageError) -> UInt8 {
        let text = delimiter == "\\t" ? "\t" : delimiter
        guard text.utf8.count == 1, let byte = text.utf8.first else {
            throw UsageError(message: "--delimiter must be a single byte.")
        }
        return byte
    }

    func compiledFormat() throws(UsageError) -> TimestampFormat {
        var compiled: TimestampFormat
        if let preset {
            compiled = preset.format
        } else {
            do { compiled = try TimestampFormat(format ?? "") } catch { throw UsageError(message: "--format: \(error)") }
        }
        if let defaultOffset {
            do { compiled = compiled.defaultOffset(try TimestampFormat.utcOffset(defaultOffset)) } catch {
                throw UsageError(message: "--default-offset: \(error.reason)")
            }
        }
        if let year { compiled = compiled.year(year) }
        return compiled
    }

    func outputStyle(_ parse: TimestampFormat) throws(UsageError) -> TimestampBlockRenderer.Style {
        switch output {
        case "epoch": return .epoch(.seconds)
        case "epoch-ms": return .epoch(.milliseconds)
        case "epoch-us": return .epoch(.microseconds)
        case "epoch-ns": return .epoch(.nanoseconds)
        case "rfc3339": return .format(.rfc3339)
        default:
            guard output.hasPrefix("format:") else {
                throw UsageError(message: "--output must be epoch, epoch-ms, epoch-us, epoch-ns, rfc3339 or format:'<strftime>'.")
            }
            do {
                return .format(try TimestampFormat(String(output.dropFirst(7))).defaultOffset(parse.defaultOffset))
            } catch {
                throw UsageError(message: "--output: \(error)")
            }
        }
    }
}
