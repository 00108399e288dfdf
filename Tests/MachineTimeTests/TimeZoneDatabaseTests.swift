@testable import MachineTime
import Testing

/// Named zones read from the system's tz database (tzdata 2025b when these values were
/// taken; each was checked against glibc's `localtime_r`). Instants are UTC seconds.
@Suite struct TimeZoneDatabaseTests {
    static let database = TimeZoneDatabase()

    // MARK: ok: offset(at:)

    @Test(arguments: [
        // Los Angeles: local mean time until 1883-11-18 20:00Z, then the table, then the footer.
        ("America/Los_Angeles", Int64(-3_000_000_000), -28_378, "LMT", false),
        ("America/Los_Angeles", -2_717_640_001, -28_378, "LMT", false),
        ("America/Los_Angeles", -2_717_640_000, -28_800, "PST", false),      // the transition itself
        ("America/Los_Angeles", -2_500_000_000, -28_800, "PST", false),      // 1890
        ("America/Los_Angeles", 1_118_000_000, -25_200, "PDT", true),        // 2005-06-05, BGL's span
        ("America/Los_Angeles", 1_130_662_799, -25_200, "PDT", true),        // 2005-10-30T08:59:59Z
        ("America/Los_Angeles", 1_130_662_800, -28_800, "PST", false),       // 2005-10-30T09:00:00Z
        ("America/Los_Angeles", 1_136_073_600, -28_800, "PST", false),       // 2006-01-01
        ("America/Los_Angeles", 2_200_000_000, -25_200, "PDT", true),        // 2039-09-18: footer
        ("America/Los_Angeles", 4_102_444_800, -28_800, "PST", false),       // 2100-01-01
        ("America/Los_Angeles", 4_118_000_000, -25_200, "PDT", true),        // 2100-06-30
        ("Europe/Berlin", -2_500_000_000, 3_208, "LMT", false),
        ("Europe/Berlin", 1_118_000_000, 7_200, "CEST", true),
        ("Europe/Berlin", 1_136_073_600, 3_600, "CET", false),
        ("Europe/Berlin", 4_102_444_800, 3_600, "CET", false),
        ("Europe/Berlin", 4_118_000_000, 7_200, "CEST", true),
        // Lord Howe: +10:30 standard, +11 in summer (a 30-minute DST).
        ("Australia/Lord_Howe", 0, 36_000, "AEST", false),
        ("Australia/Lord_Howe", 1_118_000_000, 37_800, "+1030", false),
        ("Australia/Lord_Howe", 1_136_073_600, 39_600, "+11", true),
        ("Australia/Lord_Howe", 4_118_000_000, 37_800, "+1030", false),
        ("Asia/Kolkata", -2_500_000_000, 19_270, "MMT", false),
        ("Asia/Kolkata", -1_000_000_000, 19_800, "IST", false),
        ("Asia/Kolkata", 0, 19_800, "IST", false),
        ("Asia/Kolkata", 4_118_000_000, 19_800, "IST", false),
        ("America/Sao_Paulo", -2_500_000_000, -11_188, "LMT", false),
        ("America/Sao_Paulo", 1_530_000_000, -10_800, "-03", false),
        ("America/Sao_Paulo", 1_545_000_000, -7_200, "-02", true),           // 2018-12-16, the last DST
        ("America/Sao_Paulo", 4_118_000_000, -10_800, "-03", false),
        // Dublin in tzdata's main form: IST (+1) is standard time, winter GMT is "negative DST".
        ("Europe/Dublin", -2_500_000_000, -1_521, "DMT", false),
        ("Europe/Dublin", 1_118_000_000, 3_600, "IST", false),
        ("Europe/Dublin", 1_136_073_600, 0, "GMT", true),
        ("Europe/Dublin", 4_102_444_800, 0, "GMT", true),
        ("Europe/Dublin", 4_118_000_000, 3_600, "IST", false),
        // No transitions at all: the footer alone.
        ("Etc/UTC", 1_118_000_000, 0, "UTC", false),
        ("Etc/GMT+5", 1_118_000_000, -18_000, "-05", false),
    ] as [(String, Int64, Int, String, Bool)])
    func offset(zone: String, instant: Int64, seconds: Int, abbreviation: String, isDST: Bool) throws {
        let offset = try Self.database.zone(named: zone).offset(at: instant)
        #expect(offset == ZoneOffset(seconds: seconds, abbreviation: abbreviation, isDaylightSaving: isDST))
    }

    // MARK: ok: instant(localSeconds:ambiguity:)

