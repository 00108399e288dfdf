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
            StringsGetCommand.self,
            StringsPseudoCommand.self,
            StringsExportCommand.self,
            StringsImportCommand.self,
            StringsStatusCommand.self,
        ] + sourceCodeCommands
    )
}

#if SourceTools
/// The tools that read source code (through swift-syntax).
private let sourceCodeCommands: [any ParsableCommand.Type] = [StringsExtractCommand.self, StringsWrapCommand.self]
#else
/// Without the trait SourceTools (the default: swift-syntax takes minutes to build) the tools that
/// read source code are stand-ins that say how to build them.
private let sourceCodeCommands: [any ParsableCommand.Type] = [
    SourceToolsNotBuilt<ExtractName>.self, SourceToolsNotBuilt<WrapName>.self,
]
#endif
