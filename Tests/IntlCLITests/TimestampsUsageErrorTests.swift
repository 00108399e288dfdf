import Testing

/// Usage errors of `intl timestamps`: each names the command, and values that start with "-"
/// (negative numbers, delimiters) reach the checks that name the allowed values.
@Suite struct TimestampsUsageErrorTests {
    @Test(arguments: [
        (["--threads", "-1"], "Error: --threads must be in 1...256."),
        (["--field", "-1"], "Error: --field must be at least 1."),
        (["--fields", "-1-2"], #"Error: --fields must be N-M with 1 <= N <= M, such as 4-5, not "-1-2"."#),
        (["--max-line-length", "-5"], "Error: --max-line-length must be in 1...1073741824."),
        (["--block-size", "-1"], "Error: --block-size must be in 1...1073741824."),
        (["--year", "-5"], #"Error: --year must be a year in 1...9999 or auto, not "-5"."#),
        (["--default-offset", "-25:00"], "Error: --default-offset: offset hour 25 is not in 0...23"),
        (["--default-offset=-25:00"], "Error: --default-offset: offset hour 25 is not in 0...23"),
        (["--keep-line", "insert"], "Error: The value 'insert' is invalid for '--keep-line <keep-line>'."),
        (["--delimiter", ""], "Error: --delimiter must be 1 to 16 bytes without a newline."),
        (["--output", "isoo"], "Error: --output must be epoch"),
        (["--bogus"], "Error: Unknown option '--bogus'"),
    ])
    func namesTheCommand(arguments: [String], message: String) throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "rfc3339"] + arguments, input: [])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: intl timestamps "), "\(run.stderr)")
    }

    /// A delimiter that starts with "-" is the delimiter, not an option.
    @Test func delimiterStartingWithADash() throws {
        let run = try CLIRun.intl(["timestamps", "--preset", "unix", "--field", "2", "--delimiter", "-|"],
                                  input: Array("a-|7-|b\n".utf8))
        #expect(run.stdout == "7\n")
        #expect(run.status == 0)
        let negative = try CLIRun.intl(["timestamps", "--format", "%Y-%m-%d %H:%M", "--default-offset", "-07:00"],
                                       input: Array("2014-02-07 12:00\n".utf8))
        #expect(negative.stdout == "1391799600\n")
    }
}
