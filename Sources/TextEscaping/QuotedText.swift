// Error messages quote outside input: a log line, a `.strings` key, a locale identifier. Copied
// as is, such text can drive a terminal (ESC sequences, C1 CSI), reorder what a reader sees
// (bidi overrides, "Trojan Source") or forge extra log lines (line breaks). This is the one rule
// every module of the package uses to make quoted input inert; it has no dependency so that
// MachineTime, which imports nothing, can use it too.

/// Outside text made safe to print between double quotes in an error message.
///
///     QuotedText.escaped("bad \u{1B}[31mRED")        // #"bad \u{1B}[31mRED"#
///     QuotedText.quoted("say \"hi\"\t\u{202E}")       // #""say \"hi\"\t\u{202E}""#
///     QuotedText.escaped(utf8: [0x61, 0xFF, 0x62])    // #"a\xFFb"#
///
/// Escapes, all in uppercase hex:
/// - `\` and `"` as `\\` and `\"`, so that the quote ends where it seems to and an escape in
///   the output always means an escape;
/// - tab, line feed and carriage return as `\t`, `\n`, `\r`;
/// - every other C0 control (U+0000–U+001F), DEL (U+007F), C1 control (U+0080–U+009F) and
///   bidi control (U+202A–U+202E, U+2066–U+2069) as `\u{1B}`, `\u{85}`, `\u{202E}`;
/// - from bytes, each byte that is not part of well-formed UTF-8 as `\xFF`.
///
/// Everything else, including non-ASCII letters, spaces and emoji, is kept as it is.
package enum QuotedText {
    /// Whether an error message must not copy `scalar` as it is: C0 and C1 controls, DEL and
    /// the bidi embedding, override and isolate controls.
    @inlinable
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with quotes, backslashes and unsafe scalars escaped, without surrounding quotes.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        var text = text
        text.withUTF8 { appendEscaped(utf8: $0, to: &result) }
        return String(decoding: result, as: UTF8.self)
    }

    /// `"text"` with ``escaped(_:)`` applied inside the quotes.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// UTF-8 bytes as ``escaped(_:)`` writes them; a byte that is not part of well-formed
    /// UTF-8 (a stray continuation byte, a truncated or overlong sequence, a surrogate) is `\xFF`.
    package static func escaped<Bytes: Collection>(utf8 bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        let contiguous = bytes.withContiguousStorageIfAvailable { appendEscaped(utf8: $0, to: &result) } != nil
        if !contiguous { Array(bytes).withUnsafeBufferPointer { appendEscaped(utf8: $0, to: &result) } }
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `bytes` escaped (as ``escaped(utf8:)``) to `out`: the one escaping function every
    /// message of the package goes through, whether it ends as a String or straight in an output
    /// buffer (`intl timestamps` writes millions of messages without a String each). Runs of
    /// bytes that need no escape are copied at once.
    package static func appendEscaped(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.appendWritten(atMost: escapedBound(bytes.count)) { appendEscaped(utf8: bytes, to: &$0) }
    }

    /// Writes `bytes` escaped through `out`, at most ``escapedBound(_:)`` bytes. Plain words
    /// (eight bytes that need no escape) are stored as they are read, a plain byte alone as one
    /// store: no run kept to copy afterwards (a message's quote is mostly plain, and was copied
    /// once more by a memcpy call at the end).
    package static func appendEscaped(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteCursor) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var index = 0
        while index < count {
            // In bounds: index + 8 <= count. The room holds 6 bytes an input byte, so eight
            // input bytes always have room for the eight bytes stored. The words go through a
            // local pointer (the cursor is moved once), index + 8 cannot overflow (count does not).
            out.write { to in
                var written = 0
                while index &+ 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    guard isPlain(word) else { break }
                    UnsafeMutableRawPointer(to + written).storeBytes(of: word, as: UInt64.self)
                    written &+= 8
                    index &+= 8
                }
                return written
            }
            if index == count { return }
            if index &+ 8 > count && count >= 8 && appendPlainTail(base, count, from: index, to: &out) {
                return
            }
            let lead = base[index]
            // Printable ASCII other than `"` and `\` stays as it is.
            if lead >= 0x20 && lead < 0x7F && lead != 0x22 && lead != 0x5C {
                out.append(lead)
                index += 1
                continue
            }
            let (scalar, next) = decode(bytes, at: index)
            if let scalar {
                append(scalar, from: UnsafeBufferPointer(start: base + index, count: next - index), to: &out)
            } else {
                out.appendLiteral("\\x")
                appendHex(UInt32(lead), digits: 2, to: &out)
            }
            index = next
        }
    }

    /// The last `count - index` (1…7) bytes of a text of at least eight, when the word that ends
    /// the text is plain: that word stored so that it ends where the text's output ends, over
    /// the outputs of its first bytes. Those bytes are plain ASCII, and plain ASCII is always
    /// written as itself, one byte for one (never inside an escape: a byte below 0x80 is a
    /// whole scalar), so they are rewritten unchanged, and they were written by this call
    /// (index > count - 8 bytes of it came before), so the store stays within its room.
    /// Whether it stored.
    @inline(__always)
    private static func appendPlainTail(_ base: UnsafePointer<UInt8>, _ count: Int, from index: Int,
                                        to out: inout ByteCursor) -> Bool {
        // In bounds: count >= 8, so count - 8 ..< count lies in the text.
        let word = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
        guard isPlain(word) else { return false }
        let back = index - (count - 8)
        out.write {
            UnsafeMutableRawPointer($0 - back).storeBytes(of: word, as: UInt64.self)
            return count - index
        }
        return true
    }

    /// The most bytes ``appendEscaped(utf8:to:)`` writes for `count` input bytes: a C0 control
    /// byte becomes six (`\u{1B}`), nothing more per byte.
    @inlinable   // a multiply: not worth a call from other modules
    package static func escapedBound(_ count: Int) -> Int { 6 * count }

    /// Whether ``escaped(_:)`` changes `scalar`.
    @inlinable
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || isUnsafe(scalar)
    }

    /// Whether all eight bytes of `word` are printable ASCII other than `"` and `\` (kept as they
    /// are): no byte below 0x20 or from 0x7F on, none equal to 0x22 or 0x5C. Once no lane has
    /// its high bit (`word & 0x80…`, tested with the rest), no add below carries out of its lane:
    /// a lane b gets its high bit from b + 0x60 exactly when b >= 0x20, from b + 0x01 exactly
    /// when b == 0x7F, and from (b ^ c) - 0x01 exactly when b == c (or a lower lane matched:
    /// a borrow comes only from a zero lane). With a high lane the answer is no whatever the
    /// carries do, so the lanes need no masks of their own.
    @inline(__always)
    private static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let notBelow = word &+ 0x6060_6060_6060_6060
        let flagged = word | (word &+ ones) | ((word ^ 0x2222_2222_2222_2222) &- ones)
            | ((word ^ 0x5C5C_5C5C_5C5C_5C5C) &- ones)
        return (flagged | ~notBelow) & highs == 0
    }

    /// One well-formed scalar (its UTF-8 is `utf8`), escaped or as it is.
    private static func append(_ scalar: Unicode.Scalar, from utf8: UnsafeBufferPointer<UInt8>, to out: inout ByteCursor) {
        switch scalar {
        case "\"": out.appendLiteral("\\\"")
        case "\\": out.appendLiteral("\\\\")
        case "\t": out.appendLiteral("\\t")
        case "\n": out.appendLiteral("\\n")
        case "\r": out.appendLiteral("\\r")
        case _ where isUnsafe(scalar):
            out.appendLiteral("\\u{")
            appendHex(scalar.value, digits: 2, to: &out)
            out.append(0x7D)                                // }
        default: out.append(utf8)
        }
    }

    /// The scalar whose well-formed UTF-8 starts at `index` and the index after it, or nil and
    /// the index after the one byte that starts no well-formed sequence (Unicode's "maximal
    /// subpart" practice is not needed here: each bad byte is shown on its own).
    private static func decode<Bytes: Collection>(_ bytes: Bytes, at index: Bytes.Index)
        -> (Unicode.Scalar?, Bytes.Index) where Bytes.Element == UInt8 {
        let lead = bytes[index]
        let after = bytes.index(after: index)
        if lead < 0x80 { return (Unicode.Scalar(lead), after) }
        let count: Int, minimum: UInt32
        switch lead {
        case 0xC2...0xDF: count = 1; minimum = 0x80
        case 0xE0...0xEF: count = 2; minimum = 0x800
        case 0xF0...0xF4: count = 3; minimum = 0x1_0000
        default: return (nil, after)
        }
        var value = UInt32(lead) & (0x3F >> count)
        var cursor = after
        for _ in 0..<count {
            guard cursor != bytes.endIndex, bytes[cursor] & 0xC0 == 0x80 else { return (nil, after) }
            value = value << 6 | UInt32(bytes[cursor] & 0x3F)
            cursor = bytes.index(after: cursor)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not well-formed UTF-8.
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, after) }
        return (scalar, cursor)
    }

    /// At least `digits` uppercase hex digits: `1B`, `85`, `202E`.
    private static func appendHex(_ value: UInt32, digits: Int, to out: inout ByteCursor) {
        var count = 1
        while count < 8 && value >> (4 * UInt32(count)) != 0 { count += 1 }
        for position in stride(from: max(count, digits) - 1, through: 0, by: -1) {
            let nibble = UInt8(truncatingIfNeeded: value >> (4 * UInt32(position))) & 0xF
            out.append(nibble < 10 ? 0x30 + nibble : 0x37 + nibble)
        }
    }
}
