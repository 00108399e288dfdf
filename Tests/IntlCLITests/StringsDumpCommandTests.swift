import Foundation
import TestSupport
import Testing

@Suite struct StringsDumpCommandTests {
    /// Writes `contents` to a fresh temporary file named `name`.
    private func file(_ name: String, _ contents: [UInt8]) throws -> String {
        let folder = URL(fileURLWithPath: try TemporaryFolder.make("dump"))
        let url = folder.appendingPathComponent(name)
        try Data(contents).write(to: url)
        return url.path
    }

    @Test func stringsFileAsSortedKeyValueObject() throws {
        let path = try file("Localizable.strings", Array("/* c */\n\"b\" = \"2 \\\"q\\\"\";\n\"a\" = \"1\\n\\U00E9\\t\\U0001\";\n\"😂\";\n".utf8))
        let run = try CLIRun.intl("strings", "dump", path)
        #expect(run.stdout == "{\n  \"a\": \"1\\né\\t\\u0001\",\n  \"b\": \"2 \\\"q\\\"\",\n  \"😂\": \"😂\"\n}\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func utf16StringsFile() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"ü\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try CLIRun.intl("strings", "dump", try file("x.strings", bytes)).stdout == "{\n  \"k\": \"ü\"\n}\n")
    }

    /// Compiled (`bplist00`) files print the JSON of their text twins
    /// (Tests/Fixtures/BinaryPropertyLists, written by Scripts/binary-plist-fixtures.py).
    @Test(arguments: ["ru.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"])
    func binaryPropertyListAsItsTextForm(file: String) throws {
        let fixtures = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
            + "/Fixtures/BinaryPropertyLists/"
        let binary = try CLIRun.intl("strings", "dump", fixtures + "binary/" + file)
        #expect(binary.stdout == (try CLIRun.intl("strings", "dump", fixtures + "text/" + file)).stdout)
        #expect(binary.stdout.contains(file.hasSuffix(".strings") ? "\"hello\": \"Привет\"" : "\"%ld days\""))
        #expect(binary.stderr == "")
        #expect(binary.status == 0)
    }

    @Test func stringsdictAsThePropertyList() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>lg_days</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@VARIABLE@</string>
            <key>VARIABLE</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>zero</key><string>none</string><key>one</key><string>1 day</string><key>other</key><string>%ld days</string>
            </dict></dict></dict></plist>
            """
        let run = try CLIRun.intl("strings", "dump", try file("Localizable.stringsdict", Array(xml.utf8)))
        #expect(run.stdout == """
            {
              "lg_days": {
                "NSStringLocalizedFormatKey": "%#@VARIABLE@",
                "VARIABLE": {
                  "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                  "NSStringFormatValueTypeKey": "ld",
                  "one": "1 day",
                  "other": "%ld days",
                  "zero": "none"
                }
              }
            }

            """)
        #expect(run.status == 0)
    }

    @Test func xcstringsAsTheCatalogJSON() throws {
        let json = #"{"version":"1.0","strings":{"k":{"shouldTranslate":false,"extractionState":"manual","localizations":{"en":{"stringUnit":{"value":"K","state":"translated"}}}}},"sourceLanguage":"en","n":[1,2.5,null,true]}"#
        let run = try CLIRun.intl("strings", "dump", try file("Localizable.xcstrings", Array(json.utf8)))
        #expect(run.stdout == """
            {
              "n": [
                1,
                2.5,
                null,
                true
              ],
              "sourceLanguage": "en",
              "strings": {
                "k": {
                  "extractionState": "manual",
                  "localizations": {
                    "en": {
                      "stringUnit": {
                        "state": "translated",
                        "value": "K"
                      }
                    }
                  },
                  "shouldTranslate": false
                }
              },
              "version": "1.0"
            }

            """)
    }

    @Test func syntaxErrorExitsOneWithPosition() throws {
        let path = try file("Localizable.strings", Array("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8))
        let run = try CLIRun.intl("strings", "dump", path)
        #expect(run.stdout == "")
        #expect(run.stderr == "\(path):2:1: error: expected ';' after the value, found '\"'\n")
        #expect(run.status == 1)
    }

    @Test func unreadableAndUnsupportedFilesExitOne() throws {
        let missing = try CLIRun.intl("strings", "dump", "/nonexistent/Localizable.strings")
        #expect(missing.stderr == "/nonexistent/Localizable.strings: error: cannot read file: No such file or directory\n")
        #expect(missing.status == 1)
        let other = try CLIRun.intl("strings", "dump", try file("notes.txt", Array("x".utf8)))
        #expect(other.stderr.hasSuffix("notes.txt: error: unsupported file type \"notes.txt\" (expected .strings, .stringsdict or .xcstrings)\n"))
        #expect(other.status == 1)
    }

    @Test func missingArgumentIsAUsageError() throws {
        let run = try CLIRun.intl("strings", "dump")
        #expect(run.status == 2)
        #expect(run.stdout == "")
    }
}

extension StringsDumpCommandTests {
    @Test func emptyStringsdictIsAnEmptyObject() throws {
        let folder = URL(fileURLWithPath: try TemporaryFolder.make("dump"))
        let path = folder.appendingPathComponent("Info.stringsdict").path
        let xml = "<plist version=\"1.0\"><dict></dict></plist>"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try CLIRun.intl("strings", "dump", path).stdout == "{}\n")
    }
}
