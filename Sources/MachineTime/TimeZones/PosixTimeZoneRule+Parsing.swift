// The grammar (POSIX.1-2017 §8.3 with RFC 8536 §3.3.1's extensions), which this parser
// accepts in full and nothing else:
//
//     rule    = std offset [dst [offset] [',' change ',' change]]
//     std/dst = 3+ ASCII letters | '<' 3+ of [A-Za-z0-9+-] '>'
//     offset  = [+-] hh[:mm[:ss]]          hours 0...24, west of Greenwich positive
//     change  = day ['/' time]              time defaults to 02:00:00
//     day     = 'J' n (1...365) | n (0...365) | 'M' m '.' w '.' d (1...12, 1...5, 0...6)
//     time    = [+-] hhh[:mm[:ss]]          hours -167...167 (RFC 8536 extension)
//
// A dst without changes gets the US rules `M3.2.0,M11.1.0`, glibc's fallback when no
// `posixrules` file is installed; the tz database's footers always spell their changes.

extension PosixTimeZoneRule {
    /// Parses `text`; `zone` only names the zone in errors.
    init(parsing text: String, zone: String) throws(TimeZoneError) {
        var parser = PosixRuleParser(bytes: Array(text.utf8))
        do {
            self = try parser.rule()
        } catch {
            throw .invalidRule(zone: zone, rule: text, offset: parser.position, expected: error.expected)
        }
    }
}

/// What the parser expected where it stopped; becomes ``TimeZoneError/invalidRule(zone:rule:offset:expected:)``.
struct PosixRuleFailure: Error {
    var expected: String
}

/// A cursor over the rule's bytes with one method per grammar production.
struct PosixRuleParser {
    let bytes: [UInt8]
    var position = 0

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func rule() throws(PosixRuleFailure) -> PosixTimeZoneRule {
        let standardName = try name()
        let standardOffset = try offset(maximumHours: 24, what: "a UTC offset such as 8 or -5:30")
        let standard = ZoneOffset(seconds: standardOffset, abbreviation: standardName, isDaylightSaving: false)
        guard current != nil else { return PosixTimeZoneRule(standard: standard, daylight: nil) }
        let daylightName = try name()
        // Without its own offset, daylight saving time is one hour ahead of standard time.
        var daylightOffset = standardOffset + 3_600
        if current != nil && current != UInt8(ascii: ",") {
            daylightOffset = try offset(maximumHours: 24, what: "a UTC offset such as 7 or ','")
        }
        let daylight = ZoneOffset(seconds: daylightOffset, abbreviation: daylightName, isDaylightSaving: true)
        guard current != nil else {
            let us = PosixTimeZoneRule.Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7_200)
            let usEnd = PosixTimeZoneRule.Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7_200)
            return PosixTimeZoneRule(standard: standard, daylight: .init(offset: daylight, start: us, end: usEnd))
        }
        try expect(UInt8(ascii: ","), "',' before the start of daylight saving time")
        let start = try change()
        try expect(UInt8(ascii: ","), "',' before the end of daylight saving time")
        let end = try change()
        guard current == nil else { throw PosixRuleFailure(expected: "the end of the rule") }
        return PosixTimeZoneRule(standard: standard, daylight: .init(offset: daylight, start: start, end: end))
    }

    /// `PST`, or `<+0530>` for a designation with digits or signs.
    private mutating func name() throws(PosixRuleFailure) -> String {
        let nameStart = position
        let quoted = current == UInt8(ascii: "<")
        if quoted { position += 1 }
        let start = position
        while let byte = current, Self.isNameByte(byte, quoted: quoted) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard position - start >= 3 else {
            position = nameStart    // the error points at the name, not after it
            throw PosixRuleFailure(expected: quoted ? "3 or more of A-Z a-z 0-9 + - then '>'" : "a zone abbreviation of 3 or more letters")
        }
        if quoted { try expect(UInt8(ascii: ">"), "'>' after a quoted abbreviation") }
        return text
    }

    private static func isNameByte(_ byte: UInt8, quoted: Bool) -> Bool {
        let letter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        guard quoted else { return letter }
        return letter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// A POSIX offset (west positive) returned as a UTC offset (east positive).
    private mutating func offset(maximumHours: Int, what: String) throws(PosixRuleFailure) -> Int {
        -(try signedTime(maximumHours: maximumHours, what: what))
    }

    /// `[+-]h[h][:mm[:ss]]` in seconds.
    private mutating func signedTime(maximumHours: Int, what: String) throws(PosixRuleFailure) -> Int {
        var sign = 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            sign = current == UInt8(ascii: "-") ? -1 : 1
            position += 1
        }
        let hours = try number(digits: maximumHours > 99 ? 3 : 2, range: 0...maximumHours, what: what)
        var seconds = hours * 3_600
        for unit in [60, 1] {
            guard current == UInt8(ascii: ":") else { break }
            position += 1
            seconds += unit * (try number(digits: 2, range: 0...59, what: unit == 60 ? "minutes 00...59" : "seconds 00...59"))
        }
        return sign * seconds
    }

    /// `day ['/' time]`.
    private mutating func change() throws(PosixRuleFailure) -> PosixTimeZoneRule.Change {
        let day = try self.day()
        var time = 7_200
        if current == UInt8(ascii: "/") {
            position += 1
            time = try signedTime(maximumHours: 167, what: "a time of day, hours -167...167")
        }
        return PosixTimeZoneRule.Change(day: day, time: Int64(time))
    }

    private mutating func day() throws(PosixRuleFailure) -> PosixTimeZoneRule.Day {
        switch current {
        case UInt8(ascii: "J"):
            position += 1
            return .julian(try number(digits: 3, range: 1...365, what: "a day 1...365 after J"))
        case UInt8(ascii: "M"):
            position += 1
            let month = try number(digits: 2, range: 1...12, what: "a month 1...12 after M")
            try expect(UInt8(ascii: "."), "'.' after the month")
            let week = try number(digits: 1, range: 1...5, what: "a week 1...5")
            try expect(UInt8(ascii: "."), "'.' after the week")
            let weekday = try number(digits: 1, range: 0...6, what: "a weekday 0...6 (0 = Sunday)")
            return .monthWeekDay(month: month, week: week, weekday: weekday)
        default:
            return .zeroBasedDay(try number(digits: 3, range: 0...365, what: "a day: Jn, n or Mm.w.d"))
        }
    }

    /// One to `digits` decimal digits whose value is in `range`; the position stays at the
    /// number's start when it is out of range, so the error points at it.
    private mutating func number(digits: Int, range: ClosedRange<Int>, what: String) throws(PosixRuleFailure) -> Int {
        let start = position
        var value = 0
        while position - start < digits, let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            position += 1
        }
        guard position > start, range.contains(value) else {
            position = start
            throw PosixRuleFailure(expected: what)
        }
        return value
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(PosixRuleFailure) {
        guard current == byte else { throw PosixRuleFailure(expected: what) }
        position += 1
    }
}
