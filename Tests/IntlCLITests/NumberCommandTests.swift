import Testing
import TestSupport

@Suite struct NumberCommandTests {
    @Test func formatsValuesInArgumentOrderIncludingNegatives() throws {
        let run = try CLIRun.intl("number", "2.5", "-9876.5", "--locale", "de-DE")
        #expect(run.stdout == "2,5\n-9.876,5\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    /// The CLI's own messages quote arguments escaped, like every message of the package.
    @Test func argumentsInMessagesAreEscaped() throws {
        let locale = try CLIRun.intl("number", "1", "--locale", "en\u{1B}[31m")
        #expect(locale.stderr == #"error: malformed locale identifier "en\u{1B}[31m""# + "\n")
        #expect(!locale.stderr.utf8.contains(0x1B))
        let relative = try CLIRun.intl("relative", "1", "day\u{202E}", "--locale", "en")
        #expect(relative.stderr.contains(#"unknown unit 'day\u{202E}' (year, quarter, month, week, day, hour, minute or second)"#))
        #expect(!relative.stderr.unicodeScalars.contains("\u{202E}"))
    }

    @Test func currencyUnitsAndSpellOut() throws {
        #expect(try CLIRun.intl("number", "2.5", "--locale", "de-DE", "--style", "currency", "--currency", "EUR").stdout == "2,50\u{00A0}€\n")
        #expect(try CLIRun.intl("number", "2.5", "--locale", "en", "--style", "unit", "--unit", "length-meter",
                                "--unit-width", "full-name").stdout == "2.5 meters\n")
        #expect(try CLIRun.intl("number", "2", "--locale", "en", "--style", "spellout",
                                "--rule-set", "%spellout-ordinal").stdout == "second\n")
        #expect(try CLIRun.intl("number", "1.5", "--locale", "en", "--min-fraction", "2", "--max-fraction", "2").stdout == "1.50\n")
        #expect(try CLIRun.intl("number", "12345678901234567890.123456789", "--locale", "en", "--unlimited").stdout
                == "12,345,678,901,234,567,890.123456789\n")
        #expect(try CLIRun.intl("number", "0.5", "--locale", "de", "--skeleton", "percent").stdout == "0,5\u{00A0}%\n")
    }

    @Test func parses() throws {
        let run = try CLIRun.intl("number", "--parse", "1.234,5", "12x", "--locale", "de")
        #expect(run.stdout == "1234.5\n")
        #expect(run.stderr == "error: cannot parse \"12x\": stopped at position 2\n")
        #expect(run.status == 1)
    }

    @Test func badValuesExitOneButGoodValuesStillPrint() throws {
        let run = try CLIRun.intl("number", "1", "x", "3", "--locale", "en")
        #expect(run.stdout == "1\n3\n")
        #expect(run.stderr == "error: not a decimal number: \"x\"\n")
        #expect(run.status == 1)
    }

    @Test func badOptionsExitOne() throws {
        let run = try CLIRun.intl("number", "1", "--locale", "en", "--style", "currency", "--currency", "XYZ")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: unknown currency code \"XYZ\" (not in ISO 4217)\n")
        #expect(run.status == 1)
        #expect(try CLIRun.intl("number", "1", "--locale", "!!").stderr == "error: malformed locale identifier \"!!\"\n")
    }

    @Test(arguments: [
        ["number", "1", "--locale", "en", "--bogus"],
        ["number", "1"],
        ["number", "--locale", "en"],
        ["number", "1", "--locale", "en", "--style", "nope"],
        ["number", "1", "--locale", "en", "--style", "currency"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let process = try CLIRun.intl(arguments)
        #expect(process.status == 2)
        #expect(process.stdout == "")
        #expect(process.stderr.contains("Error:") || process.stderr.contains("error:"))
    }

    @Test func demoStartsWithTheNumberTable() throws {
        let run = try CLIRun.intl("demo")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(String.init)
        #expect(lines == [
            "== Numbers ==",
            "2.5             de-DE            ar-EG",
            "none (integer)  2                ٢",
            "decimal         2,5              ٢٫٥",
            "currency        2,50\u{00A0}€           \u{200F}٢٫٥٠\u{00A0}ج.م.\u{200F}",
            LoadedCLDR.pick(cldr42: "scientific      2,5E0            ٢٫٥اس٠", cldr46: "scientific      2,5E0            ٢٫٥أس٠"),
            "percent         250\u{00A0}%            ٢٥٠٪\u{061C}",
            "spell-out       zwei Komma fünf  إثنان فاصل خمسة",
        ])
        for expected in ["1,000.01", "1.000,01", "१,०००.०१", "12,34,567.891"] {
            #expect(run.stdout.contains(expected))
        }
    }
}
