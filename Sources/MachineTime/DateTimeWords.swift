// The shape most machine timestamps share, "YYYY-MM-DD?HH:MM:SS" and a UTC offset, read as
// whole 64-bit words (SWAR). XOR with a template turns each digit lane into 0...9 and each
// matching literal lane into 0; one add per word then flags every lane that is neither
// (``FastParser/offTemplate(_:add:high:)``); one multiply-add per word turns digit pairs into
// numbers, and one add per word range-checks hours, minutes and seconds in their lanes. No
// branch depends on the record's digits until the single validity test, so random dates and
// offsets cost no mispredictions. Like every fast path, these answer exactly what the general
// parser would, or nil.

/// What the `%Y-%m-%d?%H:%M:%S[?][zone]` fast path needs of a ``Layout``: a few bytes, stored
/// beside it, so that a parse reads them without copying the layout.
struct DateTimeShape: Hashable, Sendable {
    /// The literal byte between date and time (byte 10).
    var separator: UInt8 = 0
    /// 19, or 20 when a literal byte (``zoneSeparator``) precedes the zone.
    var width = 19
    var zoneSeparator: UInt8 = 0
    var hasZone = false
    var zoneForms = ZoneForms()

    init() {}

    /// The shape of a layout that ``Layout/isDateTime``.
    init(_ layout: Layout) {
        separator = layout.literalByte(10) ?? 0
        width = layout.fixedWidth
        zoneSeparator = layout.literalByte(19) ?? 0
        hasZone = layout.zone >= 0
        zoneForms = layout.zoneForms
    }
}

extension FastParser {
    /// Nonzero when a lane of `t` (a word XORed with its template) is off the template. `add`
    /// holds 0x06 in lanes that must be digits (t in 0...9: from 10 on, +6 carries into the
    /// high nibble), 0x0F in lanes that must equal the template (t == 0: any low bit carries)
    /// and 0 in unchecked lanes; `high` is 0xF0 in every checked lane. No carry crosses a lane.
    @inline(__always)
    static func offTemplate(_ t: UInt64, add: UInt64, high: UInt64) -> UInt64 {
        (t | ((t & lanes0x0F) &+ add)) & high
    }

    /// Lane k becomes 10 × lane k + lane k + 1: a two-digit number where lane k starts one.
    /// Exact when every lane is 0...9 (at most 99, so no lane carries into the next).
    @inline(__always)
    static func digitPairs(_ t: UInt64) -> UInt64 {
        t &* 10 &+ (t >> 8)
    }

