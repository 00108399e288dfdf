#if SourceTools
import Foundation
import TestSupport
import Testing

@Suite struct StringsExtractCommandTests {
    private func folder() throws -> String {
        let root = try TemporaryFolder.make("extract")
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        return root
    }

    private func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func extractsSwiftAndObjectiveCAndMergesIntoExistingTables() throws {
        let root = try folder()
        try write(root + "/Sources/Run.swift", #"""
            let title = NSLocalizedString("run.title", comment: "Title of the run screen")
            let count = NSLocalizedString("\(n) runs", comment: "skipped")
            let buy = AppLocalized("buy", comment: "Buy button")
            """#)
        try write(root + "/Sources/Legacy.m", #"""
            t = NSLocalizedStringFromTable(@"order.total", @"Order", @"Order total");
            c = NSLocalizedString(@"cancel", @"Cancel button");
            """#)
        try write(root + "/Resources/en.lproj/Localizable.strings",
                  "/* Kept comment */\n\"run.title\" = \"Run!\";\n\n/* Old */\n\"old.key\" = \"Old\";\n")
        let run = try CLIRun.intl("strings", "extract", root + "/Sources", "--to", root + "/Resources/en.lproj",
                                  "--routine", "AppLocalized")
        #expect(run.status == 0)
        #expect(run.stdout == """
            \(root)/Resources/en.lproj/Localizable.strings: 2 added, 1 kept, 1 no longer in the sources
            \(root)/Resources/en.lproj/Order.strings: 1 added, 0 kept, 0 no longer in the sources

            """)
        #expect(run.stderr == """
            \(root)/Sources/Run.swift:2:13: warning: NSLocalizedString: the key "\\\\(n) runs" has an interpolation; skipped
            \(root)/Resources/en.lproj/Localizable.strings:5:1: warning: "old.key" is no longer in the sources (kept)

            """)
        #expect(try read(root + "/Resources/en.lproj/Localizable.strings") == """
            /* Buy button */
            "buy" = "buy";

            /* Cancel button */
            "cancel" = "cancel";

            /* Old */
            "old.key" = "Old";

            /* Kept comment */
            "run.title" = "Run!";

            """)
        #expect(try read(root + "/Resources/en.lproj/Order.strings") == "/* Order total */\n\"order.total\" = \"order.total\";\n")
    }

    @Test func defaultTableAndConflictingComments() throws {
        let root = try folder()
        try write(root + "/Sources/A.swift", """
            let a = String(localized: "ok", defaultValue: "OK", comment: "Confirm")
            let b = String(localized: "ok", comment: "Dismiss")
            """)
        let run = try CLIRun.intl("strings", "extract", root + "/Sources/A.swift", "--to", root + "/out", "--table", "Main")
        #expect(run.stderr == "\(root)/Sources/A.swift:2:9: warning: \"ok\" has the comment \"Dismiss\" here but \"Confirm\" at \(root)/Sources/A.swift:1:9; both are kept\n")
        #expect(try read(root + "/out/Main.strings") == "/* Confirm\nDismiss */\n\"ok\" = \"OK\";\n")
        #expect(run.status == 0)
    }

    @Test func brokenExistingTableIsLeftAloneAndExitsOne() throws {
        let root = try folder()
        try write(root + "/Sources/A.swift", "NSLocalizedString(\"k\", comment: \"c\")")
        let table = root + "/en.lproj/Localizable.strings"
        try write(table, "\"a\" = \"b\"\n")
        let run = try CLIRun.intl("strings", "extract", root + "/Sources", "--to", root + "/en.lproj")
        #expect(run.stderr == "\(table):2:1: error: expected ';' after the value, found end of file\n")
        #expect(run.status == 1)
        #expect(try read(table) == "\"a\" = \"b\"\n")
    }

    @Test func unreadableSourceAndUsage() throws {
        let missing = try CLIRun.intl("strings", "extract", "/nonexistent/A.swift", "--to", "/tmp/x")
        #expect(missing.stderr == "/nonexistent/A.swift: error: cannot read source\n")
        #expect(missing.status == 1)
        #expect(try CLIRun.intl("strings", "extract", "Sources").status == 2)
        #expect(try CLIRun.intl("strings", "extract", "--to", "/tmp/x").status == 2)
    }

    @Test func swiftInterpolationGivesTheKeyWithPlaceholders() throws {
        let root = try folder()
        try write(root + "/Sources/Order.swift", #"""
            let a = String(localized: "共\(3)项, \(name)", table: "Order", comment: "Count")
            let b = try localizer.format("order.total", table: "Order", default: "%@ total", arguments: [total])
            """#)
        let run = try CLIRun.intl("strings", "extract", root + "/Sources", "--to", root + "/en.lproj")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(try read(root + "/en.lproj/Order.strings") == """
            /* No comment provided by engineer. */
            "order.total" = "%@ total";

            /* Count */
            "共%lld项, %@" = "共%lld项, %@";

            """)
    }
}
#endif
