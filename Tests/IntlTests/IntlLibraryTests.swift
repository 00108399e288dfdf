import Intl
import Testing

/// The versions read from the ICU loaded at run time (this project's tests pin ICU 72 / CLDR 42).
@Suite struct IntlLibraryTests {
    @Test func reportsVersions() {
        #expect(IntlLibrary.version == "0.9.0")
        #expect(IntlLibrary.icuVersion == "72.1")
        #expect(IntlLibrary.cldrVersion == "42.0")
    }
}
