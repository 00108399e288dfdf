import Testing
import TestSupport

@Suite struct DurationCommandTests {
    @Test func formatsSecondsInEachStyle() throws {
        #expect(try CLIRun.intl("duration", "3900", "-90", "0", "--locale", "en").stdout == "1 hr, 5 min\n-1 min, 30 sec\n0 sec\n")
        #expect(try CLIRun.intl("duration", "3900", "--locale", "en", "--style", "long").stdout == "1 hour, 5 minutes\n")
        #expect(try CLIRun.intl("duration", "3900", "--locale", "en", "--style", "narrow").stdout == "1h 5m\n")
        #expect(try CLIRun.intl("duration", "3900", "--locale", "fi", "--style", "digital").stdout == "1.05.00\n")
        #expect(try CLIRun.intl("duration", "65.125", "--locale", "de", "--style", "digital",
                                "--smallest-unit", "milliseconds").stdout == "0:01:05,125\n")
        #expect(try CLIRun.intl("duration", "90061", "--locale", "en", "--largest-unit", "hours",
                                "--smallest-unit", "minutes", "--rounding-mode", "floor").stdout == "25 hr, 1 min\n")
    }

    @Test func badValuesAndOptionsExitOne() throws {
        let run = try CLIRun.intl("duration", "1", "x", "inf", "--locale", "en")
        #expect(run.stdout == "1 sec\n")
        #expect(run.stderr == "error: not a decimal number: \"x\"\nerror: not a finite number: inf\n")
        #expect(run.status == 1)
        let digits = try CLIRun.intl("duration", "1", "--locale", "en", "--style", "digital", "--fractional-digits", "12")
        #expect(digits.stderr == "error: invalid options: fractional digits 12 is not in 0...9\n")
        #expect(digits.status == 1)
        let units = try CLIRun.intl("duration", "1", "--locale", "en", "--largest-unit", "seconds", "--smallest-unit", "hours")
        #expect(units.stderr == "error: invalid options: smallest unit hours is larger than largest unit seconds\n")
    }

    @Test(arguments: [
        ["duration", "1"],
        ["duration", "--locale", "en"],
        ["duration", "1", "--locale", "en", "--style", "clock"],
        ["duration", "1", "--locale", "en", "--bogus"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let run = try CLIRun.intl(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
    }
}

@Suite struct NumberRangeCommandTests {
    @Test func rangesAndApproximations() throws {
        #expect(try CLIRun.intl("number", "3", "--range-to", "5", "--locale", "en", "--style", "unit", "--unit", "kilogram").stdout == "3–5 kg\n")
        #expect(try CLIRun.intl("number", "3", "--range-to", "5", "--locale", "en", "--style", "currency", "--currency", "EUR").stdout
                == "€3.00 – €5.00\n")
        #expect(try CLIRun.intl("number", "3000", "--range-to", "5000000", "--locale", "en", "--style", "compact-short").stdout == "3K – 5M\n")
        #expect(try CLIRun.intl("number", "5", "--range-to", "5", "--locale", "en").stdout == "~5\n")
        #expect(try CLIRun.intl("number", "5", "--range-to", "5", "--locale", "en", "--identity-fallback", "range").stdout == "5–5\n")
        #expect(try CLIRun.intl("number", "3", "--range-to", "5", "--locale", "en", "--style", "unit", "--unit", "kilogram",
                                "--collapse", "none").stdout == "3 kg – 5 kg\n")
        #expect(try CLIRun.intl("number", "5", "-2", "--approximately", "--locale", "de", "--style", "unit", "--unit", "kilometer").stdout
                == "≈5 km\n≈-2 km\n")
    }

    /// ICU 72 aborts on this range; the CLI reports a typed error instead, on every ICU.
    @Test func rangeWithUsageIsATypedError() throws {
        let run = try CLIRun.intl("number", "1", "--range-to", "2", "--style", "unit", "--unit", "meter",
                                  "--usage", "person-height", "--locale", "en-US")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: invalid options: number ranges do not support a unit usage (\"person-height\"): ICU aborts or misconverts such ranges\n")
        #expect(run.status == 1)
    }

    @Test func usagePrintsTheChosenUnit() throws {
        #expect(try CLIRun.intl("number", "1000", "100", "--style", "unit", "--unit", "meter", "--usage", "road",
                                "--locale", "en-US").stdout == "0.62 mi\tmile\n350 ft\tfoot\n")
        #expect(try CLIRun.intl("number", "1000", "--style", "unit", "--unit", "meter", "--usage", "road",
                                "--locale", "de").stdout == "1 km\tkilometer\n")
        let unknown = try CLIRun.intl("number", "1", "--style", "unit", "--unit", "meter", "--usage", "foo", "--locale", "en")
        #expect(unknown.stderr.hasPrefix("error: invalid options: unknown unit usage \"foo\"; ICU \(LoadedCLDR.icuVersion) has: "))
        #expect(unknown.status == 1)
    }

    @Test(arguments: [
        ["number", "1", "--locale", "en", "--usage", "road"],
        ["number", "1", "--locale", "en", "--range-to", "2", "--approximately"],
        ["number", "1", "--locale", "en", "--parse", "--approximately"],
        ["number", "1", "--locale", "en", "--skeleton", "percent", "--range-to", "2", "--parts"],
        ["number", "1", "--locale", "en", "--range-to", "2", "--collapse", "some"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let run = try CLIRun.intl(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
    }
}
