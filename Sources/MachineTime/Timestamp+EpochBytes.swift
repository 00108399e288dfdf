// The epoch count written straight into a byte buffer: bulk output (millions of lines) without
// a String per number, two digits per step from a table.

extension Timestamp {
    /// The most bytes ``writeEpoch(_:to:)`` writes: a sign, 19 digits of seconds and 9 of fraction.
    package static let maxEpochBytes = 29

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

    /// Writes ``epochString(_:)`` as UTF-8 at `out` (room for ``maxEpochBytes`` needed); returns the count.
    @inline(__always)
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

    /// "00" ... "99", two bytes each.
    static let digitPairs: [UInt8] = {
        var pairs: [UInt8] = []
        for value in 0..<100 {
            pairs.append(UInt8(0x30 + value / 10))
            pairs.append(UInt8(0x30 + value % 10))
        }
        return pairs
    }()
    /// 10^0 ... 10^19.
    static let powersOfTen: [UInt64] = {
        var powers: [UInt64] = [1]
        while powers.count < 20 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// The eight ASCII digits of `value` (< 10^8), first digit in the lowest byte: split into 4 + 4
    /// digits in 32-bit lanes, then 2 + 2 in 16-bit lanes, then 1 + 1 in bytes, dividing by
    /// multiplying (`x * 10486 >> 20` is `x / 100` for x < 10^4, `x * 103 >> 10` is `x / 10` for x < 100).
    @inline(__always)
    static func eightDigits(_ value: UInt64) -> UInt64 {
        let fours = (value / 10_000) | ((value % 10_000) << 32)
        let hundreds = ((fours &* 10_486) >> 20) & 0x0000_007F_0000_007F
        let twos = hundreds | ((fours &- hundreds &* 100) << 16)
        let tens = ((twos &* 103) >> 10) & 0x000F_000F_000F_000F
        let ones = twos &- tens &* 10
        return (tens | (ones << 8)) &+ 0x3030_3030_3030_3030
    }

    /// `value` in decimal at `out`, zero-padded to at least `width` (at most 20) digits; returns the count.
    @inline(__always)
    static func writeDecimal(_ value: UInt64, width: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Digits from the bit length (log10(2) ≈ 1233 / 4096), corrected by one comparison.
        let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
        let count = Swift.max(width, estimate + (value >= powersOfTen.withUnsafeBufferPointer { $0[estimate] } ? 1 : 0))
        var v = value
        var i = count
        while i >= 8 {
            i -= 8
            UnsafeMutableRawPointer(out + i).storeBytes(of: eightDigits(v % 100_000_000).littleEndian, as: UInt64.self)
            v /= 100_000_000
        }
        digitPairs.withUnsafeBufferPointer { pairs in
            while i >= 2 {
                let pair = Int(v % 100) * 2
                v /= 100
                i -= 2
                out[i] = pairs[pair]
                out[i + 1] = pairs[pair + 1]
            }
        }
        if i == 1 { out[0] = UInt8(truncatingIfNeeded: v) &+ 0x30 }
        return count
    }
}
