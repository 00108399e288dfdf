// glibc is the reference these tests compare with; other C libraries have no `strptime_l` to compare.
#if canImport(Glibc)
import Glibc
import MachineTime
import TestSupport
import Testing

/// glibc's `strptime_l` in the POSIX "C" locale, then `timegm` − `tm_gmtoff`.
enum GlibcReference {
    typealias StrptimeL = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                          UnsafeMutablePointer<tm>?, locale_t?) -> UnsafeMutablePointer<CChar>?
    /// `strptime_l` is a GNU extension the Glibc module does not import; look it up by name.
    static let strptime: StrptimeL? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "strptime_l") else { return nil }
        return unsafeBitCast(symbol, to: StrptimeL.self)
    }()
    /// The C locale handle: created once and never freed or changed, so sharing it across
    /// test threads is safe (`strptime_l` only reads it).
    nonisolated(unsafe) static let cLocale: locale_t? = newlocale((1 << LC_TIME) | (1 << LC_CTYPE), "C", nil)

    /// Seconds since the epoch, or nil if glibc rejects the input or leaves some of it.
    /// Fields missing from the format start as `year`-01-01 00:00:00 UTC.
    static func parse(_ input: String, _ format: String, year: Int = 1970) -> Int64? {
        guard let strptime else { return nil }
        var fields = tm()
        fields.tm_year = Int32(year - 1900)
        fields.tm_mday = 1
        // The end pointer points into `input`'s C string: read it while that string lives.
        let consumedAll = input.withCString { text in
            strptime(text, format, &fields, cLocale).map { $0.pointee == 0 } ?? false
        }
        guard consumedAll else { return nil }
        let offset = Int64(fields.tm_gmtoff)
        return Int64(timegm(&fields)) - offset
    }

    /// The UTC broken-down time of `seconds` (glibc's `gmtime_r`), independent of MachineTime.
    static func civil(_ seconds: Int64) -> tm {
        var time = time_t(seconds)
        var fields = tm()
        _ = gmtime_r(&time, &fields)
        return fields
    }
}

/// How one generated record looks, field by field.
struct Rendering {
    var random: SplitMix64
    /// Allow glibc's flexible numbers (" 5", "5") and white-space runs.
    var flexible: Bool

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    mutating func number(_ value: Int, _ width: Int, pad: Character = "0") -> String {
        let text = String(value)
        var padChar = pad
        if flexible {
            switch random.int(0...3) {
            case 0: return text
            case 1: padChar = " "
            default: break
            }
        }
        return String(repeating: padChar, count: max(0, width - text.count)) + text
    }

    mutating func name(_ full: String, abbreviated: Bool) -> String {
        var text = abbreviated && !(flexible && random.chance(4)) ? String(full.prefix(3)) : full
        switch random.int(0...5) {
        case 0: text = text.uppercased()
        case 1: text = text.lowercased()
        default: break
        }
        return text
    }

    mutating func zone(_ seconds: Int, colonOnly: Bool) -> String {
        if seconds == 0 && random.chance(3) { return "Z" }
        let sign = seconds < 0 ? "-" : "+"
        let hours = String(abs(seconds) / 3600), minutes = String(abs(seconds) / 60 % 60)
        let hh = hours.count < 2 ? "0" + hours : hours, mm = minutes.count < 2 ? "0" + minutes : minutes
        if colonOnly { return sign + hh + ":" + mm }
        switch random.int(0...2) {
        case 0 where mm == "00": return sign + hh
        case 1: return sign + hh + ":" + mm
        default: return sign + hh + mm
        }
    }

