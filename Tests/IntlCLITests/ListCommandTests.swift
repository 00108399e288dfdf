import Testing

@Suite struct ListCommandTests {
    @Test(arguments: [
        (["--locale", "en", "Anna", "Ben", "Cleo"], "Anna, Ben, and Cleo\n"),
        (["--locale", "de", "Anna", "Ben", "Cleo"], "Anna, Ben und Cleo\n"),
        (["--locale", "ja", "A", "B", "C"], "A、B、C\n"),
        (["--locale", "en", "--type", "or", "tea", "coffee"], "tea or coffee\n"),
        (["--locale", "en", "--width", "short", "A", "B", "C"], "A, B, & C\n"),
        (["--locale", "en", "--type", "unit", "--width", "narrow", "3ft", "7in"], "3ft 7in\n"),
        (["--locale", "es", "padre", "hijo"], "padre e hijo\n"),
        (["--locale", "en", "Anna"], "Anna\n"),
        (["--locale", "en"], "\n"),
    ])
    func formatsLists(arguments: [String], expected: String) throws {
        let run = try CLIRun.intl(["list"] + arguments)
        #expect(run.stdout == expected)
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func printsPartsAsOneJSONArray() throws {
        let run = try CLIRun.intl("list", "--locale", "en", "--parts", "Anna", "Ben \"B\"", "Cleo")
        #expect(run.stdout == #"[{"type":"element","value":"Anna"},{"type":"literal","value":", "},"#
                + #"{"type":"element","value":"Ben \"B\""},{"type":"literal","value":", and "},{"type":"element","value":"Cleo"}]"#
                + "\n")
        #expect(run.status == 0)
        #expect(try CLIRun.intl("list", "--locale", "en", "--parts").stdout == "[]\n")
    }

    @Test func dashReadsTheItemsFromStandardInputInPlace() throws {
        // One item per line; CRLF and a last line without a newline; an empty line is an item.
        let run = try CLIRun.intl("list", "--locale", "en", "Anna", "-", "Eve", input: "Ben\r\n\nCleo, Jr.\nDan")
        #expect(run.stdout == "Anna, Ben, , Cleo, Jr., Dan, and Eve\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(try CLIRun.intl("list", "--locale", "de", "-", input: "").stdout == "\n")
        #expect(try CLIRun.intl("list", "--locale", "de", "--parts", "-", input: "-\n").stdout
                == #"[{"type":"element","value":"-"}]"# + "\n")
    }

    @Test func dashReadsAHundredThousandItems() throws {
        // 100,000 items: far past what the command line parses in reasonable time (quadratic there).
        let input = (1...100_000).map { "\($0)\n" }.joined()
        let run = try CLIRun.intl("list", "--locale", "en", "--width", "narrow", "-", input: input)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("1, 2, 3, "))
        #expect(run.stdout.hasSuffix(", 99999, 100000\n"))
        #expect(run.stdout.utf8.count == (1...100_000).map { "\($0)".utf8.count + 2 }.reduce(0, +) - 2 + 1)
    }

    @Test func dashTwiceIsAUsageError() throws {
        // No input: intl exits before reading it.
        let run = try CLIRun.intl("list", "--locale", "en", "-", "A", "-", input: "")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: '-' (the items on standard input) can be given once\n"))
        #expect(run.status == 2)
    }

    @Test func badLocaleExitsOne() throws {
        let run = try CLIRun.intl("list", "--locale", "!!", "A")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: malformed locale identifier \"!!\"\n")
        #expect(run.status == 1)
    }

    @Test(arguments: [
        ["list", "A", "B"],
        ["list", "--locale", "en", "--type", "xyz", "A"],
        ["list", "--locale", "en", "--width", "long", "A"],
        ["list", "--locale", "en", "--bogus", "A"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let run = try CLIRun.intl(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: "))
    }

    @Test func badTypeNamesTheChoices() throws {
        let run = try CLIRun.intl("list", "--locale", "en", "--type", "xyz", "A")
        #expect(run.stderr.hasPrefix("Error: The value 'xyz' is invalid for '--type <type>'. Please provide one of 'and', 'or' or 'unit'.\n"))
    }
}
