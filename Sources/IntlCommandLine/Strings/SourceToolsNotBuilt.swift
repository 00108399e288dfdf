#if !SourceTools
import ArgumentParser

/// The name of a subcommand that needs the trait SourceTools.
protocol SourceToolName {
    static var name: String { get }
}

enum ExtractName: SourceToolName { static let name = "extract" }
enum WrapName: SourceToolName { static let name = "wrap" }

/// `intl strings extract` or `wrap` in a build without the package trait SourceTools: any arguments,
/// one message on standard error, exit status 2 (a usage error: the command exists only in
/// another build), for example
///
///     error: 'intl strings wrap' reads Swift sources through swift-syntax, which this build of intl leaves out.
///     Build it with the package trait SourceTools: swift run --traits SourceTools intl strings wrap …
struct SourceToolsNotBuilt<Name: SourceToolName>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Name.name,
            abstract: "Not in this build: needs the package trait SourceTools (swift run --traits SourceTools intl strings \(Name.name) …)."
        )
    }

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        FileDescriptorOutput.standardError.write("""
            error: 'intl strings \(Name.name)' reads Swift sources through swift-syntax, which this build of intl leaves out.
            Build it with the package trait SourceTools: swift run --traits SourceTools intl strings \(Name.name) …

            """)
        throw ExitCode.usage
    }
}
#endif