    /// America/New_York, 2021: 01:30 on November 7 occurs twice, 02:30 on March 14 never.
    @Test(arguments: [
        // 2021-11-07 01:30: EDT (05:30Z) first, EST (06:30Z) second.
        (Int64(1_636_248_600), AmbiguousLocalTime.earlier, Int64(1_636_263_000)),
        (1_636_248_600, .later, 1_636_266_600),
        // 2021-03-14 02:30: earlier reads it in EDT (06:30Z = 01:30 EST), later in EST (07:30Z = 03:30 EDT).
        (1_615_689_000, .earlier, 1_615_703_400),
        (1_615_689_000, .later, 1_615_707_000),
        // Unambiguous times resolve alike whatever the choice: 2021-03-14 01:59:59 and 03:00:00.
        (1_615_687_199, .reject, 1_615_705_199),
        (1_615_690_800, .reject, 1_615_705_200),
        // 2021-11-07 00:59:59 EDT and 02:00:00 EST, either side of the overlap.
        (1_636_246_799, .reject, 1_636_261_199),
        (1_636_250_400, .reject, 1_636_268_400),
    ] as [(Int64, AmbiguousLocalTime, Int64)])
    func newYorkLocalTime(local: Int64, ambiguity: AmbiguousLocalTime, expected: Int64) throws {
        let newYork = try Self.database.zone(named: "America/New_York")
        #expect(try newYork.instant(localSeconds: local, ambiguity: ambiguity) == expected)
    }

    @Test func losAngelesLocalTime() throws {
        let losAngeles = try Self.database.zone(named: "America/Los_Angeles")
        // 2005-12-01 08:00 PST and 2005-06-05 12:00 PDT (BGL's span); 2100-06-30 12:00 PDT (footer).
        #expect(try losAngeles.instant(localSeconds: 1_133_424_000, ambiguity: .reject) == 1_133_452_800)
        #expect(try losAngeles.instant(localSeconds: 1_117_972_800, ambiguity: .reject) == 1_117_998_000)
        #expect(try losAngeles.instant(localSeconds: 4_118_040_000, ambiguity: .reject) == 4_118_065_200)
    }

    @Test func lordHoweHalfHourOverlap() throws {
        // 2024-04-07 01:45 local occurs at +11 (14:45Z the day before) and at +10:30 (15:15Z):
        // at 02:00 +11 the clocks go back half an hour.
        let lordHowe = try Self.database.zone(named: "Australia/Lord_Howe")
        #expect(try lordHowe.instant(localSeconds: 1_712_454_300, ambiguity: .earlier) == 1_712_414_700)
        #expect(try lordHowe.instant(localSeconds: 1_712_454_300, ambiguity: .later) == 1_712_416_500)
        #expect(lordHowe.offsets(atLocalSeconds: 1_712_454_300).map(\.abbreviation) == ["+11", "+1030"])
    }

    @Test func abbreviations() throws {
        let losAngeles = try Self.database.zone(named: "America/Los_Angeles")
        #expect(losAngeles.isAbbreviation("PDT", validAtLocalSeconds: 1_117_972_800))
        #expect(!losAngeles.isAbbreviation("PST", validAtLocalSeconds: 1_117_972_800))
        #expect(!losAngeles.isAbbreviation("pdt", validAtLocalSeconds: 1_117_972_800))
        let newYork = try Self.database.zone(named: "America/New_York")
        #expect(newYork.offsets(atLocalSeconds: 1_636_248_600).map(\.abbreviation) == ["EDT", "EST"])
        #expect(newYork.offsets(atLocalSeconds: 1_615_689_000).map(\.abbreviation) == ["EST", "EDT"])
        #expect(newYork.isAbbreviation("EST", validAtLocalSeconds: 1_636_248_600))
        #expect(newYork.isAbbreviation("EDT", validAtLocalSeconds: 1_636_248_600))
    }

    // MARK: err: instant(localSeconds:ambiguity:)

