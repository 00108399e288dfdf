import TextEscaping

// Parsing many newline-separated records at once: one result per record, and
// one bad record never loses the others. Allocation is per batch (the result
// arrays grow geometrically), never per valid record; only errors allocate.

/// Which part of each line holds the timestamp.
public enum RecordMode: Sendable, Hashable {
    /// The whole line is the timestamp.
    case whole
    /// The line starts with a timestamp; the rest (a log message) is ignored and the
    /// number of bytes used is reported in ``BatchResult/lengths``.
    case prefix
    /// The timestamp is fields `fields` (1-based, like `cut -f 4-5`) of the line split at
    /// every `delimiter` (one or more bytes: `" "`, `"\t"`, `" | "`), taken together with the
    /// delimiters between them as they stand in the line: CLF's `[10/Oct/2000:13:55:36 -0700]`
    /// is fields 4-5 at spaces. Without `prefix` the whole of them must match; with it the
    /// timestamp starts at the first of them and may run on past them into the rest of the
    /// line, which is ignored after it (OpenStack's `nova.api 2017-05-16 00:00:00.008 25746 INFO`
    /// is field 2 with `prefix`). An error quotes the text read, and its column counts from the
    /// start of the line.
    ///
    ///     let clf = try TimestampFormat("[%d/%b/%Y:%H:%M:%S %z]")
    ///     let line = #"127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET /" 200"#
    ///     clf.parseRecords(line, mode: .fields(4...5, delimiter: Array(" ".utf8), prefix: false)).timestamps[0].seconds
    ///     // 971211336
    case fields(ClosedRange<Int>, delimiter: [UInt8], prefix: Bool)
    /// Each line is a JSON object (JSON lines: Docker's json-file, Kubernetes, `git log`
    /// exports) and the timestamp is the value of key `path` (one key, or nested keys:
    /// `["a", "b"]` for `a.b`): a string's contents or a number as written. The line is only
    /// scanned as far as the key, without decoding it; keys are compared as written, escapes
    /// included.
    ///
    ///     let line = #"{"log":"say \"time\"\n","stream":"stdout","time":"2019-01-01T00:00:00Z"}"#
    ///     TimestampFormat.rfc3339.parseRecords(line, mode: .jsonKey(["time"])).timestamps[0].seconds   // 1546300800
    case jsonKey([String])

    /// Field `index` (1-based, like `cut -f`) of the line split at every `delimiter` byte;
    /// the whole field must match.
    public static func field(_ index: Int, delimiter: UInt8) -> RecordMode {
        .fields(index...index, delimiter: [delimiter], prefix: false)
    }

    /// Whether the timestamp only starts the part of the line that is read.
    var readsPrefix: Bool {
        switch self {
        case .whole: false
        case .prefix: true
        case .fields(_, _, let prefix): prefix
        case .jsonKey: false
        }
    }
}

/// The outcome of parsing a batch: a value or an error for every record, in order.
///
///     let batch = TimestampFormat.rfc3339.parseRecords("2014-02-07T19:00:00Z\nnope\n")
///     batch.count               // 2
///     batch.errors.count        // 1
///     batch[1]                  // .failure(line 2, column 1: %Y: expected a digit, found "n" …)
public struct BatchResult: Sendable {
    /// One per record; `Timestamp(seconds: 0)` where the record failed (see ``isValid``).
    public internal(set) var timestamps: [Timestamp] = []
    /// Per record: whether it parsed.
    public internal(set) var isValid: [Bool] = []
    /// In prefix mode, bytes of the timestamp per record (0 for failures); empty otherwise.
    public internal(set) var lengths: [Int] = []
    /// The failures, in record order; `line` is the 1-based record number within the batch
    /// (within the stream for a ``TimestampStream`` block: record `index` is line `firstLine + index`).
    public internal(set) var errors: [StrptimeError] = []
    /// The line number of record 0: 1, except for a ``TimestampStream`` block, which continues
    /// the numbering of the blocks before it.
    public internal(set) var firstLine = 1

