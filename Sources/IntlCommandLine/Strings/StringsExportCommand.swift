import ArgumentParser
import StringCatalog
import StringCatalogTools
#if SourceTools
import SwiftSourceTools
#endif

/// `intl strings export <resources>... --language de [--language fr]... --to <out> [--xliff-only] [--sources Sources]...`.
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
            With --sources (a build with the package trait SourceTools), the strings code uses \
            (String(localized:), NSLocalizedString, Text("…"): `intl strings extract`'s calls) that no \
            development table lists join the first folder's <development>.lproj/<table>.strings, as \
            Xcode's export adds them; import writes their translations beside it. \
            Exit status: 0; 1 when a folder is missing or a table does not parse (nothing is written); \
            2 for a usage error.
            Examples:
              intl strings export Resources --language de --language fr --to Export
              intl strings export Resources --language ja --to . --xliff-only
              intl strings export Resources --sources Sources --language de --to Export
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

    @Option(help: "contents.json's project (App.xcodeproj); default: the first resources folder's name.")
    var project: String?

    @Option(name: .customLong("sources"), help: "Swift or Objective-C sources whose localized strings join the export (repeatable; trait SourceTools).")
    var sources: [String] = []

    mutating func validate() throws {
        resources = try StandardInputItems.expand(resources)
        guard !resources.isEmpty else { throw ValidationError("Missing expected argument '<resources> ...'") }
        guard !languages.isEmpty else { throw ValidationError("Missing expected option '--language <language>'") }
    }

    func run() throws {
        let codeStrings = try stringsFromCode()
        do {
            var exporter = try XLIFFExporter(resources: resources, developmentLanguage: developmentLanguage, codeStrings: codeStrings)
            if let project { exporter.project = project }
            let written = try exporter.write(languages: languages, to: to, xliffOnly: xliffOnly)
            FileDescriptorOutput.standardOutput.write(written.joined(separator: "\n") + "\n")
        } catch {
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }

    /// The strings `--sources` use, by table (the value a call gives, else its key).
    private func stringsFromCode() throws -> [String: [CatalogEntry]] {
        guard !sources.isEmpty else { return [:] }
        #if SourceTools
        let result: ExtractionResult
        do {
            result = try StringsExtractor().extract(sources: sources)
        } catch {
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
        var tables: [String: [CatalogEntry]] = [:]
        for string in result.strings {
            tables[string.table, default: []].append(CatalogEntry(key: string.key, message: .text(string.defaultValue ?? string.key),
                                                                  comment: string.comment))
        }
        return tables
        #else
        FileDescriptorOutput.standardError.write("""
            error: 'intl strings export --sources' reads Swift sources through swift-syntax, which this build of intl leaves out.
            Build it with the package trait SourceTools: swift run --traits SourceTools intl strings export … --sources …

            """)
        throw ExitCode.usage
        #endif
    }
}
