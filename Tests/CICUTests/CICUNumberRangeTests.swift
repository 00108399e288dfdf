import CICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Calls the range, unit list, numeric duration and unit usage shims directly:
/// normal path, the 1-byte-buffer overflow path and ICU's error reporting.
@Suite struct CICUNumberRangeTests {
    private func text(_ buffer: [CChar], _ length: Int32) -> String {
        String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func formatsRangesAndReportsOverflowAndBadSkeletons() throws {
        var status = cicu_status_ok()
        var offset: Int32 = -1
        let formatter = try #require(cicu_numrangefmt_open("measure-unit/mass-kilogram", "en", CICU_RANGE_COLLAPSE_AUTO,
                                                           CICU_RANGE_IDENTITY_APPROXIMATELY, &offset, &status))
        defer { cicu_numrangefmt_close(formatter) }
        let result = try #require(cicu_numrangeresult_open(&status))
        defer { cicu_numrangeresult_close(result) }
        var buffer = [CChar](repeating: 0, count: 64)
        var length = cicu_numrangefmt_format_double(formatter, 3, 5, result, &buffer, 64, &status)
        #expect(text(buffer, length) == "3–5 kg")
        length = cicu_numrangefmt_format_decimal(formatter, "5", 1, "5.0", 3, result, &buffer, 1, &status)
        #expect(status.code == CICU_BUFFER_OVERFLOW && length == Int32("~5 kg".utf8.count))
        status = cicu_status_ok()
        length = cicu_numrangeresult_utf8(result, &buffer, 64, &status)
        #expect(text(buffer, length) == "~5 kg")
        length = cicu_numrangefmt_format_decimal(formatter, "x", 1, "5", 1, result, &buffer, 64, &status)
        #expect(String(cString: status.name) == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
        status = cicu_status_ok()
        #expect(cicu_numrangefmt_open("currency/", "en", CICU_RANGE_COLLAPSE_AUTO, CICU_RANGE_IDENTITY_RANGE, &offset, &status) == nil)
        #expect(String(cString: status.name) == "U_NUMBER_SKELETON_SYNTAX_ERROR")
    }

    @Test func joinsUnitListsAndRefusesTooManyItems() throws {
        var status = cicu_status_ok()
        let list = try #require(cicu_unitlist_open("de", CICU_UNITLIST_WIDE, &status))
        defer { cicu_unitlist_close(list) }
        let items = ["1 Stunde", "5 Minuten", "3 Sekunden"]
        var buffer = [CChar](repeating: 0, count: 128)
        let length = items.withUnsafeCStrings { pointers in
            cicu_unitlist_format(list, pointers, items.map { Int32($0.utf8.count) }, 3, &buffer, 128, &status)
        }
        #expect(text(buffer, length) == "1 Stunde, 5 Minuten und 3 Sekunden")
        let overflow = items.withUnsafeCStrings { pointers in
            cicu_unitlist_format(list, pointers, items.map { Int32($0.utf8.count) }, 3, &buffer, 1, &status)
        }
        #expect(status.code == CICU_BUFFER_OVERFLOW && overflow == length)
        status = cicu_status_ok()
        _ = cicu_unitlist_format(list, nil, nil, CICU_UNITLIST_MAX_ITEMS + 1, &buffer, 128, &status)
        #expect(String(cString: status.name) == "U_ILLEGAL_ARGUMENT_ERROR")
    }

    @Test func numericDurationAndUnitUsage() throws {
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: 64)
        var length = cicu_duration_numeric_hms("fi", &buffer, 64, &status)
        #expect(text(buffer, length) == "1.22.33")
        length = cicu_duration_numeric_hms("ar", &buffer, 64, &status)
        #expect(text(buffer, length) == "1:22:33")
        var offset: Int32 = -1
        let formatter = try #require(cicu_unitfmt_open("unit/meter usage/road", "en-US", &offset, &status))
        defer { cicu_unitfmt_close(formatter) }
        var unit = [CChar](repeating: 0, count: 32)
        var unitLength: Int32 = 0
        length = cicu_unitfmt_format_double(formatter, 1000, &buffer, 64, &unit, 32, &unitLength, &status)
        #expect(text(buffer, length) == "0.62 mi" && text(unit, unitLength) == "mile" && unitLength == 4)
        _ = cicu_unitfmt_format_double(formatter, 1000, &buffer, 64, &unit, 2, &unitLength, &status)
        #expect(status.code == CICU_BUFFER_OVERFLOW && unitLength == 4)
        status = cicu_status_ok()
        #expect(cicu_unitfmt_open("usage/", "en", &offset, &status) == nil)
        #expect(status.code > 0)
    }
}

extension Array where Element == String {
    /// Lends every string as a NUL-terminated C string at once.
    func withUnsafeCStrings<Result>(_ body: ([UnsafePointer<CChar>?]) -> Result) -> Result {
        let copies = map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { UnsafePointer($0) })
    }
}
