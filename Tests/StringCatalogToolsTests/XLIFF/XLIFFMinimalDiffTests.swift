import Foundation
import StringCatalogTools
import Testing
import TestSupport

/// Import edits only the entries whose text changed (#44 item 4): `git diff` after a three-unit
/// change to a thousand-line table shows three changed lines.
@Suite struct XLIFFMinimalDiffTests {
    /// 300 keys in 1,049 lines (a comment, a `//` note every other key, the entry, a blank line):
    /// written as a team has it, not as our writer would (unquoted keys, escapes as `\U00e9`).
    private static func table(language: String) -> String {
        (0..<300).map { index in
            let note = index.isMultiple(of: 2) ? "// note \(index)\n" : ""
            let value = language == "en" ? "Text \(index)" : "Text \(index) \\U00e9"
            return "/* Comment \(index) */\n\(note)key\(index) = \"\(value)\";\n"
        }.joined(separator: "\n")
    }

    private static func xliff(_ units: [(Int, String)]) -> String {
        let body = units.map { "<trans-unit id=\"key\($0.0)\"><source>Text \($0.0)</source><target>\($0.1)</target></trans-unit>" }
        return """
            <xliff version="1.2"><file original="en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
            \(body.joined(separator: "\n"))
            </body></file></xliff>
            """
    }

    @discardableResult
    private static func git(_ arguments: String..., in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func threeChangedUnitsAreThreeChangedLines() throws {
        let project = try Fixture()
        _ = try project.write("en.lproj/Localizable.strings", Self.table(language: "en"))
        let german = try project.write("de.lproj/Localizable.strings", Self.table(language: "de"))
        #expect(try project.read("de.lproj/Localizable.strings").split(separator: "\n", omittingEmptySubsequences: false).count == 1_050)
        try Self.git("init", "-q", in: project.root)
        try Self.git("add", ".", in: project.root)
        try Self.git("commit", "-qm", "before", in: project.root)

        // 3 changed, 1 as it was (the same text, written with an escape in the file).
        let path = try project.write("de.xliff", Self.xliff([(7, "Neu 7"), (100, "Neu \"100\""), (249, "Neu 249"), (8, "Text 8 é")]))
        let result = try XLIFFImporter(into: project.root).run([path])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == ["\(german): 3 changed, 0 added, 1 unchanged"])
        #expect(try Self.git("diff", "--numstat", in: project.root) == "3\t3\tde.lproj/Localizable.strings\n")
        #expect(try Self.git("diff", "-U0", in: project.root).split(separator: "\n").filter { $0.hasPrefix("+key") } == [
            "+key7 = \"Neu 7\";", "+key100 = \"Neu \\\"100\\\"\";", "+key249 = \"Neu 249\";",
        ])

        // The same XLIFF again: nothing to write, every byte as it was.
        try Self.git("commit", "-qam", "after", in: project.root)
        let again = try XLIFFImporter(into: project.root).run([path])
        #expect(again.files.map(\.description) == ["\(german): 0 changed, 0 added, 4 unchanged"])
        #expect(try Self.git("status", "--porcelain", in: project.root) == "?? de.xliff\n")
    }

    /// A new key goes after the last entry, with the development comment; a UTF-16 file stays UTF-16.
    @Test func aNewKeyGoesLastAndUTF16StaysUTF16() throws {
        let project = try Fixture()
        _ = try project.write("en.lproj/Localizable.strings", "/* First */\nkey1 = \"Text 1\";\n\n/* Second */\nkey2 = \"Text 2\";\n")
        let german = project.root + "/de.lproj/Localizable.strings"
        try FileManager.default.createDirectory(atPath: project.root + "/de.lproj", withIntermediateDirectories: true)
        let before = "// Deutsch\nkey2 = \"Text zwei\";\n"
        try Data([0xFF, 0xFE] + before.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: german))
        let path = try project.write("de.xliff", Self.xliff([(1, "Text eins")]))
        let result = try XLIFFImporter(into: project.root).run([path])
        #expect(result.files.map(\.description) == ["\(german): 0 changed, 1 added, 0 unchanged"])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: german)))
        #expect(bytes.starts(with: [0xFF, 0xFE]))
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
        #expect(String(decoding: units, as: UTF16.self) == "// Deutsch\nkey2 = \"Text zwei\";\n\n/* First */\n\"key1\" = \"Text eins\";\n")
    }

    /// A catalog keeps its own key order and formatting: a changed localization is written over
    /// its old text, a new one goes before the first member that sorts after it.
    @Test func aCatalogChangesOnlyInTheLocalizationsSet() throws {
        let project = try Fixture()
        let catalog = try project.write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "zebra" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Zebra" } },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Z\\u00e8bre"
                      }
                    }
                  }
                },
                "apple" : {
                  "comment" : "A fruit",
                  "localizations" : {
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Pomme"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
        let path = try project.write("de.xliff", """
            <xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="zebra"><source>zebra</source><target>Das Zebra</target></trans-unit>
            <trans-unit id="apple"><source>apple</source><target>Apfel</target></trans-unit>
            </body></file></xliff>
            """)
        let result = try XLIFFImporter(into: project.root).run([path])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == ["\(catalog): 1 changed, 1 added, 0 unchanged"])
        #expect(try project.read("Localizable.xcstrings") == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "zebra" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Das Zebra"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Z\\u00e8bre"
                      }
                    }
                  }
                },
                "apple" : {
                  "comment" : "A fruit",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Apfel"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Pomme"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
    }

    /// A `.stringsdict` keeps its own order, indentation and comments: a changed form is written
    /// over its `<string>`, a new form goes at the end of its `<dict>`.
    @Test func aStringsdictChangesOnlyInTheStringsSet() throws {
        let project = try Fixture()
        let english = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>runs</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>ld</string>
                  <key>other</key>
                  <string>%ld runs</string>
                  <key>one</key>
                  <string>one run</string>
                </dict>
              </dict>
            </dict>
            </plist>

            """
        _ = try project.write("en.lproj/Localizable.stringsdict", english)
        let german = try project.write("de.lproj/Localizable.stringsdict", english
            .replacingOccurrences(of: "%ld runs", with: "%ld L&#228;ufe")
            .replacingOccurrences(of: "      <key>one</key>\n      <string>one run</string>\n", with: "")
            .replacingOccurrences(of: "<dict>\n  <key>runs</key>", with: "<dict>\n  <!-- Deutsch -->\n  <key>runs</key>"))
        let path = try project.write("de.xliff", """
            <xliff version="1.2"><file original="en.lproj/Localizable.stringsdict" source-language="en" target-language="de"><body>
            <trans-unit id="/runs:dict/n:dict/one:dict/:string"><source>one run</source><target>ein Lauf</target></trans-unit>
            <trans-unit id="/runs:dict/n:dict/other:dict/:string"><source>%ld runs</source><target>%ld Läufe &amp; mehr</target></trans-unit>
            <trans-unit id="/runs:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source><target>%#@n@</target></trans-unit>
            </body></file></xliff>
            """)
        let result = try XLIFFImporter(into: project.root).run([path])
        #expect(result.findings == [])
        #expect(result.files.map(\.description) == ["\(german): 1 changed, 1 added, 1 unchanged"])
        #expect(try project.read("de.lproj/Localizable.stringsdict") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <!-- Deutsch -->
              <key>runs</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>ld</string>
                  <key>other</key>
                  <string>%ld Läufe &amp; mehr</string>
                  <key>one</key>
                  <string>ein Lauf</string>
                </dict>
              </dict>
            </dict>
            </plist>

            """)
    }
}
