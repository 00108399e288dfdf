import CICU
import Testing

/// Calls the plural shim directly: select, selectFormatted and keywords, the
/// 1-byte-buffer overflow path.
@Suite struct CICUPluralsTests {
    /// Runs a preflight call into a buffer of `capacity` bytes.
    private func text(capacity: Int32,
                      _ call: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32)
        -> (text: String, length: Int32, status: cicu_status) {
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
        let length = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress!, capacity, &status) }
        let text = status.code > 0 ? "" : String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (text, length, status)
    }

    @Test(arguments: [("ru", 0, 21.0, "one"), ("ru", 0, 5.0, "many"), ("ar", 0, 0.0, "zero"),
                      ("en", 1, 2.0, "two"), ("en", 1, 3.0, "few"), ("he", 0, 2.0, "two")])
    func selectsForADouble(locale: String, ordinal: Int32, value: Double, keyword: String) throws {
        var status = cicu_status_ok()
        let rules = try #require(cicu_plurals_open(locale, ordinal, &status))
        defer { cicu_plurals_close(rules) }
        let (selected, _, selectStatus) = text(capacity: 16) { cicu_plurals_select(rules, value, $0, $1, &$2) }
        #expect(selected == keyword)
        #expect(selectStatus.code <= 0)
    }

    @Test func selectsForTheFormattedDigits() throws {
        var status = cicu_status_ok()
        let rules = try #require(cicu_plurals_open("en", 0, &status))
        defer { cicu_plurals_close(rules) }
        var offset: Int32 = 0
        let formatter = try #require(cicu_numfmt_open(".0", "en", &offset, &status))
        defer { cicu_numfmt_close(formatter) }
        let result = try #require(cicu_numresult_open(&status))
        defer { cicu_numresult_close(result) }
        var scratch = [CChar](repeating: 0, count: 16)
        _ = cicu_numfmt_format_int64(formatter, 1, result, &scratch, 16, &status)
        #expect(nulTerminated(scratch) == "1.0")
        let (selected, _, _) = text(capacity: 16) { cicu_plurals_select_formatted(rules, result, $0, $1, &$2) }
        #expect(selected == "other")
    }

    @Test func listsKeywordsAndReportsOverflow() throws {
        var status = cicu_status_ok()
        let rules = try #require(cicu_plurals_open("ar", 0, &status))
        defer { cicu_plurals_close(rules) }
        let (list, length, listStatus) = text(capacity: 64) { cicu_plurals_keywords(rules, $0, $1, &$2) }
        #expect(Set(list.split(separator: ";")) == ["zero", "one", "two", "few", "many", "other"])
        #expect(listStatus.code <= 0)
        let (_, overflowLength, overflowStatus) = text(capacity: 1) { cicu_plurals_keywords(rules, $0, $1, &$2) }
        #expect(overflowStatus.code == CICU_BUFFER_OVERFLOW)
        #expect(overflowLength == length)
        let (_, selectLength, selectStatus) = text(capacity: 1) { cicu_plurals_select(rules, 3, $0, $1, &$2) }
        #expect(selectStatus.code == CICU_BUFFER_OVERFLOW)
        #expect(selectLength == 3)
    }
}
