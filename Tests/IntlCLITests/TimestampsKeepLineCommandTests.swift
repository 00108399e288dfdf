import Testing

/// `intl timestamps --keep-line replace|prepend|append`: whole lines out, the timestamp converted
/// where it was found or added before or after the line; on one thread and on two.
@Suite struct TimestampsKeepLineCommandTests {
    static let syslog = "Oct 11 22:14:15 host sshd[42]: Accepted publickey\n"
    static let clf = #"127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326"# + "\n"
    static let docker = #"{"log":"say \"time\":\"x\"\n","time":"2019-01-01T00:00:00.5Z","stream":"stdout"}"# + "\n"

    @Test(arguments: ["1", "2"])
    func syslogLine(threads: String) throws {
        let base = ["timestamps", "--preset", "syslog", "--year", "2025", "--prefix", "--threads", threads]
        let replace = try CLIRun.intl(base + ["--output", "rfc3339", "--keep-line", "replace"], input: Array(Self.syslog.utf8))
        #expect(replace.stdout == "2025-10-11T22:14:15Z host sshd[42]: Accepted publickey\n")
        #expect(replace.stderr == "")
        #expect(replace.status == 0)
        let prepend = try CLIRun.intl(base + ["--keep-line", "prepend"], input: Array(Self.syslog.utf8))
        #expect(prepend.stdout == "1760220855 Oct 11 22:14:15 host sshd[42]: Accepted publickey\n")
        let append = try CLIRun.intl(base + ["--keep-line", "append", "--delimiter", "\\t", "--output", "epoch-ms"],
                                     input: Array(Self.syslog.utf8))
        #expect(append.stdout == "Oct 11 22:14:15 host sshd[42]: Accepted publickey\t1760220855000\n")
    }

    /// CLF's bracketed date is fields 4-5 at spaces: the brackets are part of what the format reads.
    @Test(arguments: ["1", "2"])
    func clfInTwoFields(threads: String) throws {
        let base = ["timestamps", "--format", "[%d/%b/%Y:%H:%M:%S %z]", "--fields", "4-5", "--delimiter", " ", "--threads", threads]
        let replace = try CLIRun.intl(base + ["--output", "rfc3339", "--keep-line", "replace"], input: Array(Self.clf.utf8))
        #expect(replace.stdout == #"127.0.0.1 - frank 2000-10-10T20:55:36Z "GET /apache_pb.gif HTTP/1.0" 200 2326"# + "\n")
        let prepend = try CLIRun.intl(base + ["--keep-line", "prepend"], input: Array(Self.clf.utf8))
        #expect(prepend.stdout == "971211336 " + Self.clf)
        let append = try CLIRun.intl(base + ["--keep-line", "append", "--output", "format:%F %T"], input: Array(Self.clf.utf8))
        #expect(append.stdout == Self.clf.dropLast() + " 2000-10-10 20:55:36\n")
        #expect(append.status == 0)
    }

    /// The key's value is found past escaped quotes that spell the key; replace keeps the line JSON.
    @Test(arguments: ["1", "2"])
    func jsonLineWithEscapedQuotesBeforeTheKey(threads: String) throws {
        let base = ["timestamps", "--preset", "rfc3339", "--json-key", "time", "--threads", threads]
        let epoch = try CLIRun.intl(base + ["--output", "epoch-ms", "--keep-line", "replace"], input: Array(Self.docker.utf8))
        #expect(epoch.stdout == #"{"log":"say \"time\":\"x\"\n","time":1546300800500,"stream":"stdout"}"# + "\n")
        let text = try CLIRun.intl(base + ["--output", #"format:%H "%M""#, "--keep-line", "replace"], input: Array(Self.docker.utf8))
        #expect(text.stdout == #"{"log":"say \"time\":\"x\"\n","time":"00 \"00\"","stream":"stdout"}"# + "\n")
        let prepend = try CLIRun.intl(base + ["--keep-line", "prepend"], input: Array(Self.docker.utf8))
        #expect(prepend.stdout == "1546300800 " + Self.docker)
        #expect(prepend.status == 0)
    }

    /// A bad line in the middle of a block: mark writes it (unchanged with replace, ERROR in the
    /// timestamp's place otherwise) and reports it; skip drops it; fail stops before it. The lines
    /// after it are still written (mark, skip).
    @Test(arguments: ["1", "2"])
    func malformedLineInTheMiddle(threads: String) throws {
        let input = """
            2014-02-07 12:00:00 -0700 GET /a
            2014-02-30 12:00:00 -0700 GET /b
            2014-02-07 12:00:02 -0700 GET /c

            """
        let base = ["timestamps", "--format", "%Y-%m-%d %H:%M:%S %z", "--prefix", "--threads", threads]
        let error = #"error: line 2, column 9: %d: 2014-02-30 does not exist (February 2014 has 28 days) (input "2014-02-30 12:00:00 -0700 GET /b", format "%Y-%m-%d %H:%M:%S %z")"# + "\n"
        let replace = try CLIRun.intl(base + ["--keep-line", "replace", "--on-error", "mark"], input: Array(input.utf8))
        #expect(replace.stdout == "1391799600 GET /a\n2014-02-30 12:00:00 -0700 GET /b\n1391799602 GET /c\n")
        #expect(replace.stderr == error)
        #expect(replace.status == 0)
        let append = try CLIRun.intl(base + ["--keep-line", "append", "--on-error", "mark"], input: Array(input.utf8))
        #expect(append.stdout == """
            2014-02-07 12:00:00 -0700 GET /a 1391799600
            2014-02-30 12:00:00 -0700 GET /b ERROR
            2014-02-07 12:00:02 -0700 GET /c 1391799602

            """)
        #expect(append.stderr == error)
        let skip = try CLIRun.intl(base + ["--keep-line", "prepend", "--on-error", "skip"], input: Array(input.utf8))
        #expect(skip.stdout == "1391799600 2014-02-07 12:00:00 -0700 GET /a\n1391799602 2014-02-07 12:00:02 -0700 GET /c\n")
        #expect(skip.stderr == "skipped 1 invalid record\n")
        let fail = try CLIRun.intl(base + ["--keep-line", "replace"], input: Array(input.utf8))
        #expect(fail.stdout == "1391799600 GET /a\n")
        #expect(fail.stderr == error)
        #expect(fail.status == 1)
    }

    /// Many blocks on several workers: every line in input order, bad ones marked in place.
    @Test(arguments: ["2", "3"])
    func threadsKeepInputOrder(threads: String) throws {
        var input = "", expected = "", errors = ""
        for n in 0..<20_000 {
            if n % 997 == 5 {
                input += "x\(n) tail\n"
                expected += "x\(n) tail|ERROR\n"
                errors += "error: line \(n + 1), column 1: %s: expected a digit, found \"x\" (input \"x\(n) tail\", format \"unix\")\n"
            } else {
                input += "\(n * 7) tail\r\n"
                expected += "\(n * 7) tail|\(n * 7_000)\n"
            }
        }
        let run = try CLIRun.intl(["timestamps", "--preset", "unix", "--prefix", "--on-error", "mark", "--keep-line", "append",
                                   "--delimiter", "|", "--output", "epoch-ms", "--block-size", "777", "--threads", threads],
                                  input: Array(input.utf8))
        #expect(run.stdout == expected)
        #expect(run.stderr == errors)
        #expect(run.status == 0)
    }

    @Test func badValueIsAUsageError() throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "rfc3339", "--keep-line", "insert"], input: [])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: The value 'insert' is invalid for '--keep-line <keep-line>'. Please provide one of 'replace', 'prepend' or 'append'.\n"))
    }
}
