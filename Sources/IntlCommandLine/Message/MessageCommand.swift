import ArgumentParser

/// `intl message`: ICU MessageFormat and MessageFormat 2 messages.
struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Format, convert and check ICU MessageFormat and MessageFormat 2 messages.",
        subcommands: [MessageFormatCommand.self, MessageConvertCommand.self, MessageCheckCommand.self]
    )
}
