@testable import Intl
import Testing

@Suite struct NumberParserTests {
    @Test(arguments: [
        ("de-DE", "1.234,5", "1234.5"),
        ("en-US", "1,234.5", "1234.5"),
        ("en-US", "-0.25", "-0.25"),
        ("fr-FR", "1\u{202F}234,5", "1234.5"),
        ("hi-IN", "12,34,567.891", "1234567.891"),
        ("ar-EG", "٢٫٥", "2.5"),
        ("en-US", "12345678901234567890.123456789", "12345678901234567890.123456789"),
    ])
    func parses(locale: String, text: String, decimal: String) throws {
        #expect(try NumberParser(locale: locale).parse(text).decimal == decimal)
    }

    /// ICU's parser answers "0" for "-0" (formatting keeps the sign, parsing
    /// does not); the decimal string says what ICU says.
    @Test func negativeZeroParsesAsICUAnswers() throws {
        let parsed = try NumberParser(locale: "en").parse("-0")
        #expect(parsed.decimal == "0")
        #expect(parsed.double.sign == .plus)
    }

    @Test func parsedDoubles() throws {
        #expect(try NumberParser(locale: "de").parse("1.234,5").double == 1234.5)
    }

    @Test(arguments: [
        ("de-DE", "12x", 2),
        ("de-DE", "", 0),
        ("en-US", "abc", 0),
        ("en-US", "1,234.5€", 7),
        ("de-DE", "1.234,5 kg", 7),
    ])
    func reportsWhereParsingStopped(locale: String, text: String, position: Int) throws {
        let parser = try NumberParser(locale: locale)
        #expect(throws: IntlError.parseFailure(input: text, position: position)) { try parser.parse(text) }
    }

    @Test(arguments: [
        ("en-US", 1234.5), ("de-DE", -0.125), ("hi-IN", 1234567.891), ("ar-EG", 2.5), ("fr-FR", 1234.5),
    ])
    func roundTripsFormattedNumbers(locale: String, value: Double) throws {
        let text = try NumberFormat(locale: locale).format(value)
        #expect(try NumberParser(locale: locale).parse(text).double == value)
    }

    @Test func errorMessage() {
        #expect(IntlError.parseFailure(input: "12x", position: 2).description == "cannot parse \"12x\": stopped at position 2")
    }
}
