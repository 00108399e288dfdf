// A differential against glibc itself: only where glibc is the C library.
#if canImport(Glibc)
import Glibc
import MachineTime
import TestSupport
import Testing

extension GlibcReference {
    /// `strptime_l` at the start of `input`: the instant and how many bytes it read, or nil.
    static func parsePrefix(_ input: String, _ format: String, year: Int = 1970) -> (seconds: Int64, length: Int)? {
        guard let strptime else { return nil }
        var fields = tm()
        fields.tm_year = Int32(year - 1900)
        fields.tm_mday = 1
        // The end pointer points into `input`'s C string: measure it while that string lives.
        let length = input.withCString { text in
            strptime(text, format, &fields, cLocale).map { $0 - UnsafeMutablePointer(mutating: text) }
        }
        guard let length else { return nil }
        let offset = Int64(fields.tm_gmtoff)   // read first: timegm resets it
        return (Int64(timegm(&fields)) - offset, length)
    }
}

/// Where MachineTime accepts or reads differently from glibc by design (MachineTime.md, "Other
/// differences from glibc"). Each one is recognised narrowly, so that any other disagreement fails.
enum DocumentedDifference: String, CaseIterable {
    case negativeEpoch     // %s "-5": glibc 2.36 reads no sign
    case isoWeekDate       // %G/%g + %V + weekday give the ISO week date; glibc ignores all three
    case loneEy            // %Ey without %EC: glibc's C locale looks for an era and fails or reads on erratically; MachineTime reads %y
    case weekYearAsYear    // %G reads like %Y (leading white space, at most 4 digits); glibc a bare run of digits
    case dayOfYearAlone    // %j with no year, month or day directive: glibc ignores it; MachineTime uses the configured year

    /// `lengths` are glibc's and MachineTime's in prefix mode, when both accepted.
    init?(format: String, input: String, glibc: Int64?, mine: Result<Timestamp, StrptimeError>,
          lengths: (glibc: Int, mine: Int)? = nil) {
        let accepted = (try? mine.get()) != nil
        let digitRuns = input.split(whereSeparator: { !$0.isASCII || !$0.isNumber })
        if format == "%s", glibc == nil, accepted, input.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("-") {
            self = .negativeEpoch
        } else if format.contains("V"), format.contains("%G") || format.contains("%g"),
                  ["%u", "%a", "%A", "%w"].contains(where: format.contains), accepted,
                  glibc != (try? mine.get()).map(\.seconds) {
            self = .isoWeekDate
        } else if format == "%Ey" {
            self = .loneEy
        } else if format.hasPrefix("%G"), digitRuns.contains(where: { $0.count > 4 }) || input.first?.isWhitespace == true {
            self = .weekYearAsYear
        } else if format == "%j", glibc == 0, accepted {
            self = .dayOfYearAlone
        } else {
            return nil
        }
    }
}

/// One format of the directive differential: the directive it covers, alone or with what it
/// needs to mean something (`%p` an hour, `%U` a year and a weekday).
struct DirectiveCase: Sendable, CustomStringConvertible {
    var format: String
    var years: ClosedRange<Int> = 1...9999
    var hasOffset = false
    var description: String { format }
    /// `%:z` runs as `%z` in glibc, which has no `%:z`.
    var glibcFormat: String { format.replacingOccurrences("%:z", with: "%z") }

    static func twoDigitYear(_ format: String) -> DirectiveCase { DirectiveCase(format: format, years: 1969...2068) }
    static func zone(_ format: String) -> DirectiveCase { DirectiveCase(format: format, hasOffset: true) }
}

/// Every directive MachineTime supports, against glibc's `strptime_l` in the "C" locale on
/// seeded inputs: valid values (padding, white space and letter case varied), the same values
/// perturbed, each as a whole line and as a prefix followed by other text. Every disagreement
/// must be a `StrictnessCase` or a `DocumentedDifference`; `%f`, which glibc lacks, is checked
/// against the generated value.
@Suite struct GlibcDirectiveDifferentialTests {
    static let cases: [DirectiveCase] = [
        .init(format: "%Y"), .init(format: "%EY"), .init(format: "%C"), .init(format: "%EC%Ey"),
        .twoDigitYear("%y"), .twoDigitYear("%Oy"), .twoDigitYear("%Ey"),
        .init(format: "%m"), .init(format: "%Om"), .init(format: "%d"), .init(format: "%Od"),
        .init(format: "%e"), .init(format: "%Oe"), .init(format: "%j"),
        .init(format: "%H"), .init(format: "%OH"), .init(format: "%k"), .init(format: "%I %p"), .init(format: "%OI %p"),
        .init(format: "%l %p"), .init(format: "%M"), .init(format: "%OM"), .init(format: "%S"), .init(format: "%OS"),
        .init(format: "%b"), .init(format: "%Ob"), .init(format: "%B"), .init(format: "%OB"), .init(format: "%h"), .init(format: "%Oh"),
        .init(format: "%a"), .init(format: "%A"), .init(format: "%u"), .init(format: "%w"), .init(format: "%Ow"),
        .zone("%z"), .zone("%:z"), .init(format: "%Z"), .init(format: "%s"),
        .init(format: "%Y%n%m"), .init(format: "%Y%t%m"), .init(format: "%Y%%%m"),
        .twoDigitYear("%D"), .init(format: "%F"), .init(format: "%T"), .init(format: "%R"), .init(format: "%r"),
        .init(format: "%c"), .init(format: "%Ec"), .twoDigitYear("%x"), .twoDigitYear("%Ex"), .init(format: "%X"), .init(format: "%EX"),
        .init(format: "%U"), .init(format: "%OU"), .init(format: "%W"), .init(format: "%OW"),
        .init(format: "%Y %U %a"), .init(format: "%Y %OU %A"), .init(format: "%Y %W %u"), .init(format: "%Y %OW %w"),
        .init(format: "%Y %m %U %a"),
        .init(format: "%V"), .init(format: "%OV"), .init(format: "%G"), .twoDigitYear("%g"),
        .init(format: "%G-W%V-%u"), .twoDigitYear("%g %OV %a"),
        .zone("%a, %d %b %Y %T %z"),
    ]

