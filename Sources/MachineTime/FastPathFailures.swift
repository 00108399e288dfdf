// Why a record that a fast path refused fails, told without the general parser where the answer
// is certain: the general parser would run the whole format again only to stop at the same
// place (about 1,000 instructions for `%Y-%m-%d %H:%M:%S %z`, the most of a bad line's cost).
// Each answer here is the general parser's own, field for field (reason, position, op); where
// the record leaves the few shapes handled below, the answer is nil and the general parser runs.
//
// Handled, for the RFC 3339 preset and `%Y-%m-%d?%H:%M:%S[?][zone]` layouts (one alternative;
// ops 0, 2, 4, 6, 8 and 10 are the six numbers, op 5 the separator, as both are built):
// - no digit where the year starts (words instead of a date, an empty line);
// - "YYYY-MM-DD?HH:MM:SS" in shape, a number out of its range (month 13, hour 24);
// - in shape and in range, then nothing where the zone should be (the offset is missing), or,
//   for a glibc-style zone (`%z`, `%:z`), a zone followed by more input (trailing text);
// - in shape, in range and a zone the fast path accepts: a day the month does not have.

extension TimestampFormat {
    /// The general parser's failure for a whole record `start..<end` that the fast path refused,
    /// when the cases above decide it; nil otherwise (then only the general parser can tell).
    func fastPathFailure(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> ParseFailure? {
        guard fastPath == .dateTime || fastPath == .rfc3339 else { return nil }
        // Read in place, from a `let` of the storage: no copy, no retain.
        return storage.singleOps.withUnsafeBufferPointer { ops in
            guard ops.count >= 11 else { return nil }   // also for several alternatives (no single ops)
            if let failure = FastPathFailure.yearStart(ops, p, start, end) { return failure }
            guard end - start >= 19, dateTimeSeparatorMatches(p, start) else { return nil }
            switch FastPathFailure.numbers(ops, p, start) {
            case .decided(let failure): return failure
            case .inRange:
                // Every number in range: the zone (or the day) decides.
                if zoneAccepted(p, start, end) { return FastPathFailure.invalidDate(p, start) }
                return FastPathFailure.tail(ops, p, start + 19, end)
            }
        }
    }

    /// Whether byte 10 (between date and time) is one the format takes there as one byte.
    private func dateTimeSeparatorMatches(_ p: UnsafePointer<UInt8>, _ start: Int) -> Bool {
        let separator = p[start + 10]
        return fastPath == .rfc3339 ? separator | 0x20 == UInt8(ascii: "t") || separator == UInt8(ascii: " ")
            : separator == storage.dateTime.separator
    }

    /// Whether what follows the first 19 bytes is a zone (or, for a layout without one, nothing)
    /// that the fast path reads to the record's end: the general parser's ops then all succeed.
    private func zoneAccepted(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        if fastPath == .rfc3339 {
            return FastParser.tail(p, start + 19, end, start, comma: false, forms: ZoneForms(.colon)!, lowerZulu: true,
                                   zoneOptional: false, prefix: false) != nil
        }
        let shape = storage.dateTime
        guard shape.hasZone else { return end - start == 19 }
        guard end - start > shape.width, shape.width == 19 || p[start + 19] == shape.zoneSeparator else { return false }
        return FastParser.zoneAtEnd(p, start + shape.width, end, start, shape.zoneForms).length > 0
    }
}

enum FastPathFailure {
    /// What the six numbers of a date-time record tell (see ``numbers(_:_:_:)``).
    enum Numbers {
        /// The answer: a number's failure, or nil when only the general parser can tell.
        case decided(ParseFailure?)
        /// In shape and in range: what follows the seconds decides.
        case inRange
    }

    /// A record that does not start with a digit (nor, for a glibc number, white space): the year's
    /// `expectedDigits`, as the general parser's first op reports it.
    static func yearStart(_ ops: UnsafeBufferPointer<Op>, _ p: UnsafePointer<UInt8>, _ start: Int,
                          _ end: Int) -> ParseFailure? {
        guard ops[0].kind == .number else { return nil }
        let found: UInt8? = start < end ? p[start] : nil
        if let found, isDigit(found) || (ops[0].glibc && isSpace(found)) { return nil }
        return ParseFailure(reason: .expectedDigits(found: found), position: start, op: 0)
    }

