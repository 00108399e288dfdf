import MachineTime
import Testing

/// `ok` cases: one per directive and per glibc rule, with exact results.
/// Expected values were computed independently (Python `calendar.timegm`).
@Suite struct StrptimeParseTests {
    @Test func offsetTimestamp() throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S %z")
        let t = try format.parse("2014-02-07 12:00:00 -0700")
        #expect(t == Timestamp(seconds: 1_391_799_600))
        // The general parser (extra white space defeats the fast path) agrees.
        #expect(try format.parse("2014-02-07  12:00:00   -0700") == t)
    }

    @Test(arguments: [
        // Years and centuries.
        ("%Y", "2024", 1_704_067_200 as Int64),
        ("%Y", "0", -62_167_219_200),
        ("%C%y", "1999", 915_148_800),
        ("%y", "69", -31_536_000),
        ("%y", "68", 3_092_601_600),
        ("%y", "00", 946_684_800),
        ("%C", "20", 946_684_800),
        ("%D", "02/29/24", 1_709_164_800),
        ("%F %T", "0000-01-01 00:00:00", -62_167_219_200),
        ("%F", "9999-12-31", 253_402_214_400),
        // Day of year.
        ("%Y %j", "2024 366", 1_735_603_200),
        ("%Y %j", "2023 060", 1_677_628_800),
        ("%Y %j %m %d", "2023 060 03 01", 1_677_628_800),
        // Leading white space and short numbers (glibc's get_number).
        ("%e/%m/%Y", " 5/3/2020", 1_583_366_400),
        ("%Y-%m-%d", "2014-2-7", 1_391_731_200),
        ("%H:%M:%S", "1:2:3", 3723),
        ("%d%m", "412", 29_116_800),        // %d stops after "4": 41 > 31
        // 12-hour clock.
        ("%I:%M %p", "12:30 AM", 1800),
        ("%I:%M %p", "12:30 pm", 45000),
        ("%l %p", " 7 PM", 68400),
        ("%r", "01:02:03 PM", 46923),
        ("%H %p", "07 PM", 25200),           // %p only applies to %I, as in glibc
        ("%R", "23:59", 86340),
        ("%k", " 9", 32400),
        // Names, ASCII case-insensitive, abbreviated or full.
        ("%d %b %Y", "07 feb 2014", 1_391_731_200),
        ("%d %B %Y", "07 FEBRUARY 2014", 1_391_731_200),
        ("%d %h %Y", "07 Feb 2014", 1_391_731_200),
        ("%d %b %Y", "07 May 2014", 1_399_420_800),
        ("%a %F", "Fri 2014-02-07", 1_391_731_200),
        ("%A %F", "friday 2014-02-07", 1_391_731_200),
        ("%u %F", "5 2014-02-07", 1_391_731_200),
        ("%u %F", "7 2014-02-09", 1_391_904_000),
        ("%w %F", "0 2014-02-09", 1_391_904_000),
        // Zones.
        ("%F %z", "2014-02-07 Z", 1_391_731_200),
        ("%F %z", "2014-02-07 +05", 1_391_713_200),
        ("%F %z", "2014-02-07 +0530", 1_391_711_400),
        ("%F %z", "2014-02-07 -05:30", 1_391_751_000),
        ("%F%z", "2014-02-07   -0530", 1_391_751_000),
        ("%F %:z", "2014-02-07 +05:30", 1_391_711_400),
        ("%F %:z", "2014-02-07 Z", 1_391_731_200),
        ("%F %Z", "2014-02-07 GMT", 1_391_731_200),
        ("%F %Z", "2014-02-07 ut", 1_391_731_200),
        ("%F %Z", "2014-02-07 UTC", 1_391_731_200),
        ("%F %Z", "2014-02-07 z", 1_391_731_200),
        // Epoch seconds; later fields override, as in glibc.
        ("%s", "1391799600", 1_391_799_600),
        ("%s", "-1", -1),
        ("%s", "0", 0),
        ("%s %H", "86399 05", 21599),
        ("%a %s", "Thu 0", 0),
        // White space, %n, %t, %%.
        ("%Y%n%m%t%d", "2014\n\t02 \t07", 1_391_731_200),
        ("%Y %m", "201402", 1_391_212_800),
        ("%Y%%%m", "2014%02", 1_391_212_800),
        // Leap second: 23:59:60 UTC is the next second.
        ("%F %T", "2016-12-31 23:59:60", 1_483_228_800),
        ("%F %T %z", "2017-01-01 00:59:60 +0100", 1_483_228_800),
        // Fast-path layouts and their near misses (general path).
        ("%Y-%m-%d %H:%M:%S", "2014-02-07 \t 12:00:00", 1_391_774_400),
        ("%Y-%m-%dT%H:%M:%S", "2014-02-07T12:00:00", 1_391_774_400),
        ("%Y-%m-%d %H:%M:%S", "2014-02-0712:00:00", 1_391_774_400),
        ("%Y-%m-%d%H", "2014-02-0712", 1_391_774_400),
        ("%Y-%m-%d %H:%M:%S%z", "2014-02-07 12:00:00+01:00", 1_391_770_800),
        ("%Y-%m-%d %H:%M:%S %:z", "2014-02-07 12:00:00 +01:00", 1_391_770_800),
        ("%d/%b/%Y:%H:%M:%S %z", "10/Oct/2000:13:55:36 -0700", 971_211_336),
        ("%d/%b/%Y:%H:%M:%S %z", "10/october/2000:13:55:36 -0700", 971_211_336),
        ("%d/%b/%Y:%H:%M:%S %z", "10/Oct/2000:13:55:36-0700", 971_211_336),
        // Time only: the date defaults to 1970-01-01.
        ("%T", "00:00:00", 0),
    ])
    func ok(format: String, input: String, seconds: Int64) throws {
        // Year 1970 where the format has none, as glibc's reference figures assume.
        #expect(try TimestampFormat(format, year: 1970).parse(input) == Timestamp(seconds: seconds))
    }

    /// The POSIX directives with glibc's "C" locale meaning; every figure is glibc 2.36's
    /// `strptime_l` + `timegm` on the same input (ISO week dates aside, see `isoWeekDates`).
    @Test(arguments: [
        ("%c", "Fri Feb  7 12:00:00 2014", 1_391_774_400 as Int64),
        ("%c", "fri feb 7 12:00:00 2014", 1_391_774_400),
        ("%c", "Friday February 7 12:00:00 2014", 1_391_774_400),
        ("%x", "02/07/14", 1_391_731_200),
        ("%X", "12:00:00", 43_200),
        ("%Ex %EX", "02/07/14 12:00:00", 1_391_774_400),
        ("%Ec", "Fri Feb  7 12:00:00 2014", 1_391_774_400),
        ("%EY", "2014", 1_388_534_400),
        ("%EC%Ey", "2014", 1_388_534_400),
        ("%Od", "07", 518_400),
        ("%Oe", " 7", 518_400),
        ("%OH:%OM:%OS", "12:30:30", 45_030),
        ("%OI %p", "12 PM", 43_200),
        ("%Om", "02", 2_678_400),
        ("%Oy", "14", 1_388_534_400),
        ("%Ob", "Feb", 2_678_400),
        ("%OB", "February", 2_678_400),
        ("%Oh", "Feb", 2_678_400),
        ("%Ow", "3", 0),
        // Week numbers: with a weekday and no day of the month or year, they give the date.
        ("%Y %U %a", "2024 01 Sun", 1_704_585_600),
        ("%Y %U %a", "2024 01 Mon", 1_704_672_000),
        ("%Y %W %a", "2024 01 Mon", 1_704_067_200),
        ("%Y %W %a", "2024 53 Tue", 1_735_603_200),
        ("%Y %OU %a", "2024 01 Sun", 1_704_585_600),
        ("%Y %OW %a", "2024 01 Mon", 1_704_067_200),
        ("%Y %U %u", "2024 01 7", 1_704_585_600),
        ("%Y %U %w", "2024 01 0", 1_704_585_600),
        ("%Y %W %u", "2024 01 7", 1_704_585_600),
        ("%U %a", "05 Wed", 2_937_600),
        ("%Y %U %a %H", "2024 10 Wed 05", 1_710_306_000),
        ("%y %W %A", "24 10 Wednesday", 1_709_683_200),
        ("%C %U %a", "20 10 Wed", 952_473_600),
        ("%Y %m %U %a", "2024 03 10 Mon", 1_710_115_200),
        // Without a weekday, or with a day, the week is read and ignored.
        ("%Y %U", "2024 10", 1_704_067_200),
        ("%Y %W", "2024 53", 1_704_067_200),
        ("%Y %m %d %U %a", "2024 03 05 01 Tue", 1_709_596_800),
        ("%Y %j %W", "2024 100 01", 1_712_620_800),
        // %V, %G and %g alone, or without a weekday, are read and ignored, as in glibc.
        ("%V", "01", 0),
        ("%G", "2024", 0),
        ("%g", "24", 0),
        ("%G-%V", "2024-10", 0),
        ("%F %G-W%V-%u", "2014-02-07 2024-W10-5", 1_391_731_200),
    ])
    func posixDirectives(format: String, input: String, seconds: Int64) throws {
        // Year 1970 where the format has none, as glibc's reference figures assume.
        #expect(try TimestampFormat(format, year: 1970).parse(input) == Timestamp(seconds: seconds))
    }

    /// `%G` (or `%g`), `%V` and a weekday give the ISO 8601 week date, as the iso8601 preset
    /// does. glibc ignores all three (1970-01-01): a documented difference.
    @Test(arguments: [
        ("%G-W%V-%u", "2024-W10-3", 1_709_683_200 as Int64),
        ("%G-W%V-%u", "2020-W53-5", 1_609_459_200),
        ("%g %V %a", "24 10 Wed", 1_709_683_200),
        ("%G %OV %A", "2009 01 Monday", 1_230_508_800),
    ])
    func isoWeekDates(format: String, input: String, seconds: Int64) throws {
        // Year 1970 where the format has none, as glibc's reference figures assume.
        #expect(try TimestampFormat(format, year: 1970).parse(input) == Timestamp(seconds: seconds))
    }

    @Test(arguments: [
        ("%T.%f", "12:00:00.5", 43_200 as Int64, 500_000_000 as Int32),
        ("%T.%f", "12:00:00.000000001", 43_200, 1),
        ("%T.%f", "12:00:00.123456789", 43_200, 123_456_789),
        ("%s.%f", "1.25", 1, 250_000_000),
        ("%F %T %f", "2016-12-31 23:59:60 5", 1_483_228_800, 500_000_000),
    ])
    func okFraction(format: String, input: String, seconds: Int64, nanoseconds: Int32) throws {
        #expect(try TimestampFormat(format).parse(input) == Timestamp(seconds: seconds, nanoseconds: nanoseconds))
    }

    @Test func defaultOffsetAndYear() throws {
        let format = try TimestampFormat("%b %e %H:%M:%S", defaultOffset: 3600, year: 2024)
        #expect(try format.parse("Oct 11 22:14:15") == Timestamp(seconds: 1_728_684_855 - 3600))
        #expect(format.defaultOffset == 3600)
        #expect(format.year == 2024)
        let utc = format.defaultOffset(0).year(2023)
        #expect(try utc.parse("Feb 28 00:00:00") == Timestamp(seconds: 1_677_542_400))
        // A zone in the record wins over the default offset.
        #expect(try TimestampFormat("%F %z", defaultOffset: 3600).parse("2014-02-07 +0000") == Timestamp(seconds: 1_391_731_200))
        // %s is absolute whatever the default offset.
        #expect(try TimestampFormat("%s", defaultOffset: 3600).parse("10") == Timestamp(seconds: 10))
    }

    @Test func prefix() throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S")
        let (t, length) = try format.parsePrefix("2014-02-07 12:00:00 GET /index.html")
        #expect(t == Timestamp(seconds: 1_391_774_400))
        #expect(length == 19)
        let rfc = try TimestampFormat.rfc3339.parsePrefix("2014-02-07T12:00:00.25Z rest")
        #expect(rfc.timestamp == Timestamp(seconds: 1_391_774_400, nanoseconds: 250_000_000))
        #expect(rfc.length == 23)
    }

    @Test func bytesAndStrings() throws {
        let format = try TimestampFormat("%F")
        let bytes: [UInt8] = Array("2014-02-07".utf8)
        #expect(try format.parse(bytes) == Timestamp(seconds: 1_391_731_200))
        let viaBuffer = try bytes.withUnsafeBytes { buffer in try format.parse(buffer) }
        #expect(viaBuffer == Timestamp(seconds: 1_391_731_200))
        // A bridged/non-contiguous string still works.
        let sub = "x2014-02-07".dropFirst()
        #expect(try format.parse(String(sub)) == Timestamp(seconds: 1_391_731_200))
    }

    @Test(arguments: [
        (Timestamp(seconds: 1_391_799_600), Timestamp.EpochUnit.nanoseconds, "1391799600000000000"),
        (Timestamp(seconds: -1, nanoseconds: 500_000_000), .nanoseconds, "-500000000"),
        (Timestamp(seconds: -1, nanoseconds: 500_000_000), .milliseconds, "-500"),
        (Timestamp(seconds: -1, nanoseconds: 500_000_000), .seconds, "-1"),
        (Timestamp(seconds: -2, nanoseconds: 0), .microseconds, "-2000000"),
        (Timestamp(seconds: 0, nanoseconds: 1), .nanoseconds, "1"),
        (Timestamp(seconds: 253_402_300_799, nanoseconds: 999_999_999), .nanoseconds, "253402300799999999999"),
        (Timestamp(seconds: Int64.min, nanoseconds: 1), .nanoseconds, "-9223372036854775807999999999"),
        (Timestamp(seconds: -62_167_219_200), .milliseconds, "-62167219200000"),
    ])
    func epochStrings(t: Timestamp, unit: Timestamp.EpochUnit, expected: String) {
        #expect(t.epochString(unit) == expected)
    }

    @Test func timestampNormalizes() {
        #expect(Timestamp(seconds: 0, nanoseconds: -1) == Timestamp(seconds: -1, nanoseconds: 999_999_999))
        #expect(Timestamp(seconds: 0, nanoseconds: 2_000_000_001) == Timestamp(seconds: 2, nanoseconds: 1))
        #expect(Timestamp(seconds: -1, nanoseconds: 999_999_999) < Timestamp(seconds: 0))
        #expect(Timestamp(seconds: 1_391_799_600).description == "2014-02-07T19:00:00Z")
    }
}
