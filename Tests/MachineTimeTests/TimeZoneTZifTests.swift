@testable import MachineTime
import TestSupport
import Testing

/// TZif files built byte by byte: the RFC 8536 layout, with any count or field overridable so
/// that each malformed file differs from a valid one in exactly one way.
struct TZifBuilder {
    var version: UInt8 = UInt8(ascii: "2")
    var transitions: [Int64] = [0, 100]
    var indices: [UInt8] = [1, 0]
    /// (UT offset, isdst, abbreviation index)
    var types: [(Int32, UInt8, UInt8)] = [(3_600, 0, 0), (7_200, 1, 4)]
    var characters: [UInt8] = Array("AAA\0BBB\0".utf8)
    var leapRecords = 0
    var footer: [UInt8] = Array("\nAAA-1\n".utf8)
    /// Replaces the six header counts (isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt).
    var counts: [UInt32]?

    var bytes: [UInt8] {
        guard version != 0 else { return header() + block(timeSize: 4) }
        return header() + block(timeSize: 4) + header() + block(timeSize: 8) + footer
    }

    private func header() -> [UInt8] {
        let counts = self.counts ?? [0, 0, UInt32(leapRecords), UInt32(transitions.count),
                                     UInt32(types.count), UInt32(characters.count)]
        return Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15) + counts.flatMap(Self.bigEndian)
    }

    private func block(timeSize: Int) -> [UInt8] {
        var out: [UInt8] = []
        for time in transitions {
            out += timeSize == 8 ? Self.bigEndian(UInt64(bitPattern: time)) : Self.bigEndian(UInt32(truncatingIfNeeded: time))
        }
        out += indices
        for (offset, isDST, index) in types { out += Self.bigEndian(UInt32(bitPattern: offset)) + [isDST, index] }
        out += characters
        out += [UInt8](repeating: 0, count: leapRecords * (timeSize + 4))
        return out
    }

    static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<(T.bitWidth / 8)).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}

@Suite struct TimeZoneTZifTests {
    static func parse(_ bytes: [UInt8]) throws(TimeZoneError) -> NamedTimeZone {
        try NamedTimeZone(name: "Test/Zone", tzif: bytes)
    }

    static func malformed(_ problem: TimeZoneError.TZifProblem) -> TimeZoneError {
        .malformedTZif(zone: "Test/Zone", problem: problem)
    }

    static func systemFile(_ name: String) -> [UInt8] {
        (try? ZoneFile.read(path: "/usr/share/zoneinfo/" + name, zone: name)) ?? []
    }

    // MARK: ok

    @Test func builtFileVersion2() throws {
        let zone = try Self.parse(TZifBuilder().bytes)
        #expect(zone.offset(at: -1) == ZoneOffset(seconds: 3_600, abbreviation: "AAA", isDaylightSaving: false))
        #expect(zone.offset(at: 0) == ZoneOffset(seconds: 7_200, abbreviation: "BBB", isDaylightSaving: true))
        #expect(zone.offset(at: 99).abbreviation == "BBB")
        // From the last transition on, the footer: "AAA-1".
        #expect(zone.offset(at: 100) == ZoneOffset(seconds: 3_600, abbreviation: "AAA", isDaylightSaving: false))
    }

    @Test func builtFileVersion1HasNoFooter() throws {
        var builder = TZifBuilder()
        builder.version = 0
        let zone = try Self.parse(builder.bytes)
        #expect(zone.offset(at: 50).abbreviation == "BBB")
        #expect(zone.offset(at: 1_000_000).abbreviation == "AAA")    // the last transition's type
        #expect(zone.rule == nil)
    }

    @Test func emptyFooterMeansNoRule() throws {
        var builder = TZifBuilder()
        builder.footer = Array("\n\n".utf8)
        let zone = try Self.parse(builder.bytes)
        #expect(zone.rule == nil)
        #expect(zone.offset(at: 1_000_000).abbreviation == "AAA")
    }