    /// How a batch keeps its failures. A tool that prints millions of messages (or none) need
    /// not make an error value with strings for each.
    package enum FailureDetail: Sendable {
        /// As ``BatchResult/errors``, the public API.
        case errors
        /// As message bytes only (``BatchResult/messages``); ``BatchResult/errors`` stays empty.
        case messages
        /// As ``messages``, but each message whole, ready to print as it is: `lead`, `line N` (N the
        /// stream's line number: ``BatchResult/messageLineBase`` + the batch's), the rest, a newline.
        /// A tool then writes the batch's messages without copying each behind its line number.
        case messageLines(lead: StaticString)
        /// Not at all: ``BatchResult/isValid`` says which records failed, nothing says why.
        case none
    }

    /// How failures are kept; ``FailureDetail/errors`` unless a tool asks otherwise.
    package var failureDetail = FailureDetail.errors
    /// With ``FailureDetail/messages``: each failure's ``StrptimeError/description`` after its
    /// `line N` (the line is the record's: `firstLine` + its index), back to back, in record order.
    package internal(set) var messages = ByteBuffer()
    /// With ``FailureDetail/messages``: where each failure's message in ``messages`` ends.
    package internal(set) var messageEnds: [Int] = []
    /// With ``FailureDetail/messageLines(lead:)``: added to the line numbers the messages give (the
    /// stream's line before this batch's first); set by ``TimestampStream`` as it parses a chunk.
    package var messageLineBase = 0

    /// Whether the batch kept its records' lines (a ``TimestampStream`` or ``TimestampPipeline``
    /// made with `keepsLines: true`): then ``line(_:)`` and ``location(_:)`` answer for every record.
    public internal(set) var keepsLines = false
    /// With kept lines: the records' lines back to back, without their line endings.
    var keptBytes: [UInt8] = []
    /// With kept lines: one per record, in order.
    var keptLines: [KeptLine] = []

    /// The lead of each message when messages are whole lines, else nil.
    package var messageLead: StaticString? {
        if case .messageLines(let lead) = failureDetail { return lead }
        return nil
    }

    /// An empty batch, for the streaming pipeline to fill piece by piece.
    package init(failureDetail: FailureDetail = .errors) {
        self.failureDetail = failureDetail
    }

    /// Number of records.
    public var count: Int { timestamps.count }

    /// The result for record `index` (0-based; its `line` is `firstLine + index`).
    public subscript(index: Int) -> Result<Timestamp, StrptimeError> {
        if isValid[index] { return .success(timestamps[index]) }
        // Errors are sorted by line: binary search.
        var low = 0, high = errors.count
        while low < high {
            let mid = (low + high) / 2
            if errors[mid].line < index + firstLine { low = mid + 1 } else { high = mid }
        }
        return .failure(errors[low])
    }

    /// Appends a failed record, kept as ``failureDetail`` says (`error` is made only when needed).
    mutating func appendFailure(_ error: @autoclosure () -> StrptimeError, prefix: Bool) {
        appendFailedRecord(prefix: prefix)
        switch failureDetail {
        case .errors: errors.append(error())
        case .messages, .messageLines:
            let error = error()
            let lead = messageLead
            if let lead {
                messages.appendWritten(atMost: lead.utf8CodeUnitCount + 25) {   // "line ", a 20-byte number
                    $0.appendLiteral(lead)
                    $0.appendLiteral("line ")
                    $0.appendDecimal(messageLineBase + error.line)
                }
            }
            error.appendMessageTail(to: &messages)
            if lead != nil { messages.appendWritten(atMost: 1) { $0.append(0x0A) } }
            messageEnds.append(messages.count)
        case .none: break
        }
    }

