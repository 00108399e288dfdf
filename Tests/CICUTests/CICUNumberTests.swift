import CICU
import Testing

/// Calls the shim directly: normal path, the 1-byte-buffer overflow path and
/// ICU's error reporting.
@Suite struct CICUNumberTests {
    /// Formats `value` with a skeleton formatter into a buffer of `capacity` bytes.
    private func format(_ value: Double, skeleton: String, locale: String,
                        capacity: Int32) -> (text: String, length: Int32, status: cicu_status) {
        var status = cicu_status_ok()
        var offset: Int32 = 0
        let formatter = cicu_numfmt_open(skeleton, locale, &offset, &status)!
        defer { cicu_numfmt_close(formatter) }
        let result = cicu_numresult_open(&status)!
        defer { cicu_numresult_close(result) }
        var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
        let length = cicu_numfmt_format_double(formatter, value, result, &buffer, capacity, &status)
        let text = status.code > 0 ? "" : String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (text, length, status)
    }

    @Test func formatsIntoALargeEnoughBuffer() {
        let (text, length, status) = format(1234.5, skeleton: "", locale: "de_DE", capacity: 64)
        #expect(text == "1.234,5")
        #expect(length == 7)
        #expect(String(cString: status.name) == "U_ZERO_ERROR")
    }

    @Test func reportsOverflowWithTheFullLength() {
        let (_, length, status) = format(1234.5, skeleton: "currency/EUR", locale: "de_DE", capacity: 1)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        #expect(String(cString: status.name) == "U_BUFFER_OVERFLOW_ERROR")
        #expect(length == Int32("1.234,50\u{00A0}€".utf8.count))
    }

    @Test func rereadsTheResultAfterOverflow() {
        var status = cicu_status_ok()
        var offset: Int32 = 0
        let formatter = cicu_numfmt_open("precision-unlimited", "en", &offset, &status)!
        defer { cicu_numfmt_close(formatter) }
        let result = cicu_numresult_open(&status)!
        defer { cicu_numresult_close(result) }
        let decimal = "12345678901234567890.123456789"
        var tiny = [CChar](repeating: 0, count: 1)
        let needed = cicu_numfmt_format_decimal(formatter, decimal, Int32(decimal.utf8.count), result, &tiny, 1, &status)
        #expect(status.code == CICU_BUFFER_OVERFLOW)
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        status = cicu_status_ok()
        let length = cicu_numresult_utf8(result, &buffer, needed, &status)
        #expect(status.code <= 0)
        #expect(nulTerminated(buffer) == "12,345,678,901,234,567,890.123456789")
        #expect(length == needed)
    }

    @Test func rejectsABadSkeletonWithItsOffset() {
        var status = cicu_status_ok()
        var offset: Int32 = -1
        let formatter = cicu_numfmt_open("currency/EUR precision-bogus", "en", &offset, &status)
        #expect(formatter == nil)
        #expect(String(cString: status.name) == "U_NUMBER_SKELETON_SYNTAX_ERROR")
        #expect(offset == 13)
    }

    @Test func spellsOutLongNumbersThroughTheGrowingBuffer() {
        var status = cicu_status_ok()
        let formatter = cicu_unum_open(CICU_UNUM_SPELLOUT, "de", &status)!
        defer { cicu_unum_close(formatter) }
        var buffer = [CChar](repeating: 0, count: 1024)
        let length = cicu_unum_format_int64(formatter, -777_777_777_777_777_777, &buffer, 1024, &status)
        let text = nulTerminated(buffer)
        #expect(status.code <= 0)
        #expect(Int(length) == text.utf8.count)
        // Longer than the shim's 256-unit first buffer, so it took the grow path.
        let seven77 = "sieben\u{00AD}hundert\u{00AD}sieben\u{00AD}und\u{00AD}siebzig" // U+00AD soft hyphens
        #expect(text == "minus \(seven77) Billiarden \(seven77) Billionen \(seven77) Milliarden \(seven77) Millionen \(seven77)\u{00AD}tausend\u{00AD}\(seven77)")
        #expect(text.utf16.count > 256)
    }

    @Test func rejectsAnUnknownRuleSet() {
        var status = cicu_status_ok()
        let formatter = cicu_unum_open(CICU_UNUM_SPELLOUT, "en", &status)!
        defer { cicu_unum_close(formatter) }
        cicu_unum_set_rule_set(formatter, "%no-such-rules", &status)
        #expect(String(cString: status.name) == "U_ILLEGAL_ARGUMENT_ERROR")
    }

