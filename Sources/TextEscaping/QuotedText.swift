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
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// `"text"` with ``escaped(_:)`` applied inside the quotes.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// UTF-8 bytes as ``escaped(_:)`` writes them; a byte that is not part of well-formed
    /// UTF-8 (a stray continuation byte, a truncated or overlong sequence, a surrogate) is `\xFF`.
    package static func escaped<Bytes: Collection>(utf8 bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var result = ""
        result.reserveCapacity(bytes.count + 8)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let (scalar, next) = decode(bytes, at: index)
            if let scalar {
                append(scalar, to: &result)
            } else {
                result += "\\x" + hex(UInt32(bytes[index]), digits: 2)
            }
            index = next
        }
        return result
    }

    /// Whether ``escaped(_:)`` changes `scalar`.
    @inlinable
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || isUnsafe(scalar)
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\t": result += "\\t"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case _ where isUnsafe(scalar): result += "\\u{" + hex(scalar.value, digits: 2) + "}"
        default: result.unicodeScalars.append(scalar)
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
    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