    /// Renders `format` for local fields `t` (already shifted by `offset`).
    mutating func render(_ format: String, _ t: tm, offset: Int) -> String {
        var out = ""
        var chars = Array(format)[...]
        let year = Int(t.tm_year) + 1900
        let hour12 = Int(t.tm_hour) % 12 == 0 ? 12 : Int(t.tm_hour) % 12
        while let c = chars.popFirst() {
            if c == " " {
                out += flexible ? random.pick([" ", " ", "  ", "\t", " \t"]) : " "
                continue
            }
            guard c == "%", let d = chars.popFirst() else { out.append(c); continue }
            switch d {
            case "Y": out += String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
            case "C": out += number(year / 100, 2)
            case "y": out += String(format2: year % 100)
            case "m": out += number(Int(t.tm_mon) + 1, 2)
            case "d": out += number(Int(t.tm_mday), 2)
            case "e": out += number(Int(t.tm_mday), 2, pad: " ")
            case "j": out += String(format3: Int(t.tm_yday) + 1)
            case "H": out += number(Int(t.tm_hour), 2)
            case "k": out += number(Int(t.tm_hour), 2, pad: " ")
            case "I": out += number(hour12, 2)
            case "l": out += number(hour12, 2, pad: " ")
            case "M": out += number(Int(t.tm_min), 2)
            case "S": out += number(Int(t.tm_sec), 2)
            case "p": out += name(t.tm_hour < 12 ? "AM" : "PM", abbreviated: false)
            case "b", "h": out += name(Self.months[Int(t.tm_mon)], abbreviated: true)
            case "B": out += name(Self.months[Int(t.tm_mon)], abbreviated: false)
            case "a": out += name(Self.weekdays[Int(t.tm_wday)], abbreviated: true)
            case "A": out += name(Self.weekdays[Int(t.tm_wday)], abbreviated: false)
            case "u": out += String(t.tm_wday == 0 ? 7 : Int(t.tm_wday))
            case "w": out += String(t.tm_wday)
            case "z": out += zone(offset, colonOnly: false)
            case ":": _ = chars.popFirst(); out += zone(offset, colonOnly: true)
            case "Z": out += random.pick(["UTC", "GMT", "UT", "Z", "utc"])
            case "c": out += render("%a %b %e %H:%M:%S %Y", t, offset: offset)
            case "x": out += render("%m/%d/%y", t, offset: offset)
            case "X": out += render("%H:%M:%S", t, offset: offset)
            case "E", "O": if let plain = chars.popFirst() { out += render("%" + String(plain), t, offset: offset) }
            case "U": out += number((Int(t.tm_yday) + 7 - Int(t.tm_wday)) / 7, 2)
            case "W": out += number((Int(t.tm_yday) + 7 - (Int(t.tm_wday) + 6) % 7) / 7, 2)
            case "V": out += number(Self.isoWeek(t).week, 2)
            case "G": out += String(repeating: "0", count: max(0, 4 - String(Self.isoWeek(t).year).count)) + String(Self.isoWeek(t).year)
            case "g": out += String(format2: (Self.isoWeek(t).year % 100 + 100) % 100)
            case "s":
                var fields = t
                out += String(Int64(timegm(&fields)) - Int64(offset))
            case "f": out += String(random.int(0...999_999_999)).prefix(random.int(1...9))
            case "n", "t": out += flexible ? random.pick(["", " ", "\t", "\n "]) : " "
            case "D": out += render("%m/%d/%y", t, offset: offset)
            case "F": out += render("%Y-%m-%d", t, offset: offset)
            case "T": out += render("%H:%M:%S", t, offset: offset)
            case "R": out += render("%H:%M", t, offset: offset)
            case "r": out += render("%I:%M:%S %p", t, offset: offset)
            case "%": out += "%"
            default: out += "%" + String(d)
            }
        }
        return out
    }
}

extension Rendering {
    /// The ISO 8601 week-based year and week of `t`, computed independently of MachineTime.
    static func isoWeek(_ t: tm) -> (year: Int, week: Int) {
        func weeks(_ year: Int) -> Int {
            func p(_ y: Int) -> Int { (y + y / 4 - y / 100 + y / 400) % 7 }
            return p(year) == 4 || p(year - 1) == 3 ? 53 : 52
        }
        let year = Int(t.tm_year) + 1900
        let week = (Int(t.tm_yday) + 1 - (t.tm_wday == 0 ? 7 : Int(t.tm_wday)) + 10) / 7
        if week < 1 { return (year - 1, weeks(year - 1)) }
        if week > weeks(year) { return (year + 1, 1) }
        return (year, week)
    }
}

extension String {
    init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
    init(format3 value: Int) { self = value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : "\(value)" }
}

/// One strptime format of the differential test: how to generate its records.
struct DifferentialFormat: Sendable, CustomStringConvertible {
    var format: String
    /// Years the format can represent.
    var years: ClosedRange<Int>
    /// Whether numbers may be unpadded and white space may vary (separators around every number).
    var flexible: Bool
    var hasOffset: Bool
    /// The fixed year of formats without one.
    var configuredYear: Int = 1970
    var description: String { format }

