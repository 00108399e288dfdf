import ArgumentParser
import StringCatalog
import StringCatalogTools

/// `intl message convert`: catalog plurals to MF1/MF2 and back, through
/// `MessageConversion` (StringCatalog) and `MessageFiles` (StringCatalogTools).
struct MessageConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert messages between .stringsdict/.xcstrings plurals, ICU MessageFormat (mf1) and MessageFormat 2 (mf2).",
        discussion: """
            Input (--from): stringsdict or xcstrings files; or mf1/mf2 messages as a .json object \
            {"key": "message", …} in --language, or .jsonl lines {"key":…, "language":…, "message":…}.
            Output (--to mf1|mf2): one JSON line {"key":…,"language":…,"message":…} per message, sorted \
            by language then key. --to stringsdict (from mf1 or mf2): one property list of the plural \
            entries, of one language.
            Rules: %#@v@ is {v, plural, …} / .input {$v :integer} .match $v; the variable's own %ld is \
            # / {$v}; the zero form is =0 / 0 (plus zero where CLDR has that category); the argument at \
            position N is named after its plural variable, else argN; %@ is {argN}, %d {argN, number, \
            integer} / {$argN :integer}. mf1 to mf2 (and back) goes through the catalog model.
            Each message with no equivalent (device or width variants, %.2f, select, offset, =N other \
            than =0, two plurals into a stringsdict…) is a line "path:line:column: warning: key: reason" \
            on standard error, and the exit status is 1.
            Examples:
              intl message convert --from stringsdict --to mf2 fr.lproj/Localizable.stringsdict
              intl message convert --from mf1 --to stringsdict --language de messages.json
            """
    )

    @Option(help: "The input format: stringsdict, xcstrings, mf1 or mf2.")
    var from: String

    @Option(help: "The output format: mf1, mf2 or stringsdict.")
    var to: String

    @Option(help: "The language of .json input and of a .stringsdict outside an xx.lproj folder.")
    var language = "en"

    @Argument(help: "The files to convert.")
    var files: [String]

    mutating func validate() throws {
        guard MessageFiles.Format(rawValue: from) != nil else { throw ValidationError("--from is stringsdict, xcstrings, mf1 or mf2") }
        guard ["mf1", "mf2", "stringsdict"].contains(to) else { throw ValidationError("--to is mf1, mf2 or stringsdict") }
        guard to != "stringsdict" || ["mf1", "mf2"].contains(from) else { throw ValidationError("--to stringsdict reads mf1 or mf2") }
        guard !files.isEmpty else { throw ValidationError("give at least one file") }
    }

    func run() throws {
        guard let source = MessageFiles.Format(rawValue: from), let target = MessageFiles.Format(rawValue: to) else { return }
        var failed = false
        for path in files {
            guard let bytes = readReportingFailure(path) else {
                failed = true
                continue
            }
            let (entries, readProblems) = MessageFiles.entries(bytes, path: path, format: source, language: language)
            let conversion = MessageFiles.convert(entries, path: path, from: source, to: target)
            FileDescriptorOutput.standardOutput.write(conversion.output)
            for diagnostic in readProblems + conversion.diagnostics {
                FileDescriptorOutput.standardError.write(diagnostic.description + "\n")
                failed = true
            }
        }
        if failed { throw ExitCode.badInput }
    }
}

/// `intl message check`: every message of the files parses.
struct MessageCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that each message of the files parses.",
        discussion: """
            Files: .json objects {"key": "message", …} (or .jsonl lines {"key":…, "message":…}) of \
            --syntax mf1 or mf2 messages, and .stringsdict/.xcstrings catalogs (their printf formats \
            and plural forms). Each bad message is a line "path:line:column: error: key: syntax-error: \
            line:column: detail" on standard error (the position in the message after the kind); \
            the exit status is 1 if any.
            Example:
              intl message check --syntax mf2 messages.json Localizable.xcstrings
            """
    )

    @Option(help: "The syntax of .json/.jsonl files: mf1 or mf2.")
    var syntax: String?

    @Argument(help: "The files to check.")
    var files: [String]

    mutating func validate() throws {
        guard syntax.map({ ["mf1", "mf2"].contains($0) }) ?? true else { throw ValidationError("--syntax is mf1 or mf2") }
        guard !files.isEmpty else { throw ValidationError("give at least one file") }
        if files.contains(where: { $0.hasSuffix(".json") || $0.hasSuffix(".jsonl") }), syntax == nil {
            throw ValidationError(".json files need --syntax mf1 or mf2")
        }
    }

    func run() throws {
        var failed = false
        for path in files {
            let format: MessageFiles.Format
            if path.hasSuffix(".stringsdict") {
                format = .stringsdict
            } else if path.hasSuffix(".xcstrings") {
                format = .xcstrings
            } else if path.hasSuffix(".json") || path.hasSuffix(".jsonl") {
                format = syntax == "mf1" ? .mf1 : .mf2
            } else {
                FileDescriptorOutput.standardError.write("\(path): error: not a .json, .jsonl, .stringsdict or .xcstrings file\n")
                failed = true
                continue
            }
            guard let bytes = readReportingFailure(path) else {
                failed = true
                continue
            }
            let (entries, readProblems) = MessageFiles.entries(bytes, path: path, format: format, language: "en")
            for diagnostic in readProblems + MessageFiles.check(entries, path: path, syntax: format) {
                FileDescriptorOutput.standardError.write(diagnostic.description + "\n")
                failed = true
            }
        }
        if failed { throw ExitCode.badInput }
    }
}

/// The bytes of `path`, or nil once its error is on standard error (`path: error: …`).
private func readReportingFailure(_ path: String) -> [UInt8]? {
    switch ToolFileReader.read(path) {
    case .success(let bytes):
        return bytes
    case .failure(let failure):
        FileDescriptorOutput.standardError.write("\(path): error: \(failure.message)\n")
        return nil
    }
}
