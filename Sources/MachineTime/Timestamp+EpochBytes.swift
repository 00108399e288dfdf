// The epoch count written straight into a byte buffer: bulk output (millions of lines) without
// a String per number, two digits per step from a table.

extension Timestamp {
    /// The room ``writeEpoch(_:to:)`` needs at its pointer: a sign, 19 digits of seconds and 9 of
    /// fraction make 29 bytes of text, and the digits are stored eight at a time, so a write may
    /// reach 16 bytes past the seconds (``writeDecimal(_:width:to:)``): 1 + 20 + 16.
    package static let maxEpochBytes = 37

    /// Appends ``epochString(_:)`` as UTF-8 bytes to `bytes`, without creating a String.
    ///
    ///     var out: [UInt8] = []
    ///     Timestamp(seconds: -1, nanoseconds: 500_000_000).appendEpoch(.milliseconds, to: &out)
    ///     String(decoding: out, as: UTF8.self)   // "-500"
    public func appendEpoch(_ unit: EpochUnit, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maxEpochBytes) { buffer in
            guard let base = buffer.baseAddress else { return }   // never nil: capacity > 0
            let count = writeEpoch(unit, to: base)
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        }
    }

    /// Writes ``epochString(_:)`` as UTF-8 at `out` (room for ``maxEpochBytes`` needed: the bytes
    /// past the returned count may be overwritten too); returns the count. Inlinable, so that
    /// the tool's renderer (another module) writes each record without a call.
    @inlinable @inline(__always)
    package func writeEpoch(_ unit: EpochUnit, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let digits: Int
        let perSecond: UInt64
        switch unit {
        case .seconds:
            out[0] = UInt8(ascii: "-")
            let sign = seconds < 0 ? 1 : 0
            return sign + Self.writeDecimal(seconds.magnitude, width: 1, to: out + sign)
        case .milliseconds: digits = 3; perSecond = 1_000
        case .microseconds: digits = 6; perSecond = 1_000_000
        case .nanoseconds: digits = 9; perSecond = 1_000_000_000
        }
        // value = seconds * perSecond + part, with 0 <= part < perSecond (as in epochString).
        let part = UInt64(nanoseconds) / (1_000_000_000 / perSecond)
        if seconds >= 0 {
            let high = seconds > 0 ? Self.writeDecimal(UInt64(seconds), width: 1, to: out) : 0
            return high + Self.writeDecimal(part, width: seconds > 0 ? digits : 1, to: out + high)
        }
        out[0] = UInt8(ascii: "-")
        let magnitude = seconds.magnitude
        if part == 0 {
            let count = 1 + Self.writeDecimal(magnitude, width: 1, to: out + 1)
            (out + count).initialize(repeating: UInt8(ascii: "0"), count: digits)
            return count + digits
        }
        let high = magnitude - 1, low = perSecond - part
        let count = 1 + (high > 0 ? Self.writeDecimal(high, width: 1, to: out + 1) : 0)
        return count + Self.writeDecimal(low, width: high > 0 ? digits : 1, to: out + count)
    }

    /// The two ASCII digits of `value` (< 100), the tens digit in the low byte: one multiply
    /// (`x * 103 >> 10` is `x / 10` below 100), for writers that place digit pairs in words
    /// (RFC 3339 output, the line numbers of error messages).
    @inlinable @inline(__always)
    static func twoDigits(_ value: UInt32) -> UInt64 {
        let tens = (value &* 103) >> 10
        return UInt64(tens | (value &- tens &* 10) << 8) | 0x3030
    }

    /// The eight ASCII digits of `value` (< 10^8), first digit in the lowest byte: split into 4 + 4
    /// digits in 32-bit lanes, then 2 + 2 in 16-bit lanes, then 1 + 1 in bytes, dividing by
    /// multiplying (`x * 10486 >> 20` is `x / 100` for x < 10^4, `x * 103 >> 10` is `x / 10` for x < 100).
    @inlinable @inline(__always)
    static func eightDigits(_ value: UInt64) -> UInt64 {
        // Below 10^8, so in 32 bits: the division is a 32-bit multiply.
        let narrow = UInt32(truncatingIfNeeded: value), high = narrow / 10_000
        let fours = UInt64(high) | UInt64(narrow &- high &* 10_000) << 32
        let hundreds = ((fours &* 10_486) >> 20) & 0x0000_007F_0000_007F
        let twos = hundreds | ((fours &- hundreds &* 100) << 16)
        let tens = ((twos &* 103) >> 10) & 0x000F_000F_000F_000F
        let ones = twos &- tens &* 10
        return (tens | (ones << 8)) &+ 0x3030_3030_3030_3030
    }

    /// `value` in decimal at `out`, zero-padded to at least `width` (at most 20) digits; returns the
    /// count. May write up to 20 bytes at `out` whatever the count (the bytes past it are scratch).
    ///
    /// Below 10^16 (every epoch second and millisecond of years 0...9999): both halves become
    /// eight digits each (``eightDigits(_:)``), the leading zeros are counted in the words and
    /// shifted out, and two unaligned stores write the result: no loop, no table, no branch on
    /// the digits. Larger values take eight digits per step from the right.
    @inlinable @inline(__always)
    static func writeDecimal(_ value: UInt64, width: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Nine and ten digits (epoch seconds from 1973 to 2286): the last eight in one word.
        if value >= 100_000_000 && value < 10_000_000_000 && width <= 9 {
            // 10^8 = 2^8 * 390,625, and value >> 8 fits 32 bits: a 32-bit multiply. high is 1...99.
            let high = UInt64(UInt32(truncatingIfNeeded: value >> 8) / 390_625)
            let low = eightDigits(value &- high &* 100_000_000)
            let pair = twoDigits(UInt32(truncatingIfNeeded: high))
            let tens = high >= 10 ? 1 : 0
            // One digit: the ones overwrite the tens' '0'.
            out[0] = UInt8(truncatingIfNeeded: pair)
            out[tens] = UInt8(truncatingIfNeeded: pair >> 8)
            UnsafeMutableRawPointer(out + 1 + tens).storeBytes(of: low.littleEndian, as: UInt64.self)
            return 9 + tens
        }
        if value < 10_000_000_000_000_000 && width <= 16 {
            let high = eightDigits(value / 100_000_000), low = eightDigits(value % 100_000_000)
            // Leading zero digits: the first lane (from the lowest byte) that is not '0'.
            let zeros = (high ^ 0x3030_3030_3030_3030) != 0
                ? (high ^ 0x3030_3030_3030_3030).trailingZeroBitCount / 8
                : 8 + Swift.min(7, (low ^ 0x3030_3030_3030_3030).trailingZeroBitCount / 8)
            let skip = Swift.min(zeros, 16 - width)
            let raw = UnsafeMutableRawPointer(out)
            if skip < 8 {
                let shift = UInt64(skip * 8)
                // `&<<` by 64 would be by 0: the high word's bytes all stay when nothing is skipped.
                let first = skip == 0 ? high : (high >> shift) | (low << (64 - shift))
                raw.storeBytes(of: first.littleEndian, as: UInt64.self)
                raw.storeBytes(of: (low >> shift).littleEndian, toByteOffset: 8, as: UInt64.self)
            } else {
                raw.storeBytes(of: (low >> UInt64((skip - 8) * 8)).littleEndian, as: UInt64.self)
            }
            return 16 - skip
        }
        var digits = 16
        var scan = value / 10_000_000_000_000_000
        while scan > 0 { scan /= 10; digits += 1 }
        let count = Swift.max(width, digits)
        var v = value
        var i = count
        while i >= 8 {
            i -= 8
            UnsafeMutableRawPointer(out + i).storeBytes(of: eightDigits(v % 100_000_000).littleEndian, as: UInt64.self)
            v /= 100_000_000
        }
        while i > 0 {
            i -= 1
            out[i] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
            v /= 10
        }
        return count
    }
}
