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

#if canImport(SwiftSourceTools)
/// The tools that read source code (through swift-syntax).
private let sourceCodeCommands: [any ParsableCommand.Type] = [StringsExtractCommand.self, StringsWrapCommand.self]
#else
/// A build without swift-syntax (`INTL_WITHOUT_SWIFT_SOURCE_TOOLS=1`, see Package.swift) has no
/// tools that read source code.
private let sourceCodeCommands: [any ParsableCommand.Type] = []
#endif
