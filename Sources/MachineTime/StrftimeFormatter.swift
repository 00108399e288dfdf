// Formatting back: strftime in the C locale for the same directives the parser
// accepts, so that `parse(format(t)) == t` for every format that fixes the
// instant (see the round-trip notes in MachineTime.md).

/// A format prepared for writing.
struct StrftimeTemplate: Sendable, Hashable {
    enum Zone: Sendable, Hashable {
        /// Write in the offset asked for (or the default offset).
        case given
        /// Always write in UTC (`%Z`, HTTP dates, Unix presets).
        case utc
        /// `Z` when the offset is zero, else `±hh:mm` (RFC 3339).
        case zulu
    }

    enum Item: Sendable, Hashable {
        case literal(UInt8)
        case directive(UInt8)
        case colonOffset
        /// `.` and 1–9 digits when the fraction is not zero, trailing zeros dropped.
        case trimmedFraction
        case zulu
        case millis
        /// Signed decimal seconds, fraction trimmed: `-1.5` (the Unix seconds preset).
        case decimalSeconds
        /// The first `digits` digits of the fraction (`%3f`, `%3N`: milliseconds with their
        /// zeros, `098`); unpadded (`%-3f`: `98`) when not `padded`.
        case fixedFraction(digits: Int, padded: Bool)
    }

    var items: [Item] = []
    var zone: Zone = .given
    /// RFC 3339 (`%Y-%m-%dT%H:%M:%S`, fraction, `Z`): the commonest output, written at once
    /// when the instant is whole seconds in UTC of years 0...9999 (``Timestamp/writeRFC3339(to:)``).
    var isRFC3339 = false

    /// From a strptime format that already compiled (so every directive is known).
    init(_ format: String) {
        let bytes = Array(format.utf8)
        append(bytes)
        if items.contains(.directive(UInt8(ascii: "Z"))) { zone = .utc }
    }

    init(preset format: String, fraction: Bool, zone: Zone, millis: Bool = false, decimalSeconds: Bool = false) {
        append(Array(format.utf8))
        if decimalSeconds { items.append(.decimalSeconds) }
        if fraction { items.append(.trimmedFraction) }
        if zone == .zulu { items.append(.zulu) }
        if millis { items.append(.millis) }
        self.zone = zone
        isRFC3339 = format == "%Y-%m-%dT%H:%M:%S" && fraction && zone == .zulu && !millis && !decimalSeconds
    }

