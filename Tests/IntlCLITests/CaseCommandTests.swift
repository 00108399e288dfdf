import Testing

@Suite struct CaseCommandTests {
    @Test func mapsEachTextOnItsOwnLine() throws {
        let run = try CLIRun.intl("case", "upper", "--locale", "tr", "istanbul", "izmir")
        #expect(run.stdout == "İSTANBUL\nİZMİR\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func followsTheLocaleLanguage() throws {
        #expect(try CLIRun.intl("case", "upper", "--locale", "en", "istanbul").stdout == "ISTANBUL\n")
        #expect(try CLIRun.intl("case", "title", "--locale", "nl", "ijsland").stdout == "IJsland\n")
        #expect(try CLIRun.intl("case", "lower", "--locale", "el", "ΟΔΟΣ").stdout == "οδος\n")
        #expect(try CLIRun.intl("case", "upper", "--locale", "de", "straße").stdout == "STRASSE\n")
        #expect(try CLIRun.intl("case", "lower", "--locale", "en", "--", "-ABC").stdout == "-abc\n")
    }

    @Test func badLocaleExitsOne() throws {
        let run = try CLIRun.intl("case", "upper", "--locale", "!!", "x")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: malformed locale identifier \"!!\"\n")
        #expect(run.status == 1)
    }

    @Test(arguments: [
        ["case", "upper", "--locale", "en"],
        ["case", "sideways", "--locale", "en", "x"],
        ["case", "upper", "x"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let run = try CLIRun.intl(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("Error:") || run.stderr.contains("error:"))
    }
}
