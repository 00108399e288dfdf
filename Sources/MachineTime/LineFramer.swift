// Cuts a byte stream, fed in chunks of any size, into runs of whole lines, holding back only the
// unfinished last line of a chunk. Memory is bounded by the line limit, not by the input: a line
// that outgrows the limit is reported once (with its first bytes, for the error message) and the
// rest of it is skipped as it arrives, never buffered.

/// Splits a stream of byte chunks into whole lines (see the file comment). Used by
/// ``TimestampStream`` and by the `intl timestamps` pipeline, which frames on one thread and
/// parses the pieces on others.
package struct LineFramer: Sendable {
    /// What one chunk yields, in input order.
    package enum Piece {
        /// One or more whole lines; every line ends with `\n`, except the stream's last line in
        /// ``LineFramer/finish(_:)``. Valid only during the call.
        case lines(UnsafeRawBufferPointer)
        /// A line longer than the limit, known before its end: its first `InputQuote.limit + 1`
        /// bytes (enough to cut the quote on a character boundary), or all of it if shorter.
        case overLong(head: [UInt8])
    }

    /// The longest line accepted, in bytes without `\n` or `\r\n`.
    package let maxLineLength: Int
    /// The unfinished line carried into the next chunk (at most `maxLineLength + 2` bytes).
    private var carry: [UInt8] = []
    /// Inside an over-long line: drop bytes up to its `\n`.
    private var skipping = false
    /// The over-long line's first bytes, kept until there are enough to quote (or the line ends).
    private var head: [UInt8] = []
    private var headReported = false

    /// `maxLineLength` is clamped to `0...Int.max / 2`, so that the arithmetic on it cannot overflow.
    package init(maxLineLength: Int) {
        self.maxLineLength = min(max(0, maxLineLength), Int.max / 2)
    }

    /// The most bytes a line may hold before its `\n` is seen: one more than the limit, since the
    /// last could be the `\r` of `\r\n`. Beyond this the line is too long whatever follows.
    private var holdLimit: Int { maxLineLength + 1 }

    /// Feeds the next chunk; `body` receives the pieces it completes, in order.
    package mutating func feed(_ chunk: UnsafeRawBufferPointer, _ body: (Piece) -> Void) {
        guard let base = chunk.baseAddress, chunk.count > 0 else { return }
        let p = base.assumingMemoryBound(to: UInt8.self)
        let count = chunk.count
        var i = 0
        if skipping || !carry.isEmpty {
            let newline = RecordSplitter.newline(p, 0, count)
            if skipping {
                collectHead(p, 0, newline, lineEnded: newline < count, body)
                guard newline < count else { return }
                skipping = false
            } else if carry.count + newline > holdLimit {
                head = Array(carry.prefix(InputQuote.limit + 1))
                carry.removeAll()
                skipping = newline == count
                headReported = false
                collectHead(p, 0, newline, lineEnded: newline < count, body)
                guard newline < count else { return }
            } else {
                carry.append(contentsOf: UnsafeBufferPointer(start: p, count: min(newline + 1, count)))
                guard newline < count else { return }
                carry.withUnsafeBytes { body(.lines($0)) }
                carry.removeAll(keepingCapacity: true)
            }
            i = newline + 1
        }
        let last = Self.lastNewline(p, i, count)
        if last >= i {
            body(.lines(UnsafeRawBufferPointer(start: p + i, count: last + 1 - i)))
            i = last + 1
        }
        if count - i > holdLimit {
            head = []
            headReported = false
            skipping = true
            collectHead(p, i, count, lineEnded: false, body)
        } else {
            carry.append(contentsOf: UnsafeBufferPointer(start: p + i, count: count - i))
        }
    }

    /// Ends the stream: the last line, if it had no `\n`.
    package mutating func finish(_ body: (Piece) -> Void) {
        if skipping && !headReported { body(.overLong(head: head)) }
        skipping = false
        head = []
        guard !carry.isEmpty else { return }
        carry.withUnsafeBytes { body(.lines($0)) }
        carry.removeAll()
    }

    /// Adds bytes `start..<end` of the over-long line to its head, and reports the line once the
    /// head is long enough to quote or the line has ended (then without the `\r` of a `\r\n`).
    private mutating func collectHead(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, lineEnded: Bool,
                                      _ body: (Piece) -> Void) {
        guard !headReported else { return }
        let wanted = InputQuote.limit + 1
        head.append(contentsOf: UnsafeBufferPointer(start: p + start, count: min(wanted - head.count, end - start)))
        guard head.count == wanted || lineEnded else { return }
        if lineEnded && head.count < wanted && head.last == 0x0D { head.removeLast() }
        body(.overLong(head: head))
        head = []
        headReported = true
    }

    /// Index of the last `\n` in `start..<end`, or `start - 1`.
    static func lastNewline(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var i = end - 1
        while i >= start && p[i] != 0x0A { i -= 1 }
        return i
    }
}
