import Intl
import Testing

/// `IntlLocale.currency`: CLDR's currency where the locale is, through the loaded ICU.
@Suite struct LocaleCurrencyTests {
    @Test(arguments: [
        ("de-CH", "CHF"), ("en-IE", "EUR"), ("ja", "JPY"), ("ja-JP", "JPY"), ("en", "USD"), ("pt", "BRL"),
        ("es-MX", "MXN"), ("fr-CH", "CHF"), ("zh-Hant", "TWD"),
        // The -u-cu- keyword first, then the -u-rg- region, then the region.
        ("en-US-u-cu-eur", "EUR"), ("de-u-rg-chzzzz", "CHF"), ("en-GB-u-rg-iezzzz", "EUR"),
    ] as [(String, String)])
    func theCurrencyWhereTheLocaleIs(identifier: String, expected: String) throws {
        #expect(try IntlLocale(identifier).currency == expected)
    }

    @Test func aRegionWithoutACurrencyHasNone() throws {
        #expect(try IntlLocale("und-AQ").currency == nil)
        #expect(try IntlLocale("en-AQ").currency == nil)
    }
}
