#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MachineTime
import TestSupport
import Testing

/// Formatting back (strftime, C locale) and format → parse round trips.
@Suite struct StrftimeTests {
    @Test(arguments: [
        ("%Y-%m-%d %H:%M:%S %z", 1_391_799_600 as Int64, 0 as Int32, -25_200, "2014-02-07 12:00:00 -0700"),
        ("%a, %d %b %Y %H:%M:%S %z", 1_391_799_600, 0, -25_200, "Fri, 07 Feb 2014 12:00:00 -0700"),
        ("%A %B %e %C %y %j", 1_391_799_600, 0, 0, "Friday February  7 20 14 038"),
        ("%I:%M:%S %p %l %k %h", 1_391_799_600, 0, 0, "07:00:00 PM  7 19 Feb"),
        ("%I %p", 1_391_731_200, 0, 0, "12 AM"),
        ("%r|%R|%T|%D|%F", 1_391_799_600, 0, 0, "07:00:00 PM|19:00|19:00:00|02/07/14|2014-02-07"),
        ("%u %w %s %%", 1_391_904_000, 0, 0, "7 0 1391904000 %"),
        ("%:z %z", 0, 0, 19_800, "+05:30 +0530"),
        ("%H %Z", 0, 0, 19_800, "00 UTC"),
        ("%T.%f", 0, 5, 0, "00:00:00.000000005"),
        ("%n%t", 0, 0, 0, "\n\t"),
        ("%F", -62_167_219_200, 0, 0, "0000-01-01"),
        ("%F %T", -1, 0, 0, "1969-12-31 23:59:59"),
        ("%c|%x|%X", 1_391_799_600, 0, 0, "Fri Feb  7 19:00:00 2014|02/07/14|19:00:00"),
        ("%Ec|%Ex|%EX|%EY|%Oy|%Od|%Oe", 1_391_799_600, 0, 0, "Fri Feb  7 19:00:00 2014|02/07/14|19:00:00|2014|14|07| 7"),
        ("%U %W %V %G %g", 1_704_585_600, 0, 0, "01 01 01 2024 24"),
        ("%U %W %V %G %g", 1_609_459_200, 0, 0, "00 00 53 2020 20"),
    ])
    func format(format: String, seconds: Int64, nanoseconds: Int32, offset: Int, expected: String) throws {
        #expect(try TimestampFormat(format).format(Timestamp(seconds: seconds, nanoseconds: nanoseconds), offset: offset) == expected)
    }

    /// The week and locale directives write what glibc's `strftime` writes in the "C" locale.
    @Test func weekAndLocaleDirectivesMatchGlibc() throws {
        let directives = "%U %W %V %G %g %c %x %X"
        let format = try TimestampFormat(directives)
        var random = SplitMix64(seed: 0x57F7)
        for _ in 0..<5_000 {
            // Years 1000...9999: glibc writes shorter years without padding.
            let seconds = -30_610_224_000 + Int64(random.next() % 284_012_524_800)
            var time = time_t(seconds)
            var fields = tm()
            _ = gmtime_r(&time, &fields)
            var buffer = [CChar](repeating: 0, count: 128)
            let count = strftime(&buffer, buffer.count, directives, &fields)
            let glibc = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            #expect(format.format(Timestamp(seconds: seconds)) == glibc)
        }
    }

    @Test(arguments: [
        ("rfc3339", 1_391_799_600 as Int64, 0 as Int32, -25_200, "2014-02-07T12:00:00-07:00"),
        ("rfc3339", 1_391_799_600, 5_000_000, 0, "2014-02-07T19:00:00.005Z"),
        ("iso8601", 1_391_799_600, 123_456_789, 3600, "2014-02-07T20:00:00.123456789+01:00"),
        ("http", 1_391_799_600, 0, -25_200, "Fri, 07 Feb 2014 19:00:00 GMT"),
        ("clf", 1_391_799_600, 0, -25_200, "07/Feb/2014:12:00:00 -0700"),
        ("syslog", 1_391_799_600, 0, 0, "Feb  7 19:00:00"),
        ("unix", -2, 500_000_000, 0, "-1.5"),
        ("unix", 0, 500_000_000, 0, "0.5"),
        ("unix", -1, 500_000_000, 0, "-0.5"),
        ("unix-ms", -2, 500_000_000, 0, "-1500"),
    ])
    func formatPreset(preset: String, seconds: Int64, nanoseconds: Int32, offset: Int, expected: String) throws {
        let format = try #require(PresetTests.presets[preset])
        #expect(format.format(Timestamp(seconds: seconds, nanoseconds: nanoseconds), offset: offset) == expected)
    }

