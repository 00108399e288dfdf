import ArgumentParser
import StringCatalogTools

/// `intl strings export <resources>... --language de [--language fr]... --to <out> [--xliff-only]`.
struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export tables for translators as XLIFF 1.2 (.xcloc), as Xcode's Export Localizations does.",
        discussion: """
            Writes <out>/<language>.xcloc (contents.json, Localized Contents/<language>.xliff, \
            Source Contents/, Notes/) per language, or <out>/<language>.xliff with --xliff-only. \
            One <file> per development-language table (.strings, .stringsdict, .xcstrings) with \
            Xcode's unit ids; <target> only for translated strings; plural variables list every \
            category the target language needs. Standard output: one line per path written. \
            Exit status: 0; 1 when a folder is missing or a table does not parse (nothing is written); \
            2 for a usage error.
            Examples:
              intl strings export Resources --language de --language fr --to Export
              intl strings export Resources --language ja --to . --xliff-only
            """
    )

    @Argument(help: "Resources folders (with xx.lproj folders and .xcstrings files); - reads them from standard input, one per line.")
    var resources: [String]

    @Option(name: .customLong("language"), help: "A language to export (repeatable).")
    var languages: [String] = []

    @Option(help: "The folder to write the .xcloc (or .xliff) files to.")
    var to: String

    @Flag(help: "Write <language>.xliff alone instead of an .xcloc.")
    var xliffOnly = false

    @Option(help: "The language of the .lproj tables (.xcstrings files name their own).")
    var developmentLanguage = "en"

    mutating func validate() throws {
        resources = try StandardInputItems.expand(resources)
        guard !resources.isEmpty else { throw ValidationError("Missing expected argument '<resources> ...'") }
        guard !languages.isEmpty else { throw ValidationError("Missing expected option '--language <language>'") }
    }

    func run() throws {
        do {
            let exporter = try XLIFFExporter(resources: resources, developmentLanguage: developmentLanguage)
            let written = try exporter.write(languages: languages, to: to, xliffOnly: xliffOnly)
            FileDescriptorOutput.standardOutput.write(written.joined(separator: "\n") + "\n")
        } catch {
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }
}
