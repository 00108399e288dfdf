import Testing

/// `--parts` on `number` and `date`: one JSON array of {"type","value"} per value.
@Suite struct PartsCommandTests {
    @Test func numberParts() throws {
        let run = try CLIRun.intl("number", "-1234.5", "nan", "--locale", "de-DE", "--style", "currency", "--currency", "EUR", "--parts")
        #expect(run.stdout == #"[{"type":"minusSign","value":"-"},{"type":"integer","value":"1"},{"type":"group","value":"."},"#
                + #"{"type":"integer","value":"234"},{"type":"decimal","value":","},{"type":"fraction","value":"50"},"#
                + "{\"type\":\"literal\",\"value\":\"\u{00A0}\"},{\"type\":\"currency\",\"value\":\"€\"}]\n"
                + "[{\"type\":\"nan\",\"value\":\"NaN\"},{\"type\":\"literal\",\"value\":\"\u{00A0}\"},{\"type\":\"currency\",\"value\":\"€\"}]\n")
        #expect(run.status == 0)
    }

    @Test func numberPartsOfExactValuesAndSpellOut() throws {
        #expect(try CLIRun.intl("number", "18446744073709551616", "--locale", "en", "--parts").stdout
                == #"[{"type":"integer","value":"18"},{"type":"group","value":","},{"type":"integer","value":"446"},"#
                + #"{"type":"group","value":","},{"type":"integer","value":"744"},{"type":"group","value":","},"#
                + #"{"type":"integer","value":"073"},{"type":"group","value":","},{"type":"integer","value":"709"},"#
                + #"{"type":"group","value":","},{"type":"integer","value":"551"},{"type":"group","value":","},"#
                + #"{"type":"integer","value":"616"}]"# + "\n")
        #expect(try CLIRun.intl("number", "2", "--locale", "en", "--style", "spellout", "--parts").stdout
                == #"[{"type":"literal","value":"two"}]"# + "\n")
    }

    @Test func badNumberStillExitsOne() throws {
        let run = try CLIRun.intl("number", "1", "x", "--locale", "en", "--parts")
        #expect(run.stdout == #"[{"type":"integer","value":"1"}]"# + "\n")
        #expect(run.stderr == "error: not a decimal number: \"x\"\n")
        #expect(run.status == 1)
    }

    @Test func dateParts() throws {
        let run = try CLIRun.intl("date", "2015-08-07T17:29:32Z", "--locale", "en-US", "--template", "yMMMdjmm",
                                  "--time-zone", "America/Los_Angeles", "--parts")
        #expect(run.stdout == #"[{"type":"month","value":"Aug"},{"type":"literal","value":" "},{"type":"day","value":"7"},"#
                + #"{"type":"literal","value":", "},{"type":"year","value":"2015"},{"type":"literal","value":", "},"#
                + #"{"type":"hour","value":"10"},{"type":"literal","value":":"},{"type":"minute","value":"29"},"#
                + "{\"type\":\"literal\",\"value\":\"\u{202F}\"},{\"type\":\"dayPeriod\",\"value\":\"AM\"}]\n")
        #expect(run.status == 0)
    }

    @Test(arguments: [
        ["number", "1", "--locale", "en", "--parse", "--parts"],
        ["date", "x", "--locale", "en", "--parse", "--parts"],
    ])
    func partsWithParseIsAUsageError(arguments: [String]) throws {
        let run = try CLIRun.intl(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --parts formats: it cannot be combined with --parse\n"))
    }

    @Test(arguments: [
        ["number", "5", "--locale", "en", "--approximately", "--parts"],
        ["number", "3", "--range-to", "5", "--locale", "en", "--parts"],
    ])
    func partsOfRangesIsAUsageError(arguments: [String]) throws {
        let run = try CLIRun.intl(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --parts is not available with --range-to or --approximately\n"))
    }

    /// The library formats ranges for every skeleton; so does the CLI.
    @Test func aRangeOfASkeleton() throws {
        let speeds = try CLIRun.intl(["number", "3", "--range-to", "5", "--skeleton", "unit/kilometer-per-hour unit-width-full-name",
                                      "--locale", "en"])
        #expect(speeds.status == 0)
        #expect(speeds.stdout == "3–5 kilometers per hour\n")
        let approximate = try CLIRun.intl(["number", "5", "--approximately", "--skeleton", "currency/EUR", "--locale", "de"])
        #expect(approximate.stdout == "≈5,00\u{00A0}€\n")
        let usage = try CLIRun.intl(["number", "3", "--range-to", "5", "--skeleton", "unit/meter usage/road", "--locale", "en-US"])
        #expect(usage.status == 1)
        #expect(usage.stderr == "error: invalid options: number ranges do not support a unit usage (\"usage/road\"): ICU aborts or misconverts such ranges\n")
    }
}
