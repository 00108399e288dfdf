// The compiled form of a format: a flat list of small operations that the
// parser runs left to right. Composite directives (%D %F %T %R %r %c %x %X) expand
// into their parts at compile time by compiling a fixed sub-format; every part keeps
// the source directive so errors name what the user wrote.

/// What a numeric operation stores.
enum Field: UInt8, Sendable {
    case year, century, yearInCentury, month, day, dayOfYear
    case hour, hour12, minute, second
    case weekdayMondayOne, weekdaySundayZero
    case isoWeekYear, isoWeek, isoWeekday
    /// `%g`: the ISO week-based year without its century (69...99 → 19xx, like `%y`).
    case isoWeekYearInCentury
    /// `%U` (weeks start on Sunday) and `%W` (weeks start on Monday), 0...53.
    case sundayWeek, mondayWeek

    var name: String {
        switch self {
        case .year, .isoWeekYear, .isoWeekYearInCentury: return "year"
        case .century: return "century"
        case .yearInCentury: return "year in century"
        case .month: return "month"
        case .day: return "day"
        case .dayOfYear: return "day of year"
        case .hour, .hour12: return "hour"
        case .minute: return "minute"
        case .second: return "second"
        case .weekdayMondayOne, .weekdaySundayZero, .isoWeekday: return "weekday"
        case .isoWeek, .sundayWeek, .mondayWeek: return "week"
        }
    }
}

/// The kinds of offsets the parser knows.
enum OffsetStyle: UInt8, Sendable {
    /// `%z`, glibc: leading white space, `Z`, `+hh`, `+hhmm`, `+hh:mm`.
    case strptime
    /// `%:z`: leading white space, `Z`, `+hh:mm`.
    case colon
    /// RFC 3339: `Z`, `z`, `+hh:mm`.
    case rfc3339
    /// ISO 8601 extended: `Z`, `+hh`, `+hh:mm`.
    case isoExtended
    /// ISO 8601 basic: `Z`, `+hh`, `+hhmm`.
    case isoBasic
    /// Common Log Format: `+hhmm`.
    case fourDigits
}

enum NameKind: UInt8, Sendable { case month, weekday }
enum NameForm: UInt8, Sendable { case either, abbreviated, full }
enum EpochUnit: UInt8, Sendable { case strptimeSeconds, seconds, milliseconds }

enum OpKind: UInt8, Sendable {
    case literal        // byte0
    case whitespace     // any run of white space, including none
    case number         // field, minDigits, maxDigits, glibc, lo...hi
    case name           // nameKind, nameForm
    case ampm
    case offset         // offsetStyle
    case zoneName
    case epoch          // epochUnit
    case fraction       // minDigits...maxDigits digits into nanoseconds, scaled by `style` (see Op.fraction)
    case oneOf          // bytes[0..<count]
    case optional       // if the next byte is one of bytes[0..<count], go on; else skip `skip` ops
}

/// One step of a compiled format. Plain data, 20 bytes, so a program is one flat array.
struct Op: Sendable, Hashable {
    var kind: OpKind
    var field: Field = .year
    var minDigits: UInt8 = 0
    var maxDigits: UInt8 = 0
    /// glibc number rules: leading white space, stop early when another digit would exceed `hi`.
    var glibc: Bool = false
    var count: UInt8 = 0
    var skip: UInt8 = 0
    var style: UInt8 = 0          // OffsetStyle / NameKind / EpochUnit raw value
    var form: UInt8 = 0           // NameForm raw value
    var bytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    var lo: Int32 = 0
    var hi: Int32 = 0
    /// Index into `Program.sources`.
    var source: Int16 = -1

