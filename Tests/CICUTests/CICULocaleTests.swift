import CICU
import Testing

@Suite struct CICULocaleTests {
    private func text(_ call: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32) -> (String, cicu_status) {
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: 128)
        _ = call(&buffer, 128, &status)
        return (nulTerminated(buffer), status)
    }

    @Test func convertsBetweenTagsAndIDs() {
        var parsed: Int32 = 0
        #expect(text { cicu_locale_for_language_tag("hi-IN-u-nu-deva", $0, $1, &parsed, &$2) }.0 == "hi_IN@numbers=deva")
        #expect(parsed == 15)
        #expect(text { cicu_locale_to_language_tag("ja_JP@calendar=japanese", 1, $0, $1, &$2) }.0 == "ja-JP-u-ca-japanese")
        #expect(text { cicu_locale_canonicalize("en-us", $0, $1, &$2) }.0 == "en_US")
    }

    @Test func stopsParsingAMalformedTag() {
        var parsed: Int32 = -1
        _ = text { cicu_locale_for_language_tag("!!", $0, $1, &parsed, &$2) }
        #expect(parsed == 0)
    }

    @Test func reportsOverflowForATinyBuffer() {
        var status = cicu_status_ok()
        var byte: CChar = 0
        let length = cicu_locale_canonicalize("de_DE", &byte, 1, &status)
        #expect(length == 5)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
    }

    @Test func tellsWhenICUWouldUseTheHostLocale() {
        var fellBack: Int32 = 0
        let (data, _) = text { cicu_locale_data_locale("de_XX", $0, $1, &fellBack, &$2) }
        #expect(data == "de" && fellBack == 0)
        _ = text { cicu_locale_data_locale("xx_YY", $0, $1, &fellBack, &$2) }
        #expect(fellBack == 1)
    }

    @Test func listsLocalesAndDirections() {
        #expect(cicu_locale_count_available() > 700)
        #expect(cicu_locale_available(-1) == nil)
        #expect(cicu_locale_is_right_to_left("ar_EG") == 1)
        #expect(cicu_locale_is_right_to_left("de") == 0)
    }

    @Test func readsICUAndCLDRVersionsAtRunTime() {
        var buffer = [CChar](repeating: 0, count: 16)
        var status = cicu_status_ok()
        // Whatever ICU is loaded (CI runs 72.1 and 76.1): ICU N carries CLDR N − 30.
        #expect(cicu_icu_version(&buffer, 16, &status) == 4)
        let icu = nulTerminated(buffer).split(separator: ".").compactMap { Int($0) }
        #expect(icu.count == 2 && icu[0] >= 72, "\(nulTerminated(buffer))")
        #expect(cicu_cldr_version(&buffer, 16, &status) == 4)
        #expect(nulTerminated(buffer).split(separator: ".").first.flatMap { Int($0) } == icu.first.map { $0 - 30 })
        #expect(cicu_status_failed(status) == 0)
        // Too small: the preflight length and the overflow status, nothing written.
        var small: [CChar] = [0, 0]
        #expect(cicu_icu_version(&small, 2, &status) == 4)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        #expect(String(cString: status.name) == "U_BUFFER_OVERFLOW_ERROR")
    }
}

/// The text before the first NUL of a C buffer filled by the shim.
func nulTerminated(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
