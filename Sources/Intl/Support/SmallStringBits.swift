/// Strings of at most 15 UTF-8 bytes made from their bytes in a few
/// instructions: the standard library keeps such a string in its own two
/// words (the bytes, then the count and an ASCII flag in the top byte), and
/// every way it offers to make one copies byte by byte and, for non-ASCII
/// text, validates it again (≈ 90 instructions for "1.234,50\u{00A0}€",
/// measured; most formatted numbers are that short).
///
/// The layout is the standard library's, not a promised API, so it is used
/// only where ``isAvailable`` found that strings the standard library made
/// have exactly the bits ``string(endingAt:count:)`` makes.
enum SmallStringBits {
    /// The most bytes a small string holds.
    static var capacity: Int { 15 }

    /// True when ``string(startingAt:count:)`` makes the same string as the
    /// standard library: 64-bit little-endian targets whose strings have
    /// the expected bits for an empty, an ASCII and a non-ASCII sample.
    static let isAvailable: Bool = {
        #if _pointerBitWidth(_64) && _endian(little)
        guard MemoryLayout<String>.size == 16 else { return false }
        let samples = ["", "-1.234,5", "123,456,789.125", "1\u{202F}234,5\u{00A0}€"].map { Array($0.utf8) }
        return samples.allSatisfy { sample in
            let expected = String(decoding: sample, as: UTF8.self)
            let standard = withUnsafeBytes(of: expected) { ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)) }
            let padded = sample + [UInt8](repeating: 0, count: 16 - sample.count)
            return padded.withUnsafeBytes { raw in
                let bits = words(startingAt: raw.baseAddress!, count: sample.count)
                return bits == standard
            }
        }
        #else
        return false
        #endif
    }()

    /// The string of the `count` bytes (at most ``capacity``, valid UTF-8)
    /// from `start`. The 16 bytes from `start` must be initialized, those
    /// after the text zero; only when ``isAvailable``.
    @inline(__always)
    static func string(startingAt start: UnsafeRawPointer, count: Int) -> String {
        // Written over an empty string's words rather than bit-cast, which
        // made the compiler retain the new string.
        var string = ""
        let (low, high) = words(startingAt: start, count: count)
        withUnsafeMutableBytes(of: &string) { raw in
            raw.storeBytes(of: low, as: UInt64.self)
            raw.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
        }
        return string
    }

    /// A small string's two words: the bytes in memory order, unused bytes
    /// zero, then in the top byte of the second word 0xE0 (ASCII) or 0xA0
    /// (not) plus the count. The text's own 16 bytes are those words once
    /// the zeros after it are there: two loads, no shift by a count (which
    /// took a branch on whether the text has more than 8 bytes, and ≈ 15
    /// instructions more when the text was read from its end).
    @inline(__always)
    private static func words(startingAt start: UnsafeRawPointer, count: Int) -> (UInt64, UInt64) {
        let low = start.loadUnaligned(as: UInt64.self)
        var high = start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let isASCII = (low | high) & 0x8080_8080_8080_8080 == 0
        high |= ((isASCII ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)) &<< 56
        return (low, high)
    }
}