    /// The numbers of a record of at least 19 bytes whose byte 10 the separator op takes (see the
    /// file's top). The zone is checked by the caller, after them and outside any closure: a
    /// closure here would hold the format's storage (a retain and a release a bad record).
    @inline(__always)   // its one caller takes the answer apart at once: no enum copied out
    static func numbers(_ ops: UnsafeBufferPointer<Op>, _ p: UnsafePointer<UInt8>, _ start: Int) -> Numbers {
        // Digits and the literals `-`, `-`, `:`, `:` in their lanes, else nil (as in dateTime19).
        let date = FastParser.load8(p, start) ^ 0x2D30_302D_3030_3030
        let day = (FastParser.load8(p, start + 8) ^ 0x3030) & 0xFFFF
        let time = FastParser.load8(p, start + 11) ^ 0x3030_3A30_303A_3030
        let bad = FastParser.offTemplate(date, add: 0x0F06_060F_0606_0606, high: FastParser.lanes0xF0)
            | FastParser.offTemplate(day, add: 0x0606, high: 0xF0F0)
            | FastParser.offTemplate(time, add: 0x0606_0F06_060F_0606, high: FastParser.lanes0xF0)
        guard bad == 0 else { return .decided(nil) }
        // Ops 2, 4, 6, 8, 10 (month to second) read bytes 5, 8, 11, 14, 17, one call each (not a
        // loop: no counter kept through it, each offset a constant). No overflow, and in bounds:
        // the last byte read is 18 < 19 <= end - start.
        if let decided = number(ops, 2, p, start &+ 5) { return decided }
        if let decided = number(ops, 4, p, start &+ 8) { return decided }
        if let decided = number(ops, 6, p, start &+ 11) { return decided }
        if let decided = number(ops, 8, p, start &+ 14) { return decided }
        if let decided = number(ops, 10, p, start &+ 17) { return decided }
        return .inRange
    }

    /// Op `k`, a two-digit number in the record at `at`: nil when it is in range (the next op
    /// decides), else what it decides.
    @inline(__always)
    private static func number(_ ops: UnsafeBufferPointer<Op>, _ k: Int, _ p: UnsafePointer<UInt8>, _ at: Int) -> Numbers? {
        let op = ops[k]
        guard op.kind == .number, op.maxDigits == 2 else { return .decided(nil) }
        let first = Int(p[at] &- 0x30), value = first &* 10 &+ Int(p[at &+ 1] &- 0x30)
        let lo = Int(op.lo), hi = Int(op.hi), second = op.field == .second
        // glibc stops before a second digit that must exceed the bound: the next op then reads it.
        if op.glibc && first * 10 > hi { return .decided(nil) }
        if second && value == 60 { return .decided(nil) }   // a leap second: resolved later
        if value < lo || value > hi || (second && value == 61) {
            return .decided(ParseFailure(reason: .outOfRange(field: op.field.name, value: value,
                                                             allowed: lo...(second ? 60 : hi)),
                                         position: at, op: k))
        }
        return nil
    }

    /// Every op succeeds: resolving fails only for a day the month does not have.
    static func invalidDate(_ p: UnsafePointer<UInt8>, _ start: Int) -> ParseFailure? {
        func two(_ at: Int) -> Int { Int(p[start + at] &- 0x30) * 10 + Int(p[start + at + 1] &- 0x30) }
        let year = two(0) * 100 + two(2), month = two(5), day = two(8)
        guard day > CivilDate.daysInMonth(year: year, month: month) else { return nil }
        return ParseFailure(reason: .invalidDate(year: year, month: month, day: day), position: start + 8, op: 4)
    }

    /// The ops after the seconds (op 11 on) from `i`, as the general parser runs them, as long as
    /// each one's outcome is certain: white space, literals, an absent optional group, and a zone
    /// op that finds the record's end (nothing there: `invalidOffset` with no text).
    static func tail(_ ops: UnsafeBufferPointer<Op>, _ p: UnsafePointer<UInt8>, _ i: Int,
                             _ end: Int) -> ParseFailure? {
        guard let base = ops.baseAddress else { return nil }
        var i = i, k = 11
        while k < ops.count {
            let op = base[k]
            switch op.kind {
            case .whitespace:
                while i < end && isSpace(p[i]) { i += 1 }
            case .literal:
                guard i < end, p[i] == op.bytes.0 else {
                    return ParseFailure(reason: .literalMismatch(expected: op.bytes.0, found: i < end ? p[i] : nil),
                                        position: i, op: k)
                }
                i += 1
            case .optional:
                guard i == end else { return nil }
                k += Int(op.skip)
            case .offset:
                if op.style == OffsetStyle.strptime.rawValue || op.style == OffsetStyle.colon.rawValue {
                    while i < end && isSpace(p[i]) { i += 1 }
                }
                guard i == end else { return trailing(op, p, i, end) }
                return ParseFailure(reason: .invalidOffset(found: ""), position: i, op: k)
            default:
                return nil
            }
            k += 1
        }
        return nil
    }

    /// The last op, a zone at `i` (white space skipped) that the fast path's prefix mode reads to
    /// before the record's end: the rest is trailing input, as the general parser reports it once
    /// its ops are done (the fast zone reads exactly what the op reads, as in a prefix parse).
    private static func trailing(_ op: Op, _ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> ParseFailure? {
        guard let forms = ZoneForms(OffsetStyle(rawValue: op.style)) else { return nil }
        let length = FastParser.zone(p, i, end, forms).length
        guard length > 0, i + length < end else { return nil }
        return ParseFailure.trailing(i + length, end)
    }
}
