import CICU
import Testing

/// The display-name and case-mapping shims, called straight from Swift.
@Suite struct CICUDisplayCaseTests {
    private func text(_ call: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32) -> (String, cicu_status) {
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: 128)
        _ = call(&buffer, 128, &status)
        return (nulTerminated(buffer), status)
    }

    @Test func namesLocalesAndTheirParts() {
        #expect(text { cicu_display_name(CICU_DISPLAY_LOCALE, "de_CH", "fr", $0, $1, &$2) }.0 == "allemand (Suisse)")
        #expect(text { cicu_display_name(CICU_DISPLAY_LANGUAGE, "de", "fr", $0, $1, &$2) }.0 == "allemand")
        #expect(text { cicu_display_name(CICU_DISPLAY_REGION, "und_CH", "fr", $0, $1, &$2) }.0 == "Suisse")
        #expect(text { cicu_display_name(CICU_DISPLAY_SCRIPT, "und_Latn", "fr", $0, $1, &$2) }.0 == "latin")
        #expect(text { cicu_currency_name("EUR", "de", $0, $1, &$2) }.0 == "Euro")
    }

    @Test func warnsWhenICUHasNoName() {
        let (name, status) = text { cicu_display_name(CICU_DISPLAY_REGION, "und_XY", "fr", $0, $1, &$2) }
        #expect(name == "XY")
        #expect(status.code == CICU_USING_DEFAULT_WARNING)
        #expect(text { cicu_currency_name("XYZ", "de", $0, $1, &$2) }.1.code == CICU_USING_DEFAULT_WARNING)
    }

    @Test func reportsOverflowForATinyBuffer() {
        var status = cicu_status_ok()
        var byte: CChar = 0
        #expect(cicu_display_name(CICU_DISPLAY_LOCALE, "de_CH", "fr", &byte, 1, &status) == 17)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        status = cicu_status_ok()
        #expect(cicu_currency_name("USD", "fr", &byte, 1, &status) == 22) // "dollar des États-Unis" in UTF-8
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        status = cicu_status_ok()
        #expect(cicu_case_map(CICU_CASE_UPPER, "de", "straße", 7, &byte, 1, &status) == 7)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
    }

    @Test func mapsCaseForTheLanguage() {
        #expect(text { cicu_case_map(CICU_CASE_UPPER, "tr", "istanbul", 8, $0, $1, &$2) }.0 == "İSTANBUL")
        #expect(text { cicu_case_map(CICU_CASE_UPPER, "root", "istanbul", 8, $0, $1, &$2) }.0 == "ISTANBUL")
        #expect(text { cicu_case_map(CICU_CASE_LOWER, "el", "ΟΔΟΣ", 8, $0, $1, &$2) }.0 == "οδος")
        #expect(text { cicu_case_map(CICU_CASE_TITLE, "nl", "ijsland", 7, $0, $1, &$2) }.0 == "IJsland")
        let (empty, status) = text { cicu_case_map(CICU_CASE_UPPER, "en", nil, 0, $0, $1, &$2) }
        #expect(empty == "" && cicu_status_failed(status) == 0)
    }

    /// ICU 72 reads a language with keywords as root for case mapping,
    /// which is why callers pass the bare language.
    @Test func keywordsHideTheLanguageFromICU() {
        #expect(text { cicu_case_map(CICU_CASE_UPPER, "tr@collation=standard", "i", 1, $0, $1, &$2) }.0 == "I")
    }
}
