import Intl
import MachineTime
import StringCatalog
import Testing
import TestSupport

/// The numbers, prices and dates a route formats outside its messages, in the request's locale and zone.
@Suite struct LocalizerFormattingTests {
    static let catalog = Result { try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en") }
    static let instant = Timestamp(seconds: 1_438_968_572)   // 2015-08-07 17:29:32 UTC

    func localizer(_ header: String) throws -> Localizer { try Self.catalog.get().localizer(acceptLanguage: header) }

    @Test func theRequestsCurrency() throws {
        #expect(try localizer("de-CH").currency == "CHF")   // served from de.lproj, region CH
        #expect(try localizer("en-IE").currency == "EUR")
        #expect(try localizer("ru").currency == "RUB")
        #expect(try localizer("ja").currency == "USD")       // nothing matched: the development language, en
    }

    @Test func pricesInTheRequestsOrAGivenCurrency() throws {
        let swiss = try localizer("de-CH")
        #expect(try swiss.formatPrice(1234.5) == "CHF\u{00A0}1\u{2019}234.50")
        #expect(try swiss.formatPrice(1234.5, currency: "EUR") == "EUR\u{00A0}1\u{2019}234.50")
        #expect(try localizer("en-IE").formatPrice(decimal: "19.99") == "€19.99")
        #expect(try localizer("de").formatPrice(decimal: "12345678901234567.89")
                == "12.345.678.901.234.567,89\u{00A0}€")
        #expect(throws: IntlError.unknownCurrency("ABC")) { try swiss.formatPrice(1, currency: "ABC") }
        #expect(throws: IntlError.invalidNumber("12,5")) { try swiss.formatPrice(decimal: "12,5") }
    }

    @Test func aLocaleWithoutACurrencyNeedsOne() throws {
        let catalog = try Self.catalog.get()
        let antarctic = catalog.localizer(locale: try IntlLocale("en-AQ"))
        #expect(antarctic.currency == nil)
        #expect(throws: IntlError.invalidOptions("the locale en-AQ names no region with a currency: pass currency:")) {
            try antarctic.formatPrice(5)
        }
        #expect(try antarctic.formatPrice(5, currency: "USD") == "$5.00")
    }

    @Test func numbersInTheRequestsLocale() throws {
        #expect(try localizer("de-CH").formatNumber(1234.5) == "1\u{2019}234.5")
        #expect(try localizer("de").formatNumber(0.25, options: .init(style: .percent)) == "25\u{00A0}%")
    }

    @Test func datesInTheRequestsZone() throws {
        let swiss = try localizer("de-CH")
        #expect(swiss.timeZone == .utc)
        #expect(try swiss.formatDate(Self.instant, time: .short) == "07.08.2015, 17:29")
        let zurich = swiss.inTimeZone("Europe/Zurich")
        #expect(zurich.timeZone == "Europe/Zurich")
        #expect(try zurich.formatDate(Self.instant) == "07.08.2015")
        #expect(try zurich.formatDate(Self.instant, style: .full, time: .short) == "Freitag, 7. August 2015 um 19:29")
        #expect(try localizer("en-US").inTimeZone("America/Los_Angeles").formatDate(Self.instant, style: .short, time: .short)
                == "8/7/15, 10:29\u{202F}AM")
        // The zone changes nothing else.
        #expect(try zurich.format("greeting", arguments: ["Ada"]) == "Hallo, Ada!")
    }

    @Test func theEmptyCatalogAnswersEachKeyAsItself() throws {
        #expect(try Catalog.empty.localizer(acceptLanguage: "de").string("cart") == "cart")
        #expect(Catalog.empty.localizations == [])
    }
}
