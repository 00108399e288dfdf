import ArgumentParser

/// `intl strings`: tools for `.strings`, `.stringsdict` and `.xcstrings`
/// files. Each tool is one subcommand in its own file; add new ones
/// (`get`, `lint`, `pseudo`, `extract`) to `subcommands`.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Read and check localized string tables (.strings, .stringsdict, .xcstrings).",
        subcommands: [
            StringsDumpCommand.self,
            StringsLintCommand.self,
            StringsExtractCommand.self,
            StringsGetCommand.self,
            StringsPseudoCommand.self,
            StringsExportCommand.self,
            StringsImportCommand.self,
            StringsStatusCommand.self,
            StringsWrapCommand.self,
        ]
    )
}