    static func == (a: Op, b: Op) -> Bool {
        a.kind == b.kind && a.field == b.field && a.minDigits == b.minDigits && a.maxDigits == b.maxDigits
            && a.glibc == b.glibc && a.count == b.count && a.skip == b.skip && a.style == b.style
            && a.form == b.form && a.bytes == b.bytes && a.lo == b.lo && a.hi == b.hi && a.source == b.source
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind); hasher.combine(field); hasher.combine(lo); hasher.combine(hi)
        hasher.combine(bytes.0); hasher.combine(source)
    }

    @inline(__always)
    func has(_ byte: UInt8) -> Bool {
        (count > 0 && bytes.0 == byte) || (count > 1 && bytes.1 == byte)
            || (count > 2 && bytes.2 == byte) || (count > 3 && bytes.3 == byte)
    }

    var byteList: [UInt8] { Array([bytes.0, bytes.1, bytes.2, bytes.3].prefix(Int(count))) }
}

/// Where an op came from in the format, for errors.
struct OpSource: Sendable, Hashable {
    let offset: Int
    let text: String
    /// `text: `, escaped, as an error message names the directive (made once, not per bad record).
    let messagePrefix: [UInt8]

    init(offset: Int, text: String) {
        self.offset = offset
        self.text = text
        messagePrefix = StrptimeError.directivePrefix(text)
    }
}

/// A compiled format: operations plus their sources.
struct Program: Sendable, Hashable {
    var ops: [Op] = []
    var sources: [OpSource] = []
    /// Which parts of a result the format fixes (for the formatter and round trips).
    var hasZone = false
}

extension Op {
    static func literal(_ byte: UInt8) -> Op {
        var op = Op(kind: .literal); op.bytes.0 = byte; op.count = 1; return op
    }
    static func number(_ field: Field, _ lo: Int32, _ hi: Int32, max: UInt8, min: UInt8 = 1, glibc: Bool = true) -> Op {
        var op = Op(kind: .number)
        op.field = field; op.lo = lo; op.hi = hi; op.maxDigits = max; op.minDigits = min; op.glibc = glibc
        return op
    }
    static func exact(_ field: Field, _ lo: Int32, _ hi: Int32, digits: UInt8) -> Op {
        number(field, lo, hi, max: digits, min: digits, glibc: false)
    }
    static func name(_ kind: NameKind, _ form: NameForm = .either) -> Op {
        var op = Op(kind: .name); op.style = kind.rawValue; op.form = form.rawValue; return op
    }
    static func offset(_ style: OffsetStyle) -> Op {
        var op = Op(kind: .offset); op.style = style.rawValue; return op
    }
    /// A fraction of a second of `min...max` digits. With `unitDigits` 0 (`%f`) the digits are
    /// decimals, scaled by how many there are (`5` is 0.5 s); otherwise they are an integer count
    /// of 10^-unitDigits seconds (`%-3f`: `98` is 98 ms), and a longer run of digits is an
    /// error rather than the next directive's input. The unit is kept in `style`.
    static func fraction(min: UInt8 = 1, max: UInt8 = 9, unitDigits: UInt8 = 0) -> Op {
        var op = Op(kind: .fraction); op.minDigits = min; op.maxDigits = max; op.style = unitDigits; return op
    }
    static func epoch(_ unit: EpochUnit) -> Op {
        var op = Op(kind: .epoch); op.style = unit.rawValue; return op
    }
    static func oneOf(_ list: [UInt8]) -> Op {
        var op = Op(kind: .oneOf); op.setBytes(list); return op
    }
    static func optional(_ list: [UInt8], skip: Int) -> Op {
        var op = Op(kind: .optional); op.setBytes(list); op.skip = UInt8(skip); return op
    }
    mutating func setBytes(_ list: [UInt8]) {
        count = UInt8(list.count)
        if list.count > 0 { bytes.0 = list[0] }
        if list.count > 1 { bytes.1 = list[1] }
        if list.count > 2 { bytes.2 = list[2] }
        if list.count > 3 { bytes.3 = list[3] }
    }
}

@inline(__always)
func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
}

