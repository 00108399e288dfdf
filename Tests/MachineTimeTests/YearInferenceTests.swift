import MachineTime
import Testing

/// Dates without a year (syslog's "Jun 14 15:16:01"): refused unless a year
/// is given or inferred, never read in 1970.
@Suite struct YearInferenceTests {
    @Test func aDateWithoutAYearIsRefused() {
        let error = #expect(throws: StrptimeError.self) { try TimestampFormat.syslog.parse("Jun 14 15:16:01") }
        #expect(error?.reason == .missingYear)
        #expect(error?.description == #"line 1, column 1: the date has no year (the format has no %Y, %y, %C, %G or %s) and none was given: set one, or infer it from a reference instant (input "Jun 14 15:16:01", format "syslog")"#)
        #expect(throws: StrptimeError.self) { try TimestampFormat("%d/%m %H:%M").parse("14/06 15:16") }
    }

    /// A time of day alone is on 1970-01-01, as glibc reads it.
    @Test func aTimeOfDayAloneIsOnTheEpochDay() throws {
        #expect(try TimestampFormat("%H:%M:%S").parse("01:00:00") == Timestamp(seconds: 3600))
        #expect(try TimestampFormat("%H:%M:%S").needsYear == false)
        #expect(TimestampFormat.syslog.needsYear)
        #expect(TimestampFormat.syslog.year(2024).needsYear == false)
        #expect(TimestampFormat.rfc3339.needsYear == false)
        #expect(try TimestampFormat("%s").needsYear == false)
        #expect(try TimestampFormat("%b %e").year == nil)
        #expect(try TimestampFormat("%b %e", year: 2024).year == 2024)
    }

    /// A syslog file that spans New Year, read on 5 January 2026: December
    /// lines are 2025, January lines 2026, and a line up to a day after the
    /// reference (clock skew) is still 2026.
    @Test func aFileAcrossNewYear() throws {
        let syslog = TimestampFormat.syslog.inferringYear(before: try TimestampFormat.rfc3339.parse("2026-01-05T00:00:00Z"))
        let lines = ["Dec 30 08:00:00", "Dec 31 23:59:59", "Jan  1 00:00:00", "Jan  4 10:00:00", "Jan  6 23:00:00", "Jan  7 00:00:00"]
        let written = try lines.map { TimestampFormat.rfc3339.format(try syslog.parse($0)) }
        #expect(written == ["2025-12-30T08:00:00Z", "2025-12-31T23:59:59Z", "2026-01-01T00:00:00Z",
                            "2026-01-04T10:00:00Z", "2026-01-06T23:00:00Z", "2025-01-07T00:00:00Z"])
        #expect(syslog.needsYear == false)
        #expect(syslog.year == nil)
    }

    /// February 29 is checked against the year inferred for it.
    @Test func february29() throws {
        let march2024 = TimestampFormat.syslog.inferringYear(before: Timestamp(seconds: 1_709_596_800))  // 2024-03-05
        #expect(TimestampFormat.rfc3339.format(try march2024.parse("Feb 29 10:00:00")) == "2024-02-29T10:00:00Z")
        let january2026 = TimestampFormat.syslog.inferringYear(before: Timestamp(seconds: 1_767_571_200))  // 2026-01-05
        let error = #expect(throws: StrptimeError.self) { try january2026.parse("Feb 29 10:00:00") }
        #expect(error?.reason == .invalidDate(year: 2025, month: 2, day: 29))
    }

    /// The general parser (`%n`, any white space, defeats the fast path) infers the same year.
    @Test func fastAndGeneralPathsAgree() throws {
        let reference = Timestamp(seconds: 1_767_571_200)
        let fast = try TimestampFormat("%b %d %H:%M:%S").inferringYear(before: reference)
        let general = try TimestampFormat("%b %d%n%H:%M:%S").inferringYear(before: reference)
        for line in ["Dec 31 23:59:59", "Jan 05 12:00:00", "Jan 07 00:00:00"] {
            #expect(try fast.parse(line) == general.parse(line), "\(line)")
        }
        #expect(TimestampFormat.rfc3339.format(try fast.parse("Dec 31 23:59:59")) == "2025-12-31T23:59:59Z")
    }
}
