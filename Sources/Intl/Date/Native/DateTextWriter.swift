/// Writes a date's bytes into a buffer: literal and name bytes copied from
/// the formatter's text, numbers in the locale's digits. A value type over
/// raw pointers, so writing captures no heap-boxed state and pays no bounds
/// checks; the sizes are guaranteed by construction instead:
///
/// - `out` has room for the formatter's maximum length plus ``slack``:
///   copies and digits store whole 8-byte words and advance by less;
/// - `text` ends with ``slack`` padding bytes, so an 8-byte load at any
///   byte of a literal or name stays inside it.
struct DateTextWriter {
    /// The spare bytes both buffers keep for whole-word stores and loads.
    static let slack = 8

    private let start: UnsafeMutableRawPointer
    private var cursor: UnsafeMutableRawPointer
    private let text: UnsafeRawPointer
    private let pairs: UnsafePointer<UInt64>
    private let shortest: UnsafePointer<UInt64>
    private let digitWidth: Int

    init(out: UnsafeMutableRawPointer, text: UnsafeRawPointer, pairs: UnsafePointer<UInt64>,
         shortest: UnsafePointer<UInt64>, digitWidth: Int) {
        start = out
        cursor = out
        self.text = text
        self.pairs = pairs
        self.shortest = shortest
        self.digitWidth = digitWidth
    }

    /// The bytes written so far.
    var count: Int { cursor - start }

    /// Copies `range` of the text, a word at a time.
    @inline(__always)
    mutating func copy(_ range: Range<Int>) {
        var offset = 0
        while offset < range.count {
            let word = text.loadUnaligned(fromByteOffset: range.lowerBound + offset, as: UInt64.self)
            cursor.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        cursor += range.count
    }

    /// Copies bytes of another buffer (a zone name), byte by byte.
    @inline(__always)
    mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            cursor.storeBytes(of: byte, as: UInt8.self)
            cursor += 1
        }
    }

    /// A UTC offset in an ISO 8601 style (at most ``UTCOffsetStyle/maximumLength`` bytes).
    @inline(__always)
    mutating func utcOffset(_ offset: Int32, style: UTCOffsetStyle) {
        let room = UnsafeMutableBufferPointer(start: cursor.assumingMemoryBound(to: UInt8.self),
                                              count: UTCOffsetStyle.maximumLength)
        cursor += style.write(offset, into: room, at: 0)
    }

    /// `value` (0…99) as exactly two digits.
    @inline(__always)
    mutating func twoDigits(_ value: Int) {
        cursor.storeBytes(of: pairs[value].littleEndian, as: UInt64.self)
        cursor += 2 * digitWidth
    }

    /// `value` (0…99) in one digit below 10, two otherwise.
    @inline(__always)
    mutating func shortestDigits(_ value: Int) {
        cursor.storeBytes(of: shortest[value].littleEndian, as: UInt64.self)
        cursor += value < 10 ? digitWidth : 2 * digitWidth
    }

    /// A non-negative number padded with zeros to `minimumDigits`: up to
    /// four digits (every year of the span) as two pairs, longer ones by a loop.
    @inline(__always)
    mutating func number(_ value: Int, minimumDigits: Int) {
        let digitCount = value < 100 ? (value < 10 ? 1 : 2) : value < 10000 ? (value < 1000 ? 3 : 4) : decimalLength(value)
        for _ in digitCount..<max(digitCount, minimumDigits) { shortestDigits(0) }
        switch digitCount {
        case 1, 2: shortestDigits(value)
        case 3:
            shortestDigits(value / 100)
            twoDigits(value % 100)
        case 4:
            twoDigits(value / 100)
            twoDigits(value % 100)
        default:
            var divisor = 1
            for _ in 1..<digitCount { divisor *= 10 }
            while divisor > 0 {
                shortestDigits(value / divisor % 10)
                divisor /= 10
            }
        }
    }

    private func decimalLength(_ value: Int) -> Int {
        var length = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }
}
