// A batch's lines, kept on request (`keepsLines: true`) so that a tool can write each line back
// out with its timestamp converted (`intl timestamps --keep-line`). The parser itself is not
// touched: the lines are copied, and each timestamp located again, after the records are parsed,
// so a batch that keeps no lines costs nothing more.

/// One record's kept line.
struct KeptLine: Sendable {
    /// Where the line is in `BatchResult.keptBytes`, without its line ending (the bytes are kept
    /// as read, a piece at a time: one copy per piece, not per line).
    var start: Int
    var end: Int
    /// Where the timestamp stood in the line, or nil (a failed record).
    var location: TimestampLocation?
    /// False for a line over the length limit: its bytes were skipped as they arrived, not kept.
    var isKept: Bool
}

extension BatchResult {
    /// Record `index`'s line as it was read, without its line ending (`\n` or `\r\n`); nil when the
    /// batch keeps no lines (``keepsLines``), or when the line was longer than the stream's
    /// `maxLineLength` (its bytes are skipped as they arrive, never kept: memory stays bounded).
    ///
    ///     var stream = TimestampStream(format: .rfc3339, keepsLines: true)
    ///     let batch = stream.parse(chunk: Array("2014-02-07T19:00:00Z\r\nnope\n".utf8))
    ///     batch.line(1).map { String(decoding: $0, as: UTF8.self) }   // "nope"
    ///
    /// The slice shares the batch's storage (no copy); like any slice, its indices start at its
    /// `startIndex`, not at 0.
    public func line(_ index: Int) -> ArraySlice<UInt8>? {
        guard keepsLines, index >= 0, index < keptLines.count, keptLines[index].isKept else { return nil }
        return keptBytes[keptLines[index].start..<keptLines[index].end]
    }

    /// Where record `index`'s timestamp stood in its line; nil for a failed record, or when the
    /// batch keeps no lines (``keepsLines``).
    ///
    ///     var stream = TimestampStream(format: .rfc3339, mode: .jsonKey(["time"]), keepsLines: true)
    ///     let batch = stream.parse(chunk: Array(#"{"msg":"say \"hi\"","time":"2019-01-01T00:00:00Z"}"#.utf8 + [10]))
    ///     batch.location(0)   // TimestampLocation(range: 28..<48, syntax: .jsonString)
    public func location(_ index: Int) -> TimestampLocation? {
        guard keepsLines, index >= 0, index < keptLines.count else { return nil }
        return keptLines[index].location
    }

    /// Calls `body` with record `index`'s kept line (see ``line(_:)``) and where its timestamp
    /// stood, without making a slice; nil when the line was not kept.
    @inline(__always)
    func withKeptLine<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>, TimestampLocation?) -> R) -> R? {
        guard keepsLines, index >= 0, index < keptLines.count else { return nil }
        let line = keptLines[index]
        guard line.isKept else { return nil }
        return keptBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[line.start..<line.end]), line.location) }
    }

    /// Keeps the lines of `p[start..<end]`, which were just parsed into the records from `first`
    /// on (one record per line, as `TimestampFormat.parseBatch` cuts them), each with where its
    /// timestamp stood. A line over `maxLineLength` is a record whose line is not kept.
    mutating func keepLines(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, firstRecord first: Int, mode: RecordMode,
                            maxLineLength: Int) {
        keepsLines = true
        // The piece's bytes at once; each line's place in them below.
        let base = keptBytes.count - start
        keptBytes.append(contentsOf: UnsafeBufferPointer(start: p + start, count: end - start))
        var i = start
        var record = first
        let readsPrefix = mode.readsPrefix
        // No more lines than records: the two cut the same bytes the same way, so this only
        // guards the arrays' bounds.
        while i < end && record < count {
            let newline = RecordSplitter.newline(p, i, end)
            var lineEnd = newline
            if lineEnd > i && p[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if lineEnd - i > maxLineLength {
                keepSkippedLine()
            } else {
                // `lengths` holds one per record in a mode that reads a prefix; checked all the same.
                let length = readsPrefix && record < lengths.count ? lengths[record] : 0
                let location = isValid[record] ? Self.locate(p, i, lineEnd, mode: mode, length: length) : nil
                keptLines.append(KeptLine(start: base + i, end: base + lineEnd, location: location, isKept: true))
            }
            record += 1
            i = newline + 1
        }
    }

    /// Keeps a record whose line was over the length limit: no bytes, no location.
    mutating func keepSkippedLine() {
        keepsLines = true
        keptLines.append(KeptLine(start: keptBytes.count, end: keptBytes.count, location: nil, isKept: false))
    }

    /// Appends `other`'s kept lines after these (``append(_:)``).
    mutating func appendKeptLines(of other: BatchResult) {
        guard other.keepsLines else { return }
        keepsLines = true
        let base = keptBytes.count
        keptBytes.append(contentsOf: other.keptBytes)
        keptLines.append(contentsOf: other.keptLines.map { var line = $0; line.start += base; line.end += base; return line })
    }

    /// Where a parsed record's timestamp stands in its line `p[start..<end]`, found as the batch
    /// loop found it (`length`: the bytes parsed, in a mode that reads a prefix).
    static func locate(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, mode: RecordMode,
                       length: Int) -> TimestampLocation? {
        switch mode {
        case .whole:
            return TimestampLocation(range: 0..<(end - start), syntax: .text)
        case .prefix:
            return TimestampLocation(range: 0..<length, syntax: .text)
        case .fields(let fields, let delimiter, let prefix):
            guard let (fieldStart, fieldEnd) = RecordSplitter.fields(p, start, end, fields, delimiter: delimiter) else {
                return nil
            }
            let from = fieldStart - start
            return TimestampLocation(range: from..<(prefix ? from + length : fieldEnd - start), syntax: .text)
        case .jsonKey(let path):
            guard let (valueStart, valueEnd) = JSONLineScanner.value(p, start, end, path: path) else { return nil }
            // A string's contents start after its quote; a literal after `:` or white space.
            let quoted = valueStart > start && p[valueStart - 1] == UInt8(ascii: "\"")
            return TimestampLocation(range: (valueStart - start)..<(valueEnd - start), syntax: quoted ? .jsonString : .jsonLiteral)
        }
    }
}