    /// The placeholder of a failed record in the per-record arrays.
    mutating func appendFailedRecord(prefix: Bool) {
        timestamps.append(Timestamp(uncheckedSeconds: 0, nanoseconds: 0))
        isValid.append(false)
        if prefix { lengths.append(0) }
    }

    /// Marks records among the last `count` (at most 64) as failed: bit k of `records` for the k-th
    /// of them. Out of line: the fast run that calls it keeps its loop small.
    @inline(never)
    mutating func markFailed(_ records: UInt64, amongLast count: Int) {
        let first = isValid.count - count
        isValid.withUnsafeMutableBufferPointer { valid in
            var rest = records
            while rest != 0 {
                // In bounds: the caller has just appended the `count` records, and sets bits below `count` only.
                valid[first + rest.trailingZeroBitCount] = false
                rest &= rest &- 1
            }
        }
    }

    mutating func reserve(_ records: Int, prefix: Bool) {
        timestamps.reserveCapacity(records)
        isValid.reserveCapacity(records)
        if prefix { lengths.reserveCapacity(records) }
    }

    /// Appends `other`, whose lines are numbered from 1, after the records already here.
    mutating func append(_ other: BatchResult) {
        let shift = count
        timestamps.append(contentsOf: other.timestamps)
        isValid.append(contentsOf: other.isValid)
        lengths.append(contentsOf: other.lengths)
        errors.append(contentsOf: other.errors.map { var error = $0; error.line += shift; return error })
        let base = messages.count
        messages.append(other.messages)
        messageEnds.append(contentsOf: other.messageEnds.map { $0 + base })
        appendKeptLines(of: other)
    }
}

extension TimestampFormat {
    /// Parses newline-separated records (`\n`, optionally preceded by `\r`) in UTF-8 bytes.
    /// A final line without a newline counts; an empty line is a record (and an error).
    ///
    /// - Complexity: O(n) in the bytes; allocates per batch, not per valid record.
    public func parseRecords(_ buffer: UnsafeRawBufferPointer, mode: RecordMode = .whole) -> BatchResult {
        withBytes(buffer) { p, count in parseBatch(p, 0, count, mode: mode) }
    }

    /// Parses newline-separated records in UTF-8 bytes; see ``parseRecords(_:mode:)-(UnsafeRawBufferPointer,_)``.
    /// - Complexity: O(n) in the bytes.
    public func parseRecords(_ bytes: [UInt8], mode: RecordMode = .whole) -> BatchResult {
        withBytes(bytes) { p, count in parseBatch(p, 0, count, mode: mode) }
    }

    /// Parses newline-separated records in a string.
    ///
    ///     let batch = TimestampFormat.commonLog.parseRecords("10/Oct/2000:13:55:36 -0700 GET /\n", mode: .prefix)
    ///     batch.timestamps[0].seconds   // 971211336
    ///     batch.lengths[0]              // 26
    ///
    /// - Complexity: O(n) in the UTF-8 bytes.
    public func parseRecords(_ text: String, mode: RecordMode = .whole) -> BatchResult {
        withBytes(text) { p, count in parseBatch(p, 0, count, mode: mode) }
    }

    /// The batch loop over bytes `start..<end`; lines are numbered from 1.
    func parseBatch(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, mode: RecordMode) -> BatchResult {
        var result = BatchResult()
        result.reserve(max(16, (end - start) / 24), prefix: mode.readsPrefix)
        parseBatch(p, start, end, mode: mode, into: &result)
        return result
    }

