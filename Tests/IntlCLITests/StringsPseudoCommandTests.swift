import Foundation
import TestSupport
import Testing

@Suite struct StringsPseudoCommandTests {
    private func folder(_ files: [String: String]) throws -> String {
        let root = URL(fileURLWithPath: try TemporaryFolder.make("pseudo"))
        for (relative, contents) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root.path
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func accentedStringsKeepCommentsAndSpecifiers() throws {
        let root = try folder([
            "en.lproj/Localizable.strings": "/* Screen title */\n\"title\" = \"Settings\";\n\"files\" = \"%d files in \\\"%@\\\"\\n\";",
            "en.lproj/Localizable.stringsdict": StringsGetCommandTests.days,
            "en.lproj/Shop.xcstrings": "{\"sourceLanguage\":\"en\",\"strings\":{}}",
        ])
        let run = try CLIRun.intl("strings", "pseudo", "--mode", "accented", root + "/en.lproj", "--to", root + "/en-XA.lproj")
        #expect(run.status == 0)
        #expect(run.stdout == "\(root)/en-XA.lproj/Localizable.strings\n\(root)/en-XA.lproj/Localizable.stringsdict\n")
        #expect(run.stderr == "\(root)/en.lproj/Shop.xcstrings: warning: skipped: a String Catalog holds every language in one file\n")
        #expect(read(root + "/en-XA.lproj/Localizable.strings")
                == "\"files\" = \"%d ƒîļéš îñ \\\"%@\\\"\\n\";\n\n/* Screen title */\n\"title\" = \"Ŝéţţîñĝš\";\n")
        let dump = try CLIRun.intl("strings", "dump", root + "/en-XA.lproj/Localizable.stringsdict")
        #expect(dump.stdout.contains("\"one\": \"1 ðåý\""))
        #expect(dump.stdout.contains("\"other\": \"%ld ðåýš\""))
        #expect(dump.stdout.contains("\"NSStringLocalizedFormatKey\": \"%#@VARIABLE@\""))
        // The rewritten .strings reads back with the same keys.
        let stringsDump = try CLIRun.intl("strings", "dump", root + "/en-XA.lproj/Localizable.strings")
        #expect(stringsDump.stdout == "{\n  \"files\": \"%d ƒîļéš îñ \\\"%@\\\"\\n\",\n  \"title\": \"Ŝéţţîñĝš\"\n}\n")
    }

    @Test func otherModes() throws {
        let root = try folder(["en.lproj/Localizable.strings": "\"title\" = \"Settings\";"])
        for (mode, expected) in [("double", "SSeettttiinnggss"), ("bounded", "[# Settings #]"), ("rtl", "\u{202E}Settings\u{202C}")] {
            let out = root + "/" + mode
            #expect(try CLIRun.intl("strings", "pseudo", "--mode", mode, root + "/en.lproj", "--to", out).status == 0)
            #expect(read(out + "/Localizable.strings") == "\"title\" = \"\(expected)\";\n")
        }
    }

    @Test func errors() throws {
        let root = try folder(["en.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";"])
        let bad = try CLIRun.intl("strings", "pseudo", "--mode", "accented", root + "/en.lproj", "--to", root + "/out")
        #expect(bad.stderr == "\(root)/en.lproj/Localizable.strings:2:1: error: expected ';' after the value, found '\"'\n")
        #expect(bad.status == 1)
        let mode = try CLIRun.intl("strings", "pseudo", "--mode", "klingon", root + "/en.lproj", "--to", root + "/out")
        #expect(mode.status == 2)
    }
}
