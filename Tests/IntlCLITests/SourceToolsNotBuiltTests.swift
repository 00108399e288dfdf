#if !SourceTools
import Testing

/// A build without the package trait SourceTools (the default; Scripts/test.sh runs these in its
/// default-traits build) keeps `extract` and `wrap` as commands that say how to get them, whatever
/// arguments they are given.
@Suite struct SourceToolsNotBuiltTests {
    @Test(arguments: ["extract", "wrap"])
    func saysWhichTraitBuildsTheCommand(name: String) throws {
        let run = try CLIRun.intl("strings", name, "Sources", "--table", "Order", "--strings", "zh-Hans.lproj")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            error: 'intl strings \(name)' reads Swift sources through swift-syntax, which this build of intl leaves out.
            Build it with the package trait SourceTools: swift run --traits SourceTools intl strings \(name) …

            """)
    }

    @Test func helpListsThemWithTheTrait() throws {
        let run = try CLIRun.intl("strings", "--help")
        #expect(run.status == 0)
        #expect(run.stdout.contains("""
              wrap                    Not in this build: needs the package trait
                                      SourceTools (swift run --traits SourceTools intl
                                      strings wrap …).
            """))
    }
}
#endif
