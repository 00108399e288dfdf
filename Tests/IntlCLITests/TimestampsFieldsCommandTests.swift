import Testing

/// `intl timestamps --field/--fields/--prefix/--delimiter` on real-shaped lines.
@Suite struct TimestampsFieldsCommandTests {
    @Test func clfInTwoFields() throws {
        let input = #"127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326"# + "\n"
        let run = try CLIRun.intl(["timestamps", "--format", "[%d/%b/%Y:%H:%M:%S %z]", "--fields", "4-5", "--delimiter", " ",
                                   "--output", "rfc3339"], input: Array(input.utf8))
        #expect(run.stdout == "2000-10-10T20:55:36Z\n")
        #expect(run.status == 0)
    }

    @Test func openStackFieldWithPrefix() throws {
        let input = "nova.osapi_compute.wsgi.server 2017-05-16 00:00:00.008 25746 INFO nova.api [-] GET\n"
        let run = try CLIRun.intl(["timestamps", "--format", "%Y-%m-%d %H:%M:%S.%f", "--field", "2", "--delimiter", " ",
                                   "--prefix", "--output", "rfc3339"], input: Array(input.utf8))
        #expect(run.stdout == "2017-05-16T00:00:00.008Z\n")
        #expect(run.status == 0)
    }

    /// HealthApp writes milliseconds without their zeros (`:98` is 98 ms): `%-3f`; four digits are an error.
    @Test func healthAppMilliseconds() throws {
        let input = """
            20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579
            20171223-22:15:29:98|Step_LSC|30002312|onStandStepChanged 3579
            20171223-22:15:30:7|Step_SPUtils|30002312|getTodayTotalDetailSteps = 1514038440000##7007##548365##8661##12361##27173954
            20171223-22:15:31:6061|Step_LSC|30002312|onStandStepChanged 3580

            """
        let run = try CLIRun.intl(["timestamps", "--format", "%Y%m%d-%H:%M:%S:%-3f", "--field", "1", "--delimiter", "|",
                                   "--output", "rfc3339", "--on-error", "mark"], input: Array(input.utf8))
        #expect(run.stdout == "2017-12-23T22:15:29.606Z\n2017-12-23T22:15:29.098Z\n2017-12-23T22:15:30.007Z\nERROR\n")
        #expect(run.stderr == #"error: line 4, column 19: %-3f: expected 1 to 3 digits, found 4 (input "20171223-22:15:31:6061", format "%Y%m%d-%H:%M:%S:%-3f")"# + "\n")
        #expect(run.status == 0)   // --on-error mark: the bad line is marked, not fatal
    }

    @Test func multiByteDelimiterAndTheFieldInTheError() throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "rfc3339", "--field", "2", "--delimiter", " | "],
                                  input: Array("a | 2014-02-07T19:00:00Z | b\nc | 2014-13-07T19:00:00Z | d\n".utf8))
        #expect(run.stdout == "1391799600\n")
        #expect(run.stderr == #"error: line 2, column 10: %m: month 13 is not in 1...12 (input "2014-13-07T19:00:00Z", format "rfc3339")"# + "\n")
        #expect(run.status == 1)
    }

    @Test(arguments: [
        (["--fields", "5-4"], #"Error: --fields must be N-M with 1 <= N <= M, such as 4-5, not "5-4"."#),
        (["--fields", "x"], #"Error: --fields must be N-M with 1 <= N <= M, such as 4-5, not "x"."#),
        (["--field", "2", "--fields", "2-3"], "Error: --field and --fields cannot be combined."),
        (["--field", "0"], "Error: --field must be at least 1."),
        (["--field", "1", "--delimiter", ""], "Error: --delimiter must be 1 to 16 bytes without a newline."),
    ])
    func badValues(arguments: [String], message: String) throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "rfc3339"] + arguments, input: [])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message + "\n"), "\(run.stderr)")
    }
}

/// `intl timestamps --json-key` on Docker and git JSON lines.
@Suite struct TimestampsJSONKeyCommandTests {
    @Test func dockerAndNestedKeys() throws {
        let docker = #"{"log":"GET \"/\" 200\n","stream":"stdout","time":"2019-01-01T00:00:00.5Z"}"# + "\n"
        let run = try CLIRun.intl(["timestamps", "--preset", "rfc3339", "--json-key", "time", "--output", "epoch-ms"],
                                  input: Array(docker.utf8))
        #expect(run.stdout == "1546300800500\n")
        let git = #"{"commit":"abc","author":{"date":"2019-01-01T00:00:00Z"}}"# + "\n"
        let nested = try CLIRun.intl(["timestamps", "--preset", "rfc3339", "--json-key", "author.date"], input: Array(git.utf8))
        #expect(nested.stdout == "1546300800\n")
        #expect(nested.status == 0)
    }

    @Test func badKeys() throws {
        let empty = try CLIRun.intl(["timestamps", "--preset", "rfc3339", "--json-key", "a..b"], input: [])
        #expect(empty.stderr.hasPrefix(#"Error: --json-key must be a key or dotted keys (a.b), not "a..b"."# + "\n"))
        let combined = try CLIRun.intl(["timestamps", "--preset", "rfc3339", "--json-key", "t", "--field", "2"], input: [])
        #expect(combined.stderr.hasPrefix("Error: --json-key cannot be combined with --field, --fields or --prefix.\n"))
    }
}