/// Compiles a strptime format into a program.
enum DirectiveCompiler {
    /// The expansion of each single directive; composites list their parts.
    static func expand(_ letter: UInt8) -> [Op]? {
        switch letter {
        case UInt8(ascii: "Y"): return [.number(.year, 0, 9999, max: 4)]
        case UInt8(ascii: "C"): return [.number(.century, 0, 99, max: 2)]
        case UInt8(ascii: "y"): return [.number(.yearInCentury, 0, 99, max: 2)]
        case UInt8(ascii: "m"): return [.number(.month, 1, 12, max: 2)]
        case UInt8(ascii: "d"), UInt8(ascii: "e"): return [.number(.day, 1, 31, max: 2)]
        case UInt8(ascii: "j"): return [.number(.dayOfYear, 1, 366, max: 3)]
        case UInt8(ascii: "H"), UInt8(ascii: "k"): return [.number(.hour, 0, 23, max: 2)]
        case UInt8(ascii: "I"), UInt8(ascii: "l"): return [.number(.hour12, 1, 12, max: 2)]
        case UInt8(ascii: "M"): return [.number(.minute, 0, 59, max: 2)]
        case UInt8(ascii: "S"): return [.number(.second, 0, 61, max: 2)]
        case UInt8(ascii: "u"): return [.number(.weekdayMondayOne, 1, 7, max: 1)]
        case UInt8(ascii: "w"): return [.number(.weekdaySundayZero, 0, 6, max: 1)]
        case UInt8(ascii: "p"): return [Op(kind: .ampm)]
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"): return [.name(.month)]
        case UInt8(ascii: "a"), UInt8(ascii: "A"): return [.name(.weekday)]
        case UInt8(ascii: "z"): return [.offset(.strptime)]
        case UInt8(ascii: "Z"): return [Op(kind: .zoneName)]
        case UInt8(ascii: "U"): return [.number(.sundayWeek, 0, 53, max: 2)]
        case UInt8(ascii: "W"): return [.number(.mondayWeek, 0, 53, max: 2)]
        case UInt8(ascii: "V"): return [.number(.isoWeek, 0, 53, max: 2)]
        case UInt8(ascii: "G"): return [.number(.isoWeekYear, 0, 9999, max: 4)]
        case UInt8(ascii: "g"): return [.number(.isoWeekYearInCentury, 0, 99, max: 2)]
        case UInt8(ascii: "s"): return [.epoch(.strptimeSeconds)]
        case UInt8(ascii: "f"): return [.fraction()]
        // GNU date's nanoseconds: exactly 9 digits.
        case UInt8(ascii: "N"): return [.fraction(min: 9, max: 9, unitDigits: 9)]
        case UInt8(ascii: "n"), UInt8(ascii: "t"): return [Op(kind: .whitespace)]
        case UInt8(ascii: "%"): return [.literal(UInt8(ascii: "%"))]
        case UInt8(ascii: "D"): return compose("%m/%d/%y")
        case UInt8(ascii: "F"): return compose("%Y-%m-%d")
        case UInt8(ascii: "T"): return compose("%H:%M:%S")
        case UInt8(ascii: "R"): return compose("%H:%M")
        case UInt8(ascii: "r"): return compose("%I:%M:%S %p")
        // The POSIX "C" locale's date and time representations (glibc's d_t_fmt, d_fmt, t_fmt).
        case UInt8(ascii: "c"): return compose("%a %b %e %H:%M:%S %Y")
        case UInt8(ascii: "x"): return compose("%m/%d/%y")
        case UInt8(ascii: "X"): return compose("%H:%M:%S")
        default: return nil
        }
    }

