// The general parser: runs a compiled program over the bytes of one record,
// collecting fields the way glibc's strptime fills a `struct tm`, then resolves
// them into an instant with the stricter checks documented in MachineTime.md.
//
// Nothing here traps: every read is guarded by `i < end`, every number is
// bounded by its digit count before it is stored, and `%s` checks overflow.

import TextEscaping

/// A failure inside the parser: cheap to carry, turned into a `StrptimeError` at the API edge.
struct ParseFailure: Error {
    var reason: StrptimeError.Reason
    /// 0-based byte offset in the record.
    var position: Int
    /// Index of the failing op in its program, or -1.
    var op: Int
    /// Which alternative of the format failed (presets may have several).
    var alternative: Int = 0
    /// For trailing input found by a parser: where the rest ends, its text still in the record
    /// (`reason` holds an empty placeholder until ``reason(_:)`` quotes it). A tool that writes
    /// the message straight from the record's bytes then makes no String; -1 otherwise.
    var trailingEnd = -1

    /// Trailing input at `position..<end` of the record, quoted only when an error value is made.
    static func trailing(_ position: Int, _ end: Int) -> ParseFailure {
        ParseFailure(reason: .trailingInput(""), position: position, op: -1, trailingEnd: end)
    }

    /// The reason with its texts made (the trailing input's quote, from the record's bytes `p`).
    func reason(_ p: UnsafePointer<UInt8>) -> StrptimeError.Reason {
        trailingEnd < 0 ? reason : .trailingInput(InputQuote.text(p, position, trailingEnd))
    }

    /// Which failure to report when every alternative of a preset fails: one whose
    /// input had the right shape but a bad value (month 13) beats a shape mismatch;
    /// then the one that got furthest.
    var rank: Int {
        switch reason {
        case .outOfRange, .invalidDate, .dayOfYearMismatch, .weekdayMismatch, .invalidLeapSecond, .overflow:
            return 1 << 40 + position
        default:
            return position
        }
    }
}

/// Calendar fields as found in the input, with flags saying which were present.
struct Fields {
    struct Has: OptionSet {
        let rawValue: UInt32
        static let year = Has(rawValue: 1 << 0)
        static let wantCentury = Has(rawValue: 1 << 1)
        static let century = Has(rawValue: 1 << 2)
        static let month = Has(rawValue: 1 << 3)
        static let day = Has(rawValue: 1 << 4)
        static let dayOfYear = Has(rawValue: 1 << 5)
        static let hour = Has(rawValue: 1 << 6)
        static let hour12 = Has(rawValue: 1 << 7)
        static let minute = Has(rawValue: 1 << 8)
        static let second = Has(rawValue: 1 << 9)
        static let nanos = Has(rawValue: 1 << 10)
        static let offset = Has(rawValue: 1 << 11)
        static let weekday = Has(rawValue: 1 << 12)
        static let epoch = Has(rawValue: 1 << 13)
        static let isoWeek = Has(rawValue: 1 << 14)
        static let pm = Has(rawValue: 1 << 15)
        /// The epoch directive is complete by itself (Unix presets): nothing else to resolve.
        static let epochOnly = Has(rawValue: 1 << 16)
        /// `%U` or `%W` (``Fields/mondayWeeks`` says which).
        static let weekOfYear = Has(rawValue: 1 << 17)
        static let isoWeekYear = Has(rawValue: 1 << 18)
    }
    var has: Has = []
    /// A named zone is set: `%Z` keeps a token it does not know (up to 8
    /// bytes, packed little-endian in `zoneToken`) for the zone to read.
    var readsZoneAbbreviations = false
    var zoneToken: UInt64 = 0, zoneTokenLength = 0, zoneTokenAt = 0, zoneTokenOp = -1
    var year = 0, century = 0, month = 0, day = 0, dayOfYear = 0
    var hour = 0, minute = 0, second = 0, nanos = 0, offset = 0, weekday = 0
    var isoWeekYear = 0, isoWeek = 0
    /// `%U` or `%W`, and whether its weeks start on Monday (`%W`).
    var week = 0, mondayWeeks = false
    var epoch: Int64 = 0
    // Where some fields were found, for errors raised while resolving.
    var dayAt = 0, dayOp = -1, yearDayAt = 0, yearDayOp = -1
    var weekdayAt = 0, weekdayOp = -1, secondAt = 0, secondOp = -1, weekAt = 0, weekOp = -1
}

