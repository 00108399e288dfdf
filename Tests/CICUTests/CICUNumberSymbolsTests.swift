import CICU
import Testing

/// The locale number data calls (symbols, grouping sizes, affixes) straight
/// from Swift: the normal path, the 1-byte-buffer overflow path and ICU's
/// error for a symbol that does not exist.
@Suite struct CICUNumberSymbolsTests {
    /// Reads one text value through a `capacity`-byte buffer.
    private func read(_ capacity: Int32,
                      _ call: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32)
        -> (text: String, length: Int32, status: cicu_status) {
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
        let length = call(&buffer, capacity, &status)
        let bytes = buffer.prefix(Int(min(length, capacity))).map { UInt8(bitPattern: $0) }
        return (String(decoding: bytes, as: UTF8.self), length, status)
    }

    private func withDecimalFormat(_ locale: String, _ body: (OpaquePointer) -> Void) {
        var status = cicu_status_ok()
        let formatter = cicu_unum_open(CICU_UNUM_DECIMAL, locale, &status)!
        defer { cicu_unum_close(formatter) }
        body(formatter)
    }

    static let symbols: [(String, cicu_unum_symbol_kind, String)] = [
        ("de_DE", CICU_UNUM_DECIMAL_SEPARATOR, ","),
        ("de_DE", CICU_UNUM_GROUPING_SEPARATOR, "."),
        ("fr_FR", CICU_UNUM_GROUPING_SEPARATOR, "\u{202F}"),
        ("ar_EG", CICU_UNUM_ZERO_DIGIT, "٠"),
        ("ar_EG", CICU_UNUM_NINE_DIGIT, "٩"),
        ("hi_IN@numbers=deva", CICU_UNUM_ONE_DIGIT, "१"),
        ("ar_EG", CICU_UNUM_MINUS_SIGN, "\u{061C}-"),
    ]

    @Test(arguments: symbols)
    func readsSymbols(locale: String, symbol: cicu_unum_symbol_kind, expected: String) {
        withDecimalFormat(locale) { formatter in
            let (text, length, status) = read(64) { cicu_unum_symbol(formatter, symbol, $0, $1, &$2) }
            #expect(status.code <= 0)
            #expect(text == expected)
            #expect(Int(length) == expected.utf8.count)
        }
    }

    @Test func reportsSymbolOverflowWithTheFullLength() {
        withDecimalFormat("ar_EG") { formatter in
            let (_, length, status) = read(1) { cicu_unum_symbol(formatter, CICU_UNUM_DECIMAL_SEPARATOR, $0, $1, &$2) }
            #expect(status.code == CICU_BUFFER_OVERFLOW)
            #expect(length == Int32("٫".utf8.count))
        }
    }

    @Test func rejectsAnUnknownSymbol() {
        withDecimalFormat("en") { formatter in
            let (_, _, status) = read(64) { cicu_unum_symbol(formatter, cicu_unum_symbol_kind(99), $0, $1, &$2) }
            #expect(String(cString: status.name) == "U_ILLEGAL_ARGUMENT_ERROR")
        }
    }

    @Test func readsGroupingSizes() {
        withDecimalFormat("hi_IN") { formatter in
            #expect(cicu_unum_attribute(formatter, CICU_UNUM_GROUPING_SIZE) == 3)
            #expect(cicu_unum_attribute(formatter, CICU_UNUM_SECONDARY_GROUPING_SIZE) == 2)
        }
        withDecimalFormat("en") { formatter in
            #expect(cicu_unum_attribute(formatter, CICU_UNUM_GROUPING_SIZE) == 3)
            #expect(cicu_unum_attribute(formatter, CICU_UNUM_SECONDARY_GROUPING_SIZE) == 0)
        }
    }

    @Test func readsAffixes() {
        withDecimalFormat("he") { formatter in
            let prefix = read(64) { cicu_unum_text_attribute(formatter, CICU_UNUM_NEGATIVE_PREFIX, $0, $1, &$2) }
            #expect(prefix.text == "\u{200E}-")
            let suffix = read(64) { cicu_unum_text_attribute(formatter, CICU_UNUM_NEGATIVE_SUFFIX, $0, $1, &$2) }
            #expect(suffix.text.isEmpty && suffix.status.code <= 0)
            let positive = read(64) { cicu_unum_text_attribute(formatter, CICU_UNUM_POSITIVE_PREFIX, $0, $1, &$2) }
            #expect(positive.text.isEmpty && positive.status.code <= 0)
            let tiny = read(1) { cicu_unum_text_attribute(formatter, CICU_UNUM_NEGATIVE_PREFIX, $0, $1, &$2) }
            #expect(tiny.status.code == CICU_BUFFER_OVERFLOW)
            #expect(tiny.length == Int32("\u{200E}-".utf8.count))
        }
    }
}
