import ArgumentParser
import StringCatalogTools

/// `intl strings status <resources>... [--json]`.
struct StringsStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Per language: keys translated, needing review, stale, missing; plural categories missing.",
        discussion: """
            Counts the development language's keys (every table) in each language of the folders \
            (.lproj folders and .xcstrings languages). A key is missing when nothing of it is \
            translated or a string outside its plural forms is not; otherwise it counts by its \
            least final .xcstrings state. Standard output: one line per language, followed by one \
            indented line per key that lacks plural categories the language needs (`  days: few, \
            many`, the categories `intl strings lint` reports), or with --json one JSON object per \
            language per line (language, keys, translated, needsReview, stale, missing, \
            pluralCategoriesMissing, pluralCategoriesMissingByKey). Exit status: 0; 1 when a folder is missing or a \
            table does not parse; 2 for a usage error.
            Examples:
              intl strings status Resources
              intl strings status Resources --json | jq -e 'select(.missing > 0)' && exit 1
            """
    )

    @Argument(help: "Resources folders (with xx.lproj folders and .xcstrings files); - reads them from standard input, one per line.")
    var resources: [String]

    @Flag(help: "Print one JSON object per language per line.")
    var json = false

    @Option(help: "The language of the .lproj tables (.xcstrings files name their own).")
    var developmentLanguage = "en"

    mutating func validate() throws {
        resources = try StandardInputItems.expand(resources)
        guard !resources.isEmpty else { throw ValidationError("Missing expected argument '<resources> ...'") }
    }

    func run() throws {
        do {
            let report = try TranslationStatus.report(resources: resources, developmentLanguage: developmentLanguage)
            let lines = report.map { json ? $0.json : $0.description }
            if !lines.isEmpty { FileDescriptorOutput.standardOutput.write(lines.joined(separator: "\n") + "\n") }
        } catch {
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }
}
