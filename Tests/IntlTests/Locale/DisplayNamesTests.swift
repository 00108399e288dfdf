import Intl
import Testing

@Suite struct DisplayNamesTests {
    @Test(arguments: [
        ("de-CH", "fr", "allemand (Suisse)"),
        ("de-CH", "de-CH", "Deutsch (Schweiz)"),
        ("de-CH", "en", "German (Switzerland)"),
        ("zh-Hant-TW", "en", "Chinese (Traditional, Taiwan)"),
        ("zh_Hant_TW", "en", "Chinese (Traditional, Taiwan)"),
        ("iw", "en", "Hebrew"),
        ("es-419", "en", "Spanish (Latin America)"),
        ("xq-QQ", "en", "xq (QQ)"),
    ])
    func localeNames(identifier: String, displayLocale: String, expected: String) throws {
        #expect(try DisplayNames(locale: displayLocale).name(of: identifier) == expected)
        #expect(try DisplayNames.name(of: identifier, in: displayLocale) == expected)
        #expect(try IntlLocale(identifier).displayName(in: IntlLocale(displayLocale)) == expected)
    }

    @Test(arguments: [
        ("de-CH", "Deutsch (Schweiz)"),
        ("fr", "français"),
        ("ar", "العربية"),
        ("ja-JP", "日本語 (日本)"),
    ])
    func selfNames(identifier: String, expected: String) throws {
        #expect(try IntlLocale(identifier).selfDisplayName == expected)
    }

    @Test func codes() throws {
        let fr = try DisplayNames(locale: "fr")
        #expect(try fr.language("de") == "allemand")
        #expect(try fr.region("CH") == "Suisse")
        #expect(try fr.region("ch") == "Suisse")
        #expect(try fr.script("Latn") == "latin")
        #expect(try fr.script("LATN") == "latin")
        #expect(try fr.currency("USD") == "dollar des États-Unis")
        let en = try DisplayNames(locale: "en")
        #expect(try en.region("419") == "Latin America")
        #expect(try en.script("Cyrl") == "Cyrillic")
        #expect(try en.language("gsw") == "Swiss German")
        #expect(try DisplayNames.currencyName(of: "EUR", in: "de") == "Euro")
        #expect(try DisplayNames.currencyName(of: "eur", in: "de") == "Euro")
    }

    @Test func wellFormedCodesWithoutANameAreNil() throws {
        let fr = try DisplayNames(locale: "fr")
        #expect(try fr.language("xq") == nil)
        #expect(try fr.region("XY") == nil)
        #expect(try fr.region("999") == nil)
        #expect(try fr.script("Qaaq") == nil)
        #expect(try fr.currency("XYZ") == nil)
    }

    /// A display locale ICU has no data for answers with codes, never in
    /// the host's language.
    @Test func displayLocaleWithoutDataHasNoNames() throws {
        let unknown = try DisplayNames(locale: "xq")
        #expect(unknown.locale.dataLocale == "root")
        #expect(try unknown.name(of: "de-CH") == "de (CH)")
        #expect(try unknown.language("de") == nil)
        #expect(try unknown.currency("USD") == nil)
    }

    @Test(arguments: [
        ("language", "12", #"malformed language code "12" (expected 2–3 or 5–8 letters, e.g. "de")"#),
        ("language", "de_CH", #"malformed language code "de_CH" (expected 2–3 or 5–8 letters, e.g. "de")"#),
        ("language", "", #"malformed language code "" (expected 2–3 or 5–8 letters, e.g. "de")"#),
        ("region", "Suisse", #"malformed region code "Suisse" (expected 2 letters or 3 digits, e.g. "CH", "419")"#),
        ("region", "4a9", #"malformed region code "4a9" (expected 2 letters or 3 digits, e.g. "CH", "419")"#),
        ("script", "Lat", #"malformed script code "Lat" (expected 4 letters, e.g. "Latn")"#),
        ("script", "Lätn", #"malformed script code "Lätn" (expected 4 letters, e.g. "Latn")"#),
    ])
    func malformedCodesAreTypedErrors(kind: String, code: String, message: String) throws {
        let en = try DisplayNames(locale: "en")
        let error = IntlError.malformedCode(kind: kind, code: code)
        #expect(error.description == message)
        #expect(throws: error) {
            switch kind {
            case "language": _ = try en.language(code)
            case "region": _ = try en.region(code)
            default: _ = try en.script(code)
            }
        }
    }

    @Test func malformedCurrencyAndLocale() throws {
        #expect(throws: IntlError.malformedCurrencyCode("EU")) { try DisplayNames.currencyName(of: "EU", in: "de") }
        #expect(throws: IntlError.malformedLocale("!!")) { try DisplayNames.name(of: "!!", in: "fr") }
        #expect(throws: IntlError.malformedLocale("!!")) { try DisplayNames.name(of: "de", in: "!!") }
    }
}