    var hasSeconds: Bool { format.contains("%S") || format.contains("%T") || format.contains("%r") }
    var glibcFormat: String { format.replacingOccurrences("%:z", with: "%z") }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// Cases where MachineTime rejects what glibc accepts, on purpose (documented in MachineTime.md,
/// "Stricter than glibc"). Any other disagreement fails the test.
enum StrictnessCase: String, CaseIterable {
    case impossibleDate       // Feb 30, Apr 31, Feb 29 in a common year: glibc's timegm rolls over
    case secondSixtyOne       // glibc accepts second 61
    case leapSecondPosition   // second 60 anywhere but 23:59:60 UTC
    case weekdayContradiction // glibc ignores %a/%A/%u/%w when the date is known
    case offsetHourOver23     // glibc accepts +2400...+9959
    case dayOfYearOutOfYear   // glibc accepts %j 366 in a common year (rolls into the next year)
    case colonOffset          // %:z requires hh:mm; the glibc reference runs it as %z, which does not
    case zoneName             // %Z: glibc skips any token (EST, UTC+05:00); MachineTime knows UTC, GMT, UT, Z
    case weekOutsideYear      // %U/%W + weekday outside the year or month: glibc makes up a date; %V 0, or 53 in a 52-week year: glibc ignores %V

    init?(_ error: StrptimeError) {
        switch error.reason {
        case .invalidDate: self = .impossibleDate
        case .outOfRange(field: "second", value: 61, _): self = .secondSixtyOne
        case .invalidLeapSecond: self = .leapSecondPosition
        case .weekdayMismatch: self = .weekdayContradiction
        case .outOfRange(field: "offset hour", _, _): self = .offsetHourOver23
        case .outOfRange(field: "day of year", value: 366, _): self = .dayOfYearOutOfYear
        case .invalidOffset where error.directive == "%:z": self = .colonOffset
        case .unknownZone: self = .zoneName
        case .outOfRange(field: "week", _, _): self = .weekOutsideYear
        default: return nil
        }
    }
}

@Suite struct GlibcDifferentialTests {
    static let formats: [DifferentialFormat] = [
        .init(format: "%Y-%m-%d %H:%M:%S %z", years: 1...9999, flexible: false, hasOffset: true),
        .init(format: "%Y-%m-%d %H:%M:%S %z", years: 1...9999, flexible: true, hasOffset: true),
        .init(format: "%Y-%m-%dT%H:%M:%S", years: 0...9999, flexible: false, hasOffset: false),
        .init(format: "%d/%b/%Y:%H:%M:%S %z", years: 1...9999, flexible: false, hasOffset: true),
        .init(format: "%a, %d %b %Y %H:%M:%S %z", years: 1...9999, flexible: true, hasOffset: true),
        .init(format: "%A %B %e %Y %I:%M:%S %p", years: 0...9999, flexible: true, hasOffset: false),
        .init(format: "%D %T", years: 1969...2068, flexible: true, hasOffset: false),
        .init(format: "%F %R", years: 0...9999, flexible: true, hasOffset: false),
        .init(format: "%Y %j %H:%M:%S", years: 0...9999, flexible: false, hasOffset: false),
        .init(format: "%C%y-%m-%d %k:%M", years: 0...9999, flexible: false, hasOffset: false),
        .init(format: "%b %e %H:%M:%S", years: 2024...2024, flexible: true, hasOffset: false, configuredYear: 2024),
        .init(format: "%Y%m%d%H%M%S", years: 1000...9999, flexible: false, hasOffset: false),
        .init(format: "%u %Y-%m-%d %l:%M %p %z", years: 1...9999, flexible: true, hasOffset: true),
        .init(format: "%Y-%m-%d %H:%M:%S %:z", years: 1...9999, flexible: false, hasOffset: true),
        .init(format: "%d %h %Y %T %Z", years: 0...9999, flexible: false, hasOffset: false),
        .init(format: "%w %m/%d/%Y %r", years: 0...9999, flexible: true, hasOffset: false),
    ]

    static let casesPerFormat = 100_000