    /// The batch loop over bytes `start..<end`, appending to `result` (lines numbered on from its
    /// count); a line longer than `maxLineLength` (without `\n` or `\r\n`) is a `.lineTooLong` error.
    func parseBatch(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, mode: RecordMode, into result: inout BatchResult,
                    maxLineLength: Int = .max) {
        let isPrefix = mode.readsPrefix
        let runs = mode == .whole && fastPath != .none
        var i = start
        var line = result.count
        var length = 0   // the last fast record's (start to newline): the next one's is guessed from it
        while i < end {
            if runs {
                parseFastRun(p, &i, end, into: &result, maxLineLength: maxLineLength, length: &length)
                line = result.count
                guard i < end else { break }
            }
            let newline = RecordSplitter.newline(p, i, end)
            var recordEnd = newline
            if recordEnd > i && p[recordEnd - 1] == 0x0D { recordEnd -= 1 }
            line += 1
            if recordEnd - i > maxLineLength {
                appendLineTooLong(InputQuote.text(p, i, recordEnd), limit: maxLineLength, line: line, prefix: isPrefix,
                                  to: &result)
                i = newline + 1
                continue
            }
            var fieldStart = i, fieldEnd = recordEnd
            var missing: StrptimeError.Reason? = nil
            if case .fields(let fields, let delimiter, let prefix) = mode {
                if let range = RecordSplitter.fields(p, i, recordEnd, fields, delimiter: delimiter) {
                    // A prefix may run past its first field: "2017-05-16 00:00:00.008 25746 INFO".
                    (fieldStart, fieldEnd) = (range.0, prefix ? recordEnd : range.1)
                } else {
                    missing = .missingField(fields.upperBound)
                }
            } else if case .jsonKey(let path) = mode {
                if let range = JSONLineScanner.value(p, i, recordEnd, path: path) {
                    (fieldStart, fieldEnd) = range
                } else {
                    missing = .missingKey(path.joined(separator: "."))
                }
            }
            // The fast path inline; the general parser (and any error) out of line. After a fast
            // run the record is one the fast path has just refused: it goes to the general parser.
            if missing == nil, !runs, let (timestamp, length) = parseFast(p, fieldStart, fieldEnd, prefix: isPrefix) {
                result.timestamps.append(timestamp)
                result.isValid.append(true)
                if isPrefix { result.lengths.append(length) }
            } else {
                appendGeneral(p, i, recordEnd, fieldStart, fieldEnd, missing: missing, line: line, prefix: isPrefix, to: &result)
            }
            i = newline + 1
        }
    }

    /// Whole records from `i` on: their results are written through a pointer into a stack buffer
    /// and appended 64 at a time (1 KiB: on the stack), instead of two appends a record (each
    /// checks capacity and uniqueness), and without filling room in the arrays first. A record
    /// the fast path refuses goes to the general parser from inside the run, its result (or
    /// placeholder) into the same buffer: a bad record neither splits the run (two appends of a
    /// short stretch and a restart each) nor makes appends of its own. Stops before the first
    /// record over `maxLineLength`, leaving `i` at its start. `length` carries the last fast
    /// record's length from run to run: a bad record costs no guess.
    private static let allValid = [Bool](repeating: true, count: 64)

    private func parseFastRun(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, into result: inout BatchResult,
                              maxLineLength: Int, length: inout Int) {
        // A loop of its own for each of the two commonest paths: the loop then neither dispatches
        // on the path nor reloads the layout's bytes from storage for each record (as far as the
        // compiler knows, the stores of results could change them); they are read once a run.
        // Each loop in a function of its own: in one function the three were too big for the
        // optimizer to inline the fast parsers into them.
        switch fastPath {
        case .dateTime: dateTimeRun(p, &i, end, into: &result, maxLineLength: maxLineLength, length: &length)
        case .rfc3339: rfc3339Run(p, &i, end, into: &result, maxLineLength: maxLineLength, length: &length)
        default: generalFastRun(p, &i, end, into: &result, maxLineLength: maxLineLength, length: &length)
        }
    }

    @inline(never)
    private func dateTimeRun(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, into result: inout BatchResult,
                             maxLineLength: Int, length: inout Int) {
        let shape = storage.dateTime, defaultOffset = config.defaultOffset
        fastRun(p, &i, end, into: &result, maxLineLength: maxLineLength, length: &length) {
            FastParser.dateTime($0, $1, $2, prefix: false, shape: shape, defaultOffset: defaultOffset)
        }
    }