    static let valuesPerCase = 400
    static let suffixes = [" GET /", "\t-", "|x", " 1", ""]
    static let alphabet = Array("0123456789012345678901234567890123456789 -+:/%ZTaAjJPpMnNWw\t.,é")

    @Test(arguments: cases)
    func agreesWithGlibc(spec: DirectiveCase) throws {
        let format = try TimestampFormat(spec.format, year: 1970)
        let seed = 0xD1_2EC7 ^ spec.format.hashValueStable
        var random = SplitMix64(seed: seed)
        var rendering = Rendering(random: SplitMix64(seed: seed ^ 1), flexible: true)
        var seen: [String: Int] = [:]
        var failures = 0
        let shape = DifferentialFormat(format: spec.format, years: spec.years, flexible: true, hasOffset: spec.hasOffset)
        for index in 0..<(2 * Self.valuesPerCase) {
            let (local, offset) = GlibcDifferentialTests.instant(&random, shape)
            var input = rendering.render(spec.format, GlibcReference.civil(local), offset: offset)
            if index % 2 == 1 { input = Self.perturb(input, &random) }
            // Whole line.
            let glibc = GlibcReference.parse(input, spec.glibcFormat)
            var mine: Result<Timestamp, StrptimeError>
            do { mine = .success(try format.parse(input)) } catch { mine = .failure(error) }
            if index % 2 == 0, case .failure(let error) = mine {
                // A valid rendering names a real instant: rejecting it is a failure whatever glibc says.
                failures += 1
                if failures <= 5 { Issue.record("\(spec.format) on valid \"\(input)\": \(error)") }
            } else if let verdict = Self.classify(spec.format, input, glibc, mine) {
                seen[verdict, default: 0] += 1
            } else {
                failures += 1
                if failures <= 5 { Issue.record("\(spec.format) on \"\(input)\": glibc \(glibc.map(String.init) ?? "nil"), MachineTime \(mine)") }
            }
            // Prefix: the same with other text after it.
            let line = input + random.pick(Self.suffixes)
            let glibcPrefix = GlibcReference.parsePrefix(line, spec.glibcFormat)
            var minePrefix: Result<(timestamp: Timestamp, length: Int), StrptimeError>
            do { minePrefix = .success(try format.parsePrefix(line)) } catch { minePrefix = .failure(error) }
            var lengths: (glibc: Int, mine: Int)? = nil
            if let g = glibcPrefix, case .success(let m) = minePrefix { lengths = (g.length, m.length) }
            if let verdict = Self.classify(spec.format, line, glibcPrefix?.seconds, minePrefix.map(\.timestamp), lengths: lengths) {
                seen[verdict, default: 0] += 1
            } else {
                failures += 1
                if failures <= 5 {
                    Issue.record("prefix \(spec.format) on \"\(line)\": glibc \(glibcPrefix.map { "\($0)" } ?? "nil"), MachineTime \(minePrefix)")
                }
            }
        }
        #expect(failures == 0, "\(seen)")
    }

    /// `%f` has no glibc counterpart: valid renderings must give the generated fraction.
    @Test func fractionMatchesTheGeneratedDigits() throws {
        let format = try TimestampFormat("%T.%f")
        var random = SplitMix64(seed: 0xF4AC)
        for _ in 0..<2_000 {
            let digits = String(random.int(0...999_999_999)).prefix(random.int(1...9))
            let nanos = Int32(digits + String(repeating: "0", count: 9 - digits.count)) ?? -1
            #expect(try format.parse("12:00:00." + digits) == Timestamp(seconds: 43_200, nanoseconds: nanos))
            #expect(try format.parsePrefix("12:00:00." + digits + " x") == (Timestamp(seconds: 43_200, nanoseconds: nanos), 9 + digits.count))
        }
    }

    /// "agree", a strictness case or a documented difference; nil for a failure.
    static func classify(_ format: String, _ input: String, _ glibc: Int64?, _ mine: Result<Timestamp, StrptimeError>,
                         lengths: (glibc: Int, mine: Int)? = nil) -> String? {
        switch (glibc, mine) {
        case (nil, .failure): return "agree"
        case (let g?, .success(let t)) where t == Timestamp(seconds: g) && lengths.map({ $0.glibc == $0.mine }) != false:
            return "agree"
        case (_?, .failure(let error)):
            if let strictness = StrictnessCase(error) { return strictness.rawValue }
        default: break
        }
        return DocumentedDifference(format: format, input: input, glibc: glibc, mine: mine, lengths: lengths)?.rawValue
    }

    /// One or two random edits: replace, remove, insert or swap characters.
    static func perturb(_ input: String, _ random: inout SplitMix64) -> String {
        var chars = Array(input)
        for _ in 0...random.int(0...1) {
            if chars.isEmpty { chars = ["0"] }
            let at = random.int(0...(chars.count - 1))
            switch random.int(0...4) {
            case 0: chars[at] = random.pick(alphabet)
            case 1: chars.remove(at: at)
            case 2: chars.insert(random.pick(alphabet), at: at)
            case 3: chars[at] = (chars[at].isUppercase ? chars[at].lowercased() : chars[at].uppercased()).first ?? chars[at]
            default: if at + 1 < chars.count { chars.swapAt(at, at + 1) }
            }
        }
        return String(chars)
    }
}
#endif
