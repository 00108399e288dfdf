import CICU
import Testing

/// Calls the list, field and date-field shims directly: the normal path,
/// the 1-byte-buffer overflow path, UTF-8 offsets past non-BMP text.
@Suite struct CICUListTests {
    private func withList<R>(_ locale: String, _ body: (OpaquePointer, OpaquePointer) throws -> R) throws -> R {
        var status = cicu_status_ok()
        let formatter = try #require(cicu_listfmt_open(locale, CICU_LIST_AND, CICU_LIST_WIDE, &status))
        defer { cicu_listfmt_close(formatter) }
        let result = try #require(cicu_listresult_open(&status))
        defer { cicu_listresult_close(result) }
        return try body(formatter, result)
    }

    private func format(_ formatter: OpaquePointer, _ result: OpaquePointer, _ items: [String],
                        capacity: Int32) -> (text: String, length: Int32, status: cicu_status) {
        let bytes = Array(items.joined().utf8).map { CChar(bitPattern: $0) }
        let lengths = items.map { Int32($0.utf8.count) }
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
        let length = cicu_listfmt_format(formatter, bytes, lengths, Int32(items.count), result, &buffer, capacity, &status)
        let text = String(decoding: buffer.prefix(Int(min(length, capacity))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (text, length, status)
    }

    @Test func formatsIntoALargeEnoughBuffer() throws {
        try withList("en") { formatter, result in
            let (text, length, status) = format(formatter, result, ["Anna", "Ben", "Cleo"], capacity: 64)
            #expect(text == "Anna, Ben, and Cleo")
            #expect(length == 19)
            #expect(String(cString: status.name) == "U_ZERO_ERROR")
        }
    }

    @Test func reportsOverflowAndRereadsTheResult() throws {
        try withList("de") { formatter, result in
            let (_, length, status) = format(formatter, result, ["Anna", "Ben", "Cleo"], capacity: 1)
            #expect(status.code == CICU_BUFFER_OVERFLOW)
            #expect(length == Int32("Anna, Ben und Cleo".utf8.count))
            var again = cicu_status_ok()
            var buffer = [CChar](repeating: 0, count: Int(length) + 1)
            let reread = cicu_listresult_utf8(result, &buffer, length, &again)
            #expect(again.code <= 0)
            #expect(String(decoding: buffer.prefix(Int(reread)).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "Anna, Ben und Cleo")
            #expect(reread == length)
        }
    }

    /// Seventeen items: past the shim's inline item arrays.
    @Test func formatsManyItems() throws {
        try withList("en") { formatter, result in
            let items = (1...17).map(String.init)
            #expect(format(formatter, result, items, capacity: 256).text == (1...16).map(String.init).joined(separator: ", ") + ", and 17")
        }
    }

    /// Fields in UTF-8 bytes: after "😀" (4 bytes, 2 UTF-16 units) the literal starts at byte 4.
    @Test func fieldsHaveUTF8Offsets() throws {
        try withList("en") { formatter, result in
            _ = format(formatter, result, ["😀", "B"], capacity: 64)
            var status = cicu_status_ok()
            var spans = [cicu_field_span](repeating: cicu_field_span(), count: 8)
            let count = cicu_listresult_fields(result, &spans, 8, &status)
            let list = Int32(CICU_FIELD_CATEGORY_LIST.rawValue), item = Int32(CICU_FIELD_CATEGORY_LIST_SPAN.rawValue)
            let element = Int32(CICU_LIST_ELEMENT_FIELD.rawValue), literal = Int32(CICU_LIST_LITERAL_FIELD.rawValue)
            #expect(count == 5)
            #expect(spans.prefix(5).map { [$0.category, $0.field, $0.start, $0.limit] } == [
                [item, 0, 0, 4], [list, element, 0, 4], [list, literal, 4, 9], [item, 1, 9, 10], [list, element, 9, 10],
            ])
            var tiny = [cicu_field_span](repeating: cicu_field_span(), count: 1)
            #expect(cicu_listresult_fields(result, &tiny, 1, &status) == 5)
            #expect(status.code == CICU_BUFFER_OVERFLOW)
        }
    }

    @Test func numberFields() throws {
        var status = cicu_status_ok()
        var offset: Int32 = 0
        let formatter = try #require(cicu_numfmt_open("", "en", &offset, &status))
        defer { cicu_numfmt_close(formatter) }
        let result = try #require(cicu_numresult_open(&status))
        defer { cicu_numresult_close(result) }
        var buffer = [CChar](repeating: 0, count: 32)
        _ = cicu_numfmt_format_double(formatter, -1234.5, result, &buffer, 32, &status)
        var spans = [cicu_field_span](repeating: cicu_field_span(), count: 8)
        let count = cicu_numresult_fields(result, &spans, 8, &status)
        #expect(count == 5)
        #expect(spans.prefix(5).map { [$0.field, $0.start, $0.limit] } == [
            [Int32(CICU_NUMBER_SIGN_FIELD.rawValue), 0, 1], [Int32(CICU_NUMBER_GROUPING_SEPARATOR_FIELD.rawValue), 2, 3],
            [Int32(CICU_NUMBER_INTEGER_FIELD.rawValue), 1, 6], [Int32(CICU_NUMBER_DECIMAL_SEPARATOR_FIELD.rawValue), 6, 7],
            [Int32(CICU_NUMBER_FRACTION_FIELD.rawValue), 7, 8],
        ])
    }

    @Test func dateFieldsAndTheirOverflow() throws {
        var status = cicu_status_ok()
        let format = try #require(cicu_date_open(CICU_DATE_STYLE_PATTERN, CICU_DATE_STYLE_PATTERN, "'é' d MMMM", "en", "UTC", &status))
        defer { cicu_date_close(format) }
        var text = [CChar](repeating: 0, count: 64)
        var spans = [cicu_field_span](repeating: cicu_field_span(), count: 4)
        var count: Int32 = 0
        let length = cicu_date_format_fields(format, 1_438_968_572_000, &text, 64, &spans, 4, &count, &status)
        #expect(status.code <= 0)
        #expect(String(decoding: text.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "é 7 August")
        #expect(count == 2)
        #expect(spans.prefix(2).map { [$0.category, $0.field, $0.start, $0.limit] } == [
            [Int32(CICU_FIELD_CATEGORY_DATE.rawValue), Int32(CICU_DATE_DATE_FIELD.rawValue), 3, 4],
            [Int32(CICU_FIELD_CATEGORY_DATE.rawValue), Int32(CICU_DATE_MONTH_FIELD.rawValue), 5, 11],
        ])
        status = cicu_status_ok()
        _ = cicu_date_format_fields(format, 1_438_968_572_000, &text, 64, &spans, 1, &count, &status)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        #expect(count == 2)
        status = cicu_status_ok()
        #expect(cicu_date_format_fields(format, 1_438_968_572_000, &text, 1, &spans, 4, &count, &status) == 11)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
    }

    @Test func unpairedSurrogatesBecomeReplacementCharacters() throws {
        var status = cicu_status_ok()
        var offset: Int32 = 0
        let formatter = try #require(cicu_numfmt_open("scientific", "ccp", &offset, &status))
        defer { cicu_numfmt_close(formatter) }
        let result = try #require(cicu_numresult_open(&status))
        defer { cicu_numresult_close(result) }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = cicu_numfmt_format_double(formatter, 1e21, result, &buffer, 64, &status)
        #expect(status.code <= 0)
        #expect(String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "𑄷E\u{FFFD}𑄸\u{FFFD}")
    }
}
