import TextEscaping

/// A strptime format compiled once, then used to parse and format timestamps
/// from any thread.
///
///     let format = try TimestampFormat("%Y-%m-%d %H:%M:%S %z")
///     let t = try format.parse("2014-02-07 12:00:00 -0700")
///     t.seconds                               // 1391799600
///     format.format(t)                         // "2014-02-07 19:00:00 +0000"
///     format.format(t, offset: -7 * 3600)      // "2014-02-07 12:00:00 -0700"
///
/// Directives follow glibc's `strptime` in the POSIX "C" locale, with the
/// stricter checks listed in <doc:MachineTime>. Presets cover the common
/// machine formats: ``rfc3339``, ``iso8601``, ``httpDate``, ``commonLog``,
/// ``syslog``, ``unixSeconds`` and ``unixMillis``.
public struct TimestampFormat: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case pattern, rfc3339, iso8601, httpDate, commonLog, syslog, unixSeconds, unixMillis
    }

    /// The compiled parts, shared by copies. Immutable; `Sendable` because every stored
    /// property is a `let` of a `Sendable` type.
    final class Storage: Sendable {
        let kind: Kind
        /// The format text, or the preset's name.
        let source: String
        let alternatives: [Program]
        let template: StrftimeTemplate
        /// The fixed layout when the fast path is `.layout`; read in place by the parser.
        let layout: Layout
        /// The layout's date-time shape when the fast path is `.dateTime`.
        let dateTime: DateTimeShape
        /// The end of every error message for this format (``StrptimeError/formatTail(_:)``).
        let messageFormatTail: [UInt8]
        /// The ops of the one alternative, none when there are several: read in place for every
        /// bad record (``fastPathFailure(_:_:_:)``), and a `let` of the storage is read without a
        /// retain where an array inside another (`alternatives[0].ops`) is retained and released.
        let singleOps: [Op]
        /// Every op's message prefix (``OpSource/messagePrefix``, nothing for an op without a
        /// source), the ops of all alternatives one after another, in one array: read in place for
        /// every bad record with no retain (a `let` of the storage), where each source's own array
        /// was retained and released. Op k of alternative a: bytes `prefixBounds[2 * (opStarts[a] + k)]`
        /// to `prefixBounds[2 * (opStarts[a] + k) + 1]`.
        let messagePrefixes: [UInt8]
        let prefixBounds: [Int]
        /// Where each alternative's ops start in ``prefixBounds`` (in ops), and the total at the end.
        let opStarts: [Int]

        init(kind: Kind, source: String, alternatives: [Program], template: StrftimeTemplate, layout: Layout) {
            self.kind = kind; self.source = source; self.alternatives = alternatives; self.template = template
            self.layout = layout
            dateTime = layout.isDateTime ? DateTimeShape(layout) : DateTimeShape()
            messageFormatTail = StrptimeError.formatTail(source)
            singleOps = alternatives.count == 1 ? alternatives[0].ops : []
            var prefixes: [UInt8] = [], bounds: [Int] = [], starts: [Int] = [0]
            for program in alternatives {
                for op in program.ops {
                    let source = Int(op.source)
                    bounds.append(prefixes.count)
                    if source >= 0 && source < program.sources.count { prefixes += program.sources[source].messagePrefix }
                    bounds.append(prefixes.count)
                }
                starts.append(starts[starts.count - 1] + program.ops.count)
            }
            messagePrefixes = prefixes; prefixBounds = bounds; opStarts = starts
        }
    }

    // Hot-path settings stay inline (trivial values: no reference counting while parsing).
    private(set) var fastPath: FastPath
    let config: ParseConfig
    let storage: Storage

    var kind: Kind { storage.kind }
    var source: String { storage.source }
    var alternatives: [Program] { storage.alternatives }
    var template: StrftimeTemplate { storage.template }
    var layout: Layout { storage.layout }

    /// Compiles a strptime format.
    ///
    ///     let syslog = try TimestampFormat("%b %e %H:%M:%S", year: 2024)
    ///     try syslog.parse("Oct 11 22:14:15").seconds   // 1728684855
    ///
    /// - Parameters:
    ///   - format: the directives, see the table in <doc:MachineTime>.
    ///   - defaultOffset: seconds east of UTC for records without a zone; default 0 (UTC).
    ///   - year: the year for formats without one (syslog). Without it, such a
    ///     format refuses every record (`StrptimeError.Reason.missingYear`)
    ///     rather than read it in 1970; see also ``inferringYear(before:)``.
    /// - Throws: `StrptimeError` with `line` 0 and reason `.unknownDirective`,
    ///   `.unsupportedModifier` or `.danglingPercent`, and `formatOffset` at the bad directive.
    public init(_ format: String, defaultOffset: Int = 0, year: Int? = nil) throws(StrptimeError) {
        let program: Program
        switch DirectiveCompiler.compile(format) {
        case .success(let compiled): program = compiled
        case .failure(let error): throw error
        }
        let layout = Layout(program)
        storage = Storage(kind: .pattern, source: format, alternatives: [program], template: StrftimeTemplate(format),
                          layout: layout ?? Layout())
        fastPath = layout.map { $0.isDateTime ? .dateTime : .layout } ?? .none
        config = ParseConfig(defaultOffset: defaultOffset, year: year ?? ParseConfig.missingYear)
    }

    /// A preset; `.layout` takes the layout of the first alternative.
    init(preset kind: Kind, name: String, programs: [Program], fastPath: FastPath, template: StrftimeTemplate) {
        let layout = fastPath == .layout ? Layout(programs[0]) : nil
        storage = Storage(kind: kind, source: name, alternatives: programs, template: template, layout: layout ?? Layout())
        self.fastPath = fastPath == .layout && layout == nil ? .none : fastPath
        self.config = ParseConfig()
    }

    /// RFC 3339: `2014-02-07T12:00:00-07:00`, `2014-02-07t19:00:00.5z`, `2014-02-07 19:00:00Z`.
    ///
    /// Fraction of 0–9 digits, `Z`/`z` or `±hh:mm`, `T`/`t`/space between date and time.
    /// Formats as `2014-02-07T19:00:00Z` (fraction only when not zero, trailing zeros dropped).
    public static let rfc3339 = TimestampFormat(
        preset: .rfc3339, name: "rfc3339", programs: [Presets.rfc3339], fastPath: .rfc3339,
        template: StrftimeTemplate(preset: "%Y-%m-%dT%H:%M:%S", fraction: true, zone: .zulu))

    /// ISO 8601 extended and basic forms: `2014-02-07`, `20140207`, `2014-W06-5`, `2014W065`,
    /// `2014-038`, each optionally with `THH:MM[:SS[.f]][Z|±hh[:mm]]` (basic: `THHMM[SS[.f]][Z|±hh[mm]]`).
    ///
    /// Records without a zone use the default offset (UTC). Formats like ``rfc3339``.
    public static let iso8601 = TimestampFormat(
        preset: .iso8601, name: "iso8601", programs: Presets.iso8601, fastPath: .iso8601,
        template: StrftimeTemplate(preset: "%Y-%m-%dT%H:%M:%S", fraction: true, zone: .zulu))

    /// HTTP dates (RFC 9110): IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, and the obsolete
    /// RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT` and asctime `Sun Nov  6 08:49:37 1994` forms.
    ///
    /// Always UTC. Two-digit RFC 850 years: 69–99 → 19xx, 00–68 → 20xx. Formats as IMF-fixdate.
    public static let httpDate = TimestampFormat(
        preset: .httpDate, name: "http", programs: Presets.httpDate, fastPath: .layout,
        template: StrftimeTemplate(preset: "%a, %d %b %Y %H:%M:%S GMT", fraction: false, zone: .utc))

    /// Common Log Format (Apache, nginx): `10/Oct/2000:13:55:36 -0700`.
    public static let commonLog = TimestampFormat(
        preset: .commonLog, name: "clf", programs: [Presets.commonLog], fastPath: .layout,
        template: StrftimeTemplate(preset: "%d/%b/%Y:%H:%M:%S %z", fraction: false, zone: .given))

    /// RFC 3164 syslog: `Oct 11 22:14:15`, `Oct  1 22:14:15`; no year and no zone, so the
    /// configured year (default 1970, see ``year(_:)``) and default offset apply.
    public static let syslog = TimestampFormat(
        preset: .syslog, name: "syslog", programs: [Presets.syslog], fastPath: .layout,
        template: StrftimeTemplate(preset: "%b %e %H:%M:%S", fraction: false, zone: .given))

    /// Unix seconds with optional sign and fraction: `1391799600`, `-1.5`, `+1391799600.123456789`.
    public static let unixSeconds = TimestampFormat(
        preset: .unixSeconds, name: "unix", programs: [Presets.unixSeconds], fastPath: .unixSeconds,
        template: StrftimeTemplate(preset: "", fraction: false, zone: .utc, decimalSeconds: true))

    /// Unix milliseconds with optional sign: `1391799600000`, `-1500`.
    public static let unixMillis = TimestampFormat(
        preset: .unixMillis, name: "unix-ms", programs: [Presets.unixMillis], fastPath: .unixMillis,
        template: StrftimeTemplate(preset: "", fraction: false, zone: .utc, millis: true))

    /// A copy that uses `seconds` east of UTC for records without a zone.
    ///
    ///     try TimestampFormat("%F %T").defaultOffset(3600).parse("1970-01-01 01:00:00").seconds  // 0
    public func defaultOffset(_ seconds: Int) -> TimestampFormat {
        var copy = self
        copy.configMutable.defaultOffset = seconds
        return copy
    }

    /// A copy that uses `year` for formats without a year.
    ///
    ///     try TimestampFormat.syslog.year(2024).parse("Oct 11 22:14:15").seconds   // 1728684855
    public func year(_ year: Int) -> TimestampFormat {
        var copy = self
        copy.configMutable.year = year
        copy.configMutable.yearReference = nil
        return copy
    }

    /// A copy that gives each record of a format without a year the latest
    /// year that puts it at most a day after `reference` (by month and day,
    /// in UTC), as syslog collectors do: read on 5 January 2026, "Dec 31"
    /// is 2025 and "Jan 4" is 2026, so a file that spans New Year keeps its
    /// order. February 29 is then checked against that year.
    ///
    ///     let syslog = TimestampFormat.syslog.inferringYear(before: Timestamp(seconds: 1_767_571_200))  // 2026-01-05
    ///     try syslog.parse("Dec 31 23:59:59").seconds   // 1767225599 (2025-12-31T23:59:59Z)
    ///     try syslog.parse("Jan  4 10:00:00").seconds   // 1767520800 (2026-01-04T10:00:00Z)
    public func inferringYear(before reference: Timestamp) -> TimestampFormat {
        let nextDay = CivilDate.civil(days: reference.seconds.floorDivMod(86_400).quotient + 1)
        var copy = self
        copy.configMutable.yearReference = ParseConfig.YearReference(year: Int(nextDay.year),
                                                                     monthDay: nextDay.month * 32 + nextDay.day)
        return copy
    }

    private var configMutable: ParseConfig {
        get { config }
        set { self = TimestampFormat(storage: storage, fastPath: fastPath, config: newValue) }
    }

    private init(storage: Storage, fastPath: FastPath, config: ParseConfig) {
        self.storage = storage; self.fastPath = fastPath; self.config = config
    }

    /// Parses a UTC offset as `%z` does (`Z`, `±hh`, `±hhmm`, `±hh:mm`) into seconds east of UTC.
    ///
    ///     try TimestampFormat.utcOffset("-07:00")   // -25200
    ///
    /// - Throws: `StrptimeError` (`.invalidOffset`, `.outOfRange`, `.trailingInput`).
    public static func utcOffset(_ text: String) throws(StrptimeError) -> Int {
        try withBytes(text) { (p, count) throws(StrptimeError) -> Int in
            do throws(ParseFailure) {
                let (seconds, end) = try StrptimeParser.offset(.strptime, p, 0, count, -1)
                if end != count {
                    throw ParseFailure(reason: .trailingInput(InputQuote.text(p, end, count)), position: end, op: -1)
                }
                return seconds
            } catch {
                throw StrptimeError(reason: error.reason, line: 1, column: error.position + 1, formatOffset: 0,
                                    directive: "%z", input: InputQuote.text(p, 0, count), format: "%z")
            }
        }
    }

    /// Seconds east of UTC used for records without a zone (default 0).
    public var defaultOffset: Int { config.defaultOffset }
    /// The year given for formats without one, nil when none was (and when
    /// it is inferred, see ``inferringYear(before:)``).
    public var year: Int? { config.year == ParseConfig.missingYear || config.yearReference != nil ? nil : config.year }
    /// A copy that reads records without an offset as wall times in `zone`
    /// (a zone of the system's tz database, ``TimeZoneDatabase``), resolving
    /// an hour that clocks repeat or skip by `ambiguity`; `%Z` then also reads
    /// the zone's abbreviations where the zone uses them at that time ("PDT"
    /// in June, "PST" in January), which settles a repeated hour.
    ///
    ///     let la = try TimeZoneDatabase().zone(named: "America/Los_Angeles")
    ///     let format = try TimestampFormat("%Y-%m-%d %H:%M:%S").inTimeZone(la)
    ///     try format.parse("2005-06-14 15:16:01").seconds   // 1118787361 (15:16:01 PDT, UTC−7)
    ///     try format.parse("2005-12-14 15:16:01").seconds   // 1134602161 (15:16:01 PST, UTC−8)
    ///
    /// The fast paths are for fixed offsets: a zoned format parses on the
    /// general path.
    public func inTimeZone(_ zone: NamedTimeZone, ambiguity: AmbiguousLocalTime = .earlier) -> TimestampFormat {
        var copy = self
        copy.configMutable.zone = zone
        copy.configMutable.ambiguity = ambiguity
        copy.fastPath = .none
        return copy
    }

    /// The zone records without an offset are read in, nil for a fixed offset.
    public var timeZone: NamedTimeZone? { config.zone }

    /// Whether the format reads a date without a year (`%b %e`, `%m/%d`,
    /// `%j`: syslog), so that it needs ``year(_:)`` or ``inferringYear(before:)``
    /// to parse anything. A time of day alone (`%H:%M`) is on 1970-01-01, as
    /// in glibc.
    ///
    ///     TimestampFormat.syslog.needsYear                 // true
    ///     try TimestampFormat("%H:%M:%S").needsYear        // false
    public var needsYear: Bool {
        if config.year != ParseConfig.missingYear || config.yearReference != nil { return false }
        let yearFields: Set<Field> = [.year, .century, .yearInCentury, .isoWeekYear, .isoWeekYearInCentury]
        let dateFields: Set<Field> = [.month, .day, .dayOfYear, .sundayWeek, .mondayWeek]
        return alternatives.contains { program in
            let readsYear = program.ops.contains { $0.kind == .epoch || ($0.kind == .number && yearFields.contains($0.field)) }
            let readsDate = program.ops.contains {
                ($0.kind == .number && dateFields.contains($0.field)) || ($0.kind == .name && $0.style == NameKind.month.rawValue)
            }
            return readsDate && !readsYear
        }
    }

    /// The format text, or the preset's name (`rfc3339`, `iso8601`, `http`, `clf`, `syslog`, `unix`, `unix-ms`).
    public var description: String { source }

    public static func == (a: TimestampFormat, b: TimestampFormat) -> Bool {
        a.kind == b.kind && a.source == b.source && a.config == b.config
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind); hasher.combine(source); hasher.combine(config)
    }

    // MARK: Parsing

    /// Parses one timestamp; the whole input must match.
    ///
    ///     try TimestampFormat.rfc3339.parse("2014-02-07T12:00:00-07:00").seconds   // 1391799600
    ///
    /// - Throws: `StrptimeError` with `line` 1 and the 1-based byte `column` of the problem.
    public func parse(_ text: String) throws(StrptimeError) -> Timestamp {
        try withBytes(text) { (p, count) throws(StrptimeError) in try parse(p, count, prefix: false).0 }
    }

    /// Parses one timestamp from UTF-8 bytes; the whole buffer must match.
    /// - Throws: `StrptimeError`, as ``parse(_:)-(String)``.
    public func parse(_ bytes: UnsafeRawBufferPointer) throws(StrptimeError) -> Timestamp {
        // The fast path first, with no closure and no copy of `self`.
        if let base = bytes.baseAddress, bytes.count > 0 {
            let p = base.assumingMemoryBound(to: UInt8.self)
            if let (timestamp, _) = parseFast(p, 0, bytes.count, prefix: false) {
                return timestamp
            }
            return try parseGeneral(p, bytes.count)
        }
        return try parseEmpty()
    }

    /// An empty record's error (or result). Out of line: its one-byte stand-in buffer would
    /// otherwise give every parse a stack-protected frame.
    @inline(never)
    private func parseEmpty() throws(StrptimeError) -> Timestamp {
        try withBytes(UnsafeRawBufferPointer(start: nil, count: 0)) { (p, count) throws(StrptimeError) in
            try parse(p, count, prefix: false).0
        }
    }

    @inline(never)
    private func parseGeneral(_ p: UnsafePointer<UInt8>, _ count: Int) throws(StrptimeError) -> Timestamp {
        switch parseGeneral(p, 0, count, prefix: false) {
        case .success(let result): return result.timestamp
        case .failure(let failure): throw makeError(failure, p, 0, count, line: 1)
        }
    }

    /// Parses one timestamp from UTF-8 bytes; the whole array must match.
    /// - Throws: `StrptimeError`, as ``parse(_:)-(String)``.
    public func parse(_ bytes: [UInt8]) throws(StrptimeError) -> Timestamp {
        try withBytes(bytes) { (p, count) throws(StrptimeError) in try parse(p, count, prefix: false).0 }
    }

    /// Parses the timestamp at the start of `text` and says how many UTF-8 bytes it used.
    ///
    ///     try TimestampFormat.rfc3339.parsePrefix("2014-02-07T19:00:00Z GET /").length   // 20
    ///
    /// - Throws: `StrptimeError` (never `.trailingInput`).
    public func parsePrefix(_ text: String) throws(StrptimeError) -> (timestamp: Timestamp, length: Int) {
        try withBytes(text) { (p, count) throws(StrptimeError) in try parse(p, count, prefix: true) }
    }

    /// Parses the timestamp at the start of `bytes` and says how many bytes it used.
    /// - Throws: `StrptimeError` (never `.trailingInput`).
    public func parsePrefix(_ bytes: UnsafeRawBufferPointer) throws(StrptimeError) -> (timestamp: Timestamp, length: Int) {
        try withBytes(bytes) { (p, count) throws(StrptimeError) in try parse(p, count, prefix: true) }
    }

    private func parse(_ p: UnsafePointer<UInt8>, _ count: Int, prefix: Bool) throws(StrptimeError) -> (timestamp: Timestamp, length: Int) {
        switch parseRecord(p, 0, count, prefix: prefix) {
        case .success(let result): return result
        case .failure(let failure): throw makeError(failure, p, 0, count, line: 1)
        }
    }

    // MARK: Internals shared with the batch parser

    /// Parses bytes `start..<end` of `p`: the fast path if any, else each alternative in turn.
    @inline(__always)
    func parseRecord(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                     prefix: Bool) -> Result<(timestamp: Timestamp, length: Int), ParseFailure> {
        if let fast = parseFast(p, start, end, prefix: prefix) {
            return .success(fast)
        }
        return parseGeneral(p, start, end, prefix: prefix)
    }

    func parseGeneral(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                      prefix: Bool) -> Result<(timestamp: Timestamp, length: Int), ParseFailure> {
        var best: ParseFailure? = nil
        for index in alternatives.indices {
            do throws(ParseFailure) {
                var fields = Fields()
                fields.readsZoneAbbreviations = config.zone != nil
                let stop = try alternatives[index].ops.withUnsafeBufferPointer { (ops) throws(ParseFailure) in
                    try StrptimeParser.run(ops, p, start, end, &fields)
                }
                if !prefix && stop != end { throw ParseFailure.trailing(stop, end) }
                let timestamp = try StrptimeParser.resolve(&fields, config, start: start)
                return .success((timestamp, stop - start))
            } catch {
                var failure = error
                failure.alternative = index
                if let current = best {
                    if failure.rank > current.rank { best = failure }
                } else {
                    best = failure
                }
            }
        }
        return .failure(best ?? ParseFailure(reason: .trailingInput(""), position: start, op: -1))
    }

    /// Turns a parser failure into the public error for a record `start..<end`.
    func makeError(_ failure: ParseFailure, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                   line: Int, columnBase: Int = 0) -> StrptimeError {
        let (directive, formatOffset) = failingDirective(failure)
        let input = InputQuote.text(p, start, end)
        return StrptimeError(reason: failure.reason(p), line: line, column: columnBase + failure.position - start + 1,
                             formatOffset: formatOffset, directive: directive, input: input, format: source)
    }

    /// Appends the message of that error after its line number (``StrptimeError/appendMessageTail(to:)``)
    /// straight from the record's bytes: the same text, without making the error or its strings.
    /// Written through a cursor into room made once for the whole message; with a `lead`, the
    /// message is whole: `lead`, `line <line>`, the tail and a newline, in the same room.
    func appendMessageTail(_ failure: ParseFailure, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                           lead: StaticString? = nil, line: Int = 0, columnBase: Int = 0, to out: inout ByteBuffer) {
        storage.messagePrefixes.withUnsafeBufferPointer { prefixes in storage.messageFormatTail.withUnsafeBufferPointer { tail in
            let prefix = failingMessagePrefix(failure, in: prefixes)
            // Trailing input is quoted from the record's bytes as it is written (no String for it).
            let rest = failure.trailingEnd >= 0 ? InputQuote.bound(failure.position, failure.trailingEnd) : 0
            let bound = StrptimeError.tailBound(directivePrefix: prefix, reason: failure.reason, formatTail: tail,
                                                inputBound: InputQuote.bound(start, end) + rest)
                + (lead.map { $0.utf8CodeUnitCount + 26 } ?? 0)   // "line ", a 20-byte number, a newline
            out.appendWritten(atMost: bound) { cursor in
                if let lead {
                    cursor.appendLiteral(lead)
                    cursor.appendLiteral("line ")
                    cursor.appendDecimal(line)
                }
                // The tail's parts one by one (as ``StrptimeError/appendTail(column:directivePrefix:formatTail:to:reason:input:)``
                // writes them), not through that function's closures: they were calls through thunks.
                StrptimeError.appendColumn(columnBase + failure.position - start + 1, directivePrefix: prefix, to: &cursor)
                if failure.trailingEnd >= 0 {
                    StrptimeError.Reason.appendTrailingInputOpening(to: &cursor)
                    InputQuote.append(p, failure.position, failure.trailingEnd, to: &cursor)
                    StrptimeError.Reason.appendTrailingInputClosing(to: &cursor)
                } else {
                    failure.reason.append(to: &cursor)
                }
                StrptimeError.appendInputOpening(to: &cursor)
                InputQuote.append(p, start, end, to: &cursor)
                cursor.append(tail)
                if lead != nil { cursor.append(0x0A) }
            }
        } }
    }

    /// The directive a failure blames, as written in the format, and its offset there ("", -1 for none).
    private func failingDirective(_ failure: ParseFailure) -> (text: String, offset: Int) {
        guard let source = failingSource(failure) else { return ("", -1) }
        return (source.text, source.offset)
    }

    /// The failing directive's `%d: ` (``OpSource/messagePrefix``), or nothing: its bytes in
    /// `prefixes` (``Storage/messagePrefixes``), found through tables of the storage read in place.
    private func failingMessagePrefix(_ failure: ParseFailure, in prefixes: UnsafeBufferPointer<UInt8>)
        -> UnsafeBufferPointer<UInt8> {
        // Read through the storage each time: a local copy of an array would be retained.
        let alternative = failure.alternative
        guard failure.op >= 0, alternative >= 0, alternative + 1 < storage.opStarts.count,
              failure.op < storage.opStarts[alternative + 1] - storage.opStarts[alternative],
              let base = prefixes.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        let at = 2 * (storage.opStarts[alternative] + failure.op)
        return UnsafeBufferPointer(start: base + storage.prefixBounds[at],
                                   count: storage.prefixBounds[at + 1] - storage.prefixBounds[at])
    }

    /// Where in the format the op that failed came from, if an op failed.
    private func failingSource(_ failure: ParseFailure) -> OpSource? {
        guard failure.op >= 0, failure.alternative < alternatives.count else { return nil }
        let program = alternatives[failure.alternative]
        guard failure.op < program.ops.count else { return nil }
        let source = Int(program.ops[failure.op].source)
        guard source >= 0 && source < program.sources.count else { return nil }
        return program.sources[source]
    }
}

