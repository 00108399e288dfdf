// The generator IntlStringsPlugin runs on every build of a target that uses it:
//
//     intl-strings-accessors --output <file.swift> [--development-language en] [--translations warning|error] <catalog file>...
//
// Writes the accessors (StringCatalogTools' AccessorGenerator) to the output file, rewriting it only
// when it changed so an unchanged catalog does not recompile the target. Findings go to stderr as
// `path:line:column: error|warning: message`, the form SwiftPM and editors show; any error exits 1
// and writes nothing, which fails the build. A translation whose arguments disagree with the
// development language is a warning unless `--translations error`.
import Foundation
import StringCatalogTools

let usage = "usage: intl-strings-accessors --output <file.swift> [--development-language <code>] [--translations warning|error] <catalog file>..."

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

var output: String?
var development = "en"
var translations = LintFinding.Severity.warning
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output":
        guard let value = arguments.popFirst() else { fail(usage) }
        output = value
    case "--development-language":
        guard let value = arguments.popFirst() else { fail(usage) }
        development = value
    case "--translations":
        guard let value = arguments.popFirst(), let severity = LintFinding.Severity(rawValue: value) else { fail(usage) }
        translations = severity
    default:
        guard !argument.hasPrefix("--") else { fail("error: unknown option \(argument)\n" + usage) }
        files.append(argument)
    }
}
guard let output else { fail(usage) }

let generation = AccessorGenerator(developmentLanguage: development, translations: translations).generate(files: files)
for finding in generation.findings {
    FileHandle.standardError.write(Data((finding.description + "\n").utf8))
}
guard let source = generation.source else { exit(1) }
let data = Data(source.utf8)
if FileManager.default.contents(atPath: output) != data {
    do {
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("\(output): error: cannot write the accessors: \(error.localizedDescription)")
    }
}
