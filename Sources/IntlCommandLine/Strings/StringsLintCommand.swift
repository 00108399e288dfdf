import ArgumentParser
import StringCatalogTools

/// `intl strings lint <files or dirs>... [--json] [--development-language en]`.
struct StringsLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check string tables: syntax, missing keys, format specifiers, plural categories.",
        discussion: """
            Each finding is one line on standard output, `path:line:column: warning|error: message` \
            (`path: …` when the position is unknown), ordered by path and position. With --json, \
            each finding is one JSON object per line (JSON Lines) with the keys severity, path, \
            line, column, key, language and message (unknown values null). \
            Directories given together are the components of one catalog (as `intl strings get \
            --dir A --dir B` loads them): a key that an earlier directory defines in the same \
            language and table is a warning at the later definition (the first folder wins). \
            Exit status: 0 when there are no findings or only warnings, 1 with any error, 2 for a usage error.
            Examples:
              intl strings lint Resources
              intl strings lint Shop/Resources Account/Resources
              intl strings lint Resources/de.lproj/Localizable.strings --json
            """
    )

    @Argument(help: "Files (.strings, .stringsdict, .xcstrings) or directories (with xx.lproj folders); - reads them from standard input, one per line.")
    var paths: [String]

    @Flag(help: "Print one JSON object per finding per line.")
    var json = false

    @Option(help: "The language translations are compared with (.xcstrings files name their own).")
    var developmentLanguage = "en"

    mutating func validate() throws {
        paths = try StandardInputItems.expand(paths)
        guard !paths.isEmpty else { throw ValidationError("Missing expected argument '<paths> ...'") }
    }

    func run() throws {
        let findings = CatalogLinter(developmentLanguage: developmentLanguage).lint(paths)
        let lines = findings.map { json ? $0.jsonLine : $0.description }
        if !lines.isEmpty { FileDescriptorOutput.standardOutput.write(lines.joined(separator: "\n") + "\n") }
        if findings.containsErrors { throw ExitCode.badInput }
    }
}
