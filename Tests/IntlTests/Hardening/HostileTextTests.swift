@testable import Intl
import Testing

/// Display names, direction, case mapping and collation × hostile locales ×
/// hostile text: each call returns its exact result or throws its exact
/// `IntlError` (and never traps: a trap stops the whole test process).
@Suite struct HostileTextTests {
    static let hostileTexts: [String] = [
        "", "\u{0}", "a\u{0}b", "\u{0301}", "\u{0307}\u{0307}\u{0307}", "\u{FFFD}", "\u{FEFF}", "\u{202E}abc",
        "👩‍👩‍👧‍👦", "🇩🇪", "ΣΣΣ", "ﬃ", "ŉ", "ΐ", "İıIi", "ß" + String(repeating: "\u{0301}", count: 500),
        String(repeating: "ß", count: 100_000), String(repeating: " ", count: 10_000), "\r\n\t",
        String(repeating: "a\u{0307}", count: 10_000), "\u{10FFFF}", "\u{E000}", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    ]

    /// Root (language-neutral) case mapping of each hostile text: (text, upper, lower, title).
    static let rootCases: [(String, String, String, String)] = {
        let acutes = String(repeating: "\u{0301}", count: 500)
        let dots = String(repeating: "a\u{0307}", count: 10_000)
        return [
            ("", "", "", ""), ("\u{0}", "\u{0}", "\u{0}", "\u{0}"), ("a\u{0}b", "A\u{0}B", "a\u{0}b", "A\u{0}B"),
            ("\u{0301}", "\u{0301}", "\u{0301}", "\u{0301}"),
            ("\u{0307}\u{0307}\u{0307}", "\u{0307}\u{0307}\u{0307}", "\u{0307}\u{0307}\u{0307}", "\u{0307}\u{0307}\u{0307}"),
            ("\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}"), ("\u{FEFF}", "\u{FEFF}", "\u{FEFF}", "\u{FEFF}"),
            ("\u{202E}abc", "\u{202E}ABC", "\u{202E}abc", "\u{202E}Abc"),
            ("👩‍👩‍👧‍👦", "👩‍👩‍👧‍👦", "👩‍👩‍👧‍👦", "👩‍👩‍👧‍👦"), ("🇩🇪", "🇩🇪", "🇩🇪", "🇩🇪"),
            ("ΣΣΣ", "ΣΣΣ", "σσς", "Σσς"),                                 // final sigma
            ("ﬃ", "FFI", "ﬃ", "Ffi"), ("ŉ", "\u{02BC}N", "ŉ", "\u{02BC}N"),  // expansions
            ("ΐ", "\u{0399}\u{0308}\u{0301}", "ΐ", "\u{0399}\u{0308}\u{0301}"),
            ("İıIi", "İIII", "i\u{0307}ıii", "İıii"),
            ("ß" + acutes, "SS" + acutes, "ß" + acutes, "Ss" + acutes),
            (String(repeating: "ß", count: 100_000), String(repeating: "SS", count: 100_000),
             String(repeating: "ß", count: 100_000), "Ss" + String(repeating: "ß", count: 99_999)),
            (String(repeating: " ", count: 10_000), String(repeating: " ", count: 10_000),
             String(repeating: " ", count: 10_000), String(repeating: " ", count: 10_000)),
            ("\r\n\t", "\r\n\t", "\r\n\t", "\r\n\t"),
            (dots, String(repeating: "A\u{0307}", count: 10_000), dots, "A\u{0307}" + String(repeating: "a\u{0307}", count: 9_999)),
            ("\u{10FFFF}", "\u{10FFFF}", "\u{10FFFF}", "\u{10FFFF}"), ("\u{E000}", "\u{E000}", "\u{E000}", "\u{E000}"),
            ("𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"),
        ]
    }()

    static let collatorOptions: [CollatorOptions] = [
        .init(), .init(strength: .primary), .init(strength: .identical, numeric: true),
        .init(strength: .quaternary, caseFirst: .upper, alternate: .shifted), .init(numeric: true, caseFirst: .lower),
    ]

    /// A hostile locale either builds what its canonical locale builds or fails
    /// exactly as `IntlLocale` does.
    static func expectSameFailure<T>(_ locale: String, _ make: () throws(IntlError) -> T) -> T? {
        do {
            return try make()
        } catch {
            #expect(throws: error) { try IntlLocale(locale) }
            return nil
        }
    }

