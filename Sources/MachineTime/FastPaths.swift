// Specialized code for common layouts. A fast path either returns exactly what the
// general parser would return, or nil; on nil (any byte out of the expected shape, any
// range check failing) the caller runs the general parser, which also produces the
// error message. So fast paths never report errors and never change results, only speed.
//
// Everything here is straight-line code: eight bytes are checked and converted at a
// time (SWAR), validity is accumulated into one flag and tested once, month and weekday
// names are found with a perfect hash, and days are counted with Neri and Schneider's
// days-from-civil. Random zones, names and fraction lengths cost no mispredicted branches.

/// Which specialized parser a compiled format uses. A plain tag (the layout lives beside it
/// in ``TimestampFormat``), so choosing the path copies nothing.
enum FastPath: UInt8, Hashable, Sendable {
    case none
    /// The RFC 3339 preset.
    case rfc3339
    /// The ISO 8601 preset: extended and basic `YYYY-MM-DDTHH:MM:SS[.f][zone]`, and `YYYY-MM-DD`.
    case iso8601
    /// A format whose records have a fixed width, maybe then a fraction, a zone and literal bytes (see ``Layout``).
    case layout
    /// A layout that is `%Y-%m-%d?%H:%M:%S`, then maybe one literal byte and a zone: the
    /// RFC 3339 code (``FastParser/dateTime(_:_:_:prefix:shape:defaultOffset:)``).
    case dateTime
    /// The Unix seconds preset.
    case unixSeconds
    /// The Unix milliseconds preset.
    case unixMillis
}

/// Four 64-bit words covering up to 32 bytes of a layout.
struct Words: Hashable, Sendable {
    var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0
}

/// A format whose every field sits at a fixed byte offset, such as `%Y-%m-%d %H:%M:%S %z`,
/// `%a, %d %b %Y %H:%M:%S %z`, Common Log, IMF-fixdate or syslog: built from the program
/// when each op has one width (numbers at their full width, names as three-letter
/// abbreviations, white space as one space). After those fixed bytes comes the tail, read in
/// order: a fraction of a second (`,%f` of Java logs, `:%-3f` of HealthApp), literal bytes, a
/// zone, and literal bytes to the end (the `]` of bracketed CLF, `[%d/%b/%Y:%H:%M:%S %z]`).
/// One mechanism for every such shape, rather than a path per log format.
///
/// A record matches when its literal bytes equal the format's and its digit bytes are
/// digits (four words compared at once); the result is then the general parser's, because
/// every number is read at its full width (glibc stops there too) and nothing around a
/// field could extend it. A glibc number of two digits may start with a space (`%e`,
/// `Oct  1`) unless a digit follows it, where glibc would read on.
struct Layout: Hashable, Sendable {
    /// Bytes before the tail (all of them when there is no tail), 8...32.
    var fixedWidth = 0
    /// Literal bytes and which lanes hold them, per word (word k starts at ``wordStart(_:)``).
    var literal = Words(), literalMask = Words()
    /// Lanes that must be digits, and among them those that may be a space instead.
    var digitMask = Words(), spaceMask = Words()
    /// Field offsets, -1 when absent.
    var year = -1, yearInCentury = -1, month = -1, monthName = -1, day = -1
    var hour = -1, minute = -1, second = -1, weekdayName = -1
    /// The zone's offset (== fixedWidth; after the tail's fraction and gap when there is a
    /// fraction) or -1, and which forms its style accepts.
    var zone = -1
    var zoneForms = ZoneForms()
    /// What follows the fixed bytes besides a zone alone (a fraction, literal bytes).
    var tail = LayoutTail()
    /// Whether prefix mode may use the layout (false when the last field could run on).
    var prefixOK = true

    func wordStart(_ k: Int) -> Int { Swift.min(8 * k, fixedWidth - 8) }

    /// No layout (formats with another fast path or none).
    init() {}

