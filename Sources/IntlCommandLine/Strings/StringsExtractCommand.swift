#if SourceTools
import ArgumentParser
import SwiftSourceTools

/// `intl strings extract <sources...> --to <dir>/en.lproj [--table T] [--routine R]...`.
struct StringsExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Find localizable strings in Swift and Objective-C sources and merge them into .strings tables.",
        discussion: """
            Like genstrings, but merging: existing values and comments are kept, new keys are added \
            (value = the call's default value, else the key), and keys no longer in the sources are \
            kept and reported. Swift is read with swift-syntax: String(localized:) and \
            LocalizedStringResource with interpolation give the key with placeholders as Xcode derives \
            it (%lld, %lf only where the syntax fixes the type, else %@), and a Localizer's \
            string(_:table:default:) and format(_:…arguments:) are found too. Standard output: one line per table, \
            `path: N added, N kept, N no longer in the sources`. Standard error: warnings as \
            `path:line:column: warning: message` (skipped keys, conflicting comments, stale keys). \
            Exit status: 0 (also with warnings), 1 when a source cannot be read or an existing table \
            does not parse (then nothing is written), 2 for a usage error.
            Examples:
              intl strings extract Sources --to Resources/en.lproj
              intl strings extract App.m Views --to Resources/en.lproj --table Main --routine AppLocalized
            """
    )

    @Argument(help: "Source files (.swift, .m, .mm, .h) or directories searched recursively; - reads them from standard input, one per line.")
    var sources: [String]

    @Option(help: "The folder of the tables to update, such as Resources/en.lproj.")
    var to: String

    @Option(help: "The table for calls that name none.")
    var table = "Localizable"

    @Option(name: .customLong("routine"), help: "A function taking NSLocalizedString's arguments (repeatable).")
    var routines: [String] = []

    mutating func validate() throws {
        sources = try StandardInputItems.expand(sources)
        guard !sources.isEmpty else { throw ValidationError("Missing expected argument '<sources> ...'") }
    }

    func run() throws {
        let extractor = StringsExtractor(defaultTable: table, customRoutines: routines)
        do {
            let result = try extractor.extract(sources: sources)
            let updates = try extractor.write(result, to: to)
            let warnings = result.warnings + updates.flatMap(\.merge.warnings)
            if !warnings.isEmpty {
                FileDescriptorOutput.standardError.write(warnings.map(\.description).joined(separator: "\n") + "\n")
            }
            if !updates.isEmpty {
                FileDescriptorOutput.standardOutput.write(updates.map(\.summary).joined(separator: "\n") + "\n")
            }
        } catch {
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }
}
#endif