    @Test func newYorkRejects() throws {
        let newYork = try Self.database.zone(named: "America/New_York")
        #expect(throws: TimeZoneError.ambiguousLocalTime(zone: "America/New_York", localSeconds: 1_636_248_600)) {
            try newYork.instant(localSeconds: 1_636_248_600, ambiguity: .reject)
        }
        #expect(throws: TimeZoneError.nonexistentLocalTime(zone: "America/New_York", localSeconds: 1_615_689_000)) {
            try newYork.instant(localSeconds: 1_615_689_000, ambiguity: .reject)
        }
        #expect(throws: TimeZoneError.localTimeOutOfRange(zone: "America/New_York", localSeconds: .max)) {
            try newYork.instant(localSeconds: .max, ambiguity: .earlier)
        }
    }

    @Test func localTimeMessages() {
        #expect(TimeZoneError.ambiguousLocalTime(zone: "America/New_York", localSeconds: 1_636_248_600).description
            == #"time zone "America/New_York": local time 2021-11-07T01:30:00 occurs twice (repeated by a DST overlap)"#)
        #expect(TimeZoneError.nonexistentLocalTime(zone: "America/New_York", localSeconds: 1_615_689_000).description
            == #"time zone "America/New_York": local time 2021-03-14T02:30:00 does not exist (skipped by a DST gap)"#)
        #expect(TimeZoneError.nonexistentLocalTime(zone: "X", localSeconds: -62_135_596_800).description
            == #"time zone "X": local time 0001-01-01T00:00:00 does not exist (skipped by a DST gap)"#)
    }

    // MARK: err: names

    @Test(arguments: [
        "", "/etc/passwd", "../etc/passwd", "America/../../etc/passwd", "America/..", "./UTC", "America//New_York",
        "America/", "America/New York", "America/New_York\u{0}", "Europe/Berlin;rm", "Zürich",
        String(repeating: "A", count: 256),
    ])
    func invalidName(_ name: String) {
        #expect(throws: TimeZoneError.invalidName(name)) { try Self.database.zone(named: name) }
    }

    @Test func longestValidNameIsLookedUp() {
        let name = String(repeating: "A", count: 255)
        #expect(throws: TimeZoneError.unknownZone(name)) { try Self.database.zone(named: name) }
    }

    @Test(arguments: ["Mars/Olympus_Mons", "America", "UTC/Nowhere", "etc/utc"])
    func unknownZone(_ name: String) {
        #expect(throws: TimeZoneError.unknownZone(name)) { try Self.database.zone(named: name) }
    }

    @Test func fileThatIsNotAZone() {
        #expect(throws: TimeZoneError.malformedTZif(zone: "zone.tab", problem: .badMagic)) {
            try Self.database.zone(named: "zone.tab")
        }
    }

    @Test func otherDirectory() {
        let database = TimeZoneDatabase(directory: "/nonexistent-tz-folder")
        #expect(database.directory == "/nonexistent-tz-folder")
        #expect(throws: TimeZoneError.unknownZone("UTC")) { try database.zone(named: "UTC") }
    }

    @Test func nameMessages() {
        #expect(TimeZoneError.invalidName("../etc/passwd").description
            == #"invalid time zone name "../etc/passwd": expected components of A-Z a-z 0-9 _ + - . separated by "/", no "." or ".." component, at most 255 bytes"#)
        #expect(TimeZoneError.unknownZone("Mars/\u{1B}[31m").description == #"unknown time zone "Mars/\u{1B}[31m""#)
        #expect(TimeZoneError.unreadableFile(zone: "UTC", errno: 13).description
            == #"time zone "UTC": cannot read its file (errno 13)"#)
        #expect(TimeZoneError.fileTooLarge(zone: "UTC", limit: 1_048_576).description
            == #"time zone "UTC": the file is larger than 1048576 bytes"#)
    }

    // MARK: the cache

    @Test func repeatedLookupsReadOnce() throws {
        let database = TimeZoneDatabase()
        let first = try database.zone(named: "Europe/Berlin")
        #expect(database.cachedZoneCount == 1)
        let copy = database    // copies share the cache
        #expect(try copy.zone(named: "Europe/Berlin") == first)
        _ = try? database.zone(named: "Mars/Olympus_Mons")    // errors are not remembered
        #expect(database.cachedZoneCount == 1)
    }

    @Test func cacheIsBounded() throws {
        let cache = ZoneCache(limit: 2)
        for name in ["UTC", "Etc/UTC", "Europe/Berlin"] {
            cache.insert(try Self.database.zone(named: name))
        }
        // The third zone found the cache full and emptied it first.
        #expect(cache.count == 1)
        #expect(cache.zone(named: "Europe/Berlin")?.name == "Europe/Berlin")
        #expect(cache.zone(named: "UTC") == nil)
    }

    @Test func concurrentLookupsAgree() async throws {
        let database = TimeZoneDatabase()
        let names = ["America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"]
        let results = try await withThrowingTaskGroup(of: (String, Int).self) { group in
            for index in 0..<64 {
                let name = names[index % names.count]
                group.addTask { (name, try database.zone(named: name).offset(at: 1_118_000_000).seconds) }
            }
            return try await group.reduce(into: [String: Set<Int>]()) { $0[$1.0, default: []].insert($1.1) }
        }
        #expect(results == ["America/Los_Angeles": [-25_200], "Europe/Berlin": [7_200],
                            "Asia/Kolkata": [19_800], "Australia/Lord_Howe": [37_800]])
        #expect(database.cachedZoneCount == 4)
    }
}
