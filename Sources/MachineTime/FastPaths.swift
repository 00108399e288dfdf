// Specialized code for fixed-width numeric layouts. A fast path either returns
// exactly what the general parser would return, or nil; on nil (any byte out of
// the expected shape, any range check failing) the caller runs the general
// parser, which also produces the error message. So fast paths never report
// errors and never change results, only speed.

/// Which specialized parser a compiled format uses.
enum FastPath: Hashable, Sendable {
    case none
    /// `%Y-%m-%d?%H:%M:%S` with `?` a literal byte (0 = a white-space directive, matched as one space),
    /// then optionally white space and `%z` / `%:z`.
    case dateTime(separator: UInt8, zone: ZoneTail)
    /// The RFC 3339 preset.
    case rfc3339
    /// `%d/%b/%Y:%H:%M:%S %z` and the Common Log preset (`%b` as a three-letter abbreviation).
    case commonLog(style: OffsetStyle)

    enum ZoneTail: Hashable, Sendable {
        case none
        case offset(OffsetStyle, spaceBefore: Bool)
    }
}

enum FastParser {
    @inline(__always)
    static func load8(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
    }

    // Lanes (bytes) of "YYYY-MM-" holding digits, and of "DD?HH:MM".
    static let dateDigits: UInt64 = 0x00FF_FF00_FFFF_FFFF
    static let timeDigits: UInt64 = 0xFFFF_00FF_FF00_FFFF
    static let lanes0x30: UInt64 = 0x3030_3030_3030_3030
    static let lanesHigh: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    static let lanes0x76: UInt64 = 0x7676_7676_7676_7676
    static let lanes0x80: UInt64 = 0x8080_8080_8080_8080

    /// The digits (0...9) in the lanes of `mask`, or nil if one of those lanes is not an ASCII digit.
    /// SWAR: XOR with '0' leaves 0...9 for digits; a lane is a digit iff its high nibble is
    /// then zero and adding 0x76 leaves bit 7 clear (no carries, since every lane is <= 0x0F).
    @inline(__always)
    static func digits(_ word: UInt64, _ mask: UInt64) -> UInt64? {
        let d = (word ^ lanes0x30) & mask
        if d & lanesHigh != 0 { return nil }
        if (d &+ (lanes0x76 & mask)) & lanes0x80 != 0 { return nil }
        return d
    }

    /// Pairs of digit lanes as two-digit numbers: lane i becomes 10 * d[i] + d[i+1] (<= 99, no carries).
    @inline(__always)
    static func pairs(_ d: UInt64) -> UInt64 { d &* 10 &+ (d >> 8) }

    @inline(__always)
    static func lane(_ word: UInt64, _ n: UInt64) -> Int { Int(truncatingIfNeeded: (word >> (n * 8)) & 0xFF) }