/// The settings a format carries besides its directives.
struct ParseConfig: Sendable, Hashable {
    /// Seconds east of UTC, used when the format has no zone.
    var defaultOffset: Int = 0
    /// Year used when the format has no year; `missingYear` when none was given.
    var year: Int = ParseConfig.missingYear
    /// Set by `inferringYear(before:)`: the year is chosen per record from this.
    var yearReference: YearReference?
    /// Set by `inTimeZone(_:ambiguity:)`: records without an offset are wall
    /// times in this zone, and `%Z` reads its abbreviations.
    var zone: NamedTimeZone?
    var ambiguity: AmbiguousLocalTime = .earlier

    static let missingYear = -1

    /// The latest year that puts a record's month and day at most a day after
    /// the reference instant (its date in UTC): the reference's year, or the
    /// one before for a later month and day ("Dec 31" read on 5 January).
    struct YearReference: Sendable, Hashable {
        /// The year and `month * 32 + day` of the reference plus one day.
        var year: Int
        var monthDay: Int
    }

    /// The year of a record without one, from its month and day.
    @inline(__always)
    func year(month: Int, day: Int) -> Int {
        guard let reference = yearReference else { return year }
        return month &* 32 &+ day > reference.monthDay ? reference.year &- 1 : reference.year
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

enum StrptimeParser {
    /// Runs `ops` from `start`; returns where matching stopped.
    static func run(_ ops: UnsafeBufferPointer<Op>, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                    _ f: inout Fields) throws(ParseFailure) -> Int {
        // Each op is read in place, field by field as its case needs them: a copy of the whole op
        // (and passing it by value) cost about 50 instructions per op, more than most ops' work.
        guard let base = ops.baseAddress else { return start }
        var i = start
        var k = 0
        while k < ops.count {
            let op = base + k
            switch op.pointee.kind {
            case .literal:
                guard i < end, p[i] == op.pointee.bytes.0 else {
                    throw ParseFailure(reason: .literalMismatch(expected: op.pointee.bytes.0, found: i < end ? p[i] : nil),
                                       position: i, op: k)
                }
                i += 1
            case .whitespace:
                while i < end && isSpace(p[i]) { i += 1 }
            case .number:
                i = try number(op, k, p, i, end, &f)
            case .name:
                i = try name(op.pointee, k, p, i, end, &f)
            case .ampm:
                guard i + 1 < end, p[i + 1] | 0x20 == UInt8(ascii: "m"),
                      p[i] | 0x20 == UInt8(ascii: "a") || p[i] | 0x20 == UInt8(ascii: "p") else {
                    throw ParseFailure(reason: .unknownName(kind: "AM or PM", found: letters(p, i, end)),
                                       position: i, op: k)
                }
                if p[i] | 0x20 == UInt8(ascii: "p") { f.has.insert(.pm) } else { f.has.remove(.pm) }
                i += 2
            case .offset:
                var j = i
                if op.pointee.style == OffsetStyle.strptime.rawValue || op.pointee.style == OffsetStyle.colon.rawValue {
                    while j < end && isSpace(p[j]) { j += 1 }
                }
                let (seconds, next) = try offset(OffsetStyle(rawValue: op.pointee.style) ?? .strptime, p, j, end, k)
                f.offset = seconds
                f.has.insert(.offset)
                i = next
            case .zoneName:
                i = try zoneName(k, p, i, end, &f)
            case .epoch:
                i = try epoch(EpochUnit(rawValue: op.pointee.style) ?? .seconds, k, p, i, end, &f)
            case .fraction:
                i = try fraction(op, k, p, i, end, &f)
            case .oneOf:
                guard i < end, op.pointee.has(p[i]) else {
                    throw ParseFailure(reason: .expectedOneOf(op.pointee.byteList, found: i < end ? p[i] : nil),
                                       position: i, op: k)
                }
                i += 1
            case .optional:
                let present = i < end && (op.pointee.count == 0 ? isDigit(p[i]) : op.pointee.has(p[i]))
                if !present { k += Int(op.pointee.skip) }
            }
            k += 1
        }
        return i
    }

    static let pow10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// A fraction op (``Op/fraction(min:max:unitDigits:)``) at `start`: up to its width in digits.
    /// `%f` leaves any further digit to the next op, as glibc's numbers do; `%Nf` and `%-Nf` name
    /// a unit, so a run of digits of another length is their error, at the run's start.
    static func fraction(_ op: UnsafePointer<Op>, _ k: Int, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                         _ f: inout Fields) throws(ParseFailure) -> Int {
        let op = op.pointee
        var i = start
        var value = 0
        while i < end && i - start < Int(op.maxDigits) && isDigit(p[i]) {
            value = value * 10 + Int(p[i] &- 0x30)
            i += 1
        }
        guard i > start else {
            throw ParseFailure(reason: .expectedDigits(found: i < end ? p[i] : nil), position: i, op: k)
        }
        if op.style != 0 {
            var run = i
            while run < end && isDigit(p[run]) { run += 1 }
            if run != i || i - start < Int(op.minDigits) {
                throw ParseFailure(reason: .digitCount(expected: Int(op.minDigits)...Int(op.maxDigits), found: run - start),
                                   position: start, op: k)
            }
        }
        f.nanos = value * pow10[9 - (op.style != 0 ? Int(op.style) : i - start)]
        f.has.insert(.nanos)
        return i
    }

    @inline(__always)
    static func number(_ op: UnsafePointer<Op>, _ k: Int, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                       _ f: inout Fields) throws(ParseFailure) -> Int {
        let op = op.pointee
        var i = start
        let hi = Int(op.hi)
        if op.glibc { while i < end && isSpace(p[i]) { i += 1 } }
        let digitsAt = i
        guard i < end, isDigit(p[i]) else {
            throw ParseFailure(reason: .expectedDigits(found: i < end ? p[i] : nil), position: i, op: k)
        }
        var value = 0
        var n = 0
        if op.glibc {
            // glibc's get_number: up to maxDigits digits, but stop before a digit that
            // would certainly exceed the upper bound.
            repeat {
                value = value * 10 + Int(p[i] &- 0x30)
                i += 1
                n += 1
            } while n < Int(op.maxDigits) && value * 10 <= hi && i < end && isDigit(p[i])
        } else {
            while n < Int(op.maxDigits) && i < end && isDigit(p[i]) {
                value = value * 10 + Int(p[i] &- 0x30)
                i += 1
                n += 1
            }
            if n < Int(op.minDigits) {
                throw ParseFailure(reason: .expectedDigits(found: i < end ? p[i] : nil), position: i, op: k)
            }
        }
        if value < Int(op.lo) || value > hi {
            throw ParseFailure(reason: .outOfRange(field: op.field.name, value: value,
                                                   allowed: Int(op.lo)...(op.field == .second ? 60 : hi)),
                               position: digitsAt, op: k)
        }
        switch op.field {
        case .year:
            f.year = value; f.has.insert(.year); f.has.remove(.wantCentury)
        case .century:
            f.century = value; f.has.insert(.century)
        case .yearInCentury:
            f.year = value >= 69 ? 1900 + value : 2000 + value; f.has.formUnion([.year, .wantCentury])
        case .month:
            f.month = value; f.has.insert(.month)
        case .day:
            f.day = value; f.has.insert(.day); f.dayAt = digitsAt; f.dayOp = k
        case .dayOfYear:
            f.dayOfYear = value; f.has.insert(.dayOfYear); f.yearDayAt = digitsAt; f.yearDayOp = k
        case .hour:
            f.hour = value; f.has.insert(.hour); f.has.remove(.hour12)
        case .hour12:
            f.hour = value % 12; f.has.formUnion([.hour, .hour12])
        case .minute:
            f.minute = value; f.has.insert(.minute)
        case .second:
            if value == 61 {
                throw ParseFailure(reason: .outOfRange(field: "second", value: 61, allowed: 0...60),
                                   position: digitsAt, op: k)
            }
            f.second = value; f.has.insert(.second); f.secondAt = digitsAt; f.secondOp = k
        case .weekdayMondayOne, .weekdaySundayZero:
            f.weekday = value % 7; f.has.insert(.weekday); f.weekdayAt = digitsAt; f.weekdayOp = k
        case .isoWeekYear:
            f.isoWeekYear = value; f.has.insert(.isoWeekYear)
        case .isoWeekYearInCentury:
            f.isoWeekYear = value >= 69 ? 1900 + value : 2000 + value; f.has.insert(.isoWeekYear)
        case .isoWeek:
            f.isoWeek = value; f.has.insert(.isoWeek); f.weekAt = digitsAt; f.weekOp = k
        case .isoWeekday:
            f.weekday = value % 7; f.has.insert(.weekday); f.weekdayAt = digitsAt; f.weekdayOp = k
        case .sundayWeek, .mondayWeek:
            f.week = value; f.mondayWeeks = op.field == .mondayWeek; f.has.insert(.weekOfYear)
            f.weekAt = digitsAt; f.weekOp = k
        }
        return i
    }

    /// The run of ASCII letters at `i` (at most 16), for messages.
    static func letters(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> String {
        var j = i
        while j < end && j - i < 16 && (p[j] | 0x20) >= UInt8(ascii: "a") && (p[j] | 0x20) <= UInt8(ascii: "z") { j += 1 }
        return String(decoding: UnsafeBufferPointer(start: p + i, count: j - i), as: UTF8.self)
    }

    /// Three lower-cased bytes packed little-endian, or 0 if there are fewer than three.
    @inline(__always)
    static func key3(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> UInt32 {
        guard i + 2 < end else { return 0 }
        return UInt32(p[i] | 0x20) | UInt32(p[i + 1] | 0x20) << 8 | UInt32(p[i + 2] | 0x20) << 16
    }

    /// 1...12 for a three-letter month abbreviation key, else 0.
    @inline(__always)
    static func month(key: UInt32) -> Int {
        switch key {
        case 0x6E_61_6A: return 1   // jan
        case 0x62_65_66: return 2   // feb
        case 0x72_61_6D: return 3   // mar
        case 0x72_70_61: return 4   // apr
        case 0x79_61_6D: return 5   // may
        case 0x6E_75_6A: return 6   // jun
        case 0x6C_75_6A: return 7   // jul
        case 0x67_75_61: return 8   // aug
        case 0x70_65_73: return 9   // sep
        case 0x74_63_6F: return 10  // oct
        case 0x76_6F_6E: return 11  // nov
        case 0x63_65_64: return 12  // dec
        default: return 0
        }
    }

    /// 1...7 (Sunday = 1) for a three-letter weekday key, else 0.
    @inline(__always)
    static func weekday(key: UInt32) -> Int {
        switch key {
        case 0x6E_75_73: return 1   // sun
        case 0x6E_6F_6D: return 2   // mon
        case 0x65_75_74: return 3   // tue
        case 0x64_65_77: return 4   // wed
        case 0x75_68_74: return 5   // thu
        case 0x69_72_66: return 6   // fri
        case 0x74_61_73: return 7   // sat
        default: return 0
        }
    }

    static let monthSuffixes: [StaticString] = ["uary", "ruary", "ch", "il", "", "e", "y", "ust", "tember", "ober", "ember", "ember"]
    static let weekdaySuffixes: [StaticString] = ["day", "day", "sday", "nesday", "rsday", "day", "urday"]

    /// Whether the bytes at `i` are `suffix`, ignoring ASCII case.
    @inline(__always)
    static func matches(_ suffix: StaticString, _ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard count > 0 else { return true }
        guard end - i >= count else { return false }
        let s = suffix.utf8Start
        for n in 0..<count where p[i + n] | 0x20 != s[n] { return false }
        return true
    }

    static func name(_ op: Op, _ k: Int, _ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int,
                     _ f: inout Fields) throws(ParseFailure) -> Int {
        let key = key3(p, i, end)
        let isMonth = op.style == NameKind.month.rawValue
        let index = isMonth ? month(key: key) : weekday(key: key)
        let form = NameForm(rawValue: op.form) ?? .either
        if index > 0 {
            let suffix = isMonth ? monthSuffixes[index - 1] : weekdaySuffixes[index - 1]
            // "May" is its own full name: it counts as both forms.
            let full = matches(suffix, p, i + 3, end)
            let length = 3 + (full ? suffix.utf8CodeUnitCount : 0)
            let fits = switch form {
            case .either: true
            case .abbreviated: !full || suffix.utf8CodeUnitCount == 0
            case .full: full
            }
            if fits {
                if isMonth {
                    f.month = index; f.has.insert(.month)
                } else {
                    f.weekday = index - 1; f.has.insert(.weekday); f.weekdayAt = i; f.weekdayOp = k
                }
                return i + (form == .abbreviated ? 3 : length)
            }
        }
        let choices = switch (isMonth, form) {
        case (true, .abbreviated): "a month abbreviation (Jan...Dec)"
        case (true, .full): "a month name (January...December)"
        case (true, .either): "a month name (Jan...Dec or January...December)"
        case (false, .abbreviated): "a weekday abbreviation (Sun...Sat)"
        case (false, .full): "a weekday name (Sunday...Saturday)"
        case (false, .either): "a weekday name (Sun...Sat or Sunday...Saturday)"
        }
        throw ParseFailure(reason: .unknownName(kind: choices, found: letters(p, i, end)), position: i, op: k)
    }

    /// `%Z` at `i`: white space, then `UTC`, `GMT`, `UT` or `Z` in any case as a whole token,
    /// ending at white space or the end of the input, as glibc's `%Z` reads a token. A known word
    /// inside a longer token (`UTC+05:00`, `GMT+1`, `UTC5`, `UT:00`) is an error naming the
    /// token: taking the word and leaving the rest would, in prefix mode, drop an offset.
    static func zoneName(_ k: Int, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                         _ f: inout Fields) throws(ParseFailure) -> Int {
        var i = start
        while i < end && isSpace(p[i]) { i += 1 }
        var j = i
        while j < end && !isSpace(p[j]) { j += 1 }
        let known = switch j - i {
        case 1: p[i] | 0x20 == UInt8(ascii: "z")
        case 2: p[i] | 0x20 == UInt8(ascii: "u") && p[i + 1] | 0x20 == UInt8(ascii: "t")
        case 3: key3(p, i, j) == 0x63_74_75 || key3(p, i, j) == 0x74_6D_67   // utc, gmt
        default: false
        }
        if known {
            f.offset = 0
            f.has.insert(.offset)
            return j
        }
        // In a named zone, its abbreviations ("PDT", "CEST", "+0530") are read
        // once the local time is known: whether one is valid depends on it.
        if f.readsZoneAbbreviations && j > i && j - i <= 8 {
            var token: UInt64 = 0
            for index in i..<j { token |= UInt64(p[index]) << (8 * UInt64(index - i)) }
            (f.zoneToken, f.zoneTokenLength, f.zoneTokenAt, f.zoneTokenOp) = (token, j - i, i, k)
            return j
        }
        do {
            // At most 16 bytes of the token, cut back to a whole UTF-8 character.
            var cut = Swift.min(j, i + 16)
            while cut > i && cut < j && p[cut] & 0xC0 == 0x80 { cut -= 1 }
            let token = InputQuote.escaped(p, i, cut)
            throw ParseFailure(reason: .unknownZone(found: cut < j ? token + "…" : token), position: i, op: k)
        }
    }

    /// Parses a UTC offset in `style` at `i`; returns seconds east and the end.
    static func offset(_ style: OffsetStyle, _ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int,
                       _ k: Int) throws(ParseFailure) -> (Int, Int) {
        func bad() -> ParseFailure {
            var j = i
            while j < end && j - i < 8 && !isSpace(p[j]) { j += 1 }
            return ParseFailure(reason: .invalidOffset(found: InputQuote.escaped(p, i, j)),
                                position: i, op: k)
        }
        guard i < end else { throw bad() }
        let first = p[i]
        if first == UInt8(ascii: "Z") && style != .fourDigits { return (0, i + 1) }
        if first == UInt8(ascii: "z") && style == .rfc3339 { return (0, i + 1) }
        guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { throw bad() }
        var j = i + 1
        var value = 0
        var n = 0
        switch style {
        case .strptime:
            // glibc: up to four digits, a colon allowed after the first two.
            while n < 4 && j < end && isDigit(p[j]) {
                value = value * 10 + Int(p[j] &- 0x30)
                j += 1
                n += 1
                if n == 2 && j + 1 < end && p[j] == UInt8(ascii: ":") && isDigit(p[j + 1]) { j += 1 }
            }
            if n == 2 { value *= 100 } else if n != 4 { throw bad() }
        case .colon, .rfc3339, .isoExtended, .isoBasic, .fourDigits:
            guard j + 1 < end, isDigit(p[j]), isDigit(p[j + 1]) else { throw bad() }
            value = Int(p[j] &- 0x30) * 1000 + Int(p[j + 1] &- 0x30) * 100
            j += 2
            let colon = style == .colon || style == .rfc3339 || style == .isoExtended
            var wantMinutes = style != .isoExtended && style != .isoBasic
            if colon {
                if j < end && p[j] == UInt8(ascii: ":") { j += 1; wantMinutes = true } else if wantMinutes { throw bad() }
            } else if style == .isoBasic {
                wantMinutes = j < end && isDigit(p[j])
            }
            if wantMinutes {
                guard j + 1 < end, isDigit(p[j]), isDigit(p[j + 1]) else { throw bad() }
                value += Int(p[j] &- 0x30) * 10 + Int(p[j + 1] &- 0x30)
                j += 2
            }
        }
        let hours = value / 100
        let minutes = value % 100
        if minutes >= 60 {
            throw ParseFailure(reason: .outOfRange(field: "offset minute", value: minutes, allowed: 0...59), position: i, op: k)
        }
        if hours > 23 {
            throw ParseFailure(reason: .outOfRange(field: "offset hour", value: hours, allowed: 0...23), position: i, op: k)
        }
        let seconds = hours * 3600 + minutes * 60
        return (first == UInt8(ascii: "-") ? -seconds : seconds, j)
    }

    static func epoch(_ unit: EpochUnit, _ k: Int, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                      _ f: inout Fields) throws(ParseFailure) -> Int {
        var i = start
        var negative = false
        if i < end && (p[i] == UInt8(ascii: "-") || (unit != .strptimeSeconds && p[i] == UInt8(ascii: "+"))) {
            negative = p[i] == UInt8(ascii: "-")
            i += 1
        }
        guard i < end, isDigit(p[i]) else {
            throw ParseFailure(reason: .expectedDigits(found: i < end ? p[i] : nil), position: i, op: k)
        }
        // Accumulate as a negative number so that Int64.min fits.
        var value: Int64 = 0
        while i < end && isDigit(p[i]) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.subtractingReportingOverflow(Int64(p[i] &- 0x30))
            if o1 || o2 {
                throw ParseFailure(reason: .overflow(field: unit == .milliseconds ? "milliseconds" : "seconds"),
                                   position: start, op: k)
            }
            value = next
            i += 1
        }
        if !negative {
            guard value != Int64.min else {
                throw ParseFailure(reason: .overflow(field: unit == .milliseconds ? "milliseconds" : "seconds"),
                                   position: start, op: k)
            }
            value = -value
        }
        switch unit {
        case .strptimeSeconds:
            // glibc: the broken-down time of that instant (in UTC); later directives override fields.
            f.has = [.epoch]
            f.epoch = value
        case .seconds:
            var nanos = 0
            if i + 1 < end && p[i] == UInt8(ascii: ".") && isDigit(p[i + 1]) {
                var j = i + 1
                var fraction = 0
                while j < end && j - i <= 9 && isDigit(p[j]) {
                    fraction = fraction * 10 + Int(p[j] &- 0x30)
                    j += 1
                }
                nanos = fraction * pow10[9 - (j - i - 1)]
                i = j
            }
            if negative && nanos > 0 {
                guard value != Int64.min else {
                    throw ParseFailure(reason: .overflow(field: "seconds"), position: start, op: k)
                }
                value -= 1
                nanos = 1_000_000_000 - nanos
            }
            f.has = [.epoch, .epochOnly]
            f.epoch = value
            f.nanos = nanos
        case .milliseconds:
            f.has = [.epoch, .epochOnly]
            let (seconds, millis) = value.floorDivMod(1000)
            f.epoch = seconds
            f.nanos = Int(millis) * 1_000_000
        }
        return i
    }

    /// The day `%U` or `%W` and a weekday name in `year`, glibc's way: week 1 starts on the
    /// year's first Sunday (`%U`) or Monday (`%W`), week 0 holds the days before it. glibc
    /// computes a day outside the year (Sunday of week 0 when January 1 is a Monday), or
    /// outside a given month, and carries on with a date no record named; this rejects it and
    /// names the weeks that do hold that weekday in the year (or the month).
    static func weekDate(_ f: Fields, year: Int, month: Int?) throws(ParseFailure) -> Int {
        let january1 = CivilDate.days(year: year, month: 1, day: 1)
        let first = f.mondayWeeks ? 1 : 0
        // Day of the year (0-based) of `weekday` in `week`, as glibc's strptime computes it.
        func dayOfYear(_ week: Int) -> Int {
            (7 - (CivilDate.weekday(days: Int64(january1)) - first)) % 7 + (week - 1) * 7 + (f.weekday - first + 7) % 7
        }
        let fits = { (week: Int) -> Bool in
            let day = dayOfYear(week)
            guard day >= 0 && day < CivilDate.daysInYear(year) else { return false }
            return month.map { CivilDate.civil(days: Int64(january1 + day)).month == $0 } ?? true
        }
        guard fits(f.week) else {
            let weeks = (0...53).filter(fits)
            throw ParseFailure(reason: .outOfRange(field: "week", value: f.week, allowed: (weeks.first ?? 0)...(weeks.last ?? 0)),
                               position: f.weekAt, op: f.weekOp)
        }
        return january1 + dayOfYear(f.week)
    }

    /// Turns fields into an instant, checking what glibc lets pass.
    static func resolve(_ f: inout Fields, _ config: ParseConfig, start: Int) throws(ParseFailure) -> Timestamp {
        if f.has.contains(.epochOnly) {
            return Timestamp(uncheckedSeconds: f.epoch, nanoseconds: Int32(f.nanos))
        }
        var year: Int
        var month = 1, day = 1, hour = 0, minute = 0, second = 0
        var offset = config.defaultOffset
        if f.has.contains(.epoch) {
            let (days, remainder) = f.epoch.floorDivMod(86_400)
            let secondOfDay = Int(remainder)
            if !f.has.isDisjoint(with: [.year, .century, .month, .day, .dayOfYear, .hour, .minute, .second, .weekOfYear]) {
                let civil = CivilDate.civil(days: days)
                guard civil.year >= 0 && civil.year <= 9999 else {
                    throw ParseFailure(reason: .outOfRange(field: "year", value: Int(clamping: civil.year), allowed: 0...9999),
                                       position: start, op: -1)
                }
                year = Int(civil.year); month = civil.month; day = civil.day
            } else {
                // Only %s (and maybe %z or %Z, %f, %a): the instant itself, its wall time read at
                // the offset as glibc does (`%s %z` on "0 +0100" is -3600), so any year %s reaches.
                if f.has.contains(.weekday) && CivilDate.weekday(days: days) != f.weekday {
                    let civil = CivilDate.civil(days: days)
                    throw ParseFailure(reason: .weekdayMismatch(found: f.weekday, actual: CivilDate.weekday(days: days),
                                                                year: Int(clamping: civil.year), month: civil.month, day: civil.day),
                                       position: f.weekdayAt, op: f.weekdayOp)
                }
                let (seconds, overflow) = f.epoch.subtractingReportingOverflow(Int64(f.has.contains(.offset) ? f.offset : 0))
                guard !overflow else { throw ParseFailure(reason: .overflow(field: "seconds"), position: start, op: -1) }
                return Timestamp(uncheckedSeconds: seconds, nanoseconds: Int32(f.nanos))
            }
            hour = secondOfDay / 3600; minute = secondOfDay / 60 % 60; second = secondOfDay % 60
            offset = 0
        } else {
            year = config.year(month: f.has.contains(.month) ? f.month : 1, day: f.has.contains(.day) ? f.day : 1)
            if year == ParseConfig.missingYear {
                // A date without a year is refused; a time of day alone (or
                // with %G or %V, which glibc reads and ignores) is on 1970-01-01.
                let date = !f.has.isDisjoint(with: [.month, .day, .dayOfYear, .weekOfYear])
                guard !date || !f.has.isDisjoint(with: [.year, .century, .isoWeekYear]) else {
                    throw ParseFailure(reason: .missingYear, position: start, op: -1)
                }
                year = 1970
            }
        }
        if f.has.contains(.year) { year = f.year }
        if f.has.contains(.century) {
            year = f.has.contains(.wantCentury) ? ((year % 100) + 100) % 100 + f.century * 100 : f.century * 100
        }
        if f.has.contains(.month) { month = f.month }
        if f.has.contains(.day) { day = f.day }
        if f.has.contains(.hour) { hour = f.hour + (f.has.isSuperset(of: [.hour12, .pm]) ? 12 : 0) }
        if f.has.contains(.minute) { minute = f.minute }
        if f.has.contains(.second) { second = f.second }
        if f.has.contains(.offset) { offset = f.offset }

        var days: Int
        // Week numbers only count when no day of the month or year is given, as in glibc.
        let hasDay = !f.has.isDisjoint(with: [.day, .dayOfYear])
        if !hasDay && f.has.isSuperset(of: [.isoWeek, .isoWeekYear, .weekday]) {
            let weeks = CivilDate.isoWeeksInYear(f.isoWeekYear)
            if f.isoWeek < 1 || f.isoWeek > weeks {
                throw ParseFailure(reason: .outOfRange(field: "week", value: f.isoWeek, allowed: 1...weeks),
                                   position: f.weekAt, op: f.weekOp)
            }
            days = CivilDate.days(isoWeekYear: f.isoWeekYear, week: f.isoWeek, weekday: (f.weekday + 6) % 7 + 1)
        } else if !hasDay && f.has.isSuperset(of: [.weekOfYear, .weekday]) {
            days = try weekDate(f, year: year, month: f.has.contains(.month) ? month : nil)
        } else if f.has.contains(.dayOfYear) {
            let daysInYear = CivilDate.daysInYear(year)
            if f.dayOfYear > daysInYear {
                throw ParseFailure(reason: .outOfRange(field: "day of year", value: f.dayOfYear, allowed: 1...daysInYear),
                                   position: f.yearDayAt, op: f.yearDayOp)
            }
            days = CivilDate.days(year: year, month: 1, day: 1) + f.dayOfYear - 1
            if f.has.contains(.month) || f.has.contains(.day) {
                let civil = CivilDate.civil(days: Int64(days))
                if (f.has.contains(.month) && civil.month != month) || (f.has.contains(.day) && civil.day != day) {
                    throw ParseFailure(reason: .dayOfYearMismatch(dayOfYear: f.dayOfYear, year: year, month: month, day: day),
                                       position: f.yearDayAt, op: f.yearDayOp)
                }
            }
        } else {
            if day > 28 && day > CivilDate.daysInMonth(year: year, month: month) {
                throw ParseFailure(reason: .invalidDate(year: year, month: month, day: day),
                                   position: f.dayAt, op: f.dayOp)
            }
            days = CivilDate.days(year: year, month: month, day: day)
        }
        if f.has.contains(.weekday) && !f.has.isDisjoint(with: [.day, .dayOfYear, .epoch]) {
            let actual = CivilDate.weekday(days: Int64(days))
            if actual != f.weekday {
                let civil = CivilDate.civil(days: Int64(days))
                throw ParseFailure(reason: .weekdayMismatch(found: f.weekday, actual: actual, year: Int(civil.year),
                                                            month: civil.month, day: civil.day),
                                   position: f.weekdayAt, op: f.weekdayOp)
            }
        }
        var seconds = Int64(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
        if let zone = config.zone, !f.has.contains(.offset) {
            seconds = try zonedInstant(zone, localSeconds: seconds + Int64(offset), f, config, start: start)
        }
        if second == 60 && seconds % 86_400 != 0 {
            throw ParseFailure(reason: .invalidLeapSecond, position: f.secondAt, op: f.secondOp)
        }
        return Timestamp(uncheckedSeconds: seconds, nanoseconds: Int32(f.nanos))
    }

    /// The instant of a wall time in a named zone: by the `%Z` abbreviation
    /// the record gave (which also settles a repeated hour), else by the
    /// format's rule for repeated and skipped hours.
    static func zonedInstant(_ zone: NamedTimeZone, localSeconds: Int64, _ f: Fields, _ config: ParseConfig,
                             start: Int) throws(ParseFailure) -> Int64 {
        let local = CivilDate.civil(days: localSeconds.floorDivMod(86_400).quotient)
        let secondOfDay = Int(localSeconds.floorDivMod(86_400).remainder)
        let wallTime = CivilDate.render(year: Int(local.year), month: local.month, day: local.day, secondOfDay: secondOfDay)
        if f.zoneTokenLength > 0 {
            let bytes = (0..<f.zoneTokenLength).map { UInt8(truncatingIfNeeded: f.zoneToken >> (8 * UInt64($0))) }
            let abbreviation = String(decoding: bytes, as: UTF8.self)
            guard let offset = zone.offsets(atLocalSeconds: localSeconds).first(where: { $0.abbreviation == abbreviation }) else {
                // Escaped from the bytes, so that bytes that are not UTF-8 show as \xFF, as in the input's quote.
                let found = bytes.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress.map { InputQuote.escaped($0, 0, buffer.count) } ?? ""
                }
                throw ParseFailure(reason: .zoneAbbreviationMismatch(found: found, zone: zone.name, wallTime: wallTime),
                                   position: f.zoneTokenAt, op: f.zoneTokenOp)
            }
            return localSeconds - Int64(offset.seconds)
        }
        do {
            return try zone.instant(localSeconds: localSeconds, ambiguity: config.ambiguity)
        } catch {
            switch error {
            case .ambiguousLocalTime:
                throw ParseFailure(reason: .ambiguousLocalTime(zone: zone.name, wallTime: wallTime), position: start, op: -1)
            case .nonexistentLocalTime:
                throw ParseFailure(reason: .nonexistentLocalTime(zone: zone.name, wallTime: wallTime), position: start, op: -1)
            default:
                throw ParseFailure(reason: .overflow(field: "seconds"), position: start, op: -1)
            }
        }
    }
}
