import ArgumentParser
import Foundation
import StringCatalog
import StringCatalogTools

/// `intl strings lint <files or dirs>... [--json] [--development-language en] [--baseline FILE [--write-baseline]] [--rule NAME=SEVERITY]…`.
struct StringsLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check string tables: syntax, missing keys, format specifiers, plural categories.",
        discussion: """
            Each finding is one line on standard output, `path:line:column: warning|error: message` \
            (`path: …` when the position is unknown), ordered by path and position. With --json, \
            each finding is one JSON object per line (JSON Lines) with the keys severity, path, \
            line, column, key, language, message and rule (unknown values null). \
            Directories given together are the components of one catalog (as `intl strings get \
            --dir A --dir B` loads them): a key that an earlier directory defines in the same \
            language and table is a warning at the later definition (the first folder wins). \
            With --baseline FILE, findings the file lists (by severity, path, key, language and \
            message, not line) are accepted: only new ones are printed and decide the exit status, \
            and standard error says how many were accepted and how many listed ones no longer occur. \
            --write-baseline writes today's findings to FILE instead (exit 0), for a team to commit. \
            Each finding comes from a rule (the JSON key rule) with a default severity: errors for \
            what breaks at run time or loses text, warnings for the rest; --rule NAME=error|warning|off \
            changes one (repeatable).
            Exit status: 0 when there are no findings or only warnings, 1 with any error (a new one \
            with --baseline, or an unreadable baseline), 2 for a usage error.
            Examples:
              intl strings lint Resources
              intl strings lint Resources --baseline lint-baseline.json --write-baseline
              intl strings lint Resources --baseline lint-baseline.json
              intl strings lint Shop/Resources Account/Resources
              intl strings lint Resources --rule missing-translation=off --rule plural-falls-back-to-other=error
              intl strings lint Resources/de.lproj/Localizable.strings --json
            """
    )

    @Argument(help: "Files (.strings, .stringsdict, .xcstrings) or directories (with xx.lproj folders); - reads them from standard input, one per line.")
    var paths: [String]

    @Flag(help: "Print one JSON object per finding per line.")
    var json = false

    @Option(help: "The language translations are compared with (.xcstrings files name their own).")
    var developmentLanguage = "en"

    @Option(help: ArgumentHelp("A file of accepted findings: only others are reported.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Write today's findings to the --baseline file instead of reporting them.")
    var writeBaseline = false

    @Option(name: .customLong("rule"),
            help: ArgumentHelp("A rule's severity: error, warning or off (repeatable; rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", "))).",
                               valueName: "rule=severity"))
    var rules: [String] = []

    mutating func validate() throws {
        paths = try StandardInputItems.expand(paths)
        guard !paths.isEmpty else { throw ValidationError("Missing expected argument '<paths> ...'") }
        if writeBaseline, baseline == nil { throw ValidationError("--write-baseline needs --baseline FILE") }
        _ = try settings()
    }

    /// `--rule missing-translation=off` → `[.missingTranslation: .off]`.
    private func settings() throws -> [LintRule: LintRule.Setting] {
        var settings: [LintRule: LintRule.Setting] = [:]
        for text in rules {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let rule = LintRule(rawValue: parts[0]), let setting = LintRule.Setting(rawValue: parts[1]) else {
                throw ValidationError("--rule \(text): expected RULE=error|warning|off, RULE one of "
                                      + LintRule.allCases.map(\.rawValue).joined(separator: ", "))
            }
            settings[rule] = setting
        }
        return settings
    }

    func run() throws {
        var findings = CatalogLinter(developmentLanguage: developmentLanguage, settings: try settings()).lint(paths)
        if let baseline {
            if writeBaseline { return try write(LintBaseline(findings), to: baseline, count: findings.count) }
            let split = try read(baseline).split(findings)
            findings = split.new
            if !split.known.isEmpty || split.fixed > 0 {
                FileDescriptorOutput.standardError.write("\(baseline): \(split.known.count) known findings not shown, "
                                                         + "\(split.fixed) listed findings no longer occur\n")
            }
        }
        let lines = findings.map { json ? $0.jsonLine : $0.description }
        if !lines.isEmpty { FileDescriptorOutput.standardOutput.write(lines.joined(separator: "\n") + "\n") }
        if findings.containsErrors { throw ExitCode.badInput }
    }

    private func read(_ path: String) throws -> LintBaseline {
        do {
            let bytes = try ToolFileReader.read(path).get()
            return try LintBaseline(parsing: bytes, path: path)
        } catch let error as ToolFileReader.Failure {
            FileDescriptorOutput.standardError.write("\(path): error: \(error.message)\n")
        } catch {
            FileDescriptorOutput.standardError.write("\(error)\n")
        }
        throw ExitCode.badInput
    }

    private func write(_ baseline: LintBaseline, to path: String, count: Int) throws {
        do {
            try Data(baseline.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            FileDescriptorOutput.standardError.write("\(path): error: cannot write: \(error.localizedDescription)\n")
            throw ExitCode.badInput
        }
        FileDescriptorOutput.standardError.write("\(path): \(count) findings written\n")
    }
}