    @inline(never)
    private func rfc3339Run(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, into result: inout BatchResult,
                            maxLineLength: Int, length: inout Int) {
        fastRun(p, &i, end, into: &result, maxLineLength: maxLineLength, length: &length) {
            FastParser.rfc3339($0, $1, $2, prefix: false)
        }
    }

    @inline(never)
    private func generalFastRun(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, into result: inout BatchResult,
                                maxLineLength: Int, length: inout Int) {
        fastRun(p, &i, end, into: &result, maxLineLength: maxLineLength, length: &length) {
            parseFast($0, $1, $2, prefix: false)
        }
    }

    /// The loop of ``parseFastRun(_:_:_:into:maxLineLength:length:)`` with `parse` (a whole
    /// record's fast path) inlined into it.
    @inline(__always)
    private func fastRun(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, into result: inout BatchResult,
                         maxLineLength: Int, length: inout Int,
                         _ parse: (UnsafePointer<UInt8>, Int, Int) -> (Timestamp, Int)?) {
        let room = 64   // a constant: the stack buffer needs no run-time size check; allValid has as many
        // The format reaches the refused records' call through a pointer to a copy in memory: in
        // registers, its four words would be live through the loop, crowding the fast parser's.
        // The call takes it as its `self`, borrowed (reading it through the pointer inside the
        // call instead retained and released its storage's arrays there).
        withUnsafePointer(to: self) { format in withUnsafeTemporaryAllocation(of: Timestamp.self, capacity: room) { scratch in
            guard let base = scratch.baseAddress else { return }   // never nil: capacity 64
            var at = i
            var full = true
            var last = length   // in a register, stored back once
            while full {
                var parsed = 0
                var failed: UInt64 = 0   // bit k: record k of the buffer failed (room is 64)
                while parsed < room && at < end {
                    // The fast records in a loop of their own, with no call in it (values live across
                    // a call would crowd its registers).
                    while parsed < room && at < end {
                        let newline = RecordSplitter.newline(p, at, end, guess: at &+ last)
                        var recordEnd = newline
                        if recordEnd > at && p[recordEnd &- 1] == 0x0D { recordEnd &-= 1 }
                        // at <= recordEnd <= end: no overflow.
                        guard recordEnd &- at <= maxLineLength, let (timestamp, _) = parse(p, at, recordEnd) else { break }
                        (base + parsed).initialize(to: timestamp)
                        parsed &+= 1
                        last = newline &- at
                        at = newline &+ 1   // newline < end
                    }
                    guard parsed < room && at < end else { break }
                    // A refused record, out of line and all in one call.
                    let next = format.pointee.parseRefusedInRun(p, at, end, maxLineLength: maxLineLength, buffer: base,
                                                                index: parsed, failed: &failed, to: &result)
                    guard next >= 0 else { break }   // over the limit: the batch loop reports it
                    parsed &+= 1
                    at = next
                }
                guard parsed > 0 else { break }   // at the end or at a line over the limit: no appends of nothing
                result.timestamps.append(contentsOf: UnsafeBufferPointer(start: base, count: parsed))
                Self.allValid.withUnsafeBufferPointer {
                    result.isValid.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<parsed]))   // a memcpy, not a loop
                }
                if failed != 0 { result.markFailed(failed, amongLast: parsed) }
                full = parsed == room
            }
            i = at
            length = last
        } }
    }

    /// One record through the general parser: its value, or its error.
    @inline(never)
    func appendGeneral(_ p: UnsafePointer<UInt8>, _ recordStart: Int, _ recordEnd: Int, _ fieldStart: Int, _ fieldEnd: Int,
                       missing: StrptimeError.Reason?, line: Int, prefix: Bool, to result: inout BatchResult) {
        if let parsed = parseKeepingFailure(p, recordStart, recordEnd, fieldStart, fieldEnd, missing: missing, line: line,
                                            prefix: prefix, to: &result) {
            result.timestamps.append(parsed.timestamp)
            result.isValid.append(true)
            if prefix { result.lengths.append(parsed.length) }
        } else {
            result.appendFailedRecord(prefix: prefix)
        }
    }

    /// A record the fast path refused inside a fast run, at `start`, record `index` (< 64) of the
    /// run's `buffer` (whose records come after `result`'s): its end found anew (the guessed end
    /// may be wrong for it), then the general parser, its failure kept as `result.failureDetail`
    /// says. Writes its value, or the placeholder of a failed record, to `buffer[index]` and sets
    /// bit `index` of `failed` for a failure; returns where the next record starts, or -1
    /// (nothing written) for a record over `maxLineLength`, which the batch loop reports.
    @inline(never)
    private func parseRefusedInRun(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, maxLineLength: Int,
                                   buffer: UnsafeMutablePointer<Timestamp>, index: Int, failed: inout UInt64,
                                   to result: inout BatchResult) -> Int {
        let newline = RecordSplitter.newline(p, start, end)
        var recordEnd = newline
        if recordEnd > start && p[recordEnd - 1] == 0x0D { recordEnd -= 1 }
        guard recordEnd - start <= maxLineLength else { return -1 }
        let parsed = parseKeepingFailure(p, start, recordEnd, start, recordEnd, missing: nil, line: result.count + index + 1,
                                         prefix: false, to: &result)
        // In bounds: index < 64, the buffer's capacity (the run calls this only with room left).
        (buffer + index).initialize(to: parsed?.timestamp ?? Timestamp(uncheckedSeconds: 0, nanoseconds: 0))
        if parsed == nil { failed |= 1 << UInt64(index) }
        return newline + 1
    }

    /// A record's value and length from the general parser, or nil once its failure is kept in
    /// `result` as its `failureDetail` says; the per-record arrays are the caller's to fill.
    @inline(__always)
    private func parseKeepingFailure(_ p: UnsafePointer<UInt8>, _ recordStart: Int, _ recordEnd: Int, _ fieldStart: Int,
                                     _ fieldEnd: Int, missing: StrptimeError.Reason?, line: Int, prefix: Bool,
                                     to result: inout BatchResult) -> (timestamp: Timestamp, length: Int)? {
        // The commonest failures, told from the record's first bytes, are kept at once: no `Result`
        // made around the failure, moved and destroyed.
        if missing == nil, !prefix, let failure = fastPathFailure(p, fieldStart, fieldEnd) {
            keepFailure(failure, p, fieldStart, fieldEnd, columnBase: fieldStart - recordStart, line: line, in: &result)
            return nil
        }
        let outcome = missing.map { .failure(ParseFailure(reason: $0, position: recordEnd, op: -1)) }
            ?? parseRefused(p, fieldStart, fieldEnd, prefix: prefix)
        switch outcome {
        case .success(let parsed): return parsed
        case .failure(let failure):
            // A missing field quotes the line; any other failure the fields that were read.
            if missing != nil {
                keepFailure(failure, p, recordStart, recordEnd, columnBase: 0, line: line, in: &result)
            } else {
                keepFailure(failure, p, fieldStart, fieldEnd, columnBase: fieldStart - recordStart, line: line, in: &result)
            }
            return nil
        }
    }

    /// Keeps the failure of the text `start..<end` (a record, or the fields read from it, which
    /// start `columnBase` bytes into the line) in `result` as its `failureDetail` says.
    private func keepFailure(_ failure: ParseFailure, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, columnBase: Int,
                             line: Int, in result: inout BatchResult) {
        switch result.failureDetail {
        case .errors: result.errors.append(makeError(failure, p, start, end, line: line, columnBase: columnBase))
        case .messages, .messageLines:
            let lead = result.messageLead
            appendMessageTail(failure, p, start, end, lead: lead, line: result.messageLineBase + line, columnBase: columnBase,
                              to: &result.messages)
            result.messageEnds.append(result.messages.count)
        case .none: break
        }
    }

    /// The general parser's answer for a record the fast path has refused. A whole record whose
    /// start the fast path parses as a prefix, with bytes left after it, fails for that trailing
    /// input and nothing else: the general parser's ops would stop where the prefix parse stopped
    /// (the fast path returns exactly its length) and report the rest before resolving fields.
    /// With one alternative no other can fail further, so the error is found without running it.
    /// For a whole record, the caller has asked ``fastPathFailure(_:_:_:)`` first (the commonest
    /// failures, told from the record's first bytes).
    func parseRefused(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                      prefix: Bool) -> Result<(timestamp: Timestamp, length: Int), ParseFailure> {
        if !prefix, alternatives.count == 1, let (_, length) = parseFast(p, start, end, prefix: true), length < end - start {
            return .failure(ParseFailure.trailing(start + length, end))
        }
        return parseGeneral(p, start, end, prefix: prefix)
    }

    /// One line over the limit: a `.lineTooLong` error quoting its first bytes.
    @inline(never)
    func appendLineTooLong(_ quote: @autoclosure () -> String, limit: Int, line: Int, prefix: Bool,
                           to result: inout BatchResult) {
        result.appendFailure(StrptimeError(reason: .lineTooLong(limit: limit), line: line, column: limit + 1,
                                           formatOffset: -1, directive: "", input: quote(), format: source), prefix: prefix)
    }
}