    /// A name longer than any stack buffer is converted whole (the shim's
    /// one UTF-8 -> UTF-16 conversion grows), so ICU itself judges it.
    @Test func readsALongRuleSetNameWhole() {
        var status = cicu_status_ok()
        let formatter = cicu_unum_open(CICU_UNUM_SPELLOUT, "en", &status)!
        defer { cicu_unum_close(formatter) }
        cicu_unum_set_rule_set(formatter, "%" + String(repeating: "x", count: 300), &status)
        #expect(String(cString: status.name) == "U_ILLEGAL_ARGUMENT_ERROR")
        status = cicu_status_ok()
        cicu_unum_set_rule_set(formatter, "%spellout-ordinal", &status)
        #expect(status.code <= 0)
    }

    @Test func parsesStrictlyAndReportsTheStopOffset() {
        var status = cicu_status_ok()
        let parser = cicu_unum_open(CICU_UNUM_DECIMAL, "de_DE", &status)!
        defer { cicu_unum_close(parser) }
        cicu_unum_set_lenient(parser, 0)
        var buffer = [CChar](repeating: 0, count: 64)
        var end: Int32 = 0
        let text = "1.234,5"
        _ = cicu_unum_parse_decimal(parser, text, Int32(text.utf8.count), &end, &buffer, 64, &status)
        #expect(nulTerminated(buffer) == "1234.5")
        #expect(end == 7)
        #expect(String(cString: cicu_unum_locale(parser, 1, &status)) == "de_DE")
    }

    @Test func knowsTheISOCurrencies() {
        var status = cicu_status_ok()
        let codes = cicu_currencies_open(&status)!
        defer { cicu_enum_close(codes) }
        var all: Set<String> = []
        while let code = cicu_enum_next(codes, &status) { all.insert(String(cString: code)) }
        #expect(all.contains("EUR") && all.contains("EGP") && all.contains("DEM"))
        #expect(!all.contains("XYZ"))
    }

    @Test(arguments: [("EUR", 2, 0.0), ("JPY", 0, 0.0), ("CHF", 2, 0.0), ("BHD", 3, 0.0)])
    func knowsACurrencysStandardDigits(code: String, digits: Int32, increment: Double) {
        var status = cicu_status_ok()
        var roundingIncrement = -1.0
        #expect(cicu_currency_fraction_digits(code, &roundingIncrement, &status) == digits)
        #expect(roundingIncrement == increment)
        #expect(status.code <= 0)
    }

    @Test func readsMonetarySeparatorsAndPatternGrouping() {
        var status = cicu_status_ok()
        let money = cicu_unum_open(CICU_UNUM_CURRENCY, "de_AT", &status)!
        defer { cicu_unum_close(money) }
        var buffer = [CChar](repeating: 0, count: 16)
        _ = cicu_unum_symbol(money, CICU_UNUM_MONETARY_GROUPING_SEPARATOR, &buffer, 16, &status)
        #expect(nulTerminated(buffer) == ".")
        _ = cicu_unum_symbol(money, CICU_UNUM_GROUPING_SEPARATOR, &buffer, 16, &status)
        #expect(nulTerminated(buffer) == "\u{00A0}")
        let percent = cicu_unum_open(CICU_UNUM_PERCENT, "hi_IN", &status)!
        defer { cicu_unum_close(percent) }
        #expect(cicu_unum_attribute(percent, CICU_UNUM_SECONDARY_GROUPING_SIZE) == 2)
        #expect(status.code <= 0)
    }
}

/// Why `NumberFormat` keeps long fractions away from rule-based formatters:
/// ICU 72 silently formats a different number.
@Test func ruleBasedDecimalFractionsLosePrecisionInICU() {
    var status = cicu_status_ok()
    let formatter = cicu_unum_open(CICU_UNUM_SPELLOUT, "en", &status)!
    defer { cicu_unum_close(formatter) }
    var buffer = [CChar](repeating: 0, count: 1024)
    let value = "-777777777777777777.77"
    _ = cicu_unum_format_decimal(formatter, value, Int32(value.utf8.count), &buffer, 1024, &status)
    #expect(nulTerminated(buffer).hasPrefix("minus eighteen quadrillion"))
    let integer = "-777777777777777777"
    _ = cicu_unum_format_decimal(formatter, integer, Int32(integer.utf8.count), &buffer, 1024, &status)
    #expect(nulTerminated(buffer).hasPrefix("minus seven hundred seventy-seven quadrillion"))
}

/// A skeleton longer than the shim's 256-unit first buffer takes the grow path.
@Test func longSkeletonsGrowTheConversionBuffer() {
    var status = cicu_status_ok()
    var offset: Int32 = -1
    let skeleton = "currency/EUR " + Array(repeating: "group-off", count: 40).joined(separator: " ")
    #expect(skeleton.utf16.count > 256)
    let formatter = cicu_numfmt_open(skeleton, "de", &offset, &status)
    // ICU rejects the repeated stem, at its position in the full skeleton:
    // the whole text reached ICU.
    #expect(formatter == nil)
    #expect(String(cString: status.name) == "U_NUMBER_SKELETON_SYNTAX_ERROR")
    #expect(offset > 13)
}
