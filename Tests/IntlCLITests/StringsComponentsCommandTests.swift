import Foundation
import TestSupport
import Testing

/// `intl strings get --dir A --dir B` and `intl strings lint A B`: one catalog over an app's components.
@Suite struct StringsComponentsCommandTests {
    /// Shop, Account and Legacy modules (Legacy redefines Shop's "sell" in en).
    private func app() throws -> String {
        let root = try TemporaryFolder.make("components")
        let files = [
            "Shop/Resources/en.lproj/Shop.strings": "\"buy\" = \"Buy %d\";\n\"sell\" = \"Sell\";\n",
            "Shop/Resources/de.lproj/Shop.strings": "\"buy\" = \"%d kaufen\";\n\"sell\" = \"Verkaufen\";\n",
            "Account/Resources/en.lproj/Account.strings": "\"login\" = \"Log in\";\n",
            "Account/Resources/de.lproj/Account.strings": "\"login\" = \"Anmelden\";\n",
            "Legacy/Resources/en.lproj/Shop.strings": "\"cart\" = \"Cart\";\n  \"sell\" = \"Sell now\";\n",
        ]
        for (relative, text) in files {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func getLooksUpAcrossRepeatedDirs() throws {
        let root = try app()
        let dirs = ["Shop", "Account", "Legacy"].flatMap { ["--dir", "\(root)/\($0)/Resources"] }
        let login = try CLIRun.intl(["strings", "get", "login"] + dirs + ["--locale", "de-CH", "--table", "Account"])
        #expect(login.stdout == "Anmelden\n")
        #expect(login.status == 0)
        let cart = try CLIRun.intl(["strings", "get", "cart"] + dirs + ["--accept-language", "de, en;q=0.5", "--table", "Shop"])
        #expect(cart.stdout == "Cart\n")
        let buy = try CLIRun.intl(["strings", "get", "buy"] + dirs + ["--locale", "de", "--table", "Shop", "--arg", "1234"])
        #expect(buy.stdout == "1.234 kaufen\n")
    }

    @Test func getServesTheFirstFolderAndWarnsAboutTheLaterOne() throws {
        let root = try app()
        let shop = "\(root)/Shop/Resources", legacy = "\(root)/Legacy/Resources"
        let first = try CLIRun.intl("strings", "get", "sell", "--dir", shop, "--dir", legacy, "--locale", "en", "--table", "Shop")
        #expect(first.stdout == "Sell\n")
        #expect(first.stderr == "\(legacy)/en.lproj/Shop.strings:2:3: warning: entry \"sell\" skipped: also defined in \(shop)/en.lproj/Shop.strings, an earlier folder (the first folder wins)\n")
        #expect(first.status == 0)
        let reversed = try CLIRun.intl("strings", "get", "sell", "--dir", legacy, "--dir", shop, "--locale", "en", "--table", "Shop")
        #expect(reversed.stdout == "Sell now\n")
        #expect(reversed.stderr == "\(shop)/en.lproj/Shop.strings:2:1: warning: entry \"sell\" skipped: also defined in \(legacy)/en.lproj/Shop.strings, an earlier folder (the first folder wins)\n")
    }

    @Test func getFailsOnAnyMissingDir() throws {
        let root = try app()
        let run = try CLIRun.intl("strings", "get", "login", "--dir", "\(root)/Shop/Resources", "--dir", "\(root)/Nope",
                                  "--locale", "en", "--table", "Account")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: \(root)/Nope: error: cannot list directory: No such file or directory\n")
        #expect(run.status == 1)
        let none = try CLIRun.intl("strings", "get", "login", "--locale", "en")
        #expect(none.stderr.hasPrefix("Error: Missing expected argument '--dir <dir> ...'\n"))
        #expect(none.status == 2)
    }

    @Test func lintReportsCrossFolderDuplicates() throws {
        let root = try app()
        let shop = "\(root)/Shop/Resources", account = "\(root)/Account/Resources", legacy = "\(root)/Legacy/Resources"
        let run = try CLIRun.intl("strings", "lint", shop, account, legacy)
        #expect(run.stdout == """
            \(legacy)/en.lproj/Shop.strings:2:3: warning: "sell" (en): also defined in \(shop)/en.lproj/Shop.strings, an earlier folder (the first folder wins)

            """)
        #expect(run.status == 0)
        let json = try CLIRun.intl("strings", "lint", shop, legacy, "--json")
        let path = legacy + "/en.lproj/Shop.strings"
        #expect(json.stdout == """
            {"severity":"warning","path":"\(path)","line":2,"column":3,"key":"sell","language":"en","message":"\\"sell\\" (en): also defined in \(shop)/en.lproj/Shop.strings, an earlier folder (the first folder wins)","rule":"defined-in-earlier-folder"}

            """)
        // One folder alone has no duplicate.
        #expect(try CLIRun.intl("strings", "lint", legacy).stdout == "")
    }
}
