import Foundation
import TestSupport
import Testing

/// `intl strings get --device --width` and entries no runtime serves, end to end.
@Suite struct StringsVariantsCommandTests {
    private func resources(_ files: [String: String]) throws -> String {
        let root = try TemporaryFolder.make("variants")
        for (relative, text) in files {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        \(body)
        </dict></plist>
        """
    }

    static let english = plist("""
        <key>welcome</key><dict><key>NSStringVariableWidthRuleType</key><dict>
        <key>1</key><string>Hi</string><key>22</key><string>Hello</string><key>53</key><string>Greetings and Salutations</string></dict></dict>
        <key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
        <key>iphone</key><string>Tap here</string><key>mac</key><string>Click here</string><key>applewatch</key><string>Tap</string>
        <key>appletv</key><string>Press here</string><key>applevision</key><string>Look and tap</string><key>other</key><string>Select</string></dict></dict>
        <key>broken</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>iphone</key><string>x</string></dict></dict>
        """)

    static let russian = plist("""
        <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>%d файл</string>
        <key>50</key><string>%d файл выбран</string></dict></dict>
        <key>few</key><string>%d файла</string><key>many</key><string>%d файлов</string><key>other</key><string>%d файла</string>
        </dict></dict>
        """)

    private func layout() throws -> String {
        try resources([
            "en.lproj/Localizable.stringsdict": Self.english,
            "en.lproj/Localizable.strings": "\"hello\" = \"Hello\";",
            "ru.lproj/Localizable.stringsdict": Self.russian,
        ])
    }

    @Test func deviceChoosesTheVariant() throws {
        let dir = try layout()
        func tap(_ extra: String...) throws -> String {
            try CLIRun.intl(["strings", "get", "tap", "--dir", dir, "--locale", "en"] + extra).stdout
        }
        #expect(try tap("--device", "iphone") == "Tap here\n")
        #expect(try tap("--device", "mac") == "Click here\n")
        #expect(try tap("--device", "watch") == "Tap\n")
        #expect(try tap("--device", "applewatch") == "Tap\n")
        #expect(try tap("--device", "tv") == "Press here\n")
        #expect(try tap("--device", "vision") == "Look and tap\n")
        #expect(try tap("--device", "ipad") == "Select\n")
        #expect(try tap() == "Select\n")
        let bad = try CLIRun.intl("strings", "get", "tap", "--dir", dir, "--locale", "en", "--device", "android")
        #expect(bad.status == 2)
    }

    @Test func widthChoosesTheVariant() throws {
        let dir = try layout()
        func welcome(_ extra: String...) throws -> String {
            try CLIRun.intl(["strings", "get", "welcome", "--dir", dir, "--accept-language", "en-US"] + extra).stdout
        }
        #expect(try welcome("--width", "22") == "Hello\n")
        #expect(try welcome("--width", "30") == "Hello\n")
        #expect(try welcome("--width", "0") == "Hi\n")
        #expect(try welcome() == "Greetings and Salutations\n")
        let ru = ["strings", "get", "files", "--dir", dir, "--locale", "ru"]
        #expect(try CLIRun.intl(ru + ["--width", "25", "--arg", "21"]).stdout == "21 файл\n")
        #expect(try CLIRun.intl(ru + ["--arg", "21"]).stdout == "21 файл выбран\n")
        #expect(try CLIRun.intl(ru + ["--width", "25", "--arg", "5"]).stdout == "5 файлов\n")
    }

    @Test func aBadEntryIsAWarningAndEveryOtherKeyIsServed() throws {
        let dir = try layout()
        let run = try CLIRun.intl("strings", "get", "hello", "--dir", dir, "--locale", "en")
        #expect(run.stdout == "Hello\n")
        #expect(run.stderr == "\(dir)/en.lproj/Localizable.stringsdict: warning: entry \"broken\" skipped: "
                + "en: device variants without \"other\", and no text for other devices (no .strings entry beside them, "
                + "and no localization en falls back to holds the key)\n")
        #expect(run.status == 0)
        let lint = try CLIRun.intl("strings", "lint", dir)
        #expect(lint.stdout == """
            \(dir)/en.lproj/Localizable.stringsdict: error: en: device variants without "other", and no text for other devices (no .strings entry beside them, and no localization en falls back to holds the key)
            \(dir)/ru.lproj/Localizable.stringsdict: warning: "broken" (ru): missing (en has this key)
            \(dir)/ru.lproj/Localizable.stringsdict: warning: "hello" (ru): missing (en has this key)
            \(dir)/ru.lproj/Localizable.stringsdict: warning: "tap" (ru): missing (en has this key)
            \(dir)/ru.lproj/Localizable.stringsdict: warning: "welcome" (ru): missing (en has this key)
            \(dir)/ru.lproj/Localizable.stringsdict:3:1: warning: "files" (ru): not in the development language en

            """)
        #expect(lint.status == 1)
    }
}
