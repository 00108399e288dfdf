// The epoch count written straight into a byte buffer: bulk output (millions of lines) without
// a String per number.

extension Timestamp {
    /// Appends ``epochString(_:)`` as UTF-8 bytes to `bytes`, without creating a String.
    ///
    ///     var out: [UInt8] = []
    ///     Timestamp(seconds: -1, nanoseconds: 500_000_000).appendEpoch(.milliseconds, to: &out)
    ///     String(decoding: out, as: UTF8.self)   // "-500"
    public func appendEpoch(_ unit: EpochUnit, to bytes: inout [UInt8]) {
        let digits: Int
        let perSecond: UInt64
        switch unit {
        case .seconds:
            if seconds < 0 { bytes.append(UInt8(ascii: "-")) }
            Self.appendDecimal(seconds.magnitude, width: 1, to: &bytes)
            return
        case .milliseconds: digits = 3; perSecond = 1_000
        case .microseconds: digits = 6; perSecond = 1_000_000
        case .nanoseconds: digits = 9; perSecond = 1_000_000_000
        }
        // value = seconds * perSecond + part, with 0 <= part < perSecond (as in epochString).
        let part = UInt64(nanoseconds) / (1_000_000_000 / perSecond)
        if seconds >= 0 {
            if seconds > 0 { Self.appendDecimal(UInt64(seconds), width: 1, to: &bytes) }
            Self.appendDecimal(part, width: seconds > 0 ? digits : 1, to: &bytes)
            return
        }
        bytes.append(UInt8(ascii: "-"))
        let magnitude = seconds.magnitude
        if part == 0 {
            Self.appendDecimal(magnitude, width: 1, to: &bytes)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
            return
        }
        let high = magnitude - 1, low = perSecond - part
        if high > 0 { Self.appendDecimal(high, width: 1, to: &bytes) }
        Self.appendDecimal(low, width: high > 0 ? digits : 1, to: &bytes)
    }

    /// `value` in decimal, zero-padded to at least `width` digits (at most 20 + width bytes).
    static func appendDecimal(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var v = value
            var i = 20
            repeat {
                i -= 1
                buffer[i] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
                v /= 10
            } while v > 0
            if 20 - i < width { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - (20 - i))) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i..<20]))
        }
    }
}
