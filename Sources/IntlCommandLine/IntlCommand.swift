import ArgumentParser
import Intl

/// `intl`: the command-line face of swift-intl. Subcommands only map their
/// arguments to library calls and print the results.
@main
struct IntlCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intl",
        abstract: "Locale-aware formatting over ICU and fast machine-timestamp parsing.",
        // `intl --version`: "intl 0.9.0 (ICU 72.1, CLDR 42.0)", ICU and CLDR as loaded at run time.
        version: "intl \(IntlLibrary.version) (ICU \(IntlLibrary.icuVersion), CLDR \(IntlLibrary.cldrVersion))",
        subcommands: [
            DemoCommand.self,
            NumberCommand.self,
            BenchCommand.self,
            PluralCommand.self,
            DateCommand.self,
            PatternCommand.self,
            RelativeCommand.self,
            IntervalCommand.self,
            TimestampsCommand.self,
            StringsCommand.self,
            NegotiateCommand.self,
            CaseCommand.self,
            SortCommand.self,
            LocaleCommand.self,
            ListCommand.self,
            DurationCommand.self,
            MessageCommand.self,
        ]
    )

    /// Runs the command with this tool's exit codes: 0 success, 1 bad input
    /// (reported by the subcommand as `error: …`), 2 usage errors.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileDescriptorOutput.standardError.write(fullMessage(for: error) + "\n")
                exit(withError: ExitCode.usage)   // An `ExitCode` prints nothing: the message is above.
            }
            exit(withError: error)
        }
    }
}

extension ExitCode {
    /// Bad input such as an unknown currency or an unparsable value.
    static let badInput = ExitCode(1)
    /// The arguments themselves are wrong (unknown option, missing value).
    static let usage = ExitCode(2)
}
