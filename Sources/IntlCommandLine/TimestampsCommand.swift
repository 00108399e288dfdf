import ArgumentParser

/// `intl timestamps`: parses one timestamp per input line with MachineTime and writes one
/// result per line. Only maps arguments to library calls.
struct TimestampsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timestamps",
        abstract: "Parse machine timestamps (strptime formats or presets), one per line.",
        discussion: """
        Reads FILEs (or standard input), one record per line, and writes one result per line. \
        --on-error fail (default) stops at the first bad record with exit 1; skip drops bad records and \
        counts them on standard error; mark writes ERROR in their place. The reason always goes to standard \
        error as 'error: line N, column C: <reason>'.

        --keep-line writes each whole line instead of the result alone: replace puts the converted \
        timestamp in place of exactly the text the format read (where --prefix, --field, --fields or \
        --json-key found it; in a JSON line an epoch output is written as a number, any other as a JSON \
        string); prepend and append add it before or after the unchanged line, separated by --delimiter \
        (default one space). A bad line is not written under fail (the run stops) and skip; under mark it \
        is written with ERROR in the timestamp's place (prepend, append) or unchanged (replace), and its \
        error goes to standard error. A line over --max-line-length is not kept: mark writes ERROR alone.

        Input is read and written in blocks: each block's results leave as soon as it is parsed, and memory \
        stays a few blocks whatever the input size. A '\\r' before '\\n' is dropped. A line longer than \
        --max-line-length is one error, its bytes skipped.
        """
    )

    @OptionGroup var options: TimestampsOptions

    func run() throws {
        if !(try TimestampsRun(options)).run() { throw ExitCode.badInput }
    }
}