/// Finding lines and fields.
enum RecordSplitter {
    /// The first `\n` in `start..<end` (or `end`), taken to be at `guess` (>= `start`) without a
    /// scan when `guess` holds one: the end of a record as long as the last one (machine records
    /// mostly have one length). For records the fast path is to parse only: a guess past an
    /// earlier `\n` puts that `\n` inside the record, which no fast path accepts (each byte it
    /// accepts is a digit, a sign, a letter of a name or zone, or a literal of the format, and a
    /// format's white space is matched as a space), so the record is refused and the general loop
    /// scans for its end.
    @inline(__always)
    static func newline(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, guess: Int) -> Int {
        guess < end && p[guess] == 0x0A ? guess : newline(p, start, end)
    }

    /// Index of the first `\n` in `i..<end`, or `end`. SWAR: eight bytes per step, using the
    /// classic "has a zero byte" test on the bytes XOR '\n' (exact for the lowest match).
    @inline(__always)
    static func newline(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var i = start
        while i + 8 <= end {
            let word = FastParser.load8(p, i) ^ 0x0A0A_0A0A_0A0A_0A0A
            let zero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zero != 0 { return i + zero.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < end && p[i] != 0x0A { i += 1 }
        return i
    }

    /// The byte range of field `index` (1-based) of `start..<end`, or nil.
    /// Where fields `fields` lie in `start..<end` split at every `delimiter` (from the start of
    /// the first to the end of the last); nil when the line has fewer fields.
    static func fields(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ fields: ClosedRange<Int>,
                       delimiter: [UInt8]) -> (Int, Int)? {
        guard fields.lowerBound >= 1, let first = delimiter.first else { return nil }
        let width = delimiter.count
        var fieldStart = start, rangeStart = fields.lowerBound == 1 ? start : -1
        var n = 1
        var i = start
        while i + width <= end {
            if p[i] == first && (width == 1 || delimiter.withUnsafeBufferPointer { d in (1..<width).allSatisfy { p[i + $0] == d[$0] } }) {
                if n == fields.upperBound { return (rangeStart, i) }
                n += 1
                fieldStart = i + width
                if n == fields.lowerBound { rangeStart = fieldStart }
                i += width
            } else {
                i += 1
            }
        }
        return n == fields.upperBound && rangeStart >= 0 ? (rangeStart, end) : nil
    }
}
