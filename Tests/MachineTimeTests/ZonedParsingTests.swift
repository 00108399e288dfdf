import MachineTime
import Testing

/// Records without an offset read as wall times in a named zone of the
/// system's tz database (`inTimeZone`): what a fixed offset gets wrong for
/// half the year.
@Suite struct ZonedParsingTests {
    static let database = TimeZoneDatabase()

    static func format(_ text: String, _ zone: String, _ ambiguity: AmbiguousLocalTime = .earlier) throws -> TimestampFormat {
        try TimestampFormat(text).inTimeZone(database.zone(named: zone), ambiguity: ambiguity)
    }

    /// BGL's local times (June 2005 – January 2006) in America/Los_Angeles: PDT, then PST.
    @Test func bglLinesAcrossTheChangeOfOffset() throws {
        let bgl = try Self.format("%Y-%m-%d-%H.%M.%S.%f", "America/Los_Angeles")
        let lines = ["2005-06-03-15.42.50.363779", "2005-10-30-01.30.00.000000", "2005-11-01-08.00.00.000000",
                     "2006-01-04-08.00.00.000000"]
        let written = try lines.map { TimestampFormat.rfc3339.format(try bgl.parse($0)) }
        #expect(written == ["2005-06-03T22:42:50.363779Z", "2005-10-30T08:30:00Z", "2005-11-01T16:00:00Z",
                            "2006-01-04T16:00:00Z"])
    }

    /// New York's skipped hour (2021-03-14 02:30) and repeated hour (2021-11-07 01:30).
    @Test func skippedAndRepeatedHours() throws {
        func parse(_ text: String, _ ambiguity: AmbiguousLocalTime) throws -> String {
            TimestampFormat.rfc3339.format(try Self.format("%F %T", "America/New_York", ambiguity).parse(text))
        }
        #expect(try parse("2021-03-14 02:30:00", .earlier) == "2021-03-14T06:30:00Z")
        #expect(try parse("2021-03-14 02:30:00", .later) == "2021-03-14T07:30:00Z")
        #expect(try parse("2021-11-07 01:30:00", .earlier) == "2021-11-07T05:30:00Z")
        #expect(try parse("2021-11-07 01:30:00", .later) == "2021-11-07T06:30:00Z")
        let reject = try Self.format("%F %T", "America/New_York", .reject)
        let skipped = #expect(throws: StrptimeError.self) { try reject.parse("2021-03-14 02:30:00") }
        #expect(skipped?.description == #"line 1, column 1: 2021-03-14 02:30:00 does not exist in America/New_York (clocks skipped it) (input "2021-03-14 02:30:00", format "%F %T")"#)
        let repeated = #expect(throws: StrptimeError.self) { try reject.parse("2021-11-07 01:30:00") }
        #expect(repeated?.description == #"line 1, column 1: 2021-11-07 01:30:00 occurs twice in America/New_York (clocks were set back): choose the earlier or the later one (input "2021-11-07 01:30:00", format "%F %T")"#)
    }

    /// `%Z` reads the zone's abbreviations where it uses them, which settles the repeated hour.
    @Test func abbreviationsOfTheZone() throws {
        let format = try Self.format("%F %T %Z", "America/New_York", .reject)
        #expect(TimestampFormat.rfc3339.format(try format.parse("2021-11-07 01:30:00 EDT")) == "2021-11-07T05:30:00Z")
        #expect(TimestampFormat.rfc3339.format(try format.parse("2021-11-07 01:30:00 EST")) == "2021-11-07T06:30:00Z")
        #expect(TimestampFormat.rfc3339.format(try format.parse("2021-07-01 12:00:00 UTC")) == "2021-07-01T12:00:00Z")
        let wrong = #expect(throws: StrptimeError.self) { try format.parse("2021-01-15 12:00:00 EDT") }
        #expect(wrong?.description == #"line 1, column 21: %Z: "EDT" is not an abbreviation America/New_York uses at 2021-01-15 12:00:00 (input "2021-01-15 12:00:00 EDT", format "%F %T %Z")"#)
        // Without a named zone, %Z stays UTC, GMT, UT or Z.
        #expect(throws: StrptimeError.self) { try TimestampFormat("%F %T %Z").parse("2021-07-01 12:00:00 EDT") }
    }

    /// A record with its own offset keeps it.
    @Test func anOffsetInTheRecordWins() throws {
        let format = try Self.format("%F %T %z", "Europe/Berlin")
        #expect(try format.parse("2021-07-01 12:00:00 +0000") == Timestamp(seconds: 1_625_140_800))
        #expect(format.timeZone?.name == "Europe/Berlin")
        #expect(try TimestampFormat("%F").timeZone == nil)
    }
}

/// A `%Z` token that is not UTF-8 is quoted escaped, as the input is.
@Suite struct ZonedParsingHostileTests {
    @Test func bytesThatAreNotUTF8() throws {
        let format = try TimestampFormat("%F %T %Z").inTimeZone(TimeZoneDatabase().zone(named: "Europe/Berlin"))
        let error = #expect(throws: StrptimeError.self) { try format.parse([UInt8]("2021-01-01 00:00:00 ".utf8) + [0xFF, 0xFE]) }
        #expect(error?.description == #"line 1, column 21: %Z: "\xFF\xFE" is not an abbreviation Europe/Berlin uses at 2021-01-01 00:00:00 (input "2021-01-01 00:00:00 \xFF\xFE", format "%F %T %Z")"#)
    }
}
