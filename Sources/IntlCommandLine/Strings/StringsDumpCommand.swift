import ArgumentParser
import StringCatalog

/// `intl strings dump <file>`: the parsed file as one JSON object, keys sorted.
struct StringsDumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a .strings, .stringsdict or .xcstrings file as JSON (keys sorted).",
        discussion: """
            .strings: an object of key → value. .stringsdict: the property list as JSON. \
            .xcstrings: the catalog's JSON. A compiled (binary property list) .strings or \
            .stringsdict prints the same JSON as its text form. A file that does not parse exits 1 with \
            `path:line:column: error: message` on standard error.
            Examples:
              intl strings dump Resources/en.lproj/Localizable.strings
              intl strings dump Resources/Localizable.xcstrings | jq '.strings | keys'
            """
    )

    @Argument(help: "The file to dump.")
    var file: String

    func run() throws {
        do {
            FileDescriptorOutput.standardOutput.write(try CatalogDump.json(ofFileAt: file) + "\n")
        } catch {
            // Already `path:line:column: error: message`, as plutil and compilers print it.
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }
}
