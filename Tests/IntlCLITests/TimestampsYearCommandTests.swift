import Testing

/// `intl timestamps` for dates without a year, and option values that start
/// with a dash: what a log engineer types first.
@Suite struct TimestampsYearCommandTests {
    static let usage = "Usage: intl timestamps [<options>] [<files> ...]\n  See 'intl timestamps --help' for more information.\n"

    @Test func aYearlessFormatNeedsAYear() throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "syslog"], input: Array("Jun 14 15:16:01\n".utf8))
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Error: the format reads dates without a year (no %Y, %y, %C, %G or %s): give --year YEAR (1...9999) or \
            --year auto (the latest year that puts each record at most a day after --reference, default now)

            """ + Self.usage)
    }

    /// A syslog file across New Year, read on 5 January 2026.
    @Test func yearAutoAcrossNewYear() throws {
        let input = "Dec 31 23:59:59\nJan  1 00:00:01\nFeb 29 10:00:00\n"
        let run = try CLIRun.intl(["timestamps", "--preset", "syslog", "--year", "auto", "--reference", "2026-01-05T00:00:00Z",
                                   "--output", "rfc3339", "--on-error", "mark"], input: Array(input.utf8))
        #expect(run.stdout == "2025-12-31T23:59:59Z\n2026-01-01T00:00:01Z\nERROR\n")
        #expect(run.stderr == #"error: line 3, column 5: %e: 2025-02-29 does not exist (February 2025 has 28 days) (input "Feb 29 10:00:00", format "syslog")"# + "\n")
        #expect(run.status == 0)
    }

    @Test(arguments: [
        (["--year", "10000"], #"Error: --year must be a year in 1...9999 or auto, not "10000"."#),
        (["--year", "0"], #"Error: --year must be a year in 1...9999 or auto, not "0"."#),
        (["--year", "2024", "--reference", "2026-01-05T00:00:00Z"], "Error: --reference is only used with --year auto."),
        (["--year", "auto", "--reference", "yesterday"],
         "Error: --reference must be an RFC 3339 instant such as 2026-01-05T00:00:00Z: expected a digit, found \"y\""),
        (["--year", "2005", "--default-offset=+99:00"], "Error: --default-offset: offset hour 99 is not in 0...23"),
    ])
    func badValuesNameTheCommand(arguments: [String], message: String) throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "syslog"] + arguments, input: [])
        #expect(run.status == 2)
        #expect(run.stderr == message + "\n" + Self.usage)
    }

    /// "-07:00" is the option's value, in both spellings.
    @Test func negativeOffsets() throws {
        for spelling in [["--default-offset", "-07:00"], ["--default-offset=-07:00"]] {
            let run = try CLIRun.intl(["timestamps", "--preset", "syslog", "--year", "2005", "--output", "rfc3339"] + spelling,
                                      input: Array("Jun 14 15:16:01\n".utf8))
            #expect(run.stdout == "2005-06-14T22:16:01Z\n", "\(spelling)")
            #expect(run.status == 0)
        }
    }
}

/// `--time-zone` and `--ambiguous`: BGL's local times, and New York's repeated hour.
@Suite struct TimestampsTimeZoneCommandTests {
    @Test func bglInLosAngeles() throws {
        let input = "2005-06-03-15.42.50.363779\n2006-01-04-08.00.00.000000\n"
        let run = try CLIRun.intl(["timestamps", "--format", "%Y-%m-%d-%H.%M.%S.%f", "--time-zone", "America/Los_Angeles",
                                   "--output", "rfc3339"], input: Array(input.utf8))
        #expect(run.stdout == "2005-06-03T22:42:50.363779Z\n2006-01-04T16:00:00Z\n")
        #expect(run.status == 0)
    }

    @Test func repeatedHour() throws {
        for (rule, expected) in [("earlier", "2021-11-07T05:30:00Z\n"), ("later", "2021-11-07T06:30:00Z\n")] {
            let run = try CLIRun.intl(["timestamps", "--format", "%F %T", "--time-zone", "America/New_York", "--ambiguous", rule,
                                       "--output", "rfc3339"], input: Array("2021-11-07 01:30:00\n".utf8))
            #expect(run.stdout == expected, "\(rule)")
        }
        let error = try CLIRun.intl(["timestamps", "--format", "%F %T", "--time-zone", "America/New_York", "--ambiguous", "error"],
                                    input: Array("2021-11-07 01:30:00\n".utf8))
        #expect(error.status == 1)
        #expect(error.stderr == #"error: line 1, column 1: 2021-11-07 01:30:00 occurs twice in America/New_York (clocks were set back): choose the earlier or the later one (input "2021-11-07 01:30:00", format "%F %T")"# + "\n")
    }

    @Test(arguments: [
        (["--time-zone", "Mars/Olympus"], "Error: --time-zone: unknown time zone \"Mars/Olympus\""),
        (["--time-zone", "../etc/passwd"], "Error: --time-zone: invalid time zone name \"../etc/passwd\""),
        (["--time-zone", "UTC", "--default-offset", "+01:00"], "Error: --default-offset and --time-zone cannot be combined."),
    ])
    func badZones(arguments: [String], message: String) throws {
        let run = try CLIRun.intl(["timestamps", "--format", "%F %T"] + arguments, input: [])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }
}

/// `intl timestamps --help` wraps cleanly: paragraphs, no line past 80 columns, no orphaned word.
@Suite struct TimestampsHelpTests {
    @Test func helpWrapsCleanly() throws {
        let run = try CLIRun.intl(["timestamps", "--help"], input: [])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        // A one-word line inside a paragraph is a hard line break that the wrapping split.
        let orphans = lines.indices.dropLast().filter { index in
            !lines[index].isEmpty && !lines[index].contains(" ") && !lines[index + 1].isEmpty && !lines[index].hasSuffix(":")
        }
        #expect(orphans.isEmpty, "\(orphans.map { lines[$0] })")
        #expect(run.stdout.contains("--time-zone <time-zone>"))
    }
}