    /// "YYYY-MM-DD?HH:MM:SS" at `i` (19 bytes readable; byte 10 is the caller's to check): the
    /// wall time in seconds since the epoch, or nil. Second 60 is left to the general parser.
    @inline(__always)
    static func dateTime19(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int? {
        let date = load8(p, i) ^ 0x2D30_302D_3030_3030              // YYYY-MM-
        let day = (load8(p, i &+ 8) ^ 0x3030) & 0xFFFF                // DD of DD?HH:MM
        let time = load8(p, i &+ 11) ^ 0x3030_3A30_303A_3030          // HH:MM:SS
        var bad = offTemplate(date, add: 0x0F06_060F_0606_0606, high: lanes0xF0)
            | offTemplate(day, add: 0x0606, high: 0xF0F0)
            | offTemplate(time, add: 0x0606_0F06_060F_0606, high: lanes0xF0)
        // Date lanes: 0 century, 2 year of century, 5 month. Time lanes: 0 hour, 3 minute, 6 second.
        let datePairs = digitPairs(date), timePairs = digitPairs(time)
        // Hour > 23, minute > 59, second > 59 set the lane's high bit (lanes hold at most 99).
        bad |= ((timePairs & 0x00FF_0000_FF00_00FF) &+ 0x0044_0000_4400_0068) & 0x0080_0000_8000_0080
        let century = Int(datePairs & 0xFF), yearOfCentury = Int((datePairs >> 16) & 0xFF)
        let month = Int((datePairs >> 40) & 0xFF)
        let dayOfMonth = Int(day & 0xFF) * 10 + Int(day >> 8)
        let wrong = Int(truncatingIfNeeded: bad) | bit(UInt(bitPattern: month &- 1) >= 12)
            | bit(UInt(bitPattern: dayOfMonth &- 1) >= 31)
            | badDay(century: century, yearOfCentury: yearOfCentury, month: month, day: dayOfMonth)
        guard wrong == 0 else { return nil }
        let secondOfDay = Int(timePairs & 0xFF) * 3600 + Int((timePairs >> 24) & 0xFF) * 60 + Int((timePairs >> 48) & 0xFF)
        return days(year: century * 100 + yearOfCentury, month: month, day: dayOfMonth) * 86_400 + secondOfDay
    }

    /// A `±hh:mm` offset in the top six lanes of `word` (the last eight bytes of a record):
    /// seconds east of UTC, or nil.
    @inline(__always)
    static func colonOffset(_ word: UInt64) -> Int? {
        let t = (word ^ 0x3030_3A30_3000_0000) & 0xFFFF_FFFF_FF00_0000
        let bad = offTemplate(t, add: 0x0606_0F06_0600_0000, high: 0xF0F0_F0F0_F000_0000)
        return offset(sign: UInt8(truncatingIfNeeded: word >> 16), pairs: digitPairs(t) >> 24, bad: bad)
    }

    /// A `±hhmm` offset in the top five lanes of `word` (the last eight bytes of a record):
    /// seconds east of UTC, or nil.
    @inline(__always)
    static func fourDigitOffset(_ word: UInt64) -> Int? {
        let t = (word ^ 0x3030_3030_0000_0000) & 0xFFFF_FFFF_0000_0000
        let bad = offTemplate(t, add: 0x0606_0606_0000_0000, high: 0xF0F0_F0F0_0000_0000)
        // Shifted so that the hours are in lane 0 and the minutes in lane 3, as for ±hh:mm.
        let pairs = digitPairs(t) >> 32
        return offset(sign: UInt8(truncatingIfNeeded: word >> 24), pairs: (pairs & 0xFF) | ((pairs >> 16) & 0xFF) << 24, bad: bad)
    }

    /// Seconds east of UTC from a sign byte and the hours (lane 0) and minutes (lane 3) of
    /// `pairs`; nil when `bad`, the sign is not `+` or `-`, or hours > 23 or minutes > 59.
    @inline(__always)
    private static func offset(sign: UInt8, pairs: UInt64, bad: UInt64) -> Int? {
        let range = ((pairs & 0xFF00_00FF) &+ 0x4400_0068) & 0x8000_0080
        // '+' is 0x2B and '-' 0x2D: the only bytes 0 or 2 above 0x2B.
        guard bad | range == 0, (sign &- UInt8(ascii: "+")) & 0xFD == 0 else { return nil }
        let magnitude = Int(pairs & 0xFF) * 3600 + Int((pairs >> 24) & 0xFF) * 60
        return (0x2C - Int(sign)) * magnitude       // '+' → +1, '-' → -1
    }

    /// The RFC 3339 preset: `YYYY-MM-DD(T|t| )HH:MM:SS[.f](Z|z|±hh:mm)`. The fixed-width records
    /// (no fraction, a whole record) are read in three words and the record's last word; the rest
    /// go through ``rfc3339Tail(_:_:_:prefix:local:)``. Inlined into the caller: as a call of
    /// its own (six saved registers, a spilling frame) it took 17–18 ns a record, inlined 14–15.
    @inline(__always)
    static func rfc3339(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool) -> (Timestamp, Int)? {
        let count = end &- start
        guard count >= 20 else { return nil }
        let separator = p[start &+ 10]
        guard separator | 0x20 == UInt8(ascii: "t") || separator == UInt8(ascii: " "),
              let local = dateTime19(p, start) else { return nil }
        if count == 25 && !prefix, let offset = colonOffset(load8(p, end &- 8)) {
            return (Timestamp(uncheckedSeconds: Int64(local &- offset), nanoseconds: 0), 25)
        }
        if count == 20 && !prefix && p[start &+ 19] | 0x20 == UInt8(ascii: "z") {
            return (Timestamp(uncheckedSeconds: Int64(local), nanoseconds: 0), 20)
        }
        return rfc3339Tail(p, start, end, prefix: prefix, local: local)
    }

    /// An RFC 3339 record after its first 19 bytes (wall time `local`) in the general way: a
    /// fraction, then a zone; out of line, so that the common records need fewer registers.
    @inline(never)
    static func rfc3339Tail(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool, local: Int) -> (Timestamp, Int)? {
        guard let (nanos, offset, next) = tail(p, start + 19, end, start, comma: false, forms: ZoneForms(.colon)!,
                                               lowerZulu: true, zoneOptional: false, prefix: prefix)
        else { return nil }
        return (Timestamp(uncheckedSeconds: Int64(local - (offset ?? 0)), nanoseconds: Int32(truncatingIfNeeded: nanos)),
                next - start)
    }

    /// A record of a `%Y-%m-%d?%H:%M:%S[?][zone]` layout (``Layout/isDateTime``). Whole records
    /// ending in `±hhmm` or `±hh:mm` (as the zone's style allows) are read from the record's last
    /// word; other zones go through ``zoneAtEnd(_:_:_:_:_:lowerZulu:)`` or, in prefix mode,
    /// ``zone(_:_:_:_:lowerZulu:)``. Inlined into the caller, like ``rfc3339(_:_:_:prefix:)``
    /// (17 → 15 ns a record).
    @inline(__always)
    static func dateTime(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool,
                         shape: DateTimeShape, defaultOffset: Int) -> (Timestamp, Int)? {
        let count = end &- start, width = shape.width
        guard count >= width, shape.hasZone || prefix || count == width,
              p[start &+ 10] == shape.separator, width == 19 || p[start &+ 19] == shape.zoneSeparator,
              let local = dateTime19(p, start) else { return nil }
        guard shape.hasZone else {
            return (Timestamp(uncheckedSeconds: Int64(local - defaultOffset), nanoseconds: 0), width)
        }
        if !prefix {
            let zoneLength = count - width
            if zoneLength == 5 && shape.zoneForms.fourDigits, let offset = fourDigitOffset(load8(p, end &- 8)) {
                return (Timestamp(uncheckedSeconds: Int64(local - offset), nanoseconds: 0), count)
            }
            if zoneLength == 6 && shape.zoneForms.colon, let offset = colonOffset(load8(p, end &- 8)) {
                return (Timestamp(uncheckedSeconds: Int64(local - offset), nanoseconds: 0), count)
            }
        }
        let found = prefix ? zone(p, start + width, end, shape.zoneForms)
            : zoneAtEnd(p, start + width, end, start, shape.zoneForms)
        guard found.length > 0 else { return nil }
        return (Timestamp(uncheckedSeconds: Int64(local - found.seconds), nanoseconds: 0), width + found.length)
    }
}
