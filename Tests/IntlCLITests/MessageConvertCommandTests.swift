import Foundation
import TestSupport
import Testing

@Suite struct MessageConvertCommandTests {
    /// Writes `contents` as `name` (a relative path, folders created) in a fresh temporary folder.
    private func file(_ name: String, _ contents: String) throws -> String {
        let url = URL(fileURLWithPath: try TemporaryFolder.make("convert")).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@ restants</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key><string>ld</string>
        \t\t\t<key>zero</key><string>Aucun fichier</string>
        \t\t\t<key>one</key><string>%ld fichier</string>
        \t\t\t<key>other</key><string>%ld fichiers</string>
        \t\t</dict>
        \t</dict>
        \t<key>size</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        \t\t\t<key>other</key><string>%.1f Mo</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    @Test func stringsdictToMF1AndMF2() throws {
        let path = try file("fr.lproj/Localizable.stringsdict", Self.stringsdict)
        let mf1 = try CLIRun.intl(["message", "convert", "--from", "stringsdict", "--to", "mf1", path])
        #expect(mf1.stdout == #"{"key":"files","language":"fr","message":"{n, plural, =0 {Aucun fichier} one {# fichier} other {# fichiers}} restants"}"# + "\n")
        #expect(mf1.stderr == "\(path):16:2: warning: size: specifier %.1f has no MessageFormat equivalent\n")
        #expect(mf1.status == 1)
        let mf2 = try CLIRun.intl(["message", "convert", "--from", "stringsdict", "--to", "mf2", path])
        #expect(mf2.stdout == #"{"key":"files","language":"fr","message":".input {$n :integer}\n.match $n\n0 {{Aucun fichier restants}}\none {{{$n} fichier restants}}\n* {{{$n} fichiers restants}}"}"# + "\n")
        #expect(mf2.stderr == "\(path):16:2: warning: size: specifier %.1f has no MessageFormat equivalent\n")
        #expect(mf2.status == 1)
    }

    @Test func xcstringsToMF1() throws {
        let path = try file("Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld pins": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld pin"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld pins"}}}}}}}
            }}
            """)
        let run = try CLIRun.intl(["message", "convert", "--from", "xcstrings", "--to", "mf1", path])
        #expect(run.stdout == #"{"key":"%lld pins","language":"en","message":"{plural, plural, one {# pin} other {# pins}}"}"# + "\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func mf1JSONToStringsdict() throws {
        let path = try file("de.json", """
            {"files": "{n, plural, =0 {Keine} one {# Datei} other {# Dateien}}",
             "pick": "{n, select, a {x} other {y}}"}
            """)
        let run = try CLIRun.intl(["message", "convert", "--from", "mf1", "--to", "stringsdict", "--language", "de", path])
        #expect(run.stdout == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@n@</string>
            \t\t<key>n</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>ld</string>
            \t\t\t<key>zero</key>
            \t\t\t<string>Keine</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%ld Datei</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%ld Dateien</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """)
        #expect(run.stderr == "\(path):2:2: warning: pick: select has no stringsdict equivalent\n")
        #expect(run.status == 1)
    }

    @Test func mf2LinesToMF1() throws {
        let path = try file("m.jsonl", #"{"key":"n","language":"en","message":".input {$n :integer}\n.match $n\n0 {{none}}\n* {{{$n} left}}"}"# + "\n")
        let run = try CLIRun.intl(["message", "convert", "--from", "mf2", "--to", "mf1", path])
        #expect(run.stdout == #"{"key":"n","language":"en","message":"{n, plural, =0 {none} other {# left}}"}"# + "\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func aBadLineIsReportedAndTheOthersConverted() throws {
        let path = try file("m.jsonl", #"{"key":"a","message":"{n, plural, other {# x}}"}"# + "\n" + #"{"key": 3}"# + "\n"
                            + #"{"key":"b","message":"{n"}"# + "\n" + #"{"key":"c","message":"ok"}"# + "\n" + #"{"key":"d","message":"x"# + "\n")
        let run = try CLIRun.intl(["message", "convert", "--from", "mf1", "--to", "mf2", path])
        #expect(run.stdout == #"{"key":"a","language":"en","message":".input {$n :integer}\n.match $n\n* {{{$n} x}}"}"# + "\n"
            + #"{"key":"c","language":"en","message":"ok"}"# + "\n")
        #expect(run.stderr == """
            \(path):2:1: error: expected {"key": …, "message": …} with string values
            \(path):5:22: error: unterminated string (a '"' opened here is never closed)
            \(path):3:1: warning: b: syntax-error: 1:1: expected `}` to end the argument

            """)
        #expect(run.status == 1)
    }

    @Test func usageErrors() throws {
        let run = try CLIRun.intl(["message", "convert", "--from", "stringsdict", "--to", "stringsdict", "x.stringsdict"])
        #expect(run.stderr.contains("Error: --to stringsdict reads mf1 or mf2"))
        #expect(run.status == 2)
    }

    @Test func checkReportsEachBadMessage() throws {
        let json = try file("m.json", """
            {"a": "Hello {$name",
              "b": "ok {$x}",
              "c": ".match $x * {{x}}"}
            """)
        let catalog = try file("en.lproj/Localizable.stringsdict", Self.stringsdict.replacingOccurrences(of: "%ld fichier<", with: "%$ld fichier<"))
        let run = try CLIRun.intl(["message", "check", "--syntax", "mf2", json, catalog])
        #expect(run.stdout == "")
        #expect(run.stderr == """
            \(json):1:2: error: a: syntax-error: 1:13: expected `}` to end the placeholder
            \(json):3:3: error: c: missing-selector-annotation: 1:8: selector $x is not declared with a function
            \(catalog):4:2: error: files: syntax-error: format "%$ld fichier": offset 0: %$: "$" without a position number before it

            """)
        #expect(run.status == 1)
        let mf1 = try file("ok.json", #"{"a": "{n, plural, one {# file} other {# files}}"}"#)
        let good = try CLIRun.intl(["message", "check", "--syntax", "mf1", mf1])
        #expect(good.stderr == "")
        #expect(good.status == 0)
    }
}
