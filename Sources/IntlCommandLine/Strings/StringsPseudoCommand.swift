import ArgumentParser
import Foundation
import StringCatalog
import StringCatalogTools
import TextEscaping

/// `intl strings pseudo --mode accented|double|bounded|rtl <dir>/en.lproj --to <dir>`:
/// pseudolocalized copies of every table of one localization.
struct StringsPseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write pseudolocalized copies of every table in an .lproj folder.",
        discussion: """
            Each Localizable.strings and Localizable.stringsdict (any table name) of the folder is \
            rewritten into the --to directory (created if missing) under the same file name: \
            .strings as UTF-8 with the translators' comments kept, .stringsdict as an XML property \
            list. Specifiers and %#@var@ references stay intact, so the result passes lint. \
            .xcstrings files hold every language in one file and are skipped (noted on stderr). \
            Each written path is printed. An entry with a malformed specifier is copied unchanged \
            and reported as a warning.
            Example:
              intl strings pseudo --mode accented Resources/en.lproj --to Resources/en-XA.lproj
            """
    )

    enum ModeName: String, ExpressibleByArgument, CaseIterable {
        case accented, double, bounded, rtl

        var mode: Pseudolocalizer.Mode {
            switch self {
            case .accented: .accented
            case .double: .doubled
            case .bounded: .bounded
            case .rtl: .rightToLeft
            }
        }
    }

    @Option(help: "The pseudolanguage: accented, double, bounded or rtl.")
    var mode: ModeName

    @Argument(help: "The .lproj folder to read.")
    var folder: String

    @Option(help: "The folder to write the tables into.")
    var to: String

    func run() throws {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            try FileManager.default.createDirectory(atPath: to, withIntermediateDirectories: true)
        } catch {
            try fail("cannot read \(folder) or create \(to): \(error.localizedDescription)")
        }
        let pseudolocalizer = Pseudolocalizer(mode: mode.mode)
        for name in files {
            let source = folder + "/" + name
            switch (name as NSString).pathExtension {
            case "strings":
                let table = try parse(source) { bytes throws(CatalogParseError) in try StringsFileParser.parse(bytes, path: source).table }
                try write(StringsTableWriter.strings(rewrite(table, with: pseudolocalizer, path: source)), to: name)
            case "stringsdict":
                let table = try parse(source) { bytes throws(CatalogParseError) in try StringsdictParser.parse(bytes, path: source) }
                try write(StringsTableWriter.stringsdict(rewrite(table, with: pseudolocalizer, path: source)), to: name)
            case "xcstrings":
                FileDescriptorOutput.standardError.write("\(source): warning: skipped: a String Catalog holds every language in one file\n")
            default:
                continue
            }
        }
    }

    private func parse(_ path: String, _ parser: ([UInt8]) throws(CatalogParseError) -> StringsTable) throws -> StringsTable {
        guard let data = FileManager.default.contents(atPath: path) else { try fail("cannot read \(path)") }
        do {
            return try parser([UInt8](data))
        } catch {
            // Already `path:line:column: error: message`.
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }

    private func rewrite(_ table: StringsTable, with pseudolocalizer: Pseudolocalizer, path: String) -> StringsTable {
        let result = pseudolocalizer.pseudolocalize(table)
        for key in result.failures.keys.sorted() {
            if let failure = result.failures[key] {
                FileDescriptorOutput.standardError.write("\(path): warning: \(QuotedText.quoted(key)) copied unchanged: \(failure.description)\n")
            }
        }
        return result.table
    }

    private func write(_ contents: String?, to name: String) throws {
        guard let contents else { return }
        let path = to + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)) else {
            try fail("cannot write \(path)")
        }
        FileDescriptorOutput.standardOutput.write(path + "\n")
    }

    private func fail(_ message: String) throws -> Never {
        FileDescriptorOutput.standardError.write("error: \(message)\n")
        throw ExitCode.badInput
    }
}
