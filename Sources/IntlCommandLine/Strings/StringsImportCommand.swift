import ArgumentParser
import StringCatalogTools

/// `intl strings import <file.xliff | dir.xcloc>... --into <project root> [--map PREFIX=FOLDER]... [--dry-run]`.
struct StringsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import translated XLIFF (.xliff or .xcloc) into .strings, .stringsdict and .xcstrings tables.",
        discussion: """
            Each <file original="App/Share/en.lproj/Localizable.strings"> names a table under the \
            project root (--into; --map for folders laid out differently) and goes beside it, into \
            App/Share/<target-language>.lproj/Localizable.strings (created as needed), or into the \
            .xcstrings it came from; existing comments, key order and untouched keys are kept. Two \
            <file>s never write one table: one named by its whole path wins over one that only ends \
            like it, otherwise neither is imported. \
            Never written: missing or empty targets, targets in state new. Standard output: \
            `path: N changed, M added, K unchanged` per table; only the changed values of a .strings \
            file are rewritten, every other byte stays. Standard error: a warning per unit not imported, \
            `path:line:column: warning: message` (stale units whose source changed since export, \
            ids the table does not have, entries that would not load). \
            Exit status: 0 (also with warnings); 1 when an XLIFF or a table is malformed \
            (`path:line:column: error: message`; nothing is written); 2 for a usage error.
            Examples:
              intl strings import Export/de.xcloc Export/fr.xcloc --into Resources
              intl strings import de.xliff --into Resources --dry-run
              intl strings import de.xcloc --into . --map "App/Share Extension=Extensions/Share"
            """
    )

    @Argument(help: "XLIFF files or .xcloc folders; - reads them from standard input, one per line.")
    var inputs: [String]

    @Option(help: "The project root: the folder the export was made from.")
    var into: String

    @Option(name: .customLong("map"), help: ArgumentHelp(
        "ORIGINAL_PREFIX=FOLDER: tables whose <file original> starts with the prefix are in the folder (repeatable).",
        valueName: "prefix=folder"))
    var mappings: [String] = []

    @Flag(help: "Report what would be imported; write nothing.")
    var dryRun = false

    @Option(help: "The language of the .lproj tables when an XLIFF <file> names none.")
    var developmentLanguage = "en"

    mutating func validate() throws {
        inputs = try StandardInputItems.expand(inputs)
        guard !inputs.isEmpty else { throw ValidationError("Missing expected argument '<inputs> ...'") }
        for mapping in mappings where FolderMapping(argument: mapping) == nil {
            throw ValidationError("--map \(mapping): expected ORIGINAL_PREFIX=FOLDER")
        }
    }

    func run() throws {
        do {
            let result = try XLIFFImporter(into: into, developmentLanguage: developmentLanguage,
                                       mappings: mappings.compactMap(FolderMapping.init(argument:)))
                .run(inputs, dryRun: dryRun)
            if !result.findings.isEmpty {
                FileDescriptorOutput.standardError.write(result.findings.map(\.description).joined(separator: "\n") + "\n")
            }
            if !result.files.isEmpty {
                FileDescriptorOutput.standardOutput.write(result.files.map(\.description).joined(separator: "\n") + "\n")
            }
        } catch {
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }
}