    /// Seconds of a random local wall time in `years`, and a random offset.
    static func instant(_ random: inout SplitMix64, _ spec: DifferentialFormat) -> (local: Int64, offset: Int) {
        let first = Int64(days(year: spec.years.lowerBound)) * 86_400
        let last = Int64(days(year: spec.years.upperBound + 1)) * 86_400 - 1
        let local = first + Int64(random.next() % UInt64(last - first + 1))
        let offset = spec.hasOffset ? random.int(-95...95) * 15 * 60 : 0
        return (local, offset)
    }

    /// Days from 1970 to January 1 of `year`, by glibc's timegm.
    static func days(year: Int) -> Int {
        var fields = tm()
        fields.tm_year = Int32(year - 1900)
        fields.tm_mday = 1
        return Int(timegm(&fields) / 86_400)
    }

    @Test func glibcIsAvailable() {
        #expect(GlibcReference.strptime != nil)
        #expect(GlibcReference.parse("2014-02-07 12:00:00 -0700", "%Y-%m-%d %H:%M:%S %z") == 1_391_799_600)
    }

    @Test(arguments: formats)
    func validRecordsAgree(spec: DifferentialFormat) throws {
        let format = try TimestampFormat(spec.format, year: spec.configuredYear)
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: spec.format.hashValueStable))
        var rendering = Rendering(random: SplitMix64(seed: 7), flexible: spec.flexible)
        var failures = 0
        for _ in 0..<Self.casesPerFormat {
            var (local, offset) = Self.instant(&random, spec)
            if !spec.hasSeconds { local -= ((local % 60) + 60) % 60 }
            let input = rendering.render(spec.format, GlibcReference.civil(local), offset: offset)
            let expected = local - Int64(offset)
            let glibc = GlibcReference.parse(input, spec.glibcFormat, year: spec.configuredYear)
            let mine = try? format.parse(input)
            if glibc != expected || mine != Timestamp(seconds: expected) {
                failures += 1
                if failures <= 5 {
                    Issue.record("\(spec.format) on \"\(input)\": expected \(expected), glibc \(glibc.map(String.init) ?? "nil"), MachineTime \(mine.map(\.description) ?? "nil")")
                }
            }
        }
        #expect(failures == 0)
    }

    /// Mutated records: both reject, or both accept the same instant, or MachineTime rejects
    /// for one of the named strictness cases.
    @Test(arguments: formats.filter { !$0.format.contains("%Z") })
    func mutatedRecordsAgree(spec: DifferentialFormat) throws {
        let format = try TimestampFormat(spec.format, year: spec.configuredYear)
        var random = SplitMix64(seed: 0xD1FF ^ UInt64(truncatingIfNeeded: spec.format.hashValueStable))
        var rendering = Rendering(random: SplitMix64(seed: 11), flexible: spec.flexible)
        let alphabet = Array("0123456789012345678901234567890123456789 -+:/ZTaAjJPpMnN\t.,é")
        var seen = Set<StrictnessCase>()
        var disagreements = 0
        for _ in 0..<20_000 {
            let (local, offset) = Self.instant(&random, spec)
            var chars = Array(rendering.render(spec.format, GlibcReference.civil(local), offset: offset))
            for _ in 0...random.int(0...1) {
                let at = random.int(0...(chars.count - 1))
                switch random.int(0...3) {
                case 0: chars[at] = random.pick(alphabet)
                case 1: chars.remove(at: at)
                case 2: chars.insert(random.pick(alphabet), at: at)
                default: if at + 1 < chars.count { chars.swapAt(at, at + 1) }
                }
                if chars.isEmpty { chars = ["0"] }
            }
            let input = String(chars)
            let glibc = GlibcReference.parse(input, spec.glibcFormat, year: spec.configuredYear)
            var mine: Result<Timestamp, StrptimeError>
            do { mine = .success(try format.parse(input)) } catch { mine = .failure(error) }
            switch (glibc, mine) {
            case (nil, .failure):
                continue
            case (let g?, .success(let t)) where t == Timestamp(seconds: g):
                continue
            case (_?, .failure(let error)):
                if let strictness = StrictnessCase(error) { seen.insert(strictness); continue }
            default:
                break
            }
            disagreements += 1
            if disagreements <= 5 {
                Issue.record("\(spec.format) on \"\(input)\": glibc \(glibc.map(String.init) ?? "nil"), MachineTime \(mine)")
            }
        }
        #expect(disagreements == 0)
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
#endif
