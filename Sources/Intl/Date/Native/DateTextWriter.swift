/// Writes a date's bytes into the result buffer: literal and name bytes
/// copied from the formatter's text, numbers in the locale's digits. A
/// value type, so writing captures no heap-boxed state.
struct DateTextWriter {
    let out: UnsafeMutableBufferPointer<UInt8>
    let text: UnsafeBufferPointer<UInt8>
    let digitsStart: Int
    let digitWidth: Int
    /// The digits are "0"…"9": written as arithmetic, not copied.
    let asciiDigits: Bool
    var position = 0

    @inline(__always)
    mutating func copy(_ range: Range<Int>) {
        for index in range {
            out[position] = text[index]
            position += 1
        }
    }

    @inline(__always)
    mutating func copy(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            out[position] = byte
            position += 1
        }
    }

    @inline(__always)
    mutating func digit(_ value: Int) {
        if asciiDigits {
            out[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            position += 1
        } else {
            let start = digitsStart + value * digitWidth
            copy(start..<start + digitWidth)
        }
    }

    /// A non-negative number padded with zeros to `minimumDigits`. Constant
    /// divisors for the common widths (the compiler turns them into
    /// multiplications); a loop for anything longer.
    @inline(__always)
    mutating func number(_ value: Int, minimumDigits: Int) {
        let digitCount = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10000 ? 4 : String(value).utf8.count
        for _ in digitCount..<max(digitCount, minimumDigits) { digit(0) }
        switch digitCount {
        case 1: digit(value)
        case 2: digit(value / 10); digit(value % 10)
        case 3: digit(value / 100); digit(value / 10 % 10); digit(value % 10)
        case 4: digit(value / 1000); digit(value / 100 % 10); digit(value / 10 % 10); digit(value % 10)
        default:
            var divisor = 10000
            while divisor * 10 <= value { divisor *= 10 }
            while divisor > 0 {
                digit(value / divisor % 10)
                divisor /= 10
            }
        }
    }
}
