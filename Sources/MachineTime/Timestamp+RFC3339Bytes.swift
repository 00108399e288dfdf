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
        // `x * 37283 >> 27` is `x / 3600` below 86,400 and `x * 2185 >> 17` is `x / 60` below
        // 3,600 (checked on every second of a day by a test): one 32-bit multiply each.
        let hour = (secondOfDay &* 37_283) >> 27, secondOfHour = secondOfDay &- hour &* 3600
        let minute = (secondOfHour &* 2185) >> 17, second = secondOfHour &- minute &* 60
        let century = date.year / 100
        // Each value in a lane at its place in the text, digits computed in place, and the '0's
        // and the punctuation OR'ed in: "YYYY-MM-", "DDTHH:MM", ":SSZ" (the first byte lowest).
        let first = Self.digitPairs(UInt64(century) | UInt64(date.year &- century &* 100) << 16
            | UInt64(date.month) << 40, tens: 0x0000_0F00_000F_000F) | 0x2D30_302D_3030_3030
        let middle = Self.digitPairs(UInt64(date.day) | UInt64(hour) << 24 | UInt64(minute) << 48,
                                     tens: 0x000F_0000_0F00_000F) | 0x3030_3A30_3054_3030
        let last = UInt32(truncatingIfNeeded: Self.twoDigits(second)) << 8 | 0x5A00_003A
        // Bytes 0..<20 of the room the caller made (``rfc3339Width``), unaligned word stores.
        let raw = UnsafeMutableRawPointer(out)
        raw.storeBytes(of: first.littleEndian, as: UInt64.self)
        raw.storeBytes(of: middle.littleEndian, toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: last.littleEndian, toByteOffset: 16, as: UInt32.self)
        return Self.rfc3339Width
    }

    /// The digits of values below 100 in `lanes`, each value at a byte whose next byte is free
    /// (`tens` has 0x0F at each value's byte), as numbers 0...9 (no '0' added): the tens where
    /// the value was, the ones in the next byte. `x * 103 >> 10` is `x / 10` below 100, and 99 *
    /// 103 fits 14 bits, so with the values 16 bits or more apart one multiply serves them all.
    @inlinable @inline(__always)
    static func digitPairs(_ lanes: UInt64, tens: UInt64) -> UInt64 {
        let tensDigits = ((lanes &* 103) >> 10) & tens
        return tensDigits | (lanes &- tensDigits &* 10) << 8
    }
}
