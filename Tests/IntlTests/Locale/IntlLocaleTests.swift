@testable import Intl
import Testing

@Suite struct IntlLocaleTests {
    @Test(arguments: [
        ("de-DE", "de-DE", "de-DE"),
        ("de_DE", "de-DE", "de-DE"),
        ("iw_IL", "he-IL", "he-IL"),
        ("hi-IN-u-nu-deva", "hi-IN-u-nu-deva", "hi-IN"),
        ("ja_JP@calendar=japanese", "ja-JP-u-ca-japanese", "ja-JP"),
        ("iw", "he", "he"),
        ("de-XX", "de-XX", "de"),
        ("xx-YY", "xx-YY", "root"),
        ("", "und", "root"),
        ("root", "und", "root"),
    ])
    func resolves(input: String, identifier: String, dataLocale: String) throws {
        let locale = try IntlLocale(input)
        #expect(locale.identifier == identifier)
        #expect(locale.dataLocale == dataLocale)
    }

    @Test func rootSubstitutionKeepsKeywords() throws {
        #expect(try IntlLocale("xx-YY-u-nu-arab").icuID == "@numbers=arab")
        #expect(try IntlLocale("xx-YY").icuID == "")
        #expect(try IntlLocale("hi-IN-u-nu-deva").keyword("numbers") == "deva")
    }

    @Test(arguments: ["!!", "en US", "de-", "-de", "en--US", "a", "en-US-u", "de_DE@=x", "日本"])
    func rejectsMalformed(input: String) {
        #expect(throws: IntlError.malformedLocale(input)) { try IntlLocale(input) }
    }

    @Test func knowsDirectionAndAvailableLocales() throws {
        #expect(try IntlLocale("ar-EG").isRightToLeft)
        #expect(try IntlLocale("he").isRightToLeft)
        #expect(try !IntlLocale("de").isRightToLeft)
        let available = IntlLocale.availableIdentifiers
        #expect(available.count > 700)
        #expect(available.contains("de-DE") && available.contains("hi-IN") && available.contains("ar-EG"))
    }
}