    private static func compose(_ format: String) -> [Op] {
        var ops: [Op] = []
        var bytes = Array(format.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "%"), let letter = bytes.popFirst() {
                ops += expand(letter) ?? []
            } else if isSpace(byte) {
                ops.append(Op(kind: .whitespace))
            } else {
                ops.append(.literal(byte))
            }
        }
        return ops
    }

    /// The directives glibc accepts after the `E` and `O` modifiers. The "C" locale has no
    /// eras and no alternative digits, so each means the plain directive.
    static let eModified = Set("cCxXyY".utf8), oModified = Set("bBhdeHImMSUVwWy".utf8)

    static func compile(_ format: String) -> Result<Program, StrptimeError> {
        let bytes = Array(format.utf8)
        var program = Program()
        var index = 0
        func fail(_ reason: StrptimeError.Reason, at offset: Int) -> Result<Program, StrptimeError> {
            .failure(StrptimeError(reason: reason, line: 0, column: 0, formatOffset: offset,
                                   directive: "", input: "", format: format))
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) {
                var end = index + 1
                while end < bytes.count && isSpace(bytes[end]) { end += 1 }
                if program.ops.last?.kind != .whitespace { program.ops.append(Op(kind: .whitespace)) }
                index = end
                continue
            }
            if byte != UInt8(ascii: "%") {
                var op = Op.literal(byte)
                op.source = Int16(program.sources.count)
                program.sources.append(OpSource(offset: index, text: ""))
                program.ops.append(op)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { return fail(.danglingPercent, at: index) }
            let letter = bytes[index + 1]
            var length = 2
            var expansion: [Op]
            switch letter {
            case UInt8(ascii: "E") where index + 2 < bytes.count && eModified.contains(bytes[index + 2]),
                 UInt8(ascii: "O") where index + 2 < bytes.count && oModified.contains(bytes[index + 2]):
                length = 3
                expansion = expand(bytes[index + 2]) ?? []
            case UInt8(ascii: "1")...UInt8(ascii: "9") where index + 2 < bytes.count
                && (bytes[index + 2] == UInt8(ascii: "f") || bytes[index + 2] == UInt8(ascii: "N")):
                // %Nf: exactly N digits (`%3f`: milliseconds written with their zeros, `:098`);
                // %3N is GNU date's spelling of the same (`date +%s.%3N`).
                length = 3
                let digits = letter - UInt8(ascii: "0")
                expansion = [.fraction(min: digits, max: digits, unitDigits: digits)]
            case UInt8(ascii: "-") where index + 3 < bytes.count && bytes[index + 3] == UInt8(ascii: "f")
                && bytes[index + 2] >= UInt8(ascii: "1") && bytes[index + 2] <= UInt8(ascii: "9"):
                // %-Nf: 1...N digits, an integer count of 10^-N seconds, as `%-d` drops a day's
                // padding (HealthApp writes milliseconds unpadded: `:98` is 98 ms).
                length = 4
                let digits = bytes[index + 2] - UInt8(ascii: "0")
                expansion = [.fraction(min: 1, max: digits, unitDigits: digits)]
            case UInt8(ascii: "E"), UInt8(ascii: "O"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                 UInt8(ascii: "0"), UInt8(ascii: "^"), UInt8(ascii: "#"), UInt8(ascii: "1")...UInt8(ascii: "9"):
                let end = min(index + 3, bytes.count)
                return fail(.unsupportedModifier(text(index..<end)), at: index)
            case UInt8(ascii: ":"):
                guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "z") else {
                    return fail(.unknownDirective(text(index..<min(index + 3, bytes.count))), at: index)
                }
                length = 3
                expansion = [.offset(.colon)]
            default:
                guard let ops = expand(letter) else {
                    // Keep a whole UTF-8 scalar in the message.
                    var end = index + 2
                    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                    return fail(.unknownDirective(text(index..<end)), at: index)
                }
                expansion = ops
            }
            let source = Int16(program.sources.count)
            program.sources.append(OpSource(offset: index, text: text(index..<index + length)))
            for var op in expansion {
                op.source = source
                if op.kind == .offset || op.kind == .zoneName || op.kind == .epoch { program.hasZone = true }
                // Merge white space runs so that "% %n" is one step.
                if op.kind == .whitespace && program.ops.last?.kind == .whitespace { continue }
                program.ops.append(op)
            }
            index += length
        }
        return .success(program)
    }
}
