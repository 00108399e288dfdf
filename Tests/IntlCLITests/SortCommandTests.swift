import Testing

@Suite struct SortCommandTests {
    @Test func sortsStandardInputInTheLocaleOrder() throws {
        let swedish = try CLIRun.intl(["sort", "--locale", "sv"], standardInput: "z\nä\na\nö\nå\no\n")
        #expect(swedish.stdout == "a\no\nz\nå\nä\nö\n")
        #expect(swedish.stderr == "")
        #expect(swedish.status == 0)
        let english = try CLIRun.intl(["sort", "--locale", "en"], standardInput: "z\nä\na\nö\nå\no\n")
        #expect(english.stdout == "a\nå\nä\no\nö\nz\n")
    }

    @Test func phonebookAndNumericOrder() throws {
        let names = "Muller\nMüller\nMueller\nMuffler\n"
        #expect(try CLIRun.intl(["sort", "--locale", "de-u-co-phonebk"], standardInput: names).stdout
                == "Mueller\nMüller\nMuffler\nMuller\n")
        #expect(try CLIRun.intl(["sort", "--locale", "de"], standardInput: names).stdout
                == "Mueller\nMuffler\nMuller\nMüller\n")
        let files = "file10\nfile2\nfile1\n"
        #expect(try CLIRun.intl(["sort", "--locale", "en", "--numeric"], standardInput: files).stdout
                == "file1\nfile2\nfile10\n")
        #expect(try CLIRun.intl(["sort", "--locale", "en"], standardInput: files).stdout == "file1\nfile10\nfile2\n")
    }

    @Test func strengthPrimaryKeepsEqualLinesInInputOrder() throws {
        let run = try CLIRun.intl(["sort", "--locale", "en", "--strength", "primary"], standardInput: "b\nA\na\nÁ\n")
        #expect(run.stdout == "A\na\nÁ\nb\n")
    }

    @Test func lineEndings() throws {
        #expect(try CLIRun.intl(["sort", "--locale", "en"], standardInput: "b\na").stdout == "a\nb\n")
        #expect(try CLIRun.intl(["sort", "--locale", "en"], standardInput: "b\r\na\r\n").stdout == "a\nb\n")
        #expect(try CLIRun.intl(["sort", "--locale", "en"], standardInput: "b\n\na\n").stdout == "\na\nb\n")
        #expect(try CLIRun.intl(["sort", "--locale", "en"], standardInput: "").stdout == "")
    }

    @Test func badLocaleExitsOne() throws {
        let run = try CLIRun.intl(["sort", "--locale", "en-u-co-foo"], standardInput: "b\na\n")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: unsupported collation \"foo\" in locale \"en-u-co-foo\" (keyword -u-co-)\n")
        #expect(run.status == 1)
    }

    @Test func badStrengthIsAUsageError() throws {
        let run = try CLIRun.intl(["sort", "--locale", "en", "--strength", "strongest"], standardInput: "")
        #expect(run.status == 2)
        #expect(run.stdout == "")
    }
}