    @Test(arguments: ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "UTC"])
    func realVersion1BlockAgreesWithVersion2Block(_ name: String) throws {
        // The 32-bit block alone (the file cut after it, version byte set to 0) covers
        // 1901...2038 with the same transitions.
        var bytes = Self.systemFile(name)
        let header = try TZif.Header.read(reader: bytes)
        bytes = Array(bytes[0..<(44 + header.dataLength(timeSize: 4))])
        bytes[4] = 0
        let v1 = try Self.parse(bytes)
        let full = try TimeZoneDatabase().zone(named: name)
        for instant in stride(from: Int64(-2_000_000_000), to: 2_000_000_000, by: 7_654_321) {
            #expect(v1.offset(at: instant) == full.offset(at: instant), "\(instant)")
        }
    }

    // MARK: err: exact problems

    @Test func badMagic() {
        var bytes = TZifBuilder().bytes
        bytes[3] = UInt8(ascii: "g")
        #expect(throws: Self.malformed(.badMagic)) { try Self.parse(bytes) }
        #expect(throws: Self.malformed(.badMagic)) { try Self.parse(Array("# tzdb data\n".utf8) + [UInt8](repeating: 0, count: 64)) }
    }

    @Test func secondHeaderBadMagic() {
        let builder = TZifBuilder()
        var bytes = builder.bytes
        var v1 = builder
        v1.version = 0
        bytes[v1.bytes.count] = UInt8(ascii: "X")
        #expect(throws: Self.malformed(.badMagic)) { try Self.parse(bytes) }
    }

    @Test func unsupportedVersion() {
        var builder = TZifBuilder()
        builder.version = UInt8(ascii: "5")
        #expect(throws: Self.malformed(.unsupportedVersion(53))) { try Self.parse(builder.bytes) }
    }

    @Test func truncated() {
        let bytes = TZifBuilder().bytes
        #expect(throws: Self.malformed(.truncated(part: "header", needed: 44, available: 0))) { try Self.parse([]) }
        #expect(throws: Self.malformed(.truncated(part: "header", needed: 44, available: 10))) {
            try Self.parse(Array(bytes[0..<10]))
        }
        // The 32-bit block: 2 transitions (4 + 1 bytes each), 2 types (6 each), 8 characters.
        #expect(throws: Self.malformed(.truncated(part: "version 1 data block", needed: 30, available: 6))) {
            try Self.parse(Array(bytes[0..<50]))
        }
        // The 64-bit block: 2 × (8 + 1) + 12 + 8.
        #expect(throws: Self.malformed(.truncated(part: "data block", needed: 38, available: 1))) {
            try Self.parse(Array(bytes[0..<(44 + 30 + 44 + 1)]))
        }
        #expect(throws: Self.malformed(.invalidFooter)) { try Self.parse(Array(bytes.dropLast())) }
    }

    @Test func everyPrefixOfARealFileIsRejected() {
        let bytes = Self.systemFile("America/New_York")
        #expect(bytes.count > 1_000)
        for length in 0..<bytes.count {
            #expect(throws: TimeZoneError.self) { try NamedTimeZone(name: "x", tzif: Array(bytes[0..<length])) }
        }
        #expect((try? NamedTimeZone(name: "x", tzif: bytes)) != nil)
    }

    @Test func hugeCounts() {
        var builder = TZifBuilder()
        builder.counts = [0, 0, 0, .max, 2, 8]
        #expect(throws: Self.malformed(.countTooLarge(field: "timecnt", value: .max, limit: 8_192))) { try Self.parse(builder.bytes) }
        builder.counts = [0, 0, 0, 2, 257, 8]
        #expect(throws: Self.malformed(.countTooLarge(field: "typecnt", value: 257, limit: 256))) { try Self.parse(builder.bytes) }
        builder.counts = [0, 0, 0, 2, 2, 1_000_000]
        #expect(throws: Self.malformed(.countTooLarge(field: "charcnt", value: 1_000_000, limit: 4_096))) { try Self.parse(builder.bytes) }
        builder.counts = [0, 0, 9_000, 2, 2, 8]
        #expect(throws: Self.malformed(.countTooLarge(field: "leapcnt", value: 9_000, limit: 8_192))) { try Self.parse(builder.bytes) }
        // Within the limits, but far more than the file holds.
        builder.counts = [0, 0, 0, 8_192, 2, 8]
        #expect(throws: Self.malformed(.truncated(part: "version 1 data block", needed: 40_980, available: 119))) {
            try Self.parse(builder.bytes)
        }
        #expect(throws: Self.malformed(.countTooLarge(field: "file size", value: 1_048_577, limit: 1_048_576))) {
            try Self.parse([UInt8](repeating: 0, count: 1_048_577))
        }
    }

    @Test func inconsistentCounts() {
        var builder = TZifBuilder()
        builder.counts = [0, 0, 0, 0, 0, 0]
        #expect(throws: Self.malformed(.inconsistentCount(field: "typecnt", value: 0))) { try Self.parse(builder.bytes) }
        builder.counts = [1, 0, 0, 2, 2, 8]
        #expect(throws: Self.malformed(.inconsistentCount(field: "isutcnt", value: 1))) { try Self.parse(builder.bytes) }
        builder.counts = [0, 3, 0, 2, 2, 8]
        #expect(throws: Self.malformed(.inconsistentCount(field: "isstdcnt", value: 3))) { try Self.parse(builder.bytes) }
    }

    @Test func dataDefects() {
        var builder = TZifBuilder()
        builder.leapRecords = 1
        #expect(throws: Self.malformed(.leapSeconds(count: 1))) { try Self.parse(builder.bytes) }
        builder = TZifBuilder()
        builder.transitions = [100, 100]
        #expect(throws: Self.malformed(.transitionsNotAscending(index: 1))) { try Self.parse(builder.bytes) }
        builder = TZifBuilder()
        builder.indices = [1, 2]
        #expect(throws: Self.malformed(.typeIndexOutOfRange(transition: 1, type: 2, typeCount: 2))) { try Self.parse(builder.bytes) }
        builder = TZifBuilder()
        builder.types[1].0 = 93_600
        #expect(throws: Self.malformed(.offsetOutOfRange(type: 1, seconds: 93_600))) { try Self.parse(builder.bytes) }
        builder.types[1].0 = .min
        #expect(throws: Self.malformed(.offsetOutOfRange(type: 1, seconds: .min))) { try Self.parse(builder.bytes) }
        builder = TZifBuilder()
        builder.types[0].1 = 2
        #expect(throws: Self.malformed(.invalidDSTFlag(type: 0, value: 2))) { try Self.parse(builder.bytes) }
        builder = TZifBuilder()
        builder.types[1].2 = 8
        #expect(throws: Self.malformed(.invalidAbbreviation(type: 1, index: 8))) { try Self.parse(builder.bytes) }
        builder = TZifBuilder()
        builder.characters = Array("AAA\0BBB".utf8)
        #expect(throws: Self.malformed(.invalidAbbreviation(type: 1, index: 4))) { try Self.parse(builder.bytes) }
    }

    @Test func footerDefects() {
        var builder = TZifBuilder()
        for footer in ["AAA-1\n", "\nAAA-1", "\nAAA\u{7}-1\n", ""] {
            builder.footer = Array(footer.utf8)
            #expect(throws: Self.malformed(.invalidFooter)) { try Self.parse(builder.bytes) }
        }
        builder.footer = Array("\nPST8PDT,M13.1.0,M11.1.0\n".utf8)
        #expect(throws: TimeZoneError.invalidRule(zone: "Test/Zone", rule: "PST8PDT,M13.1.0,M11.1.0",
                                                   offset: 9, expected: "a month 1...12 after M")) {
            try Self.parse(builder.bytes)
        }
    }

    @Test func messages() {
        #expect(Self.malformed(.badMagic).description == #"time zone "Test/Zone": malformed TZif data: does not start with "TZif""#)
        #expect(Self.malformed(.truncated(part: "data block", needed: 38, available: 1)).description
            == #"time zone "Test/Zone": malformed TZif data: data block needs 38 bytes, only 1 remain"#)
        #expect(Self.malformed(.countTooLarge(field: "timecnt", value: 9_999, limit: 8_192)).description
            == #"time zone "Test/Zone": malformed TZif data: timecnt 9999 is above the limit 8192"#)
        #expect(Self.malformed(.leapSeconds(count: 27)).description
            == #"time zone "Test/Zone": malformed TZif data: 27 leap-second records: the right/ zones are not supported"#)
        #expect(Self.malformed(.transitionsNotAscending(index: 3)).description
            == #"time zone "Test/Zone": malformed TZif data: transition 3 is not later than transition 2"#)
    }

    // MARK: fuzz: no input traps

    /// Mutated real files and random bytes: each either parses or throws a `TimeZoneError`, and
    /// a zone that parses answers `offset(at:)` and `instant(localSeconds:ambiguity:)` for any
    /// instant without trapping. Seeded, so a failure reproduces.
    @Test func mutatedFilesNeverTrap() {
        var random = SplitMix64(seed: 0x545A_6966)
        let seeds = ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Asia/Kolkata", "UTC",
                     "America/Sao_Paulo", "Pacific/Chatham"].map(Self.systemFile).filter { !$0.isEmpty }
        var parsed = 0
        for _ in 0..<4_000 {
            var bytes = random.chance(10) ? (0..<random.int(0...200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                                          : random.pick(seeds)
            for _ in 0..<random.int(1...4) { Self.mutate(&bytes, &random) }
            guard let zone = try? NamedTimeZone(name: "fuzz", tzif: bytes) else { continue }
            parsed += 1
            for instant in [Int64.min, .max, 0, Int64(bitPattern: random.next()), Int64(random.int(-5_000_000_000...5_000_000_000))] {
                let offset = zone.offset(at: instant)
                _ = try? zone.instant(localSeconds: instant, ambiguity: random.pick([.earlier, .later, .reject]))
                _ = zone.offsets(atLocalSeconds: instant)
                guard instant.magnitude < 1 << 60 else { continue }
                // The wall-clock time an instant shows resolves back around it, whatever the file.
                let local = instant + Int64(offset.seconds)
                let earlier = try? zone.instant(localSeconds: local, ambiguity: .earlier)
                let later = try? zone.instant(localSeconds: local, ambiguity: .later)
                #expect(earlier.map { $0 <= instant } == true && later.map { $0 >= instant } == true, "\(instant)")
            }
        }
        #expect(parsed > 100)    // the mutations leave many files valid, so evaluation is exercised
    }

    static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else { bytes = [UInt8(truncatingIfNeeded: random.next())]; return }
        let position = random.int(0...(bytes.count - 1))
        switch random.int(0...5) {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes[position] ^= 1 << UInt8(random.int(0...7))
        case 2: bytes.removeSubrange(position..<min(bytes.count, position + random.int(1...16)))
        case 3: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
        case 4:
            // A header count (or any 4 bytes) set to an interesting value.
            let value = random.pick([UInt32(0), 1, 255, 256, 8_192, 8_193, .max, UInt32(truncatingIfNeeded: random.next())])
            for (index, byte) in TZifBuilder.bigEndian(value).enumerated() where position + index < bytes.count {
                bytes[position + index] = byte
            }
        default:
            // A transition time (8 bytes) set to an extreme.
            let value = random.pick([Int64.min, .max, 0, -1, Int64(bitPattern: random.next())])
            for (index, byte) in TZifBuilder.bigEndian(UInt64(bitPattern: value)).enumerated() where position + index < bytes.count {
                bytes[position + index] = byte
            }
        }
    }
}

extension TZif.Header {
    /// The first header of `bytes`, for tests that cut a file after its 32-bit block.
    static func read(reader bytes: [UInt8]) throws(TimeZoneError.TZifProblem) -> TZif.Header {
        var reader = BigEndianReader(bytes: bytes)
        return try read(&reader)
    }
}
