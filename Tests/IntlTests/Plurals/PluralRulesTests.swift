import Testing
@testable import Intl

@Suite struct PluralRulesTests {
    // MARK: ok: exact categories

    @Test(arguments: [
        ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "0", .other), ("en", "2", .other),
        ("ru", "1", .one), ("ru", "21", .one), ("ru", "2", .few), ("ru", "3", .few), ("ru", "4", .few),
        ("ru", "22", .few), ("ru", "24", .few), ("ru", "0", .many), ("ru", "5", .many), ("ru", "11", .many),
        ("ru", "20", .many), ("ru", "25", .many), ("ru", "1.5", .other),
        ("hr", "31", .one), ("hr", "5", .other), ("hr", "11", .other), ("hr", "32", .few),
        ("he", "2", .two), ("he", "1", .one), ("he", "3", .other),
        ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "11", .many),
        ("ar", "100", .other), ("ar", "1.5", .other),
        ("zh", "1", .other), ("zh", "0", .other), ("zh", "1.5", .other),
        ("pt-PT", "0", .other), ("pt-PT", "1", .one), ("pt-PT", "0.5", .other),
        ("pt-BR", "0", .one), ("pt-BR", "1", .one), ("pt-BR", "0.5", .one), ("pt-BR", "2", .other),
        ("pl", "22", .few), ("pl", "21", .many), ("pl", "1.5", .other),
        ("fr", "1.5", .one), ("fr", "1000000", .many), ("fr", "1.2c6", .many), ("fr", "1.2c3", .other),
        ("lv", "0.1", .one), ("lv", "10", .zero), ("cs", "1.0", .many), ("is", "0.1", .one),
        ("en", "1000000000000000000001", .other), ("fr", "1000000000000000000000", .many),
        ("ru", "-21", .one), ("en", "1e3", .other),
    ])
    func categoryForDecimalString(locale: String, decimal: String, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: locale).category(for: decimal) == expected)
    }

    @Test(arguments: [
        ("en", 1, PluralCategory.one), ("en", 2, .two), ("en", 3, .few), ("en", 4, .other), ("en", 11, .other),
        ("en", 21, .one), ("en", 22, .two), ("en", 23, .few), ("en", 111, .other),
        ("fr", 1, .one), ("fr", 2, .other), ("sv", 1, .one), ("sv", 11, .other), ("zh", 1, .other),
    ])
    func ordinals(locale: String, value: Int, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: locale, type: .ordinal).category(for: value) == expected)
    }

    @Test func integersDoublesAndFormatted() throws {
        let en = try PluralRules(locale: "en")
        #expect(en.category(for: 1) == .one)
        #expect(en.category(for: -1) == .one)
        #expect(en.category(for: Int.min) == .other)
        #expect(try en.category(for: 1, fractionDigits: 0) == .one)
        #expect(try en.category(for: 1, fractionDigits: 1) == .other)
        #expect(try en.category(for: 0.999, fractionDigits: 0) == .one)
        #expect(try en.category(for: 1e300, fractionDigits: 2) == .other)
        #expect(try en.category(forFormatted: "1.00") == .other)
        #expect(try en.category(forFormatted: "US$1") == .one)
        #expect(try en.category(forFormatted: "1,001") == .other)
        let ru = try PluralRules(locale: "ru")
        #expect(try ru.category(forFormatted: "1\u{A0}021", decimalSeparator: ",") == .one)
        #expect(try ru.category(forFormatted: "1\u{A0}021,0", decimalSeparator: ",") == .other)
        let ar = try PluralRules(locale: "ar")
        #expect(try ar.category(forFormatted: "\u{200F}١٠٠") == .other)
        #expect(try ar.category(forFormatted: "٣") == .few)
        #expect(try ar.category(forFormatted: "٣٫٠", decimalSeparator: "٫") == .few)
        #expect(try ar.category(forFormatted: "٣٫٥", decimalSeparator: "٫") == .other)
    }

    @Test func operands() throws {
        #expect(try PluralOperands("1.50") == PluralOperands(i: 1, v: 2, w: 1, f: 50, t: 5, c: 0))
        #expect(try PluralOperands("1.2c6") == PluralOperands(i: 1_200_000, v: 0, w: 0, f: 0, t: 0, c: 6))
        #expect(try PluralOperands("1.0000001c6") == PluralOperands(i: 1_000_000, v: 1, w: 1, f: 1, t: 1, c: 6))
        #expect(try PluralOperands("-0.050") == PluralOperands(i: 0, v: 3, w: 2, f: 50, t: 5, c: 0))
        #expect(try PluralOperands(1.005, fractionDigits: 2) == PluralOperands("1.00"))
        #expect(try PluralOperands(1.015, fractionDigits: 2) == PluralOperands("1.02"))
        #expect(try PluralOperands(0.5, fractionDigits: 0) == PluralOperands("0"))
        #expect(try PluralOperands(1.5, fractionDigits: 0) == PluralOperands("2"))
        #expect(try PluralOperands(9.96, fractionDigits: 1) == PluralOperands("10.0"))
        #expect(try PluralOperands(0.1 + 0.2, fractionDigits: 1) == PluralOperands("0.3"))
        #expect(try PluralOperands(0.00006, fractionDigits: 4) == PluralOperands("0.0001"))
        #expect(try PluralOperands(1e-10, fractionDigits: 3) == PluralOperands("0.000"))
        #expect(try PluralOperands(1e16, fractionDigits: 1) == PluralOperands("10000000000000000.0"))
        #expect(try PluralOperands("1000000000000000000001").i == 1_000_000_000_000_000_001)
        #expect(try PluralOperands("123456789012345678901234").i % 1_000_000 == 901_234)
        #expect(try PluralOperands(formatted: "1.234,50 €", decimalSeparator: ",") == PluralOperands("1234.50"))
    }

    // MARK: ok: locales and categories

    @Test(arguments: [
        ("pt-PT", "pt-PT"), ("pt-BR", "pt"), ("pt", "pt"), ("pt-AO", "pt"), ("iw", "he"), ("iw_IL", "he"),
        ("zh-Hant-TW", "zh"), ("en-US", "en"), ("ja_JP@calendar=japanese", "ja"), ("xx-YY", "root"),
        ("und", "root"), ("", "root"), ("root", "root"), ("sr-Latn-RS", "sr"), ("de-CH-u-nu-latn", "de"),
    ])
    func resolvedLocale(locale: String, resolved: String) throws {
        #expect(try PluralRules(locale: locale).resolvedLocale == resolved)
    }

    @Test(arguments: [
        ("en", [PluralCategory.one, .other]), ("zh", [.other]), ("xx", [.other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]), ("ru", [.one, .few, .many, .other]),
        ("he", [.one, .two, .other]), ("fr", [.one, .many, .other]),
    ])
    func categories(locale: String, expected: [PluralCategory]) throws {
        #expect(try PluralRules(locale: locale).categories == expected)
    }

    @Test func rulesText() throws {
        let en = try PluralRules(locale: "en")
        #expect(en.rules == [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …",
                  decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ])
        #expect(en.type == .cardinal)
    }

    // MARK: err

    @Test(arguments: ["", "1..2", "abc", "1.", ".5", "1.2.3", "1e", "1e-3", "--1", "+1", " 1", "1 ", "١"])
    func invalidDecimalStrings(_ text: String) throws {
        let en = try PluralRules(locale: "en")
        #expect(throws: IntlError.invalidNumber(text)) { try en.category(for: text) }
    }

    @Test(arguments: ["", "abc", "1.2.3", "1.5 – 2.5"])
    func invalidFormatted(_ text: String) throws {
        let en = try PluralRules(locale: "en")
        #expect(throws: IntlError.invalidNumber(text)) { try en.category(forFormatted: text) }
    }

    @Test func notFinite() throws {
        let en = try PluralRules(locale: "en")
        #expect(throws: IntlError.notFinite(.infinity)) { try en.category(for: .infinity, fractionDigits: 0) }
        #expect(throws: IntlError.notFinite(-.infinity)) { try en.category(for: -.infinity, fractionDigits: 0) }
        let error = #expect(throws: IntlError.self) { try en.category(for: .nan, fractionDigits: 1) }
        guard case .notFinite(let value)? = error else { Issue.record("expected notFinite"); return }
        #expect(value.isNaN)
        #expect(error?.description == "not a finite number: nan")
        #expect(throws: IntlError.invalidOptions("fractionDigits -1 is not in 0...999")) {
            try en.category(for: 1, fractionDigits: -1)
        }
        #expect(IntlError.invalidNumber("1..2").description == "not a decimal number: \"1..2\"")
    }

    @Test(arguments: ["en US", "!!", "en-", "e", "en--US", "12345678901"])
    func malformedLocale(_ locale: String) {
        #expect(throws: IntlError.malformedLocale(locale)) { try PluralRules(locale: locale) }
    }
}
