import Dispatch
import Foundation
import Testing

/// `intl timestamps`: the output contract, streaming edge cases, --threads order and piping.
@Suite struct TimestampsCommandTests {
    static let posix = ["timestamps", "--format", "%Y-%m-%d %H:%M:%S %z"]
    static let formatName = "format \"%Y-%m-%d %H:%M:%S %z\""

    @Test func parsesStandardInputOneResultPerLine() throws {
        let run = try CLIRun.intl(Self.posix, input: Array("2014-02-07 12:00:00 -0700\n2014-02-07 19:00:01 +0000\n".utf8))
        #expect(run.stdout == "1391799600\n1391799601\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
        let ms = try CLIRun.intl(["timestamps", "--preset", "rfc3339", "--output", "epoch-ms"],
                                 input: Array("1969-12-31T23:59:59.5Z\n".utf8))
        #expect(ms.stdout == "-500\n")
        let formatted = try CLIRun.intl(["timestamps", "--preset", "unix", "--output", "rfc3339"], input: Array("0\n".utf8))
        #expect(formatted.stdout == "1970-01-01T00:00:00Z\n")
        let iso = try CLIRun.intl(["timestamps", "--preset", "unix", "--output", "iso"], input: Array("0\n".utf8))
        #expect(iso.stdout == "1970-01-01T00:00:00Z\n")
        #expect(iso.status == 0)
        // No input: intl exits before reading it.
        let unknown = try CLIRun.intl(["timestamps", "--preset", "unix", "--output", "isoo"], input: [])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Error: --output must be epoch, epoch-ms, epoch-us, epoch-ns, rfc3339 (or iso) or format:'<strftime>'.\n"))
    }

    /// An `intl` that exits without reading its input (a usage error) while
    /// the runner still writes a megabyte to it: the write fails with EPIPE
    /// and this test sees the status, where SIGPIPE used to end the whole
    /// test process.
    @Test func usageErrorWithUnreadInputFailsOnlyItsRun() throws {
        let input = Array(repeating: Array("0\n".utf8), count: 500_000).flatMap { $0 }
        let run = try CLIRun.intl(["timestamps", "--preset", "unix", "--output", "isoo"], input: input)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: --output must be epoch"))
    }

