/// One field of a compiled pattern, with everything needed to write it.
///
/// The native formatter supports the Gregorian fields below; any other
/// letter or width (`Q w W F g A U r`, `c`/`e` numbers, `aaaa`, `GGGGG`,
/// day periods `b B`, generic zone names `v vvvv`) keeps the pattern on ICU.
///
///     G…GGG era abbr, GGGG era name (not GGGGG: no narrow eras in ICU's C API)
///     y year, yy two digits, yyy… padded; u extended year (padded)
///     M MM / L LL month number; MMM MMMM MMMMM (L…) names
///     d dd, D DD DDD; E…EEE EEEE EEEEE EEEEEE, ccc…cccccc weekday names
///     a AM/PM; h H k K (1 or 2 digits); m s (1 or 2); S… fraction
///     Z ZZZZZ x… X… ISO 8601 offsets
///     z zzzz O OOOO ZZZZ VV VVV VVVV zone texts (``ZoneNameTable``)
enum NativeDateField: Sendable {
    /// Bytes of the formatter's text.
    case literal(Range<Int>)
    /// A number padded with the locale's zero to at least `minimumDigits`.
    case number(NumericValue, minimumDigits: Int)
    /// A value below 100 in exactly two digits (`dd MM HH mm ss`…): no branch.
    case twoDigits(NumericValue)
    /// A value below 100 in one or two digits (`d M H h m s`…).
    case shortestDigits(NumericValue)
    /// The year modulo 100, always two digits (`yy`).
    case twoDigitYear
    /// Milliseconds shown to `digits` places, truncated (`S…`).
    case fraction(digits: Int)
    /// A name: `names[first + value index]` of the formatter.
    case name(NamedValue, first: Int)
    case utcOffset(UTCOffsetStyle)
    /// A zone name or localized GMT offset: `zoneNames[table]` of the formatter.
    case zoneName(table: Int)

    enum NumericValue: Sendable {
        case year, month, day, dayOfYear, minute, second
        /// H (0–23), h (1–12), K (0–11), k (1–24).
        case hour23, hour12, hour11, hour24

        /// The most digits the value has within ``ZoneOffsetTable/span``.
        var maximumDigits: Int {
            switch self {
            case .year: 4
            case .dayOfYear: 3
            default: 2
            }
        }

        @inline(__always)
        func value(of time: CivilTime) -> Int {
            switch self {
            case .year: time.year
            case .month: time.month
            case .day: time.day
            case .dayOfYear: time.dayOfYear
            case .minute: time.minute
            case .second: time.second
            case .hour23: time.hour
            case .hour12: time.hour % 12 == 0 ? 12 : time.hour % 12
            case .hour11: time.hour % 12
            case .hour24: time.hour == 0 ? 24 : time.hour
            }
        }
    }

    enum NamedValue: Sendable {
        case era, month, weekday, dayPeriod

        /// The index into the symbol set: ICU's month 0…11, weekday 1…7
        /// (Sunday first), era 1 (AD: the span holds no BC year), AM 0 / PM 1.
        @inline(__always)
        func index(of time: CivilTime) -> Int {
            switch self {
            case .era: 1
            case .month: time.month - 1
            case .weekday: time.weekday
            case .dayPeriod: time.hour < 12 ? 0 : 1
            }
        }
    }
}

/// A field and the literal text right after it, written in one step, so a
/// pattern's separators cost no dispatch of their own: "M/d/y" is three
/// steps (month + "/", day + "/", year), not five.
struct NativeDateStep: Sendable {
    let field: NativeDateField
    /// Bytes of the formatter's text written after the field (often empty).
    let suffix: Range<Int>

    /// The steps of a field list: each literal joins the field before it;
    /// a leading literal is a step of its own.
    static func steps(_ fields: [NativeDateField]) -> [NativeDateStep] {
        var steps: [NativeDateStep] = []
        for field in fields {
            if case .literal(let range) = field, let last = steps.last, last.suffix.isEmpty {
                steps[steps.count - 1] = NativeDateStep(field: last.field, suffix: range)
            } else {
                steps.append(NativeDateStep(field: field, suffix: 0..<0))
            }
        }
        return steps
    }
}

extension NativeDateField {
    /// What a pattern field needs: a number, a name from a symbol set, or an
    /// offset; nil when the native formatter does not support it.
    enum Plan {
        case number(NumericValue, minimumDigits: Int)
        case twoDigitYear
        case fraction(digits: Int)
        case name(NamedValue, DateSymbolSet)
        case utcOffset(UTCOffsetStyle)
        case zoneName(fieldPattern: String)

        init?(letter: Character, count: Int) {
            switch letter {
            case "G" where count != 5: self = .name(.era, count == 4 ? .eraNames : .eras)
            case "y": self = count == 2 ? .twoDigitYear : .number(.year, minimumDigits: count)
            case "u": self = .number(.year, minimumDigits: count)
            case "M", "L":
                let standalone = letter == "L"
                switch count {
                case 1, 2: self = .number(.month, minimumDigits: count)
                case 3: self = .name(.month, standalone ? .standaloneShortMonths : .shortMonths)
                case 4: self = .name(.month, standalone ? .standaloneMonths : .months)
                case 5: self = .name(.month, standalone ? .standaloneNarrowMonths : .narrowMonths)
                default: return nil
                }
            case "d" where count <= 2: self = .number(.day, minimumDigits: count)
            case "D" where count <= 3: self = .number(.dayOfYear, minimumDigits: count)
            case "E", "c", "e":
                guard let set = Self.weekdaySet(letter: letter, count: count) else { return nil }
                self = .name(.weekday, set)
            case "a" where count <= 3: self = .name(.dayPeriod, .amPm)
            case "H" where count <= 2: self = .number(.hour23, minimumDigits: count)
            case "h" where count <= 2: self = .number(.hour12, minimumDigits: count)
            case "K" where count <= 2: self = .number(.hour11, minimumDigits: count)
            case "k" where count <= 2: self = .number(.hour24, minimumDigits: count)
            case "m" where count <= 2: self = .number(.minute, minimumDigits: count)
            case "s" where count <= 2: self = .number(.second, minimumDigits: count)
            case "S" where count <= 9: self = .fraction(digits: count)
            case "Z", "X", "x", "z", "O", "V":
                if let style = UTCOffsetStyle(letter: letter, count: count) {
                    self = .utcOffset(style)
                } else if let fieldPattern = ZoneNameTable.fieldPattern(letter: letter, count: count) {
                    self = .zoneName(fieldPattern: fieldPattern)
                } else {
                    return nil
                }
            default: return nil
            }
        }

        /// ICU's widths: E…EEE (and eee, ccc) short, 4 wide, 5 narrow,
        /// 6 shorter; `c`/`e` with 1–2 letters are numbers (not native).
        private static func weekdaySet(letter: Character, count: Int) -> DateSymbolSet? {
            let standalone = letter == "c"
            if letter != "E", count < 3 { return nil }
            switch count {
            case 1...3: return standalone ? .standaloneShortWeekdays : .shortWeekdays
            case 4: return standalone ? .standaloneWeekdays : .weekdays
            case 5: return standalone ? .standaloneNarrowWeekdays : .narrowWeekdays
            case 6: return standalone ? .standaloneShorterWeekdays : .shorterWeekdays
            default: return nil
            }
        }
    }
}