    @Test func rootCaseMappingIsExact() throws {
        #expect(Self.rootCases.map(\.0) == Self.hostileTexts)
        let root = try CaseMapping(locale: "und")
        for (text, upper, lower, title) in Self.rootCases {
            #expect(root.uppercased(text) == upper, "\(text.debugDescription.prefix(40))")
            #expect(root.lowercased(text) == lower, "\(text.debugDescription.prefix(40))")
            #expect(root.titlecased(text) == title, "\(text.debugDescription.prefix(40))")
        }
    }

    /// None of the hostile locales is one with its own casing (tr, az, lt, el…),
    /// so each that builds maps exactly as the root does.
    @Test(arguments: HostileInputTests.hostileLocales)
    func caseMappingOfHostileLocales(locale: String) {
        guard let mapping = Self.expectSameFailure(locale, { () throws(IntlError) in try CaseMapping(locale: locale) }) else { return }
        #expect(mapping.locale.direction == (locale.hasPrefix("ar") ? .rightToLeft : .leftToRight))
        for (text, upper, lower, title) in Self.rootCases {
            #expect(mapping.uppercased(text) == upper)
            #expect(mapping.lowercased(text) == lower)
            #expect(mapping.titlecased(text) == title)
        }
    }

    @Test func displayNamesOfHostileCodesInEnglish() throws {
        let names = try DisplayNames(locale: "en")
        #expect(try names.name(of: "") == "Unknown language")
        #expect(try names.name(of: "de") == "German")
        #expect(try names.name(of: "CH") == "Chamorro")       // a language code first: "ch"
        #expect(try names.name(of: "Latn") == "latn")         // no language "latn": ICU echoes the id
        #expect(try names.name(of: "Zzzz") == "zzzz")
        #expect(throws: IntlError.malformedLocale("000")) { try names.name(of: "000") }
        #expect(try names.language("de") == "German")
        #expect(try names.language("und") == "Unknown language")
        #expect(try names.language("EUR") == nil)
        #expect(try names.region("CH") == "Switzerland")
        #expect(try names.region("ZZ") == "Unknown Region")
        #expect(try names.region("000") == nil)
        #expect(try names.script("Latn") == "Latin")
        #expect(try names.script("Zzzz") == "Unknown Script")
        #expect(try names.currency("EUR") == "Euro")
        #expect(try names.currency("XXX") == "Unknown Currency")
        #expect(try names.currency("und") == nil)
    }

    /// Malformed codes are refused with the same error in every display locale.
    @Test(arguments: HostileInputTests.hostileLocales)
    func displayNamesRefuseMalformedCodes(locale: String) {
        guard let names = Self.expectSameFailure(locale, { () throws(IntlError) in try DisplayNames(locale: locale) }) else { return }
        for code in Self.hostileTexts.prefix(10) {
            if !code.isEmpty {
                #expect(throws: IntlError.malformedLocale(code)) { try names.name(of: code) }
            }
            #expect(throws: IntlError.malformedCode(kind: "language", code: code)) { try names.language(code) }
            #expect(throws: IntlError.malformedCode(kind: "region", code: code)) { try names.region(code) }
            #expect(throws: IntlError.malformedCode(kind: "script", code: code)) { try names.script(code) }
            #expect(throws: IntlError.malformedCurrencyCode(code)) { try names.currency(code) }
        }
        #expect(!names.locale.selfDisplayName.isEmpty)
    }

    @Test func rootCollationOrderIsExact() throws {
        let sorted = try Collator(locale: "und").sorted(Self.hostileTexts)
        #expect(sorted.map { Self.hostileTexts.firstIndex(of: $0)! }
                == [0, 1, 6, 3, 4, 18, 17, 9, 8, 19, 2, 7, 11, 14, 15, 16, 22, 12, 13, 10, 21, 20, 5])
    }

    /// In every locale and with every option set, the four ways to order agree:
    /// `sorted`, `sort`, sort keys and pairwise `compare`.
    @Test(arguments: HostileInputTests.hostileLocales)
    func collatorsAgreeWithThemselves(locale: String) {
        for options in Self.collatorOptions {
            guard let collator = Self.expectSameFailure(locale, { () throws(IntlError) in try Collator(locale: locale, options: options) }) else { continue }
            let sorted = collator.sorted(Self.hostileTexts)
            #expect(sorted.count == Self.hostileTexts.count)
            var inPlace = Self.hostileTexts
            collator.sort(&inPlace)
            #expect(inPlace == sorted)
            let keys = sorted.map(collator.sortKey)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                #expect(collator.compare(a, b) != .descending, "\(locale) \(options): \(a.debugDescription.prefix(20)) > \(b.debugDescription.prefix(20))")
            }
        }
    }
}