    private mutating func append(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%"), index + 1 < bytes.count else {
                items.append(.literal(byte)); index += 1; continue
            }
            let letter = bytes[index + 1]
            index += 2
            if let (fraction, length) = Self.fixedFraction(letter, bytes[index...]) {
                items.append(fraction); index += length; continue
            }
            switch letter {
            case UInt8(ascii: "D"): append(Array("%m/%d/%y".utf8))
            case UInt8(ascii: "F"): append(Array("%Y-%m-%d".utf8))
            case UInt8(ascii: "T"): append(Array("%H:%M:%S".utf8))
            case UInt8(ascii: "R"): append(Array("%H:%M".utf8))
            case UInt8(ascii: "r"): append(Array("%I:%M:%S %p".utf8))
            case UInt8(ascii: "c"): append(Array("%a %b %e %H:%M:%S %Y".utf8))
            case UInt8(ascii: "x"): append(Array("%m/%d/%y".utf8))
            case UInt8(ascii: "X"): append(Array("%H:%M:%S".utf8))
            // The format compiled, so `E` and `O` precede a directive they leave as it is.
            case UInt8(ascii: "E"), UInt8(ascii: "O"):
                if index < bytes.count { append([UInt8(ascii: "%"), bytes[index]]); index += 1 }
            case UInt8(ascii: ":"):
                items.append(.colonOffset); index += 1
            default: items.append(.directive(letter))
            }
        }
    }

    /// `%Nf`, `%NN` and `%-Nf` (N 1...9) after their `%`: the item and the bytes it takes after
    /// `letter`; nil for any other directive.
    private static func fixedFraction(_ letter: UInt8, _ rest: ArraySlice<UInt8>) -> (Item, Int)? {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") }
        let isFraction = { (byte: UInt8?) in byte == UInt8(ascii: "f") || byte == UInt8(ascii: "N") }
        if isDigit(letter), isFraction(rest.first) {
            return (.fixedFraction(digits: Int(letter - UInt8(ascii: "0")), padded: true), 1)
        }
        if letter == UInt8(ascii: "-"), let digit = rest.first, isDigit(digit), rest.dropFirst().first == UInt8(ascii: "f") {
            return (.fixedFraction(digits: Int(digit - UInt8(ascii: "0")), padded: false), 2)
        }
        if letter == UInt8(ascii: "N") { return (.fixedFraction(digits: 9, padded: true), 0) }
        return nil
    }

    func format(_ t: Timestamp, offset requested: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(40)
        write(t, offset: requested, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func write(_ t: Timestamp, offset requested: Int, into out: inout [UInt8]) {
        if isRFC3339 && requested == 0 && writeRFC3339(t, into: &out) { return }
        var offset = zone == .utc ? 0 : requested
        var (local, overflow) = t.seconds.addingReportingOverflow(Int64(offset))
        if overflow { offset = 0; local = t.seconds }
        let (days, remainder) = local.floorDivMod(86_400)
        let secondOfDay = Int(remainder)
        let civil = CivilDate.civil(days: days)
        let year = civil.year
        let hour = secondOfDay / 3600, minute = secondOfDay / 60 % 60, second = secondOfDay % 60
        let weekday = CivilDate.weekday(days: days)

        // Digits go straight into `out` (no array per number: a format writes millions of them).
        func number(_ value: Int64, _ width: Int, pad: UInt8 = UInt8(ascii: "0")) {
            if width == 2 && value >= 0 && value < 100 {
                let tens = UInt8(truncatingIfNeeded: value / 10)
                out.append(tens == 0 ? pad : UInt8(ascii: "0") + tens)
                out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
                return
            }
            if value < 0 { out.append(UInt8(ascii: "-")) }
            var digits = 1
            var scan = value.magnitude
            while scan >= 10 { scan /= 10; digits += 1 }
            if digits < width { out.append(contentsOf: repeatElement(pad, count: width - digits)) }
            let at = out.count
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
            var rest = value.magnitude
            for index in stride(from: at + digits - 1, through: at, by: -1) {
                out[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
        }
        func number(_ value: Int, _ width: Int, pad: UInt8 = UInt8(ascii: "0")) { number(Int64(value), width, pad: pad) }
        func text(_ string: String) { out.append(contentsOf: string.utf8) }
        func zoneOffset(colon: Bool) {
            out.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let magnitude = abs(offset)
            number(magnitude / 3600, 2)
            if colon { out.append(UInt8(ascii: ":")) }
            number(magnitude / 60 % 60, 2)
        }

        for item in items {
            switch item {
            case .literal(let byte): out.append(byte)
            case .colonOffset: zoneOffset(colon: true)
            case .zulu: if offset == 0 { out.append(UInt8(ascii: "Z")) } else { zoneOffset(colon: true) }
            case .millis: text(t.epochString(.milliseconds))
            case .fixedFraction(let digits, let padded):
                var scale = 1
                for _ in digits..<9 { scale *= 10 }
                number(Int(t.nanoseconds) / scale, padded ? digits : 1)
            case .decimalSeconds:
                // value = seconds + nanoseconds / 1e9, written as a signed decimal.
                var nanos = Int(t.nanoseconds)
                if t.seconds < 0 && nanos > 0 {
                    text("-" + String((t.seconds + 1).magnitude))
                    nanos = 1_000_000_000 - nanos
                } else {
                    text(String(t.seconds))
                }
                guard nanos > 0 else { continue }
                var width = 9
                while nanos % 10 == 0 { nanos /= 10; width -= 1 }
                out.append(UInt8(ascii: "."))
                number(nanos, width)
            case .trimmedFraction:
                var nanos = Int(t.nanoseconds)
                guard nanos > 0 else { continue }
                var width = 9
                while nanos % 10 == 0 { nanos /= 10; width -= 1 }
                out.append(UInt8(ascii: "."))
                number(nanos, width)
            case .directive(let letter):
                switch letter {
                case UInt8(ascii: "Y"): number(year, 4)
                case UInt8(ascii: "C"): number(year.floorDivided(by: 100), 2)
                case UInt8(ascii: "y"): number(year - year.floorDivided(by: 100) * 100, 2)
                case UInt8(ascii: "m"): number(civil.month, 2)
                case UInt8(ascii: "d"): number(civil.day, 2)
                case UInt8(ascii: "e"): number(civil.day, 2, pad: UInt8(ascii: " "))
                case UInt8(ascii: "j"):
                    let jan1 = CivilDate.civilDays(year: year, month: 1, day: 1)
                    number(days - jan1 + 1, 3)
                case UInt8(ascii: "U"), UInt8(ascii: "W"):
                    // Weeks start on the year's first Sunday (%U) or Monday (%W); days before are week 0.
                    let dayOfYear = days - CivilDate.civilDays(year: year, month: 1, day: 1)
                    let sinceWeekStart = letter == UInt8(ascii: "U") ? weekday : (weekday + 6) % 7
                    number((dayOfYear + 7 - Int64(sinceWeekStart)) / 7, 2)
                case UInt8(ascii: "V"), UInt8(ascii: "G"), UInt8(ascii: "g"):
                    // The ISO week-based year is the year of the week's Thursday.
                    let thursday = days - Int64((weekday + 6) % 7) + 3
                    let isoYear = CivilDate.civil(days: thursday).year
                    let week = (thursday - CivilDate.civilDays(year: isoYear, month: 1, day: 1)) / 7 + 1
                    switch letter {
                    case UInt8(ascii: "V"): number(week, 2)
                    case UInt8(ascii: "G"): number(isoYear, 4)
                    default: number(isoYear - isoYear.floorDivided(by: 100) * 100, 2)
                    }
                case UInt8(ascii: "H"): number(hour, 2)
                case UInt8(ascii: "k"): number(hour, 2, pad: UInt8(ascii: " "))
                case UInt8(ascii: "I"): number(hour % 12 == 0 ? 12 : hour % 12, 2)
                case UInt8(ascii: "l"): number(hour % 12 == 0 ? 12 : hour % 12, 2, pad: UInt8(ascii: " "))
                case UInt8(ascii: "M"): number(minute, 2)
                case UInt8(ascii: "S"): number(second, 2)
                case UInt8(ascii: "p"): text(hour < 12 ? "AM" : "PM")
                case UInt8(ascii: "b"), UInt8(ascii: "h"): text(String(CivilDate.monthNames[civil.month - 1].prefix(3)))
                case UInt8(ascii: "B"): text(CivilDate.monthNames[civil.month - 1])
                case UInt8(ascii: "a"): text(String(CivilDate.weekdayNames[weekday].prefix(3)))
                case UInt8(ascii: "A"): text(CivilDate.weekdayNames[weekday])
                case UInt8(ascii: "u"): number(weekday == 0 ? 7 : weekday, 1)
                case UInt8(ascii: "w"): number(weekday, 1)
                case UInt8(ascii: "z"): zoneOffset(colon: false)
                case UInt8(ascii: "Z"): text("UTC")
                case UInt8(ascii: "s"): number(t.seconds, 1)
                case UInt8(ascii: "f"): number(Int(t.nanoseconds), 9)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "%"): out.append(UInt8(ascii: "%"))
                default: out.append(UInt8(ascii: "%")); out.append(letter)
                }
            }
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` for whole seconds in UTC, years 0...9999: the 20 bytes built on the
    /// stack and appended at once; false (nothing written) for other instants.
    private func writeRFC3339(_ t: Timestamp, into out: inout [UInt8]) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Timestamp.rfc3339Width) { buffer in
            // Never nil: the capacity is not zero.
            guard let base = buffer.baseAddress, let count = t.writeRFC3339(to: base) else { return false }
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            return true
        }
    }
}

extension TimestampFormat {
    /// Writes `timestamp` in this format (strftime, C locale), so that parsing the result gives it back.
    ///
    ///     let format = try TimestampFormat("%a, %d %b %Y %H:%M:%S %z")
    ///     format.format(Timestamp(seconds: 1391799600), offset: -7 * 3600)   // "Fri, 07 Feb 2014 12:00:00 -0700"
    ///     TimestampFormat.rfc3339.format(Timestamp(seconds: 0, nanoseconds: 5_000_000))  // "1970-01-01T00:00:00.005Z"
    ///
    /// - Parameters:
    ///   - timestamp: the instant to write.
    ///   - offset: seconds east of UTC to write the wall time in; default: the format's
    ///     default offset. Formats with `%Z`, HTTP dates and Unix presets always write UTC.
    public func format(_ timestamp: Timestamp, offset: Int? = nil) -> String {
        template.format(timestamp, offset: offset ?? config.defaultOffset)
    }

    /// Appends `timestamp` in this format to `buffer` (no intermediate `String`).
    public func format(_ timestamp: Timestamp, offset: Int? = nil, into buffer: inout [UInt8]) {
        template.write(timestamp, offset: offset ?? config.defaultOffset, into: &buffer)
    }

    /// Whether ``format(_:offset:into:)`` with the default offset writes what
    /// `Timestamp.writeRFC3339(to:)` writes wherever that writes (whole seconds of years
    /// 0...9999): RFC 3339 output with UTC as the default offset. For a caller that writes many
    /// records through a pointer.
    package var hasDirectWriter: Bool { template.isRFC3339 && config.defaultOffset == 0 }
}
