#if SourceTools
import Foundation
import TestSupport
import Testing

@Suite struct StringsWrapCommandTests {
    private func folder() throws -> String {
        let root = try TemporaryFolder.make("wrap")
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        return root
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func dryRunPrintsTheDiffAndWritesNothingThenRunWrapsOnce() throws {
        let root = try folder()
        let source = root + "/Sources/Order.swift"
        try Data("func f(n: Int) {\n    print(\"调试\")\n    title = \"共\\(n)项\"\n}\n".utf8).write(to: URL(fileURLWithPath: source))
        let arguments = ["strings", "wrap", root + "/Sources", "--table", "Order", "--strings", root + "/zh-Hans.lproj"]
        let dry = try CLIRun.intl(arguments + ["--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stderr == "")
        #expect(dry.stdout == """
            --- a/\(source)
            +++ b/\(source)
            @@ -1,4 +1,4 @@
             func f(n: Int) {
                 print("调试")
            -    title = "共\\(n)项"
            +    title = String(localized: "共\\(String(describing: n))项", table: "Order")
             }
            --- /dev/null
            +++ b/\(root)/zh-Hans.lproj/Order.strings
            @@ -0,0 +1,2 @@
            +/* \(source):3 */
            +"共%@项" = "共%@项";

            """)
        #expect(!FileManager.default.fileExists(atPath: root + "/zh-Hans.lproj"))
        #expect(try read(source).contains("title = \"共\\(n)项\""))

        let run = try CLIRun.intl(arguments)
        #expect(run.status == 0)
        #expect(run.stdout == "Wrapped 1 literal in 1 file; 1 key added to \(root)/zh-Hans.lproj/Order.strings\n")
        #expect(try read(root + "/zh-Hans.lproj/Order.strings") == "/* \(source):3 */\n\"共%@项\" = \"共%@项\";\n")
        let again = try CLIRun.intl(arguments)
        #expect(again.stdout == "Wrapped 0 literals in 0 files; 0 keys added to \(root)/zh-Hans.lproj/Order.strings\n")
    }

    @Test func dashReadsThePathsFromStandardInput() throws {
        let root = try folder()
        for name in ["A", "B", "C"] {
            try Data("let title = \"订单\(name)\"\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/\(name).swift"))
        }
        // As `find Sources -name '*.swift' | intl strings wrap - …` passes them; C.swift is not listed.
        let run = try CLIRun.intl("strings", "wrap", "-", "--table", "Order", "--strings", root + "/zh-Hans.lproj",
                                  input: "\(root)/Sources/A.swift\n\(root)/Sources/B.swift\n")
        #expect(run.stderr == "")
        #expect(run.stdout == "Wrapped 2 literals in 2 files; 2 keys added to \(root)/zh-Hans.lproj/Order.strings\n")
        #expect(run.status == 0)
        #expect(try read(root + "/Sources/B.swift") == "let title = String(localized: \"订单B\", table: \"Order\")\n")
        #expect(try read(root + "/Sources/C.swift") == "let title = \"订单C\"\n")
    }

    @Test func usageAndInputErrors() throws {
        let root = try folder()
        let style = try CLIRun.intl("strings", "wrap", root, "--table", "T", "--strings", root, "--style", "swiftui")
        #expect(style.status == 2)
        #expect(style.stderr.contains("--style 'swiftui': expected string-localized, nslocalizedstring or macro:<NAME>"))
        let missing = try CLIRun.intl("strings", "wrap", root + "/Nope", "--table", "T", "--strings", root)
        #expect(missing.status == 1)
        #expect(missing.stderr == "\(root)/Nope: error: cannot read source\n")
    }
}
#endif
