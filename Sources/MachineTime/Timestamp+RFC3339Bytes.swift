// RFC 3339 text of a whole UTC second written straight into a byte buffer: `intl timestamps
// --output rfc3339` writes millions, so the date takes a few multiplies, the digits two SWAR
// words, and the text three stores, with no division instruction and no store per byte.

extension Timestamp {
    /// The bytes ``writeRFC3339(to:)`` writes: `YYYY-MM-DDTHH:MM:SSZ`.
    @inlinable package static var rfc3339Width: Int { 20 }

    /// This instant as `YYYY-MM-DDTHH:MM:SSZ` (RFC 3339 in UTC, as `TimestampFormat.rfc3339`
    /// writes it) stored at `out`, which needs room for ``rfc3339Width`` bytes; returns the count.
    /// Nil (nothing written) for a fraction of a second or a year outside 0...9999. Inlinable, so
    /// that the tool's renderer (another module) writes each record without a call.
    @inlinable @inline(__always)
    package func writeRFC3339(to out: UnsafeMutablePointer<UInt8>) -> Int? {
        // Seconds since 0000-01-01T00:00:00Z. Instants outside years 0...9999 come out at or
        // above the bound as unsigned, those that wrap too (they wrap to negative).
        let sinceYear0 = UInt64(bitPattern: seconds &+ 62_167_219_200)
        guard nanoseconds == 0, sinceYear0 < UInt64(CivilDate.fourDigitYearDayCount) * 86_400 else { return nil }
        let days = sinceYear0 / 86_400                              // a multiply: constant divisor
        let secondOfDay = UInt32(truncatingIfNeeded: sinceYear0 &- days &* 86_400)
        let date = CivilDate.civil(daysSinceYear0: UInt32(truncatingIfNeeded: days))
        let hour = secondOfDay / 3600, secondOfHour = secondOfDay &- hour &* 3600
        let minute = secondOfHour / 60, second = secondOfHour &- minute &* 60
        let century = date.year / 100
        let datePairs = Self.digitPairs(UInt64(century) | UInt64(date.year &- century &* 100) << 16
            | UInt64(date.month) << 32)
        let timePairs = Self.digitPairs(UInt64(date.day) | UInt64(hour) << 16 | UInt64(minute) << 32
            | UInt64(second) << 48)
        // Each pair moved to its place, the '0's and the punctuation OR'ed in: "YYYY-MM-",
        // "DDTHH:MM", ":SSZ" (the first byte lowest).
        let first = datePairs & 0xFFFF_FFFF | (datePairs & 0xFFFF_0000_0000) << 8 | 0x2D30_302D_3030_3030
        let middle = timePairs & 0xFFFF | (timePairs & 0xFFFF_0000) << 8 | (timePairs & 0xFFFF_0000_0000) << 16
            | 0x3030_3A30_3054_3030
        let last = UInt32(truncatingIfNeeded: timePairs >> 40) & 0x00FF_FF00 | 0x5A30_303A
        let raw = UnsafeMutableRawPointer(out)
        raw.storeBytes(of: first.littleEndian, as: UInt64.self)
        raw.storeBytes(of: middle.littleEndian, toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: last.littleEndian, toByteOffset: 16, as: UInt32.self)
        return Self.rfc3339Width
    }

    /// The digits of four values below 100 in the 16-bit lanes of `lanes`, as numbers 0...9 (no
    /// '0' added): each lane's tens in its low byte, its ones in the high byte. `x * 103 >> 10`
    /// is `x / 10` below 100, and 99 * 103 fits a lane, so one multiply serves all four.
    @inlinable @inline(__always)
    static func digitPairs(_ lanes: UInt64) -> UInt64 {
        let tens = ((lanes &* 103) >> 10) & 0x000F_000F_000F_000F
        return tens | (lanes &- tens &* 10) << 8
    }
}