    /// Hostile input reaches stderr escaped: no ESC byte, so no terminal or log injection.
    @Test func errorQuotesNoControlBytes() throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "rfc3339"], input: Array("bad \u{1B}[31mRED\u{1B}[0m line\n".utf8))
        #expect(!run.stderr.utf8.contains(0x1B))
        #expect(run.stderr == #"error: line 1, column 1: %Y: expected a digit, found "b" (input "bad \u{1B}[31mRED\u{1B}[0m line", format "rfc3339")"# + "\n")
        #expect(run.stdout == "")
        #expect(run.status == 1)
        let bytes = try CLIRun.intl(["timestamps", "--format", "%F"], input: [0xFF, 0xE2, 0x80, 0xAE, 0x0A])
        #expect(bytes.stderr == #"error: line 1, column 1: %F: expected a digit, found byte 0xFF (input "\xFF\u{202E}", format "%F")"# + "\n")
    }

    /// In prefix mode `%Z` must end at white space: `UTC+05:00` is an error, not 12:00Z with the offset dropped.
    @Test func prefixZoneIsAWholeToken() throws {
        let format = ["timestamps", "--format", "%Y-%m-%d %H:%M:%S %Z", "--prefix", "--output", "rfc3339", "--on-error", "mark"]
        let run = try CLIRun.intl(format, input: Array("2014-02-07 12:00:00 UTC+05:00 GET /\n2014-02-07 12:00:00 UTC GET /\n".utf8))
        #expect(run.stdout == "ERROR\n2014-02-07T12:00:00Z\n")
        #expect(run.stderr == #"error: line 1, column 21: %Z: expected UTC, GMT, UT or Z, found "UTC+05:00" (input "2014-02-07 12:00:00 UTC+05:00 GET /", format "%Y-%m-%d %H:%M:%S %Z")"# + "\n")
        #expect(run.status == 0)
    }

    @Test func emptyInputWritesNothing() throws {
        let run = try CLIRun.intl(Self.posix, input: [])
        #expect(run.stdout == "")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test(arguments: ["65536", "1", "3", "7"])
    func lastLineWithoutNewlineAndCRLF(blockSize: String) throws {
        let input = "2014-02-07 12:00:00 -0700\r\n2014-02-07 12:00:01 -0700\r\n2014-02-07 12:00:02 -0700"
        let run = try CLIRun.intl(Self.posix + ["--block-size", blockSize], input: Array(input.utf8))
        #expect(run.stdout == "1391799600\n1391799601\n1391799602\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    /// Blocks cut inside lines and inside multi-byte characters: same output and errors as one block.
    @Test(arguments: ["1", "2", "5", "4096"], ["1", "2"])
    func blockBoundariesInsideLinesAndCharacters(blockSize: String, threads: String) throws {
        let input = "2014-02-07 12:00:00 -0700\nZürich 東京\r\n2014-02-07 12:00:01 -0700\n"
        let run = try CLIRun.intl(Self.posix + ["--on-error", "mark", "--block-size", blockSize, "--threads", threads],
                                  input: Array(input.utf8))
        #expect(run.stdout == "1391799600\nERROR\n1391799601\n")
        #expect(run.stderr == "error: line 2, column 1: %Y: expected a digit, found \"Z\" (input \"Zürich 東京\", \(Self.formatName))\n")
        #expect(run.status == 0)
    }

    @Test(arguments: ["1", "2"])
    func overLongLineIsOneErrorWithAShortQuote(threads: String) throws {
        let long = String(repeating: "é", count: 1000)
        let input = "2014-02-07 12:00:00 -0700\n\(long)\n2014-02-07 12:00:01 -0700\n"
        let run = try CLIRun.intl(Self.posix + ["--on-error", "mark", "--max-line-length", "100", "--block-size", "64",
                                                "--threads", threads], input: Array(input.utf8))
        #expect(run.stdout == "1391799600\nERROR\n1391799601\n")
        #expect(run.stderr == "error: line 2, column 101: the line is longer than 100 bytes (input \"\(String(repeating: "é", count: 40))…\", \(Self.formatName))\n")
        #expect(run.status == 0)
    }

    @Test func longBadLineIsQuotedInEightyBytes() throws {
        let run = try CLIRun.intl(Self.posix, input: Array((String(repeating: "9", count: 5000) + "\n").utf8))
        #expect(run.stdout == "")
        #expect(run.stderr == "error: line 1, column 5: expected \"-\", found \"9\" (input \"\(String(repeating: "9", count: 80))…\", \(Self.formatName))\n")
        #expect(run.status == 1)
    }

    @Test(arguments: ["1", "2", "3"])
    func failStopsAtTheFirstBadLineAfterWritingTheLinesBefore(threads: String) throws {
        var input = ""
        for n in 0..<5000 { input += n == 3210 ? "bad\n" : "\(n)\n" }
        let run = try CLIRun.intl(["timestamps", "--preset", "unix", "--block-size", "1000", "--threads", threads],
                                  input: Array(input.utf8))
        #expect(run.stdout == (0..<3210).map { "\($0)\n" }.joined())
        #expect(run.stderr == "error: line 3211, column 1: %s: expected a digit, found \"b\" (input \"bad\", format \"unix\")\n")
        #expect(run.status == 1)
    }

    /// Many small blocks on several workers: output in input order, errors numbered by input line.
    @Test(arguments: ["2", "4"])
    func threadsKeepInputOrder(threads: String) throws {
        var input = "", expected = "", errors = ""
        for n in 0..<40_000 {
            if n % 997 == 5 {
                input += "x\(n)\n"
                expected += "ERROR\n"
                errors += "error: line \(n + 1), column 1: %s: expected a digit, found \"x\" (input \"x\(n)\", format \"unix\")\n"
            } else {
                input += "\(n * 7)\n"
                expected += "\(n * 7)\n"
            }
        }
        let run = try CLIRun.intl(["timestamps", "--preset", "unix", "--on-error", "mark", "--block-size", "777",
                                   "--threads", threads], input: Array(input.utf8))
        #expect(run.stdout == expected)
        #expect(run.stderr == errors)
        #expect(run.status == 0)
    }

    @Test func skipCountsAndFilesContinueLineNumbers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intl-ts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a.log"), second = directory.appendingPathComponent("b.log")
        try Data("1\nx\n2".utf8).write(to: first)
        try Data("3\ny\n".utf8).write(to: second)
        let skip = try CLIRun.intl("timestamps", "--preset", "unix", "--on-error", "skip", first.path, second.path)
        #expect(skip.stdout == "1\n2\n3\n")
        #expect(skip.stderr == "skipped 2 invalid records\n")
        #expect(skip.status == 0)
        let mark = try CLIRun.intl("timestamps", "--preset", "unix", "--on-error", "mark", first.path, second.path)
        #expect(mark.stdout == "1\nERROR\n2\n3\nERROR\n")
        #expect(mark.stderr == """
            error: line 2, column 1: %s: expected a digit, found "x" (input "x", format "unix")
            error: line 5, column 1: %s: expected a digit, found "y" (input "y", format "unix")

            """)
        let missing = try CLIRun.intl("timestamps", "--preset", "unix", directory.appendingPathComponent("none").path)
        #expect(missing.stderr == "error: cannot read \(directory.appendingPathComponent("none").path)\n")
        #expect(missing.status == 1)
    }

    @Test(arguments: [
        (["--max-line-length", "0"], "--max-line-length must be in 1...1073741824."),
        (["--max-line-length", "9223372036854775807"], "--max-line-length must be in 1...1073741824."),
        (["--block-size", "0"], "--block-size must be in 1...1073741824."),
        (["--threads", "0"], "--threads must be in 1...256."),
        (["--threads", "9223372036854775807"], "--threads must be in 1...256."),
    ])
    func badLimitsAreUsageErrors(extra: [String], message: String) throws {
        let run = try CLIRun.intl(Self.posix + extra, input: [])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("Error: \(message)"))
    }

    /// `tail -f log | intl timestamps --line-buffered`: each line's result arrives while the input
    /// is still open.
    @Test func lineBufferedAnswersEachLineBeforeTheInputEnds() throws {
        let process = Process()
        process.executableURL = CLIRun.productsDirectory.appendingPathComponent("intl")
        process.arguments = Self.posix + ["--line-buffered"]
        let stdin = Pipe(), out = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        try process.run()
        defer { process.terminate() }
        let reader = out.fileHandleForReading
        for (line, expected) in [("2014-02-07 12:00:00 -0700\n", "1391799600\n"), ("2014-02-07 12:00:01 -0700\n", "1391799601\n")] {
            try stdin.fileHandleForWriting.write(contentsOf: Data(line.utf8))
            let answer = Locked(Data())
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                answer.set(reader.availableData)
                done.signal()
            }
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(String(decoding: answer.get(), as: UTF8.self) == expected)
        }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
