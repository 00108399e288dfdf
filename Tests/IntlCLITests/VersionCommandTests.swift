import Testing

/// `intl --version`: the package version and the ICU and CLDR the binary runs on.
@Suite struct VersionCommandTests {
    @Test func printsPackageICUAndCLDRVersions() throws {
        let run = try CLIRun.intl("--version")
        #expect(run.stdout == "intl 0.9.0 (ICU 72.1, CLDR 42.0)\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }
}