    /// RFC 3339 output of whole seconds in UTC is written at once; it must be what the general
    /// template writes, in years 0...9999 and at their edges (outside, the general path runs).
    @Test func rfc3339WholeSecondsMatchTheGeneralTemplate() throws {
        let general = try TimestampFormat("%Y-%m-%dT%H:%M:%SZ")
        var random = SplitMix64(seed: 29)
        var samples: [Int64] = [0, -1, 86_399, 86_400, -62_167_219_200, -62_167_219_201, 253_402_300_799, 253_402_300_800]
        for _ in 0..<5000 { samples.append(Int64(random.int(-62_167_219_200...253_402_300_799))) }
        for seconds in samples {
            let instant = Timestamp(seconds: seconds)
            let year = TimestampFormat.rfc3339.format(instant).prefix(4)
            guard year.allSatisfy(\.isNumber) else { continue }   // before year 0 or after 9999: signs, more digits
            #expect(TimestampFormat.rfc3339.format(instant) == general.format(instant))
            var bytes: [UInt8] = [0x41]
            TimestampFormat.rfc3339.format(instant, into: &bytes)
            #expect(bytes == [0x41] + Array(general.format(instant).utf8))
        }
        #expect(TimestampFormat.rfc3339.format(Timestamp(seconds: 253_402_300_799)) == "9999-12-31T23:59:59Z")
        #expect(TimestampFormat.rfc3339.format(Timestamp(seconds: -62_167_219_200)) == "0000-01-01T00:00:00Z")
    }

    @Test func defaultOffsetIsUsed() throws {
        let format = try TimestampFormat("%F %T", defaultOffset: 3600)
        #expect(format.format(Timestamp(seconds: 0)) == "1970-01-01 01:00:00")
        var bytes: [UInt8] = []
        format.format(Timestamp(seconds: 0), into: &bytes)
        #expect(bytes == Array("1970-01-01 01:00:00".utf8))
    }

    /// Formats and the precision and years they keep.
    struct RoundTrip: Sendable, CustomStringConvertible {
        var format: TimestampFormat
        var years: ClosedRange<Int64>
        /// Seconds per step the format keeps (1, or 60 without seconds), or 0 to keep nanoseconds.
        var step: Int64
        var millis = false
        var fixedOffset = false
        var description: String { format.description }
    }

    static let roundTrips: [RoundTrip] = {
        func f(_ text: String, year: Int = 1970) -> TimestampFormat {
            (try? TimestampFormat(text, year: year)) ?? .rfc3339
        }
        return [
            RoundTrip(format: f("%Y-%m-%d %H:%M:%S %z"), years: 1...9998, step: 1),
            RoundTrip(format: f("%FT%T%:z"), years: 1...9998, step: 1),
            RoundTrip(format: f("%a %b %e %T %Y"), years: 1...9998, step: 1, fixedOffset: true),
            RoundTrip(format: f("%s"), years: -5000...9998, step: 1),
            RoundTrip(format: f("%Y %j %I:%M:%S %p %z"), years: 1...9998, step: 1),
            RoundTrip(format: f("%C%y%m%d %H%M%S"), years: 0...9999, step: 1, fixedOffset: true),
            RoundTrip(format: f("%D %R"), years: 1970...2067, step: 60, fixedOffset: true),
            RoundTrip(format: f("%F %T.%f %z"), years: 1...9998, step: 0),
            RoundTrip(format: f("%A, %d-%B-%Y %k:%M:%S %Z"), years: 0...9999, step: 1),
            RoundTrip(format: f("%u %w %Y-%m-%d %l:%M:%S %p %z"), years: 1...9998, step: 1),
            RoundTrip(format: f("%b %e %H:%M:%S", year: 2024), years: 2024...2024, step: 1, fixedOffset: true),
            RoundTrip(format: .rfc3339, years: 1...9998, step: 0),
            RoundTrip(format: .iso8601, years: 1...9998, step: 0),
            RoundTrip(format: .httpDate, years: 1000...9999, step: 1),
            RoundTrip(format: .commonLog, years: 1...9998, step: 1),
            RoundTrip(format: .syslog.year(1970), years: 1970...1970, step: 1, fixedOffset: true),
            RoundTrip(format: .unixSeconds, years: -100_000_000_000...100_000_000_000, step: 0),
            RoundTrip(format: .unixMillis, years: -200_000_000...200_000_000, step: 0, millis: true),
        ]
    }()

    @Test(arguments: roundTrips)
    func roundTrip(trip: RoundTrip) throws {
        var random = SplitMix64(seed: trip.format.description.hashValueStable)
        let low = (trip.years.lowerBound - 1970) * 31_556_952 + 86_400 * 2
        let high = (trip.years.upperBound + 1 - 1970) * 31_556_952 - 86_400 * 2
        var failures = 0
        for _ in 0..<20_000 {
            var seconds = low + Int64(random.next() % UInt64(high - low))
            var nanos = Int32(random.next() % 1_000_000_000)
            if trip.step > 0 { seconds -= ((seconds % trip.step) + trip.step) % trip.step; nanos = 0 }
            if trip.millis { nanos -= nanos % 1_000_000 }
            let offset = trip.fixedOffset ? 0 : random.int(-95...95) * 15 * 60
            let t = Timestamp(seconds: seconds, nanoseconds: nanos)
            let text = trip.format.format(t, offset: offset)
            let back = try? trip.format.parse(text)
            if back != t {
                failures += 1
                if failures <= 3 { Issue.record("\(trip.format): \(t) → \"\(text)\" → \(back.map(\.description) ?? "error")") }
            }
        }
        #expect(failures == 0)
    }
}
