@testable import MachineTime
import TestSupport
import Testing

/// POSIX TZ rules (TZif footers) alone. Expected values were taken from glibc with the rule
/// in `TZ`, except where a test says glibc differs.
@Suite struct TimeZonePosixRuleTests {
    static func zone(_ rule: String) throws -> NamedTimeZone {
        try NamedTimeZone(name: "Rule", posixRule: rule)
    }

    // MARK: ok

    @Test(arguments: [
        ("PST8PDT,M3.2.0,M11.1.0", Int64(1_118_000_000), -25_200, "PDT", true),
        ("PST8PDT,M3.2.0,M11.1.0", 1_136_073_600, -28_800, "PST", false),
        ("PST8PDT,M3.2.0,M11.1.0", 1_636_275_599, -25_200, "PDT", true),     // 2021-11-07 01:59:59 PDT
        ("PST8PDT,M3.2.0,M11.1.0", 1_636_275_600, -28_800, "PST", false),    // 2021-11-07 01:00:00 PST
        ("<-03>3", 1_118_000_000, -10_800, "-03", false),
        ("<+0530>-5:30", 0, 19_800, "+0530", false),
        ("<+0845>-8:45", 0, 31_500, "+0845", false),
        // Asia/Jerusalem: Friday before the last Sunday of March, 02:00, written "M3.4.4/26".
        ("IST-2IDT,M3.4.4/26,M10.5.0", 1_711_670_399, 7_200, "IST", false),
        ("IST-2IDT,M3.4.4/26,M10.5.0", 1_711_670_400, 10_800, "IDT", true),
        ("EST5EDT,M3.2.0/2:00:00,M11.1.0/2:00:00", 1_615_705_199, -18_000, "EST", false),
        ("EST5EDT,M3.2.0/2:00:00,M11.1.0/2:00:00", 1_615_705_200, -14_400, "EDT", true),
        // America/Nuuk: a negative rule time, -1:00 on the last Sunday of March.
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", 1_711_846_799, -7_200, "-02", false),
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", 1_711_846_800, -3_600, "-01", true),
        // Pacific/Chatham: southern hemisphere, DST across the new year, 45-minute offsets.
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", 0, 49_500, "+1345", true),
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", 1_118_000_000, 45_900, "+1245", false),
        // Jn never counts February 29: J60 is March 1, also in 2024.
        ("AAA3BBB,J60/0,J300/0", 1_709_261_999, -10_800, "AAA", false),
        ("AAA3BBB,J60/0,J300/0", 1_709_262_000, -7_200, "BBB", true),
        // n counts from 0 and counts February 29: day 59 is February 29 in 2024, March 1 in 2023.
        ("AAA-1BBB,59/0,300/0", 1_709_161_199, 3_600, "AAA", false),
        ("AAA-1BBB,59/0,300/0", 1_709_161_200, 7_200, "BBB", true),
        ("AAA-1BBB,59/0,300/0", 1_677_625_199, 3_600, "AAA", false),
        ("AAA-1BBB,59/0,300/0", 1_677_625_200, 7_200, "BBB", true),
        // Without an offset, DST is one hour ahead; without changes, the US rules.
        ("CET-1CEST", 1_118_000_000, 7_200, "CEST", true),
        // Far from the 400-year reference era: the calendar repeats, so the rule does too.
        ("PST8PDT,M3.2.0,M11.1.0", 1_118_000_000 + 25 * 12_622_780_800, -25_200, "PDT", true),
        ("PST8PDT,M3.2.0,M11.1.0", 1_136_073_600 - 25 * 12_622_780_800, -28_800, "PST", false),
    ] as [(String, Int64, Int, String, Bool)])
    func offset(rule: String, instant: Int64, seconds: Int, abbreviation: String, isDST: Bool) throws {
        #expect(try Self.zone(rule).offset(at: instant)
            == ZoneOffset(seconds: seconds, abbreviation: abbreviation, isDaylightSaving: isDST))
    }

    /// RFC 8536 §3.3.1: `EST5EDT,0/0,J365/25` is daylight saving time all year. glibc, which
    /// takes the changes of the instant's UTC year only, reports EST for the first five hours
    /// of each UTC year (2021-01-01T00:00Z to 04:59:59Z); this reader follows the RFC.
    @Test func allYearDaylightSavingTime() throws {
        let zone = try Self.zone("EST5EDT,0/0,J365/25")
        for instant in [Int64(1_609_459_200), 1_609_477_199, 1_609_477_200, 1_625_097_600, 4_102_444_800] {
            #expect(zone.offset(at: instant) == ZoneOffset(seconds: -14_400, abbreviation: "EDT", isDaylightSaving: true))
        }
        #expect(zone.nextTransition(after: 0) == nil)
    }

    @Test func extremeInstantsDoNotTrap() throws {
        let zone = try Self.zone("PST8PDT,M3.2.0,M11.1.0")
        for instant in [Int64.min, .min + 1, .max, .max - 1] {
            _ = zone.offset(at: instant)
            if let next = zone.nextTransition(after: instant) { #expect(next > instant) }
        }
        #expect(zone.nextTransition(after: .max) == nil)
    }

    // MARK: err

    @Test(arguments: [
        ("", 0, "a zone abbreviation of 3 or more letters"),
        ("PS8", 0, "a zone abbreviation of 3 or more letters"),
        ("PST", 3, "a UTC offset such as 8 or -5:30"),
        ("PST25", 3, "a UTC offset such as 8 or -5:30"),
        ("PST8:60", 5, "minutes 00...59"),
        ("<+05", 4, "'>' after a quoted abbreviation"),
        ("<+5>-5", 0, "3 or more of A-Z a-z 0-9 + - then '>'"),
        ("PST8PDT,M13.1.0,M11.1.0", 9, "a month 1...12 after M"),
        ("PST8PDT,M3.6.0,M11.1.0", 11, "a week 1...5"),
        ("PST8PDT,M3.2.7,M11.1.0", 13, "a weekday 0...6 (0 = Sunday)"),
        ("PST8PDT,M3.2.0", 14, "',' before the end of daylight saving time"),
        ("PST8PDT,M3.2.0,M11.1.0/168", 23, "a time of day, hours -167...167"),
        ("PST8PDT,M3.2.0,M11.1.0x", 22, "the end of the rule"),
        ("PST8PDT,J0,J365", 9, "a day 1...365 after J"),
        ("PST8PDT,366,0", 8, "a day: Jn, n or Mm.w.d"),
        ("PST8PDT!", 7, "a UTC offset such as 7 or ','"),
        ("PST8PDT;M3.2.0,M11.1.0", 7, "a UTC offset such as 7 or ','"),
    ] as [(String, Int, String)])
    func invalid(rule: String, offset: Int, expected: String) {
        #expect(throws: TimeZoneError.invalidRule(zone: "Rule", rule: rule, offset: offset, expected: expected)) {
            try Self.zone(rule)
        }
    }

    @Test func message() {
        let error = TimeZoneError.invalidRule(zone: "America/X", rule: "PST8PDT,M13.1.0", offset: 9,
                                              expected: "a month 1...12 after M")
        #expect(error.description
            == #"time zone "America/X": POSIX TZ rule "PST8PDT,M13.1.0": offset 9: expected a month 1...12 after M"#)
    }

    /// Random rules from the grammar's alphabet: each parses or throws `invalidRule`, and a rule
    /// that parses answers every instant without trapping.
    @Test func randomRulesNeverTrap() {
        var random = SplitMix64(seed: 0x505_0531)
        let pieces = ["PST", "PDT", "<+0530>", "<-03>", "8", "-5:30", "24", "25", ",", "M3.2.0", "M11.5.6", "M13.1.0",
                      "J60", "J365", "0", "365", "/", "2", "-167", "167:59:59", "/26", ":", ".", "<", ">", "+", "-"]
        var parsed = 0
        for _ in 0..<5_000 {
            let text = (0..<random.int(1...8)).map { _ in random.pick(pieces) }.joined()
            guard let zone = try? NamedTimeZone(name: "fuzz", posixRule: text) else { continue }
            parsed += 1
            for instant in [Int64.min, .max, 0, Int64(bitPattern: random.next())] {
                _ = zone.offset(at: instant)
                _ = try? zone.instant(localSeconds: instant, ambiguity: .later)
            }
        }
        #expect(parsed > 10)
    }
}
