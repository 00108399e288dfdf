import CICU
import Testing

/// The collation shim, called straight from Swift.
@Suite struct CICUCollationTests {
    private func open(_ localeID: String) throws -> OpaquePointer {
        var status = cicu_status_ok()
        let collator = try #require(cicu_collator_open(localeID, &status))
        #expect(cicu_status_failed(status) == 0)
        return collator
    }

    private func compare(_ collator: OpaquePointer, _ a: String, _ b: String) -> Int32 {
        var status = cicu_status_ok()
        return cicu_collator_compare(collator, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
    }

    @Test func comparesInTheLocaleOrder() throws {
        let sv = try open("sv")
        defer { cicu_collator_close(sv) }
        #expect(compare(sv, "ä", "z") == 1)
        #expect(compare(sv, "a", "z") == -1)
        #expect(compare(sv, "a", "a") == 0)
    }

    @Test func settingsApply() throws {
        let en = try open("en")
        defer { cicu_collator_close(en) }
        #expect(compare(en, "file2", "file10") == 1)
        var status = cicu_status_ok()
        cicu_collator_set(en, CICU_COLLATOR_NUMERIC, CICU_COLLATOR_ON, &status)
        #expect(cicu_status_failed(status) == 0)
        #expect(compare(en, "file2", "file10") == -1)
    }

    @Test func sortKeysAndTheirOverflow() throws {
        let en = try open("en")
        defer { cicu_collator_close(en) }
        var status = cicu_status_ok()
        var key = [UInt8](repeating: 0xFF, count: 64)
        let length = cicu_collator_sort_key(en, "ab", 2, &key, 64, &status)
        #expect(cicu_status_failed(status) == 0)
        #expect(length > 0 && !key[..<Int(length)].contains(0))
        var byte: UInt8 = 0
        status = cicu_status_ok()
        #expect(cicu_collator_sort_key(en, "ab", 2, &byte, 1, &status) == length)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
    }

    @Test func unknownReorderScriptFailsToOpen() {
        var status = cicu_status_ok()
        #expect(cicu_collator_open("de@colreorder=abcd", &status) == nil)
        #expect(String(cString: status.name) == "U_ILLEGAL_ARGUMENT_ERROR")
    }
}