/// A stand-in address for empty buffers; never read (every read checks the length first).
@inline(__always)
func withBytes<R, E: Error>(_ buffer: UnsafeRawBufferPointer,
                            _ body: (UnsafePointer<UInt8>, Int) throws(E) -> R) throws(E) -> R {
    if let base = buffer.baseAddress, buffer.count > 0 {
        return try body(base.assumingMemoryBound(to: UInt8.self), buffer.count)
    }
    var byte: UInt8 = 0
    return try withUnsafePointer(to: &byte) { (pointer) throws(E) in try body(pointer, 0) }
}

@inline(__always)
func withBytes<R, E: Error>(_ text: String, _ body: (UnsafePointer<UInt8>, Int) throws(E) -> R) throws(E) -> R {
    let contiguous = text.utf8.withContiguousStorageIfAvailable { buffer -> Result<R, E> in
        do throws(E) {
            return .success(try withBytes(UnsafeRawBufferPointer(buffer), body))
        } catch {
            return .failure(error)
        }
    }
    if let contiguous { return try contiguous.get() }
    return try withBytes(Array(text.utf8), body)
}

@inline(__always)
func withBytes<R, E: Error>(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>, Int) throws(E) -> R) throws(E) -> R {
    let result = bytes.withUnsafeBytes { buffer -> Result<R, E> in
        do throws(E) {
            return .success(try withBytes(buffer, body))
        } catch {
            return .failure(error)
        }
    }
    return try result.get()
}
