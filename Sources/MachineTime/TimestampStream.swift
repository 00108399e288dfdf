// Streaming bulk parsing: bytes arrive in chunks of any size (a read(2) buffer, a network
// frame), results leave per chunk for the lines it completes. Memory is a few chunks plus one
// line limit, whatever the input size.

import TextEscaping

/// Parses newline-separated timestamps from a stream of byte chunks, one ``BatchResult`` per
/// chunk for the lines that chunk completes, with line numbers continuing across chunks.
///
///     var stream = TimestampStream(format: .rfc3339)
///     let first = stream.parse(chunk: Array("2014-02-07T19:00:00Z\n2014-02-".utf8))
///     first.count                      // 1
///     let second = stream.parse(chunk: Array("07T19:00:01Z\nnope\n".utf8))
///     second.firstLine                 // 2
///     second.timestamps[0].seconds     // 1391799601
///     second.errors[0].description
///     // line 3, column 1: %Y: expected a digit, found "n" (input "nope", format "rfc3339")
///     stream.finish().count            // 0: the input ended with a newline
///
/// Lines end with `\n`; a `\r` before it is removed (`\r\n` files parse as `\n` files). The last
/// line counts without a newline once ``finish()`` is called; an empty line is a record (and an
/// error). A chunk may end anywhere, also inside a multi-byte character: only whole lines are
/// parsed. A line longer than `maxLineLength` bytes (without its `\n` or `\r\n`) is one
/// `.lineTooLong` error; its bytes are skipped as they arrive, never buffered. Error messages
/// quote at most the first 80 bytes of a line, followed by `…`. One bad line never loses the rest.
///
/// - Complexity: O(n) in the bytes; memory O(chunk size + `maxLineLength`).
public struct TimestampStream: Sendable {
    /// The format every line is parsed with.
    public let format: TimestampFormat
    /// Which part of each line holds the timestamp.
    public let mode: RecordMode
    /// Whether each block keeps its lines and where each timestamp stood in them
    /// (``BatchResult/line(_:)``, ``BatchResult/location(_:)``), for writing the lines back out
    /// (``KeptLineWriter``). Costs a copy of the lines; off by default.
    public let keepsLines: Bool
    /// The line number the next parsed line gets.
    public private(set) var nextLine: Int
    private var framer: LineFramer

    /// Creates a stream. `maxLineLength` (default 65,536) bounds a line in bytes without its line
    /// ending; `firstLine` (default 1) numbers the first line, to continue the count of an earlier
    /// input; `keepsLines` (default false) keeps each block's lines with it (``keepsLines``).
    public init(format: TimestampFormat, mode: RecordMode = .whole, maxLineLength: Int = 65_536, firstLine: Int = 1,
                keepsLines: Bool = false) {
        self.format = format
        self.mode = mode
        self.keepsLines = keepsLines
        self.nextLine = firstLine
        self.framer = LineFramer(maxLineLength: maxLineLength)
    }

    /// The longest line accepted, in bytes without `\n` or `\r\n`.
    public var maxLineLength: Int { framer.maxLineLength }

    /// Parses the lines that `chunk` completes (the unfinished last line waits for the next chunk).
    /// - Complexity: O(chunk size + the carried line).
    public mutating func parse(chunk: UnsafeRawBufferPointer) -> BatchResult {
        var result = BatchResult()
        parse(chunk: chunk, into: &result)
        return result
    }

    /// Parses the lines that `chunk` completes into `block`, replacing its contents but keeping its
    /// storage: a loop over many chunks then allocates once, not per chunk.
    ///
    ///     var block = BatchResult()
    ///     stream.parse(chunk: bytes, into: &block)   // block.count: the lines completed
    public mutating func parse(chunk: UnsafeRawBufferPointer, into block: inout BatchResult) {
        block.removeAll()
        block.messageLineBase = nextLine - 1
        var framer = self.framer
        framer.feed(chunk) { append($0, to: &block) }
        self.framer = framer
        number(&block)
    }

    /// Parses the lines that `chunk` completes; see ``parse(chunk:)-(UnsafeRawBufferPointer)``.
    public mutating func parse(chunk: [UInt8]) -> BatchResult {
        chunk.withUnsafeBytes { parse(chunk: $0) }
    }

    /// Ends the input: the last line, if it had no newline (else an empty result). The stream
    /// can then go on with a new input, its lines numbered on.
    public mutating func finish() -> BatchResult {
        var result = BatchResult()
        finish(into: &result)
        return result
    }

    /// Ends the input into `block` (emptied first, its storage and failure detail kept).
    package mutating func finish(into block: inout BatchResult) {
        block.removeAll()
        block.messageLineBase = nextLine - 1
        var framer = self.framer
        framer.finish { append($0, to: &block) }
        self.framer = framer
        number(&block)
    }

    /// Parses one framed piece into `result`, numbering its lines on from `result.count + 1`.
    package func append(_ piece: LineFramer.Piece, to result: inout BatchResult) {
        switch piece {
        case .lines(let bytes):
            let first = result.count
            withBytes(bytes) { p, count in
                format.parseBatch(p, 0, count, mode: mode, into: &result, maxLineLength: maxLineLength)
                if keepsLines { result.keepLines(p, 0, count, firstRecord: first, mode: mode, maxLineLength: maxLineLength) }
            }
        case .overLong(let head):
            // `readsPrefix`, as the batch loop: a prefix read from a field also keeps a length per record.
            format.appendLineTooLong(InputQuote.text(head), limit: maxLineLength, line: result.count + 1,
                                     prefix: mode.readsPrefix, to: &result)
            if keepsLines { result.keepSkippedLine() }
        }
    }

    /// Moves a block's line numbers (1-based within the block) to the stream's, and counts its lines.
    private mutating func number(_ block: inout BatchResult) {
        block.renumber(firstLine: nextLine)
        nextLine += block.count
    }
}

extension BatchResult {
    /// Empties the batch, keeping its storage, numbered from line 1 again.
    package mutating func removeAll() {
        timestamps.removeAll(keepingCapacity: true)
        isValid.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        errors.removeAll(keepingCapacity: true)
        messages.removeAll()
        messageEnds.removeAll(keepingCapacity: true)
        keptBytes.removeAll(keepingCapacity: true)
        keptLines.removeAll(keepingCapacity: true)
        keepsLines = false
        firstLine = 1
        messageLineBase = 0
    }

    /// Gives the batch's message bytes to `buffer` and takes `buffer`'s storage in exchange (emptied),
    /// so that a renderer moves a block's messages instead of copying them.
    package mutating func exchangeMessages(with buffer: inout ByteBuffer) {
        buffer.removeAll()
        swap(&messages, &buffer)
    }

    /// Moves record 0 to line `firstLine` (the errors' lines with it) from a batch numbered from 1.
    package mutating func renumber(firstLine: Int) {
        let shift = firstLine - self.firstLine
        guard shift != 0 else { return }
        self.firstLine = firstLine
        for index in errors.indices { errors[index].line += shift }
    }
}
