import TextEscaping

// Error messages quote the input, but a record may be 64 KiB (or, unframed, anything): an
// error keeps and prints at most `InputQuote.limit` bytes, so errors stay small and readable.
// The input is outside text: the quote is escaped (`QuotedText`) so that control bytes, bidi
// controls and bytes that are not UTF-8 reach no terminal or log as they are. Only errors
// call this; a valid record never pays for it.

enum InputQuote {
    /// The most input bytes an error quotes.
    static let limit = 80

    /// Bytes `start..<end`, escaped: all of them when there are at most 80, else the first 80
    /// cut back to the start of a UTF-8 character (never half of one) followed by `…`.
    static func text(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(writtenAtMost: bound(start, end)) { append(p, start, end, to: &$0) }
    }

    /// Bytes `start..<end` escaped, all of them (the texts a reason quotes from the record).
    static func escaped(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(writtenAtMost: QuotedText.escapedBound(end - start)) {
            QuotedText.appendEscaped(utf8: UnsafeBufferPointer(start: p + start, count: end - start), to: &$0)
        }
    }

    /// The most bytes ``append(_:_:_:to:)`` writes for bytes `start..<end`.
    static func bound(_ start: Int, _ end: Int) -> Int {
        QuotedText.escapedBound(min(end - start, limit)) + 3
    }

    /// Appends ``text(_:_:_:)`` as UTF-8 to `out`, without making the String.
    static func append(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, to out: inout ByteCursor) {
        guard end - start > limit else {
            return QuotedText.appendEscaped(utf8: UnsafeBufferPointer(start: p + start, count: end - start), to: &out)
        }
        var cut = start + limit
        // Back up over continuation bytes (10xxxxxx) so that the character at `cut` starts after the quote.
        while cut > start && p[cut] & 0xC0 == 0x80 { cut -= 1 }
        QuotedText.appendEscaped(utf8: UnsafeBufferPointer(start: p + start, count: cut - start), to: &out)
        out.appendLiteral("…")
    }

    /// The same for bytes in an array (a line's head kept by the framer).
    static func text(_ bytes: [UInt8]) -> String {
        withBytes(bytes) { p, count in text(p, 0, count) }
    }
}

extension String {
    /// The UTF-8 text `body` writes through a cursor, at most `bound` bytes, made in place: no
    /// array to copy from and to free (a message's quote is made for every bad record). `body`
    /// writes valid UTF-8 (escaped text), so nothing is repaired.
    init(writtenAtMost bound: Int, _ body: (inout ByteCursor) -> Void) {
        self.init(unsafeUninitializedCapacity: bound) { buffer in
            guard let base = buffer.baseAddress else { return 0 }   // nil only for bound 0: nothing to write
            var cursor = ByteCursor(base)
            body(&cursor)
            let count = cursor.position - base
            precondition(count <= bound, "a text outgrew its bound")   // a wrong bound is a bug, never input
            return count
        }
    }
}