    @inline(__always)
    static func twoDigits(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int {
        let a = p[i] &- 0x30, b = p[i + 1] &- 0x30
        return a < 10 && b < 10 ? Int(a) * 10 + Int(b) : -1
    }

    /// Parses "YYYY-MM-DD?HH:MM:SS" at `i` (19 bytes available); `separator` 0 means one space.
    /// Returns seconds since the epoch of that wall time (offset not applied), or nil.
    @inline(__always)
    static func dateTime19(_ p: UnsafePointer<UInt8>, _ i: Int, separator: UInt8, rfc3339: Bool) -> Int64? {
        let w1 = load8(p, i)
        let w2 = load8(p, i + 8)
        // Separators: '-' at lanes 4 and 7 of w1, ':' at lane 5 of w2, p[i+16] == ':'.
        guard w1 & 0xFF00_00FF_0000_0000 == 0x2D00_002D_0000_0000,
              w2 & 0x0000_FF00_0000_0000 == 0x0000_3A00_0000_0000,
              p[i + 16] == UInt8(ascii: ":") else { return nil }
        let sep = p[i + 10]
        if rfc3339 {
            guard sep == UInt8(ascii: "T") || sep == UInt8(ascii: "t") || sep == UInt8(ascii: " ") else { return nil }
        } else {
            guard sep == (separator == 0 ? UInt8(ascii: " ") : separator) else { return nil }
        }
        guard let d1 = digits(w1, dateDigits), let d2 = digits(w2, timeDigits) else { return nil }
        let s = twoDigits(p, i + 17)
        let q1 = pairs(d1), q2 = pairs(d2)
        let year = lane(q1, 0) * 100 + lane(q1, 2)
        let month = lane(q1, 5)
        let day = lane(q2, 0)
        let hour = lane(q2, 3)
        let minute = lane(q2, 6)
        guard month >= 1, month <= 12, day >= 1, hour < 24, minute < 60, s >= 0, s < 60 else { return nil }
        if day > 28 && day > CivilDate.daysInMonth(year: year, month: month) { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        return Int64(days * 86_400 + hour * 3600 + minute * 60 + s)
    }

    @inline(__always)
    static func bit(_ condition: Bool) -> UInt8 { condition ? 1 : 0 }

    /// A UTC offset at `i`: `Z` (and `z` when `zulu`), or `±hh:mm` (`colon`) / `±hhmm`.
    /// Branch-free: every candidate byte is read through an index clamped into the record,
    /// and the answer is selected with conditional moves, so random zones cost no mispredictions.
    /// Returns (seconds east, length) or nil when the bytes are not exactly such an offset.
    @inline(__always)
    static func zone(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, colon: Bool, zulu: Bool) -> (Int, Int)? {
        let last = end - 1
        let z = p[i]
        let isZulu = bit(z == UInt8(ascii: "Z")) | bit(zulu && z == UInt8(ascii: "z"))
        let width = colon ? 6 : 5
        let h1 = p[min(i + 1, last)] &- 0x30, h2 = p[min(i + 2, last)] &- 0x30
        let c = p[min(i + 3, last)]
        let m1 = p[min(i + (colon ? 4 : 3), last)] &- 0x30, m2 = p[min(i + (colon ? 5 : 4), last)] &- 0x30
        let hours = Int(h1) * 10 + Int(h2), minutes = Int(m1) * 10 + Int(m2)
        let signOK = bit(z == UInt8(ascii: "+")) | bit(z == UInt8(ascii: "-"))
        let shapeOK = bit(end - i >= width) & bit(!colon || c == UInt8(ascii: ":"))
        let digitsOK = bit(h1 < 10) & bit(h2 < 10) & bit(m1 < 10) & bit(m2 < 10) & bit(hours < 24) & bit(minutes < 60)
        guard isZulu | (signOK & shapeOK & digitsOK) != 0 else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        let signed = z == UInt8(ascii: "-") ? -magnitude : magnitude
        return isZulu != 0 ? (0, 1) : (signed, width)
    }

    /// Runs the fast path; nil means "use the general parser".
    @inline(__always)
    static func parse(_ path: FastPath, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool,
                      defaultOffset: Int) -> (Timestamp, Int)? {
        switch path {
        case .none:
            return nil
        case .dateTime(let separator, let zone):
            guard end - start >= 19, let local = dateTime19(p, start, separator: separator, rfc3339: false) else { return nil }
            var i = start + 19
            var offset = defaultOffset
            if case .offset(let style, let spaceBefore) = zone {
                if spaceBefore && i < end && p[i] == UInt8(ascii: " ") { i += 1 }
                if i < end && isSpace(p[i]) { while i < end && isSpace(p[i]) { i += 1 } }   // %z skips white space itself
                guard i < end else { return nil }
                // "±hhmm" (%z) or "±hh:mm" (%:z, and %z) or "Z" ending the record: branch-free;
                // anything else through the general offset parser.
                if let (seconds, length) = Self.zone(p, i, end, colon: style == .colon, zulu: false),
                   i + length == end || prefix {
                    offset = seconds
                    i += length
                } else {
                    guard let (seconds, next) = try? StrptimeParser.offset(style, p, i, end, 0) else { return nil }
                    offset = seconds
                    i = next
                }
            }
            guard prefix || i == end else { return nil }
            return (Timestamp(uncheckedSeconds: local - Int64(offset), nanoseconds: 0), i - start)
        case .rfc3339:
            guard end - start >= 20, let local = dateTime19(p, start, separator: 0, rfc3339: true) else { return nil }
            var i = start + 19
            var nanos = 0
            if p[i] == UInt8(ascii: ".") {
                i += 1
                let digitsStart = i
                var value = 0
                while i < end && i - digitsStart < 9 {
                    let d = p[i] &- 0x30
                    if d >= 10 { break }
                    value = value * 10 + Int(d)
                    i += 1
                }
                let n = i - digitsStart
                guard n > 0 else { return nil }
                nanos = value * StrptimeParser.pow10[9 - n]
            }
            guard i < end, let (offset, length) = zone(p, i, end, colon: true, zulu: true) else { return nil }
            i += length
            guard prefix || i == end else { return nil }
            return (Timestamp(uncheckedSeconds: local - Int64(offset), nanoseconds: Int32(nanos)), i - start)
        case .commonLog(let style):
            // 10/Oct/2000:13:55:36 -0700
            guard end - start >= 20,
                  p[start + 2] == UInt8(ascii: "/"), p[start + 6] == UInt8(ascii: "/"), p[start + 11] == UInt8(ascii: ":"),
                  p[start + 14] == UInt8(ascii: ":"), p[start + 17] == UInt8(ascii: ":") else { return nil }
            let day = twoDigits(p, start)
            let month = StrptimeParser.month(key: StrptimeParser.key3(p, start + 3, end))
            let y1 = twoDigits(p, start + 7), y2 = twoDigits(p, start + 9)
            let hour = twoDigits(p, start + 12), minute = twoDigits(p, start + 15), second = twoDigits(p, start + 18)
            guard day >= 1, month > 0, y1 >= 0, y2 >= 0, hour >= 0, hour < 24, minute >= 0, minute < 60,
                  second >= 0, second < 60 else { return nil }
            let year = y1 * 100 + y2
            if day > 28 && day > CivilDate.daysInMonth(year: year, month: month) { return nil }
            var i = start + 20
            if style == .fourDigits {
                guard end - i > 0, p[i] == UInt8(ascii: " ") else { return nil }
                i += 1
            } else {
                while i < end && isSpace(p[i]) { i += 1 }
            }
            guard let (offset, next) = try? StrptimeParser.offset(style, p, i, end, 0) else { return nil }
            guard prefix || next == end else { return nil }
            let days = CivilDate.days(year: year, month: month, day: day)
            let local = Int64(days * 86_400 + hour * 3600 + minute * 60 + second)
            return (Timestamp(uncheckedSeconds: local - Int64(offset), nanoseconds: 0), next - start)
        }
    }

    /// Picks the fast path for a compiled user format, by the shape of its ops.
    static func detect(_ program: Program) -> FastPath {
        let ops = program.ops
        func isNumber(_ op: Op, _ field: Field) -> Bool { op.kind == .number && op.field == field && op.glibc }
        func isLiteral(_ op: Op, _ byte: UInt8) -> Bool { op.kind == .literal && op.bytes.0 == byte }
        // %Y-%m-%d?%H:%M:%S[ ][%z|%:z]
        if ops.count >= 11, isNumber(ops[0], .year), isLiteral(ops[1], 0x2D), isNumber(ops[2], .month),
           isLiteral(ops[3], 0x2D), isNumber(ops[4], .day),
           ops[5].kind == .whitespace || (ops[5].kind == .literal && !isDigit(ops[5].bytes.0) && !isSpace(ops[5].bytes.0)),
           isNumber(ops[6], .hour), isLiteral(ops[7], 0x3A), isNumber(ops[8], .minute), isLiteral(ops[9], 0x3A),
           isNumber(ops[10], .second) {
            let separator = ops[5].kind == .whitespace ? 0 : ops[5].bytes.0
            let rest = ops[11...]
            if rest.isEmpty { return .dateTime(separator: separator, zone: .none) }
            var spaceBefore = false
            var tail = rest[...]
            if tail.first?.kind == .whitespace { spaceBefore = true; tail = tail.dropFirst() }
            if tail.count == 1, let op = tail.first, op.kind == .offset,
               let style = OffsetStyle(rawValue: op.style), style == .strptime || style == .colon {
                return .dateTime(separator: separator, zone: .offset(style, spaceBefore: spaceBefore))
            }
            return .none
        }
        // %d/%b/%Y:%H:%M:%S %z
        if ops.count == 13, isNumber(ops[0], .day), isLiteral(ops[1], 0x2F), ops[2].kind == .name,
           ops[2].style == NameKind.month.rawValue, isLiteral(ops[3], 0x2F), isNumber(ops[4], .year),
           isLiteral(ops[5], 0x3A), isNumber(ops[6], .hour), isLiteral(ops[7], 0x3A), isNumber(ops[8], .minute),
           isLiteral(ops[9], 0x3A), isNumber(ops[10], .second), ops[11].kind == .whitespace,
           ops[12].kind == .offset, ops[12].style == OffsetStyle.strptime.rawValue {
            return .commonLog(style: .strptime)
        }
        return .none
    }
}
