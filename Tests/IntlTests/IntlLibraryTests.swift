import Intl
import Testing
import TestSupport

/// The versions read from the ICU loaded at run time: CI runs ICU 72.1
/// (CLDR 42.0) and ICU 76.1 (CLDR 46.0), and ICU N carries CLDR N − 30.
@Suite struct IntlLibraryTests {
    @Test func reportsVersions() {
        #expect(IntlLibrary.version == "0.9.0")
        let icuMajor = IntlLibrary.icuVersion.split(separator: ".").first.flatMap { Int($0) }
        #expect(IntlLibrary.cldrVersion == "\((icuMajor ?? 0) - 30).0" || icuMajor.map { $0 > 76 } == true,
                "ICU \(IntlLibrary.icuVersion), CLDR \(IntlLibrary.cldrVersion)")
        #expect(IntlLibrary.cldrVersion.hasPrefix("\(LoadedCLDR.major)."))
        #expect(["72.1", "76.1"].contains(IntlLibrary.icuVersion) || icuMajor.map { $0 >= 72 } == true)
    }
}
