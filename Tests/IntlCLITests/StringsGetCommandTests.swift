import Foundation
import TestSupport
import Testing

@Suite struct StringsGetCommandTests {
    /// Writes `files` (relative path → contents) under a fresh temporary folder.
    private func resources(_ files: [String: String]) throws -> String {
        let root = URL(fileURLWithPath: try TemporaryFolder.make("get"))
        for (relative, contents) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root.path
    }

    static let days = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>lg_days</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@VARIABLE@</string>
        <key>VARIABLE</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>zero</key><string>none</string><key>one</key><string>1 day</string><key>other</key><string>%ld days</string>
        </dict></dict></dict></plist>
        """

    private func layout() throws -> String {
        try resources([
            "en.lproj/Localizable.stringsdict": Self.days,
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello %@, you have %d messages\";\n\"colour\" = \"Color\";",
            "en-GB.lproj/Localizable.strings": "\"colour\" = \"Colour\";",
            "de.lproj/Order.strings": "\"total\" = \"Summe: %.2f\";",
            "zh-Hans.lproj/Localizable.stringsdict": Self.days.replacingOccurrences(of: "none", with: "当天")
                .replacingOccurrences(of: "<key>one</key><string>1 day</string>", with: "")
                .replacingOccurrences(of: "%ld days", with: "%ld天"),
        ])
    }

    @Test func storedStringsWithoutArguments() throws {
        let dir = try layout()
        #expect(try CLIRun.intl("strings", "get", "colour", "--dir", dir, "--locale", "en-AU").stdout == "Colour\n")
        #expect(try CLIRun.intl("strings", "get", "colour", "--dir", dir, "--accept-language", "fr, en-US;q=0.5").stdout == "Color\n")
        #expect(try CLIRun.intl("strings", "get", "lg_days", "--dir", dir, "--locale", "en").stdout == "%#@VARIABLE@\n")
        #expect(try CLIRun.intl("strings", "get", "nope", "--dir", dir, "--locale", "en").stdout == "nope\n")
    }

    @Test func argumentsAreFormatted() throws {
        let dir = try layout()
        let en = ["--dir", dir, "--locale", "en"]
        #expect(try CLIRun.intl(["strings", "get", "lg_days"] + en + ["--arg", "1"]).stdout == "1 day\n")
        #expect(try CLIRun.intl(["strings", "get", "lg_days", "--dir", dir, "--accept-language", "zh-CN", "--arg", "1"]).stdout == "1天\n")
        #expect(try CLIRun.intl(["strings", "get", "greeting"] + en + ["--arg", "Paul", "--arg", "1234"]).stdout
                == "Hello Paul, you have 1,234 messages\n")
        let swiss = try CLIRun.intl("strings", "get", "total", "--dir", dir, "--locale", "de-CH", "--table", "Order", "--arg", "1234.5")
        #expect(swiss.stdout == "Summe: 1’234.50\n")
        #expect(swiss.status == 0)
    }

    @Test func developmentLanguageServesUnmatchedRequests() throws {
        let dir = try layout()
        let run = try CLIRun.intl("strings", "get", "lg_days", "--dir", dir, "--locale", "fr", "--development-language", "zh-Hans", "--arg", "1")
        #expect(run.stdout == "1天\n")
    }

    @Test func errors() throws {
        let dir = try layout()
        let badArgument = try CLIRun.intl("strings", "get", "greeting", "--dir", dir, "--locale", "en", "--arg", "Paul", "--arg", "x")
        #expect(badArgument.stderr == "error: format \"Hello %@, you have %d messages\": offset 19: %d: argument 2 is \"x\", which is not an integer\n")
        #expect(badArgument.status == 1)
        let missing = try CLIRun.intl("strings", "get", "lg_days", "--dir", dir, "--locale", "en", "--arg", "1", "--arg", "2")
        #expect(missing.stdout == "1 day\n")
        let badLocale = try CLIRun.intl("strings", "get", "k", "--dir", dir, "--locale", "!!")
        #expect(badLocale.stderr.hasPrefix("error: "))
        #expect(badLocale.status == 1)
        let noDir = try CLIRun.intl("strings", "get", "k", "--dir", dir + "/nope", "--locale", "en")
        #expect(noDir.stderr == "error: \(dir)/nope: error: cannot list directory: No such file or directory\n")
        #expect(noDir.status == 1)
        let both = try CLIRun.intl("strings", "get", "k", "--dir", dir, "--locale", "en", "--accept-language", "de")
        #expect(both.status == 2)
    }
}
