// glibc is the reference these tests compare with; other C libraries have no `strptime_l` to compare.
#if canImport(Glibc)
import Glibc
import MachineTime
import TestSupport
import Testing

/// The presets against glibc: each generated record is also parsed by `strptime_l` with the
/// equivalent format for its variant (fraction digits as literals); ISO week dates, which glibc
/// cannot parse, and the Unix presets are checked against values computed from the generator.
@Suite struct PresetDifferentialTests {
    static let cases = 100_000

    static func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    static func four(_ value: Int) -> String { String(repeating: "0", count: max(0, 4 - String(value).count)) + String(value) }

    static func randomLocal(_ random: inout SplitMix64, years: ClosedRange<Int>) -> Int64 {
        let first = Int64(GlibcDifferentialTests.days(year: years.lowerBound)) * 86_400
        let last = Int64(GlibcDifferentialTests.days(year: years.upperBound + 1)) * 86_400 - 1
        return first + Int64(random.next() % UInt64(last - first + 1))
    }

    static func offsetText(_ seconds: Int, colon: Bool, allowShort: Bool) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let h = Int32(abs(seconds) / 3600), m = Int32(abs(seconds) / 60 % 60)
        if allowShort && m == 0 { return sign + two(h) }
        return sign + two(h) + (colon ? ":" : "") + two(m)
    }

    /// ISO 8601 week-numbering year, week and weekday (1 = Monday) from glibc's broken-down time.
    static func isoWeek(_ t: tm) -> (year: Int, week: Int, weekday: Int) {
        func weeks(_ y: Int) -> Int {
            func p(_ y: Int) -> Int { (y + y / 4 - y / 100 + y / 400) % 7 }
            return p(y) == 4 || p(y - 1) == 3 ? 53 : 52
        }
        let year = Int(t.tm_year) + 1900
        let weekday = (Int(t.tm_wday) + 6) % 7 + 1
        let week = (Int(t.tm_yday) + 1 - weekday + 10) / 7
        if week < 1 { return (year - 1, weeks(year - 1), weekday) }
        if week > weeks(year) { return (year + 1, 1, weekday) }
        return (year, week, weekday)
    }

    static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// One generated record: the input, glibc's equivalent format (nil: no glibc check), and the answer.
    struct Case {
        var input: String
        var glibcFormat: String?
        var expected: Timestamp
    }

    static func generate(_ preset: String, _ random: inout SplitMix64) -> Case {
        switch preset {
        case "rfc3339":
            let local = randomLocal(&random, years: 1...9998)
            let offset = random.chance(4) ? 0 : random.int(-95...95) * 15 * 60
            let t = GlibcReference.civil(local)
            let sep = random.pick(["T", "t", " "])
            let digits = random.int(0...9)
            var fraction = ""
            for _ in 0..<digits { fraction += String(random.int(0...9)) }
            let zone = offset == 0 ? random.pick(["Z", "z", "+00:00", "-00:00"]) : offsetText(offset, colon: true, allowShort: false)
            let input = "\(four(Int(t.tm_year) + 1900))-\(two(t.tm_mon + 1))-\(two(t.tm_mday))\(sep)\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))"
                + (digits > 0 ? "." + fraction : "") + zone
            let glibc = "%Y-%m-%d\(sep)%H:%M:%S" + (digits > 0 ? "." + fraction : "") + (zone == "z" ? "z" : "%z")
            let nanos = digits == 0 ? 0 : Int32(fraction + String(repeating: "0", count: 9 - digits)) ?? -1
            return Case(input: input, glibcFormat: glibc, expected: Timestamp(seconds: local - Int64(offset), nanoseconds: nanos))
        case "iso8601":
            let extended = random.chance(2)
            let dateForm = random.int(0...2)
            let timeForm = random.int(0...3)       // none, hh:mm, hh:mm:ss, hh:mm:ss.f
            var local = randomLocal(&random, years: 1...9998)
            let zoneForm = timeForm == 0 ? 0 : random.int(0...3)   // none, Z, +hh, full
            var offset = zoneForm >= 2 ? random.int(-23...23) * 3600 : 0
            if zoneForm == 3 { offset += (offset < 0 ? -1 : 1) * random.int(0...3) * 15 * 60 }
            switch timeForm {
            case 0: local -= ((local % 86_400) + 86_400) % 86_400
            case 1: local -= ((local % 60) + 60) % 60
            default: break
            }
            let t = GlibcReference.civil(local)
            let dash = extended ? "-" : "", colon = extended ? ":" : ""
            var input: String, glibc: String?
            switch dateForm {
            case 0:
                input = four(Int(t.tm_year) + 1900) + dash + two(t.tm_mon + 1) + dash + two(t.tm_mday)
                glibc = "%Y\(dash)%m\(dash)%d"
            case 1:
                let w = isoWeek(t)
                input = four(w.year) + dash + "W" + two(Int32(w.week)) + dash + String(w.weekday)
                glibc = nil
            default:
                let yday = Int(t.tm_yday) + 1
                input = four(Int(t.tm_year) + 1900) + dash + (yday < 10 ? "00" : yday < 100 ? "0" : "") + String(yday)
                glibc = "%Y\(dash)%j"
            }
            var nanos: Int32 = 0
            if timeForm > 0 {
                input += "T" + two(t.tm_hour) + colon + two(t.tm_min)
                glibc? += "T%H\(colon)%M"
                if timeForm >= 2 { input += colon + two(t.tm_sec); glibc? += "\(colon)%S" }
                if timeForm == 3 {
                    let digits = random.int(1...9)
                    var fraction = ""
                    for _ in 0..<digits { fraction += String(random.int(0...9)) }
                    let mark = random.pick([".", ","])
                    input += mark + fraction
                    glibc? += mark + fraction
                    nanos = Int32(fraction + String(repeating: "0", count: 9 - digits)) ?? -1
                }
                switch zoneForm {
                case 1: input += "Z"; glibc? += "%z"
                case 2: input += offsetText(offset, colon: extended, allowShort: true); glibc? += "%z"
                case 3: input += offsetText(offset, colon: extended, allowShort: false); glibc? += "%z"
                default: break
                }
            }
            return Case(input: input, glibcFormat: glibc, expected: Timestamp(seconds: local - Int64(offset), nanoseconds: nanos))
        case "http":
            let form = random.int(0...2)
            let local = randomLocal(&random, years: form == 1 ? 1969...2068 : 1000...9999)
            let t = GlibcReference.civil(local)
            let day = weekdayNames[Int(t.tm_wday)], month = monthAbbreviations[Int(t.tm_mon)]
            let time = "\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))"
            let year = Int(t.tm_year) + 1900
            switch form {
            case 0:
                return Case(input: "\(day.prefix(3)), \(two(t.tm_mday)) \(month) \(year) \(time) GMT",
                            glibcFormat: "%a, %d %b %Y %H:%M:%S GMT", expected: Timestamp(seconds: local))
            case 1:
                return Case(input: "\(day), \(two(t.tm_mday))-\(month)-\(two(Int32(year % 100))) \(time) GMT",
                            glibcFormat: "%A, %d-%b-%y %H:%M:%S GMT", expected: Timestamp(seconds: local))
            default:
                let mday = t.tm_mday < 10 ? " \(t.tm_mday)" : "\(t.tm_mday)"
                return Case(input: "\(day.prefix(3)) \(month) \(mday) \(time) \(year)",
                            glibcFormat: "%a %b %e %H:%M:%S %Y", expected: Timestamp(seconds: local))
            }
        case "clf":
            let local = randomLocal(&random, years: 1000...9999)
            let offset = random.int(-95...95) * 15 * 60
            let t = GlibcReference.civil(local)
            let input = "\(two(t.tm_mday))/\(monthAbbreviations[Int(t.tm_mon)])/\(Int(t.tm_year) + 1900):"
                + "\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec)) " + offsetText(offset, colon: false, allowShort: false)
            return Case(input: input, glibcFormat: "%d/%b/%Y:%H:%M:%S %z", expected: Timestamp(seconds: local - Int64(offset)))
        case "syslog":
            let local = randomLocal(&random, years: 1970...1970)
            let t = GlibcReference.civil(local)
            let mday = t.tm_mday < 10 ? " \(t.tm_mday)" : "\(t.tm_mday)"
            let input = "\(monthAbbreviations[Int(t.tm_mon)]) \(mday) \(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))"
            return Case(input: input, glibcFormat: "%b %e %H:%M:%S", expected: Timestamp(seconds: local))
        case "unix":
            let seconds = Int64(bitPattern: random.next()) >> random.int(0...40)
            let digits = random.chance(2) ? 0 : random.int(1...9)
            var fraction = ""
            for _ in 0..<digits { fraction += String(random.int(0...9)) }
            let nanos = digits == 0 ? 0 : Int32(fraction + String(repeating: "0", count: 9 - digits)) ?? -1
            // "-12.25" is -12.25 s: seconds -13, nanoseconds 750_000_000.
            let negative = seconds < 0
            let magnitude = seconds.magnitude
            let input = (negative ? "-" : random.pick(["", "+"])) + String(magnitude) + (digits > 0 ? "." + fraction : "")
            let expected = negative && nanos > 0
                ? Timestamp(seconds: seconds - 1, nanoseconds: 1_000_000_000 - nanos)
                : Timestamp(seconds: seconds, nanoseconds: nanos)
            // glibc's %s rejects a sign, and values whose year overflows `int` (localtime_r).
            let glibc = !negative && digits == 0 && !input.hasPrefix("+") && seconds < 1_000_000_000_000_000 && localIsUTC ? "%s" : nil
            return Case(input: input, glibcFormat: glibc, expected: expected)
        default: // unix-ms
            let millis = Int64(bitPattern: random.next()) >> random.int(0...40)
            let seconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
            let rest = millis - seconds * 1000
            return Case(input: String(millis), glibcFormat: nil,
                        expected: Timestamp(seconds: seconds, nanoseconds: Int32(rest) * 1_000_000))
        }
    }

    /// glibc's `%s` converts with the local zone: only compare when that is UTC.
    static let localIsUTC: Bool = {
        var zero = time_t(0)
        var fields = tm()
        _ = localtime_r(&zero, &fields)
        return fields.tm_gmtoff == 0 && fields.tm_hour == 0
    }()

    @Test(arguments: ["rfc3339", "iso8601", "http", "clf", "syslog", "unix", "unix-ms"])
    func validRecordsAgree(preset: String) throws {
        let format = try #require(PresetTests.presets[preset])
        var random = SplitMix64(seed: preset.hashValueStable)
        var failures = 0
        var glibcChecked = 0
        for _ in 0..<Self.cases {
            let sample = Self.generate(preset, &random)
            var ok = true
            if let glibcFormat = sample.glibcFormat {
                glibcChecked += 1
                ok = GlibcReference.parse(sample.input, glibcFormat) == sample.expected.seconds
            }
            let mine = try? format.parse(sample.input)
            if !ok || mine != sample.expected {
                failures += 1
                if failures <= 5 {
                    Issue.record("\(preset) \"\(sample.input)\": expected \(sample.expected), glibc \(sample.glibcFormat.flatMap { GlibcReference.parse(sample.input, $0) }.map(String.init) ?? "nil"), MachineTime \(mine.map(\.description) ?? "nil")")
                }
            }
        }
        #expect(failures == 0)
        if preset != "unix-ms" { #expect(glibcChecked > 0) }
    }

    /// Mutated preset records never trap, and whatever they accept formats and parses back
    /// to the same instant; errors point inside the record.
    @Test(arguments: ["rfc3339", "iso8601", "http", "clf", "syslog", "unix", "unix-ms"])
    func mutatedRecords(preset: String) throws {
        let format = try #require(PresetTests.presets[preset])
        var random = SplitMix64(seed: 0xBAD ^ preset.hashValueStable)
        let alphabet = Array("0123456789 -+:/.,ZzTtWGMnNoOv\u{0}\u{7F}é")
        for _ in 0..<20_000 {
            var chars = Array(Self.generate(preset, &random).input)
            let at = random.int(0...(chars.count - 1))
            switch random.int(0...2) {
            case 0: chars[at] = random.pick(alphabet)
            case 1: chars.remove(at: at)
            default: chars.insert(random.pick(alphabet), at: at)
            }
            let input = String(chars)
            do {
                let t = try format.parse(input)
                #expect(try format.parse(format.format(t)) == t, "\(preset) \"\(input)\"")
            } catch {
                #expect(error.column >= 1 && error.column <= input.utf8.count + 1, "\(error)")
                #expect(error.line == 1)
            }
        }
    }
}
#endif
