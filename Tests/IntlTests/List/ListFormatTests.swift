@testable import Intl
import Testing

@Suite struct ListFormatTests {
    typealias Options = ListFormatOptions

    /// Three items in each of the seven locales, every type and width (ICU 72 / CLDR 42).
    static let threeItems: [(String, Options.ListType, Options.Width, String)] = [
        ("en", .and, .wide, "A, B, and C"), ("en", .and, .short, "A, B, & C"), ("en", .and, .narrow, "A, B, C"),
        ("en", .or, .wide, "A, B, or C"), ("en", .or, .short, "A, B, or C"), ("en", .or, .narrow, "A, B, or C"),
        ("en", .unit, .wide, "A, B, C"), ("en", .unit, .short, "A, B, C"), ("en", .unit, .narrow, "A B C"),
        ("de", .and, .wide, "A, B und C"), ("de", .and, .short, "A, B und C"), ("de", .and, .narrow, "A, B und C"),
        ("de", .or, .wide, "A, B oder C"), ("de", .unit, .wide, "A, B und C"), ("de", .unit, .narrow, "A, B und C"),
        ("fr", .and, .wide, "A, B et C"), ("fr", .and, .narrow, "A, B, C"), ("fr", .or, .wide, "A, B ou C"),
        ("fr", .unit, .wide, "A, B et C"), ("fr", .unit, .narrow, "A B C"),
        ("ja", .and, .wide, "A、B、C"), ("ja", .or, .wide, "A、B、またはC"),
        ("ja", .unit, .wide, "A B C"), ("ja", .unit, .narrow, "ABC"),
        ("ar", .and, .wide, "A وB وC"), ("ar", .or, .wide, "A أو B أو C"),
        ("ar", .unit, .wide, "A، وB، وC"), ("ar", .unit, .narrow, "A وB وC"),
        ("ru", .and, .wide, "A, B и C"), ("ru", .and, .narrow, "A, B, C"), ("ru", .or, .wide, "A, B или C"),
        ("ru", .unit, .wide, "A B C"),
        ("hi", .and, .wide, "A, B, और C"), ("hi", .and, .short, "A, B और C"), ("hi", .or, .wide, "A, B या C"),
        ("hi", .unit, .wide, "A, B, और C"), ("hi", .unit, .short, "A, B, C"), ("hi", .unit, .narrow, "A, B C"),
    ]

    @Test(arguments: threeItems)
    func formatsThreeItems(locale: String, type: Options.ListType, width: Options.Width, expected: String) throws {
        #expect(try ListFormat(locale: locale, type: type, width: width).format(["A", "B", "C"]) == expected)
    }

    @Test(arguments: [
        (0, ""), (1, "A"), (2, "A and B"), (3, "A, B, and C"), (4, "A, B, C, and D"), (5, "A, B, C, D, and E"),
    ])
    func formatsAnyNumberOfItems(count: Int, expected: String) throws {
        let items = ["A", "B", "C", "D", "E"].prefix(count)
        #expect(try ListFormat(locale: "en").format(Array(items)) == expected)
    }

    @Test func formatsFiftyItems() throws {
        let items = (1...50).map { "i\($0)" }
        let text = try ListFormat(locale: "de").format(items)
        #expect(text == (1...49).map { "i\($0)" }.joined(separator: ", ") + " und i50")
    }

    /// Words that depend on the next item: ICU's contextual rules for Spanish and Hebrew.
    @Test(arguments: [
        ("es", Options.ListType.and, ["padre", "hijo"], "padre e hijo"),
        ("es", .and, ["agua", "hielo"], "agua y hielo"),
        ("es", .or, ["siete", "ocho"], "siete u ocho"),
        ("es", .or, ["siete", "nueve"], "siete o nueve"),
        ("he", .and, ["שלום", "Ben"], "שלום ו-Ben"),
        ("he", .and, ["שלום", "עולם"], "שלום ועולם"),
    ])
    func contextualWords(locale: String, type: Options.ListType, items: [String], expected: String) throws {
        #expect(try ListFormat(locale: locale, type: type).format(items) == expected)
    }

    @Test func examplesOfTheDocumentation() throws {
        #expect(try ListFormat(locale: "en").format(["Anna", "Ben", "Cleo"]) == "Anna, Ben, and Cleo")
        #expect(try ListFormat(locale: "de").format(["Anna", "Ben", "Cleo"]) == "Anna, Ben und Cleo")
        #expect(try ListFormat(locale: "en", type: .or).format(["tea", "coffee"]) == "tea or coffee")
        #expect(try ListFormat(locale: "en", type: .or, width: .wide).format(["A", "B"]) == "A or B")
        #expect(try ListFormat(locale: "en", options: .init(type: .unit, width: .narrow)).format(["3ft", "7in"]) == "3ft 7in")
        #expect(try ListFormat(locale: "en", options: .init(type: .and, width: .short)).format(["A", "B", "C"]) == "A, B, & C")
    }

    @Test func itemsKeepEveryCharacter() throws {
        let items = ["😀🇩🇪", "e\u{301}", "", "a\u{0}b", "\u{202E}rtl"]
        #expect(try ListFormat(locale: "en").format(items) == "😀🇩🇪, e\u{301}, , a\u{0}b, and \u{202E}rtl")
    }

    @Test func valuesCompareByLocaleAndOptions() throws {
        #expect(try ListFormat(locale: "en_US") == ListFormat(locale: "en-US"))
        #expect(try ListFormat(locale: "en") != ListFormat(locale: "en", type: .or))
        #expect(try ListFormat(locale: "iw").locale.identifier == "he")
    }

    @Test func badLocalesAreTypedErrors() {
        #expect(throws: IntlError.malformedLocale("!!")) { try ListFormat(locale: "!!") }
        #expect((IntlError.malformedLocale("en\u{1B}")).description == #"malformed locale identifier "en\u{1B}""#)
    }

    @Test func tooMuchTextIsATypedError() throws {
        #expect(throws: IntlError.inputTooLong(bytes: 12, limit: 10)) {
            try ListFormat.checkLength(["abcde", "fghij"], limit: 10)
        }
        try ListFormat.checkLength(["abcd", "efgh"], limit: 10)
        #expect(IntlError.inputTooLong(bytes: 12, limit: 10).description == "input too long: 12 bytes of UTF-8, the limit is 10")
        #expect(ListFormat.maximumInputBytes == 268_435_456)
    }

    /// Hostile locales either make a formatter or throw `malformedLocale` or
    /// `unsupportedLocaleKeywordValue` ("en-u-nu-foo");
    /// every formatter formats hostile items to the text its parts join to.
    @Test func hostileLocalesAndItems() {
        let items = ["", "\u{0}", "\u{202E}", String(repeating: "x", count: 5000), "😀", "\u{FFFF}", "\r\n"]
        var failures: [String] = []
        for locale in HostileInputTests.hostileLocales {
            for type in ListFormatOptions.ListType.allCases {
                do {
                    let list = try ListFormat(locale: locale, type: type, width: .narrow)
                    let text = try list.format(items)
                    let parts = try list.formatToParts(items)
                    if parts.string != text || parts.map({ String(parts[$0]) }).joined() != text || !text.hasSuffix("\r\n") {
                        failures.append("\(locale.debugDescription): \(parts)")
                    }
                } catch IntlError.malformedLocale, IntlError.unsupportedLocaleKeywordValue {
                } catch {
                    failures.append("\(locale.debugDescription): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
