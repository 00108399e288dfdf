import Foundation
import TestSupport
import Testing

@Suite struct StringsLintCommandTests {
    /// A resources folder with the given files (relative path → UTF-8 text).
    private func resources(_ files: [String: String]) throws -> String {
        let root = try TemporaryFolder.make("lint")
        for (relative, text) in files {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func errorsExitOneWithCompilerStyleLines() throws {
        let root = try resources([
            "en.lproj/Localizable.strings": "\"runs\" = \"%lu of %lu runs\";\n\"title\" = \"Run\";\n",
            "de.lproj/Localizable.strings": "\"runs\" = \"%$1lu von %2$lu\";\n",
        ])
        let run = try CLIRun.intl("strings", "lint", root)
        #expect(run.stdout == """
            \(root)/de.lproj/Localizable.strings: warning: "title" (de): missing (en has this key)
            \(root)/de.lproj/Localizable.strings:1:1: error: "runs" (de): format "%$1lu von %2$lu": offset 0: %$: "$" without a position number before it

            """)
        #expect(run.stderr == "")
        #expect(run.status == 1)
    }

    /// `--baseline FILE --write-baseline` accepts today's findings; then only new ones count.
    @Test func aBaselineGatesOnNewFindingsOnly() throws {
        let root = try resources([
            "en.lproj/Localizable.strings": "\"runs\" = \"%lu of %lu runs\";\n\"title\" = \"Run\";\n",
            "de.lproj/Localizable.strings": "\"runs\" = \"%$1lu von %2$lu\";\n",
        ])
        let baseline = root + "/lint-baseline.json"
        let written = try CLIRun.intl("strings", "lint", root, "--baseline", baseline, "--write-baseline")
        #expect(written.stdout == "")
        #expect(written.stderr == "\(baseline): 2 findings written\n")
        #expect(written.status == 0)

        let known = try CLIRun.intl("strings", "lint", root, "--baseline", baseline)
        #expect(known.stdout == "")
        #expect(known.stderr == "\(baseline): 2 known findings not shown, 0 listed findings no longer occur\n")
        #expect(known.status == 0)

        try Data("\"runs\" = \"%$1lu von %2$lu\";\n\"title\" = \"%@ Lauf\";\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/de.lproj/Localizable.strings"))
        let new = try CLIRun.intl("strings", "lint", root, "--baseline", baseline)
        #expect(new.stdout == "\(root)/de.lproj/Localizable.strings:2:1: error: \"title\" (de): argument 1 (%@) is not in en\n")
        #expect(new.stderr == "\(baseline): 1 known findings not shown, 1 listed findings no longer occur\n")
        #expect(new.status == 1)

        let usage = try CLIRun.intl("strings", "lint", root, "--write-baseline")
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("Error: --write-baseline needs --baseline FILE\n"))
        let missing = try CLIRun.intl("strings", "lint", root, "--baseline", root + "/none.json")
        #expect(missing.stderr == "\(root)/none.json: error: cannot read file\n")
        #expect(missing.status == 1)
    }

    @Test func onlyWarningsExitZero() throws {
        let root = try resources([
            "en.lproj/Localizable.strings": "\"Größe\" = \"Size\";\n",
            "de.lproj/Localizable.strings": "\"Größe\" = \"Größe\";\n",
        ])
        let run = try CLIRun.intl("strings", "lint", root)
        #expect(run.stdout == "\(root)/en.lproj/Localizable.strings:1:1: warning: \"Größe\" (en): the key is not ASCII (keys should be ASCII identifiers; put the text in the value)\n")
        #expect(run.status == 0)
    }

    @Test func cleanCatalogPrintsNothing() throws {
        let root = try resources([
            "en.lproj/Localizable.strings": "\"runs\" = \"%lu of %lu runs\";\n",
            "de.lproj/Localizable.strings": "\"runs\" = \"%2$lu … %1$lu\";\n",
        ])
        let run = try CLIRun.intl("strings", "lint", root)
        #expect(run.stdout == "")
        #expect(run.status == 0)
    }

    @Test func jsonLinesAndDevelopmentLanguage() throws {
        let root = try resources([
            "de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"%d\";\n",
        ])
        let run = try CLIRun.intl("strings", "lint", root, "--json", "--development-language", "de")
        let path = root + "/fr.lproj/Localizable.strings"
        #expect(run.stdout == """
            {"severity":"warning","path":"\(path)","line":null,"column":null,"key":"b","language":"fr","message":"\\"b\\" (fr): missing (de has this key)","rule":"missing-translation"}
            {"severity":"error","path":"\(path)","line":1,"column":1,"key":"a","language":"fr","message":"\\"a\\" (fr): argument 1 (%d) is not in de","rule":"argument-mismatch"}

            """)
        #expect(run.status == 1)
    }

    /// `--rule NAME=error|warning|off` per rule; a bad setting is a usage error naming the rules.
    @Test func ruleSeverities() throws {
        let root = try resources([
            "de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"%d\";\n",
        ])
        let path = root + "/fr.lproj/Localizable.strings"
        let run = try CLIRun.intl("strings", "lint", root, "--development-language", "de",
                                  "--rule", "missing-translation=off", "--rule", "argument-mismatch=warning")
        #expect(run.stdout == "\(path):1:1: warning: \"a\" (fr): argument 1 (%d) is not in de\n")
        #expect(run.status == 0)
        let bad = try CLIRun.intl("strings", "lint", root, "--rule", "missing=off")
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("Error: --rule missing=off: expected RULE=error|warning|off, RULE one of unreadable-file, unservable-entry,"))
    }

    @Test func syntaxErrorInAFileGivenByName() throws {
        let root = try resources(["en.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        let run = try CLIRun.intl("strings", "lint", root + "/en.lproj/Localizable.strings")
        #expect(run.stdout == "\(root)/en.lproj/Localizable.strings:2:1: error: expected ';' after the value, found '\"'\n")
        #expect(run.status == 1)
    }

    @Test func usageErrors() throws {
        #expect(try CLIRun.intl("strings", "lint").status == 2)
        #expect(try CLIRun.intl("strings", "lint", "--bogus", "x").status == 2)
    }
}
