import Testing
import TestSupport

/// `intl --version`: the package version and the ICU and CLDR the binary runs on.
@Suite struct VersionCommandTests {
    @Test func printsPackageICUAndCLDRVersions() throws {
        let run = try CLIRun.intl("--version")
        // The ICU the binary loaded: "intl 0.9.0 (ICU 72.1, CLDR 42.0)" on Debian 12.
        #expect(run.stdout == "intl 0.9.0 (ICU \(LoadedCLDR.icuVersion), CLDR \(LoadedCLDR.version))\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }
}