    init?(_ program: Program) {
        let ops = program.ops
        guard !ops.isEmpty else { return nil }
        var literalBytes = [UInt8](repeating: 0, count: 32), literalLanes = [Bool](repeating: false, count: 32)
        var digitLanes = [Bool](repeating: false, count: 32), spaceLanes = [Bool](repeating: false, count: 32)
        var at = 0
        /// Where a name ended (a letter there would extend it), and a space-padded number ended.
        var afterName = -1, afterPadded = -1
        /// The tail's literal bytes since its last fraction or zone.
        var pending: [UInt8] = []
        func field(_ offset: inout Int) -> Bool {
            guard offset < 0 else { return false }   // a repeated field: the last one wins in glibc
            offset = at
            return true
        }
        for (index, op) in ops.enumerated() {
            let isLast = index == ops.count - 1
            if zone >= 0 || tail.fractionMax > 0 {
                guard addToTail(op, isLast: isLast, &pending) else { return nil }
                continue
            }
            guard at <= 32 else { return nil }
            switch op.kind {
            case .literal, .whitespace:
                if op.kind == .whitespace && isLast { return nil }   // a trailing run has no fixed end
                let byte = op.kind == .literal ? op.bytes.0 : UInt8(ascii: " ")
                if at == afterName && (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { return nil }
                if at == afterPadded && isDigit(byte) { spaceLanes[at - 2] = false }   // glibc would read on
                guard at < 32 else { return nil }
                literalBytes[at] = byte; literalLanes[at] = true
                at += 1
            case .number:
                guard op.glibc || op.minDigits == op.maxDigits else { return nil }
                let width = Int(op.maxDigits)
                let ok: Bool
                switch (op.field, width, op.lo, op.hi) {
                case (.year, 4, 0, 9999): ok = field(&year)
                case (.yearInCentury, 2, 0, 99): ok = field(&yearInCentury)
                case (.month, 2, 1, 12): ok = field(&month)
                case (.day, 2, 1, 31): ok = field(&day)
                case (.hour, 2, 0, 23): ok = field(&hour)
                case (.minute, 2, 0, 59): ok = field(&minute)
                case (.second, 2, 0, 60), (.second, 2, 0, 61): ok = field(&second)
                default: ok = false
                }
                guard ok, at + width <= 32 else { return nil }
                if at == afterPadded { spaceLanes[at - 2] = false }   // glibc would read on into this number
                for lane in at..<(at + width) { digitLanes[lane] = true }
                if op.glibc && width == 2 && !isLast {
                    spaceLanes[at] = true
                    afterPadded = at + 2
                }
                at += width
            case .name:
                guard op.form != NameForm.full.rawValue, at + 3 <= 32 else { return nil }
                guard op.style == NameKind.month.rawValue ? field(&monthName) : field(&weekdayName) else { return nil }
                at += 3
                afterName = at
                if isLast { prefixOK = false }   // a full name could follow
            case .offset:
                guard let forms = ZoneForms(OffsetStyle(rawValue: op.style)) else { return nil }
                zone = at
                zoneForms = forms
            case .fraction:
                // A padded number right before: glibc would read on into the digits (" 5123").
                if at == afterPadded { spaceLanes[at - 2] = false }
                tail.fractionMin = Int(op.minDigits); tail.fractionMax = Int(op.maxDigits); tail.fractionUnit = Int(op.style)
            default:
                return nil
            }
        }
        tail.suffix = Self.packed(pending)
        tail.suffixCount = pending.count
        if month >= 0 && monthName >= 0 { return nil }
        if year >= 0 && yearInCentury >= 0 { return nil }
        fixedWidth = at
        if zone >= 0 { zone = at }
        tail.zone = zone >= 0
        tail.zoneForms = zoneForms
        guard fixedWidth >= 8 && fixedWidth <= 32 else { return nil }
        func pack(_ lanes: (Int) -> UInt8) -> Words {
            var words = [UInt64](repeating: 0, count: 4)
            for k in 0..<4 {
                let start = wordStart(k)
                for lane in 0..<8 where start + lane < fixedWidth {
                    words[k] |= UInt64(lanes(start + lane)) << (8 * lane)
                }
            }
            return Words(w0: words[0], w1: words[1], w2: words[2], w3: words[3])
        }
        literal = pack { literalLanes[$0] ? literalBytes[$0] : 0 }
        literalMask = pack { literalLanes[$0] ? 0xFF : 0 }
        digitMask = pack { digitLanes[$0] ? 0xFF : 0 }
        spaceMask = pack { spaceLanes[$0] ? 0xFF : 0 }
    }

    /// Adds an op after the fixed bytes to the tail: a zone after a fraction (the literal bytes
    /// so far become the gap), or a literal byte (white space as one space). False for anything
    /// else, and for a digit right after the fraction or zone, which the general parser's op
    /// could read on into.
    private mutating func addToTail(_ op: Op, isLast: Bool, _ pending: inout [UInt8]) -> Bool {
        switch op.kind {
        case .literal, .whitespace:
            let byte = op.kind == .literal ? op.bytes.0 : UInt8(ascii: " ")
            guard op.kind == .literal || !isLast, pending.count < 8, !pending.isEmpty || !isDigit(byte) else { return false }
            pending.append(byte)
            return true
        case .offset:
            guard zone < 0, let forms = ZoneForms(OffsetStyle(rawValue: op.style)) else { return false }
            zone = 0   // set to `fixedWidth` once the fixed bytes are counted
            zoneForms = forms
            tail.gap = Self.packed(pending)
            tail.gapCount = pending.count
            pending = []
            return true
        default:
            return false
        }
    }

    /// Up to eight bytes packed little-endian, as ``FastParser/matches(_:_:_:_:)`` compares them.
    private static func packed(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// The template's literal byte at `offset`, if it has one there.
    func literalByte(_ offset: Int) -> UInt8? {
        let words = [literal.w0, literal.w1, literal.w2, literal.w3], masks = [literalMask.w0, literalMask.w1, literalMask.w2, literalMask.w3]
        for k in 0..<4 where wordStart(k) <= offset && offset < wordStart(k) + 8 {
            let shift = UInt64(8 * (offset - wordStart(k)))
            if (masks[k] >> shift) & 0xFF == 0xFF { return UInt8(truncatingIfNeeded: words[k] >> shift) }
        }
        return nil
    }

    /// Whether this is `%Y-%m-%d?%H:%M:%S` with `?` a literal byte, then maybe one literal byte and a zone.
    var isDateTime: Bool {
        tail.isEmpty && year == 0 && month == 5 && day == 8 && hour == 11 && minute == 14 && second == 17
            && (fixedWidth == 19 || (fixedWidth == 20 && zone == 20 && literalByte(19) != nil))
            && literalByte(4) == UInt8(ascii: "-") && literalByte(7) == UInt8(ascii: "-") && literalByte(10) != nil
            && literalByte(13) == UInt8(ascii: ":") && literalByte(16) == UInt8(ascii: ":")
    }

    /// Parses a record of this layout at `start`; nil means "use the general parser".
    /// Inlined where the layout is stored, so that it is read in place, not copied.
    @inline(__always)
    func parse(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool, config: ParseConfig) -> (Timestamp, Int)? {
        typealias F = FastParser
        let width = fixedWidth
        guard end - start >= width + tail.suffixCount, zone >= 0 || tail.fractionMax > 0 || prefix || end - start == width,
              prefixOK || !prefix else { return nil }
        // Four words, the last ones overlapping when the layout is shorter than 32 bytes.
        var w0 = F.load8(p, start), w1 = F.load8(p, start + Swift.min(8, width - 8))
        var w2 = F.load8(p, start + Swift.min(16, width - 8)), w3 = F.load8(p, start + width - 8)
        var bad = ((w0 & literalMask.w0) ^ literal.w0) | ((w1 & literalMask.w1) ^ literal.w1)
            | ((w2 & literalMask.w2) ^ literal.w2) | ((w3 & literalMask.w3) ^ literal.w3)
        // A space where a padded number may start reads as '0'.
        let spaces: UInt64 = 0x2020_2020_2020_2020
        w0 |= (F.zeroLanes(w0 ^ spaces) >> 3) & spaceMask.w0
        w1 |= (F.zeroLanes(w1 ^ spaces) >> 3) & spaceMask.w1
        w2 |= (F.zeroLanes(w2 ^ spaces) >> 3) & spaceMask.w2
        w3 |= (F.zeroLanes(w3 ^ spaces) >> 3) & spaceMask.w3
        bad |= F.nonDigits(w0, digitMask.w0) | F.nonDigits(w1, digitMask.w1)
            | F.nonDigits(w2, digitMask.w2) | F.nonDigits(w3, digitMask.w3)
        let s = start
        let month = self.month >= 0 ? F.two(p, s + self.month) : monthName >= 0 ? F.month(F.key3(p, s + monthName)) : 1
        let day = self.day >= 0 ? F.two(p, s + self.day) : 1
        var year = config.year(month: month, day: day)
        // A time of day alone is on 1970-01-01 (a date without a year is left to the parser's error).
        if year == ParseConfig.missingYear && self.month < 0 && monthName < 0 && self.day < 0 { year = 1970 }
        if self.year >= 0 {
            year = F.two(p, s + self.year) * 100 + F.two(p, s + self.year + 2)
        } else if yearInCentury >= 0 {
            let y = F.two(p, s + yearInCentury)
            year = y >= 69 ? 1900 + y : 2000 + y
        } else if year < 0 || year > 9999 {
            return nil
        }
        let hour = self.hour >= 0 ? F.two(p, s + self.hour) : 0
        let minute = self.minute >= 0 ? F.two(p, s + self.minute) : 0
        let second = self.second >= 0 ? F.two(p, s + self.second) : 0
        let wrong = Int(truncatingIfNeeded: bad) | F.bit(UInt(bitPattern: month &- 1) >= 12) | F.bit(UInt(bitPattern: day &- 1) >= 31)
            | F.bit(hour > 23) | F.bit(minute > 59) | F.bit(second > 59) | F.badDay(year: year, month: month, day: day)
        guard wrong == 0 else { return nil }
        let days = F.days(year: year, month: month, day: day)
        if weekdayName >= 0 {
            let weekday = F.weekday(F.key3(p, s + weekdayName))
            guard weekday >= 0, self.day < 0 || weekday == (days + 770_004) % 7 else { return nil }
        }
        var offset = config.defaultOffset
        var length = width
        var nanos = 0
        if zone >= 0 && tail.isEmpty {
            let found = prefix ? F.zone(p, s + width, end, zoneForms) : F.zoneAtEnd(p, s + width, end, s, zoneForms)
            guard found.length > 0 else { return nil }
            offset = found.seconds
            length += found.length
        } else if !tail.isEmpty {
            guard let tail = tail.parse(p, s, s + width, end, prefix: prefix) else { return nil }
            nanos = tail.nanos
            offset = tail.offset ?? offset
            length = tail.length
        }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return (Timestamp(uncheckedSeconds: Int64(seconds), nanoseconds: Int32(truncatingIfNeeded: nanos)), length)
    }
}

/// The part of a ``Layout`` after its fixed bytes when more than a zone follows them: a fraction,
/// literal bytes, a zone, literal bytes to the record's end.
struct LayoutTail: Hashable, Sendable {
    /// The fraction (``Op/fraction(min:max:unitDigits:)``): digits `fractionMin...fractionMax` and
    /// their unit (0: decimals), at the tail's start; `fractionMax` 0 when there is none.
    var fractionMin = 0, fractionMax = 0, fractionUnit = 0
    /// Literal bytes (little-endian, at most 8 each): between the fraction and the zone, and after
    /// the last of them to the record's end.
    var gap: UInt64 = 0, gapCount = 0, suffix: UInt64 = 0, suffixCount = 0
    /// Whether a zone follows (the layout's), and the forms its style accepts.
    var zone = false
    var zoneForms = ZoneForms()

    /// No fraction and no literal bytes: the layout reads a zone alone itself.
    var isEmpty: Bool { fractionMax == 0 && suffixCount == 0 }

    /// The tail of a record at `s`, from `tailStart` (after its fixed bytes), in order: the
    /// fraction, the gap, the zone, the suffix. A whole record must end with the suffix, so what
    /// comes before it is read up to there (a zone as the record's last bytes, as without a suffix); in prefix mode
    /// each part is read as its op reads it, and the suffix must follow. Nanoseconds, the zone's
    /// offset (nil: none) and the record's length, or nil for the general parser. Out of line,
    /// so that the layouts without a tail (CLF, syslog, HTTP) keep their registers; a method of
    /// this small value, not of the layout, which a call would copy whole (280 bytes) first.
    @inline(never)
    func parse(_ p: UnsafePointer<UInt8>, _ s: Int, _ tailStart: Int, _ end: Int, prefix: Bool) -> (nanos: Int, offset: Int?, length: Int)? {
        typealias F = FastParser
        var i = tailStart
        var last = end
        if !prefix && suffixCount > 0 {
            last = end - suffixCount
            guard F.matches(p, last, suffix, suffixCount) else { return nil }
        }
        var nanos = 0
        if fractionMax > 0 {
            // Whole digit runs only: a longer run is the general parser's (`%f` stops at 9 digits,
            // `%-3f` reports a fourth), as is one the record's end cuts short of the minimum.
            guard let (value, count) = F.digits(p, i, last, s), count >= fractionMin, count <= fractionMax else { return nil }
            nanos = value * F.pow10(9 - (fractionUnit != 0 ? fractionUnit : count))
            i += count
            if gapCount > 0 {
                guard last - i >= gapCount, F.matches(p, i, gap, gapCount) else { return nil }
                i += gapCount
            }
        }
        var offset: Int? = nil
        if zone {
            let found = prefix ? F.zone(p, i, end, zoneForms) : F.zoneAtEnd(p, i, last, s, zoneForms)
            guard found.length > 0 else { return nil }
            offset = found.seconds
            i += found.length
        }
        if prefix && suffixCount > 0 {
            guard end - i >= suffixCount, F.matches(p, i, suffix, suffixCount) else { return nil }
            i += suffixCount
        } else if !prefix {
            guard i == last else { return nil }
            i = end
        }
        return (nanos, offset, i - s)
    }
}

/// The forms of UTC offset a zone op accepts at the end of a layout.
struct ZoneForms: Hashable, Sendable {
    var zulu = false, fourDigits = false, colon = false

    init() {}

    init?(_ style: OffsetStyle?) {
        switch style {
        case .strptime: zulu = true; fourDigits = true; colon = true
        case .colon: zulu = true; colon = true
        case .fourDigits: fourDigits = true
        default: return nil
        }
    }
}

enum FastParser {
    @inline(__always)
    static func load8(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
    }

    @inline(__always)
    static func load2(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int {
        Int(UInt16(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt16.self)))
    }

    static let lanes0x30: UInt64 = 0x3030_3030_3030_3030
    static let lanes0x0F: UInt64 = 0x0F0F_0F0F_0F0F_0F0F
    static let lanes0xF0: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    static let lanes0x06: UInt64 = 0x0606_0606_0606_0606

    /// 0 when every lane of `mask` in `word` is an ASCII digit, else nonzero.
    /// XOR with '0' leaves 0...9 for digits; a lane is not a digit when its high nibble is
    /// then set, or when its low nibble plus 6 carries into the high nibble (never across lanes).
    @inline(__always)
    static func nonDigits(_ word: UInt64, _ mask: UInt64) -> UInt64 {
        let d = (word ^ lanes0x30) & mask
        return (d | ((d & lanes0x0F) &+ (lanes0x06 & mask))) & lanes0xF0
    }

    /// The value of eight digit lanes (lane 0 most significant), each 0...9.
    @inline(__always)
    static func eightDigits(_ d: UInt64) -> Int {
        var v = (d &* 2561) >> 8                                            // 10 * a + b in even lanes
        v = ((v & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16                // 100 * ab + cd
        return Int(truncatingIfNeeded: ((v & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32)
    }

    /// A two-digit field whose bytes are known to be digits (or a leading space, read as 0).
    @inline(__always)
    static func two(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int {
        let v = load2(p, i) & 0x0F0F
        return (v & 0xFF) * 10 + (v >> 8)
    }

    @inline(__always)
    static func bit(_ condition: Bool) -> Int { condition ? 1 : 0 }

    /// Days from 1970-01-01 to a valid date of year 0...9999 (Neri and Schneider, 2022:
    /// shifted so that all arithmetic is unsigned and every division is by a constant).
    @inline(__always)
    static func days(year: Int, month: Int, day: Int) -> Int {
        let march = UInt32(truncatingIfNeeded: bit(month <= 2))
        let y = UInt32(truncatingIfNeeded: year) &+ 32_800 &- march           // 400 * 82 years earlier
        let m = UInt32(truncatingIfNeeded: month) &+ 12 &* march
        let century = y / 100
        let yearDays = 1461 &* y / 4 &- century &+ century / 4
        let monthDays = (979 &* m &- 2919) / 32
        return Int(yearDays &+ monthDays &+ UInt32(truncatingIfNeeded: day)) - 1 - (719_468 + 146_097 * 82)
    }

    /// 0 when `day` exists in `month` of `year` (day 1...31, month 1...12 checked elsewhere).
    @inline(__always)
    static func badDay(year: Int, month: Int, day: Int) -> Int {
        let leap = bit(year & 3 == 0) & (bit(year % 100 != 0) | bit(year % 400 == 0))
        let length = month == 2 ? 28 + leap : 30 | ((month ^ (month >> 3)) & 1)
        return bit(day > length)
    }

    /// ``badDay(year:month:day:)`` from the year's two halves, without dividing: `year % 100` is
    /// `yearOfCentury`, and a year ending in 00 is a leap year when its century is a multiple of 4.
    @inline(__always)
    static func badDay(century: Int, yearOfCentury: Int, month: Int, day: Int) -> Int {
        let leap = bit((yearOfCentury == 0 ? century : yearOfCentury) & 3 == 0)
        let length = month == 2 ? 28 + leap : 30 | ((month ^ (month >> 3)) & 1)
        return bit(day > length)
    }

    /// Lower-cased three letters at `i` packed little-endian (a letter's case bit set).
    @inline(__always)
    static func key3(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        (UInt32(truncatingIfNeeded: load2(p, i)) | UInt32(p[i + 2]) << 16) | 0x20_2020
    }

    /// Perfect hashes of the lower-cased abbreviations: slot → key | value << 24.
    static let monthTable: [UInt32] = [
        0x0970_6573, 0, 0x066E_756A, 0, 0, 0x076C_756A, 0x016E_616A, 0x0472_7061,
        0x0262_6566, 0x0B76_6F6E, 0, 0x0372_616D, 0x0867_7561, 0x0A74_636F, 0x0C63_6564, 0x0579_616D,
    ]
    static let weekdayTable: [UInt32] = [
        0x006E_7573, 0x0265_7574, 0x0569_7266, 0, 0x0364_6577, 0x016E_6F6D, 0x0475_6874, 0x0674_6173,
    ]

    /// 1...12 for a month abbreviation key, or -1.
    @inline(__always)
    static func month(_ key: UInt32) -> Int {
        let entry = monthTable.withUnsafeBufferPointer { $0[Int((key &* 0x3B6F_E507) >> 28)] }
        return entry & 0xFF_FFFF == key ? Int(entry >> 24) : -1
    }

    /// 0 (Sunday)...6 for a weekday abbreviation key, or -1.
    @inline(__always)
    static func weekday(_ key: UInt32) -> Int {
        let entry = weekdayTable.withUnsafeBufferPointer { $0[Int((key &* 0x69D4_95DD) >> 29)] }
        return entry & 0xFF_FFFF == key ? Int(entry >> 24) : -1
    }

    /// 0x80 in each lane of `word` that is zero.
    @inline(__always)
    static func zeroLanes(_ word: UInt64) -> UInt64 {
        ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word | 0x7F7F_7F7F_7F7F_7F7F)
    }

    /// Up to eight bytes from `i`, not reading at or past `end` nor before `recordStart`;
    /// lanes past `end` are zero (not digits). Nil when the record is too short to load a word.
    @inline(__always)
    static func load(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ recordStart: Int) -> UInt64? {
        if end - i >= 8 { return load8(p, i) }
        guard end - 8 >= recordStart, i <= end else { return nil }
        return load8(p, end - 8) >> UInt64(8 * (8 - (end - i)))
    }

    /// The run of digits at the start of `word` (at most 8): its value and length.
    @inline(__always)
    static func digitRun(_ word: UInt64) -> (value: Int, count: Int) {
        let d = word ^ lanes0x30
        let flags = (d | ((d & lanes0x0F) &+ lanes0x06)) & lanes0xF0
        let count = flags.trailingZeroBitCount >> 3                 // 8 when all are digits
        // Shift the digits to the high lanes (the low, most significant lanes become zeros).
        return (eightDigits(d << UInt64(8 * (8 - count))), count)
    }

    /// The run of digits at `i` (at most 16; 16 means there may be more), value and length.
    @inline(__always)
    static func digits(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ recordStart: Int) -> (value: Int, count: Int)? {
        guard let first = load(p, i, end, recordStart) else { return nil }
        let (high, n) = digitRun(first)
        if n < 8 { return (high, n) }
        guard let second = load(p, i + 8, end, recordStart) else { return nil }
        let (low, m) = digitRun(second)
        return (high * pow10(m) + low, 8 + m)
    }

    /// Whether the `count` (at most 8) bytes at `i` are `bytes`, packed little-endian.
    @inline(__always)
    static func matches(_ p: UnsafePointer<UInt8>, _ i: Int, _ bytes: UInt64, _ count: Int) -> Bool {
        var k = 0
        while k < count {
            guard p[i + k] == UInt8(truncatingIfNeeded: bytes >> UInt64(8 * k)) else { return false }
            k += 1
        }
        return true
    }

    /// 10^n for n in 0...9.
    @inline(__always)
    static func pow10(_ n: Int) -> Int {
        StrptimeParser.pow10.withUnsafeBufferPointer { $0[n] }
    }

    /// A fraction of a second at `i`: 1...9 digits as nanoseconds, and where it ends.
    @inline(__always)
    static func fraction(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ recordStart: Int) -> (nanos: Int, end: Int)? {
        guard let (value, count) = digits(p, i, end, recordStart), count >= 1, count <= 9 else { return nil }
        return (value * pow10(9 - count), i + count)
    }

    /// A UTC offset at `i`: `Z` (and `z` when `lowerZulu`), `±hhmm` or `±hh:mm` as `forms` allow.
    /// Branch-free: every candidate byte is read through an index clamped into the record, and
    /// the answer is selected with conditional moves. Returns seconds east and length (0: none).
    /// Out of line: prefix mode and short records only, so that ``zoneAtEnd`` stays small.
    @inline(never)
    static func zone(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ forms: ZoneForms,
                     lowerZulu: Bool = false) -> (seconds: Int, length: Int) {
        guard i < end else { return (0, 0) }
        let last = end - 1
        let z = p[i]
        let b1 = p[Swift.min(i + 1, last)] &- 0x30, b2 = p[Swift.min(i + 2, last)] &- 0x30
        let b3 = p[Swift.min(i + 3, last)], b4 = p[Swift.min(i + 4, last)] &- 0x30
        let b5 = p[Swift.min(i + 5, last)] &- 0x30
        let colon = bit(forms.colon) & bit(b3 == UInt8(ascii: ":")) & bit(end - i >= 6) & bit(b4 < 10) & bit(b5 < 10)
        let four = bit(forms.fourDigits) & bit(b3 &- 0x30 < 10) & bit(b4 < 10) & bit(end - i >= 5)
        let hours = Int(b1) * 10 + Int(b2)
        let minutes = colon != 0 ? Int(b4) * 10 + Int(b5) : Int(b3 &- 0x30) * 10 + Int(b4)
        let sign = bit(z == UInt8(ascii: "+")) | bit(z == UInt8(ascii: "-"))
        let ok = sign & bit(b1 < 10) & bit(b2 < 10) & bit(hours < 24) & bit(minutes < 60) & (colon | four)
        let zulu = bit(forms.zulu) & (bit(z == UInt8(ascii: "Z")) | (bit(lowerZulu) & bit(z == UInt8(ascii: "z"))))
        let magnitude = hours * 3600 + minutes * 60
        let seconds = z == UInt8(ascii: "-") ? -magnitude : magnitude
        let length = zulu != 0 ? 1 : ok * (colon != 0 ? 6 : 5)
        return (zulu != 0 ? 0 : seconds, length)
    }

    /// A UTC offset that ends the record at `end`, starting at `i`: as ``zone(_:_:_:_:lowerZulu:)``,
    /// but from one word holding the record's last eight bytes, so cheaper. Length 0: none.
    @inline(__always)
    static func zoneAtEnd(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ recordStart: Int, _ forms: ZoneForms,
                          lowerZulu: Bool = false) -> (seconds: Int, length: Int) {
        let n = end - i
        guard end - 8 >= recordStart, n >= 1 else { return zone(p, i, end, forms, lowerZulu: lowerZulu) }
        let w = load8(p, end - 8)
        let last = UInt8(truncatingIfNeeded: w >> 56)
        let zulu = forms.zulu && n == 1 && (last == UInt8(ascii: "Z") || (lowerZulu && last == UInt8(ascii: "z")))
        // ±hhmm in lanes 3...7; ±hh:mm in lanes 2...7 is moved there (the colon dropped).
        let moved = (w & 0xFFFF_0000_0000_0000) | ((w & 0x0000_00FF_FFFF_0000) << 8)
        let v = n == 6 ? moved : w
        let d = (v ^ lanes0x30) & 0xFFFF_FFFF_0000_0000
        let q = d &* 10 &+ (d >> 8)
        let hours = Int((q >> 32) & 0xFF), minutes = Int((q >> 48) & 0xFF)
        let sign = UInt8(truncatingIfNeeded: v >> 24)
        let form = (n == 6 && forms.colon && (w >> 40) & 0xFF == 0x3A) || (n == 5 && forms.fourDigits)
        let ok = form && nonDigits(v, 0xFFFF_FFFF_0000_0000) == 0 && (sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"))
            && hours < 24 && minutes < 60
        let magnitude = hours * 3600 + minutes * 60
        return zulu ? (0, 1) : (sign == UInt8(ascii: "-") ? -magnitude : magnitude, ok ? n : 0)
    }

    /// The tail of an RFC 3339 or ISO 8601 date-time at `i`: an optional fraction after one of
    /// `fractionMarks`, then a zone (or, when `zoneOptional`, none: `nil` seconds). Whole records only.
    @inline(__always)
    static func tail(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ recordStart: Int, comma: Bool,
                     forms: ZoneForms, lowerZulu: Bool, zoneOptional: Bool,
                     prefix: Bool) -> (nanos: Int, offset: Int?, end: Int)? {
        var i = i
        var nanos = 0
        if i < end && (p[i] == UInt8(ascii: ".") || (comma && p[i] == UInt8(ascii: ","))) {
            guard let (value, next) = fraction(p, i + 1, end, recordStart) else { return nil }
            nanos = value
            i = next
        }
        if zoneOptional && i == end { return (nanos, nil, i) }
        let (offset, length) = prefix ? zone(p, i, end, forms, lowerZulu: lowerZulu)
            : zoneAtEnd(p, i, end, recordStart, forms, lowerZulu: lowerZulu)
        guard length > 0 else { return nil }
        return (nanos, offset, i + length)
    }


    /// The common ISO 8601 shapes, whole records only: `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM:SS[.f][Z|±hh:mm]`
    /// and `YYYYMMDDTHHMMSS[.f][Z|±hhmm]`; everything else is left to the general parser.
    @inline(never)
    static func iso8601(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool,
                        defaultOffset: Int) -> (Timestamp, Int)? {
        guard !prefix else { return nil }
        let count = end - start
        let local: Int
        var tailStart = start + 19
        var forms = ZoneForms(.colon)!
        if count == 10 {
            // YYYY-MM-DD: the last eight bytes hold the day in lanes 6 and 7.
            let a = load8(p, start), b = load8(p, start + 2)
            let bad = ((a & 0xFF00_00FF_0000_0000) ^ 0x2D00_002D_0000_0000)
                | nonDigits(a, 0x00FF_FF00_FFFF_FFFF) | nonDigits(b, 0xFFFF_0000_0000_0000)
            let da = (a ^ lanes0x30) & 0x00FF_FF00_FFFF_FFFF
            let qa = da &* 10 &+ (da >> 8)
            let year = Int(qa & 0xFF) * 100 + Int((qa >> 16) & 0xFF), month = Int((qa >> 40) & 0xFF)
            let day = two(p, start + 8)
            let wrong = Int(truncatingIfNeeded: bad) | bit(UInt(bitPattern: month &- 1) >= 12)
                | bit(UInt(bitPattern: day &- 1) >= 31) | badDay(year: year, month: month, day: day)
            guard wrong == 0 else { return nil }
            let seconds = days(year: year, month: month, day: day) * 86_400 - defaultOffset
            return (Timestamp(uncheckedSeconds: Int64(seconds), nanoseconds: 0), count)
        } else if count >= 19 && p[start + 10] == UInt8(ascii: "T") {
            guard let wall = dateTime19(p, start) else { return nil }
            local = wall
        } else if count >= 15 && p[start + 8] == UInt8(ascii: "T") {
            // YYYYMMDDTHHMMSS
            let a = load8(p, start), c = load8(p, start + 7)
            guard nonDigits(a, ~0) | nonDigits(c, 0xFFFF_FFFF_FFFF_0000) == 0 else { return nil }
            let da = a ^ lanes0x30, dc = (c ^ lanes0x30) & 0xFFFF_FFFF_FFFF_0000
            let qa = da &* 10 &+ (da >> 8), qc = dc &* 10 &+ (dc >> 8)
            let year = Int(qa & 0xFF) * 100 + Int((qa >> 16) & 0xFF)
            let month = Int((qa >> 32) & 0xFF), day = Int((qa >> 48) & 0xFF)
            let hour = Int((qc >> 16) & 0xFF), minute = Int((qc >> 32) & 0xFF), second = Int((qc >> 48) & 0xFF)
            let wrong = bit(UInt(bitPattern: month &- 1) >= 12) | bit(UInt(bitPattern: day &- 1) >= 31)
                | bit(hour > 23) | bit(minute > 59) | bit(second > 59) | badDay(year: year, month: month, day: day)
            guard wrong == 0 else { return nil }
            local = days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
            tailStart = start + 15
            forms = ZoneForms(.fourDigits)!
            forms.zulu = true
        } else {
            return nil
        }
        guard let (nanos, offset, _) = tail(p, tailStart, end, start, comma: true, forms: forms, lowerZulu: false,
                                            zoneOptional: true, prefix: false) else { return nil }
        return (Timestamp(uncheckedSeconds: Int64(local - (offset ?? defaultOffset)), nanoseconds: Int32(truncatingIfNeeded: nanos)),
                count)
    }

    /// Unix seconds (`[±]digits[.fraction]`) or milliseconds (`[±]digits`) of up to 15 digits.
    @inline(never)
    static func unix(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool, millis: Bool) -> (Timestamp, Int)? {
        guard start < end else { return nil }
        let first = p[start]
        let negative = first == UInt8(ascii: "-")
        var i = start + bit(negative || first == UInt8(ascii: "+"))
        guard let (magnitude, count) = digits(p, i, end, start), count >= 1, count <= 15 else { return nil }
        i += count
        var value = negative ? -magnitude : magnitude
        var nanos = 0
        if millis {
            let (seconds, remainder) = Int64(value).floorDivMod(1000)
            guard prefix || i == end else { return nil }
            return (Timestamp(uncheckedSeconds: seconds, nanoseconds: Int32(truncatingIfNeeded: remainder * 1_000_000)), i - start)
        }
        if i < end && p[i] == UInt8(ascii: ".") {
            guard let (fraction, next) = fraction(p, i + 1, end, start) else { return nil }
            nanos = fraction
            i = next
            if negative && nanos > 0 {
                value -= 1
                nanos = 1_000_000_000 - nanos
            }
        }
        guard prefix || i == end else { return nil }
        return (Timestamp(uncheckedSeconds: Int64(value), nanoseconds: Int32(truncatingIfNeeded: nanos)), i - start)
    }

}

extension TimestampFormat {
    /// Runs the fast path; nil means "use the general parser". The two commonest paths (RFC 3339
    /// and `%Y-%m-%d?%H:%M:%S[zone]` layouts) are inlined here, which measured faster for both
    /// and no slower for the others; every other path is a function of its own, so that its code
    /// does not crowd these registers (nor its stack frame the callers'); the layout is read in
    /// place in the (immutable) storage.
    @inline(__always)
    func parseFast(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool) -> (Timestamp, Int)? {
        switch fastPath {
        case .none:
            return nil
        case .layout:
            return storage.parseLayout(p, start, end, prefix: prefix, config: config)
        case .dateTime:
            return FastParser.dateTime(p, start, end, prefix: prefix, shape: storage.dateTime, defaultOffset: config.defaultOffset)
        case .rfc3339:
            return FastParser.rfc3339(p, start, end, prefix: prefix)
        case .iso8601:
            return FastParser.iso8601(p, start, end, prefix: prefix, defaultOffset: config.defaultOffset)
        case .unixSeconds, .unixMillis:
            return FastParser.unix(p, start, end, prefix: prefix, millis: fastPath == .unixMillis)
        }
    }
}

extension TimestampFormat.Storage {
    /// ``Layout/parse(_:_:_:prefix:config:)`` on the stored layout, read in place (the layout is
    /// inlined here, not copied); out of line, so that its large frame stays out of every caller.
    @inline(never)
    func parseLayout(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, prefix: Bool, config: ParseConfig) -> (Timestamp, Int)? {
        layout.parse(p, start, end, prefix: prefix, config: config)
    }
}
