import MachineTime
import Testing

/// `ok` and `err` tables per preset.
@Suite struct PresetTests {
    static let presets: [String: TimestampFormat] = [
        "rfc3339": .rfc3339, "iso8601": .iso8601, "http": .httpDate, "clf": .commonLog,
        "syslog": .syslog.year(1970), "unix": .unixSeconds, "unix-ms": .unixMillis,
    ]

    @Test(arguments: [
        ("rfc3339", "2014-02-07T12:00:00-07:00", 1_391_799_600 as Int64, 0 as Int32),
        ("rfc3339", "2014-02-07t19:00:00z", 1_391_799_600, 0),
        ("rfc3339", "2014-02-07 19:00:00Z", 1_391_799_600, 0),
        ("rfc3339", "2014-02-07T19:00:00.123456789Z", 1_391_799_600, 123_456_789),
        ("rfc3339", "2014-02-07T20:00:00.5+01:00", 1_391_799_600, 500_000_000),
        ("rfc3339", "1969-12-31T23:59:59.5Z", -1, 500_000_000),
        ("rfc3339", "2016-12-31T23:59:60Z", 1_483_228_800, 0),
        ("rfc3339", "0000-01-01T00:00:00Z", -62_167_219_200, 0),
        ("rfc3339", "9999-12-31T23:59:59-23:59", 253_402_387_139, 0),
        ("iso8601", "2014-02-07", 1_391_731_200, 0),
        ("iso8601", "20140207", 1_391_731_200, 0),
        ("iso8601", "2014-W06-5", 1_391_731_200, 0),
        ("iso8601", "2014W065", 1_391_731_200, 0),
        ("iso8601", "2014-038", 1_391_731_200, 0),
        ("iso8601", "2014038", 1_391_731_200, 0),
        ("iso8601", "2014-W01-1", 1_388_361_600, 0),
        ("iso8601", "2020-W53-7", 1_609_632_000, 0),
        ("iso8601", "2014-02-07T12:00", 1_391_774_400, 0),
        ("iso8601", "2014-02-07T12:00:00,5Z", 1_391_774_400, 500_000_000),
        ("iso8601", "2014-02-07T12:00:00+01", 1_391_770_800, 0),
        ("iso8601", "2014-02-07T12:00:00-07:00", 1_391_799_600, 0),
        ("iso8601", "2014-02-07T12:00-07:00", 1_391_799_600, 0),
        ("iso8601", "20140207T120000Z", 1_391_774_400, 0),
        ("iso8601", "20140207T1200-0700", 1_391_799_600, 0),
        ("iso8601", "2014-W06-5T12:00:00Z", 1_391_774_400, 0),
        ("iso8601", "2014-038T12:00:00.25Z", 1_391_774_400, 250_000_000),
        ("http", "Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777, 0),
        ("http", "Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777, 0),
        ("http", "Sun Nov  6 08:49:37 1994", 784_111_777, 0),
        ("http", "SUN, 06 NOV 1994 08:49:37 GMT", 784_111_777, 0),
        ("clf", "10/Oct/2000:13:55:36 -0700", 971_211_336, 0),
        ("clf", "10/oct/2000:20:55:36 +0000", 971_211_336, 0),
        ("syslog", "Oct 11 22:14:15", 24_531_255, 0),
        ("syslog", "Oct  1 22:14:15", 23_667_255, 0),
        ("unix", "1391799600", 1_391_799_600, 0),
        ("unix", "+1391799600.000000001", 1_391_799_600, 1),
        ("unix", "-1.5", -2, 500_000_000),
        ("unix", "-0", 0, 0),
        ("unix", "-9223372036854775808", Int64.min, 0),
        ("unix-ms", "1391799600123", 1_391_799_600, 123_000_000),
        ("unix-ms", "-1500", -2, 500_000_000),
        ("unix-ms", "0", 0, 0),
    ])
    func ok(preset: String, input: String, seconds: Int64, nanoseconds: Int32) throws {
        let format = try #require(Self.presets[preset])
        #expect(try format.parse(input) == Timestamp(seconds: seconds, nanoseconds: nanoseconds))
    }

    @Test(arguments: [
        ("rfc3339", "2014-02-07T19:00:00", #"line 1, column 20: %:z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found end of input (input "2014-02-07T19:00:00", format "rfc3339")"#),
        ("rfc3339", "2014-02-07T19:00:00+0700", #"line 1, column 20: %:z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found "+0700" (input "2014-02-07T19:00:00+0700", format "rfc3339")"#),
        ("rfc3339", "2014-02-07X19:00:00Z", #"line 1, column 11: expected one of "T", "t", space, found "X" (input "2014-02-07X19:00:00Z", format "rfc3339")"#),
        ("rfc3339", "2014-02-07T19:00:00.Z", #"line 1, column 21: %f: expected a digit, found "Z" (input "2014-02-07T19:00:00.Z", format "rfc3339")"#),
        ("rfc3339", "2014-2-07T19:00:00Z", #"line 1, column 7: %m: expected a digit, found "-" (input "2014-2-07T19:00:00Z", format "rfc3339")"#),
        ("rfc3339", "2014-02-30T00:00:00Z", #"line 1, column 9: %d: 2014-02-30 does not exist (February 2014 has 28 days) (input "2014-02-30T00:00:00Z", format "rfc3339")"#),
        ("rfc3339", "2014-02-07T19:00:00.1234567890Z", #"line 1, column 30: %:z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found "0Z" (input "2014-02-07T19:00:00.1234567890Z", format "rfc3339")"#),
        ("rfc3339", "2014-02-07T19:00:00Zjunk", #"line 1, column 21: unexpected trailing input "junk" (input "2014-02-07T19:00:00Zjunk", format "rfc3339")"#),
        ("rfc3339", "2014-02-07T24:00:00Z", #"line 1, column 12: %H: hour 24 is not in 0...23 (input "2014-02-07T24:00:00Z", format "rfc3339")"#),
        ("iso8601", "2014-W53-1", #"line 1, column 7: %V: week 53 is not in 1...52 (input "2014-W53-1", format "iso8601")"#),
        ("iso8601", "2014-02-07T25:00", #"line 1, column 12: %H: hour 25 is not in 0...23 (input "2014-02-07T25:00", format "iso8601")"#),
        ("iso8601", "2014-13-01", #"line 1, column 6: %m: month 13 is not in 1...12 (input "2014-13-01", format "iso8601")"#),
        ("iso8601", "2014-02-07T12", #"line 1, column 14: expected ":", found end of input (input "2014-02-07T12", format "iso8601")"#),
        ("http", "Mon, 06 Nov 1994 08:49:37 GMT", #"line 1, column 1: %a: weekday Monday contradicts 1994-11-06, a Sunday (input "Mon, 06 Nov 1994 08:49:37 GMT", format "http")"#),
        ("http", "Sun, 06 Nov 1994 08:49:37 UTC", #"line 1, column 27: expected "G", found "U" (input "Sun, 06 Nov 1994 08:49:37 UTC", format "http")"#),
        ("clf", "10/Oct/2000:13:55:36 -07:00", #"line 1, column 22: %z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found "-07:00" (input "10/Oct/2000:13:55:36 -07:00", format "clf")"#),
        ("clf", "10/Foo/2000:13:55:36 -0700", #"line 1, column 4: %b: expected a month abbreviation (Jan...Dec), found "Foo" (input "10/Foo/2000:13:55:36 -0700", format "clf")"#),
        ("clf", "10/October/2000:13:55:36 -0700", #"line 1, column 4: %b: expected a month abbreviation (Jan...Dec), found "October" (input "10/October/2000:13:55:36 -0700", format "clf")"#),
        ("syslog", "Feb 29 00:00:00", #"line 1, column 5: %e: 1970-02-29 does not exist (February 1970 has 28 days) (input "Feb 29 00:00:00", format "syslog")"#),
        ("unix", "1.", #"line 1, column 2: unexpected trailing input "." (input "1.", format "unix")"#),
        ("unix", "abc", #"line 1, column 1: %s: expected a digit, found "a" (input "abc", format "unix")"#),
        ("unix", "99999999999999999999", #"line 1, column 1: %s: seconds does not fit in 64 bits (input "99999999999999999999", format "unix")"#),
        ("unix", "-9223372036854775808.5", #"line 1, column 1: %s: seconds does not fit in 64 bits (input "-9223372036854775808.5", format "unix")"#),
        ("unix-ms", "12.5", #"line 1, column 3: unexpected trailing input ".5" (input "12.5", format "unix-ms")"#),
    ])
    func err(preset: String, input: String, message: String) throws {
        let format = try #require(Self.presets[preset])
        do {
            let value = try format.parse(input)
            Issue.record("parsed \(input) as \(value)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func syslogYear() throws {
        #expect(try TimestampFormat.syslog.year(2024).parse("Oct 11 22:14:15") == Timestamp(seconds: 1_728_684_855))
        #expect(try TimestampFormat.syslog.year(2024).parse("Feb 29 00:00:00") == Timestamp(seconds: 1_709_164_800))
        #expect(try TimestampFormat.syslog.year(1970).defaultOffset(-3600).parse("Jan  1 00:00:00") == Timestamp(seconds: 3600))
    }

    @Test func names() {
        #expect(Self.presets.map { $0.key }.sorted() == Self.presets.map { $0.value.description }.sorted())
    }
}
