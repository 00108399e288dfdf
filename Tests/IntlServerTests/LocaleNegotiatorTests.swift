import Intl
import IntlServer
import StringCatalog
import TestSupport
import Testing

@Suite struct LocaleNegotiatorTests {
    let catalog: Catalog

    init() throws {
        catalog = try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en")
    }

    /// A request whose sources answer from `values`; the sources asked are recorded.
    final class Request: @unchecked Sendable {
        // Unchecked: each test negotiates once, on one task; `asked` is read after it returns.
        let values: [LocaleSource: String]
        var asked: [LocaleSource] = []
        init(_ values: [LocaleSource: String]) { self.values = values }
        func value(_ source: LocaleSource) -> String? {
            asked.append(source)
            return values[source]
        }
    }

    func negotiate(_ values: [LocaleSource: String],
                   sources: [LocaleSource] = LocaleSource.standard(userPreference: true)) async -> (RequestLocalization, [LocaleSource]) {
        let request = Request(values)
        let chosen = await LocaleNegotiator(catalog: catalog, sources: sources).negotiate { request.value($0) }
        return (chosen, request.asked)
    }

    @Test func theFirstSourceThatMatchesDecidesAndLaterOnesAreNotAsked() async throws {
        let all: [LocaleSource: String] = [.query("lang"): "de-CH", .cookie("lang"): "ru", .userPreference: "ru",
                                           .acceptLanguage: "ru"]
        let (chosen, asked) = await negotiate(all)
        #expect(chosen.source == .query("lang"))
        #expect(chosen.localizer.localization == "de")
        #expect(chosen.locale.identifier == "de-CH")
        #expect(asked == [.query("lang")])
        #expect(try chosen.localizer.format("cart", arguments: [3, 1234.5]) == "3 Artikel für 1’234.50 €")
    }

    @Test(arguments: [
        ([LocaleSource.cookie("lang"): "ru", .userPreference: "de", .acceptLanguage: "de"], LocaleSource.cookie("lang"), "ru"),
        ([.userPreference: "ru", .acceptLanguage: "de"], .userPreference, "ru"),
        ([.acceptLanguage: "fr, ru;q=0.8, de;q=0.5"], .acceptLanguage, "ru"),
    ])
    func eachSourceDecidesWhenTheEarlierOnesAreSilent(values: [LocaleSource: String], source: LocaleSource,
                                                       localization: String) async throws {
        let (chosen, _) = await negotiate(values)
        #expect(chosen.source == source)
        #expect(chosen.localizer.localization == localization)
    }

    @Test(arguments: [
        "en_US@x",                                  // not a locale
        "fr",                                       // a locale the catalog does not serve
        "",                                         // empty
        String(repeating: "de-", count: 30) + "de", // longer than 64 bytes
    ])
    func anUnusableValueFallsThroughToTheNextSource(value: String) async throws {
        let (chosen, asked) = await negotiate([.query("lang"): value, .cookie("lang"): "ru"])
        #expect(chosen.source == .cookie("lang"))
        #expect(chosen.localizer.localization == "ru")
        #expect(asked == [.query("lang"), .cookie("lang")])
    }

    @Test(arguments: [
        "en_US;q=abc",                                 // no usable entry
        "!!!, @@@;q=0.5",                              // garbage
        "*;q=0",                                       // everything refused
        "fr-FR, ja",                                   // nothing the catalog serves
        String(repeating: "de-DE,", count: 8192 / 6),  // longer than 1024 bytes
    ])
    func nothingUsableGetsTheDevelopmentLanguage(header: String) async throws {
        let (chosen, asked) = await negotiate([.acceptLanguage: header])
        #expect(chosen.source == nil)
        #expect(chosen.localizer.localization == "en")
        #expect(chosen.locale.identifier == "en")
        #expect(asked == [.query("lang"), .cookie("lang"), .userPreference, .acceptLanguage])
        #expect(try chosen.localizer.format("cart", arguments: [1, 9.5]) == "1 item for €9.50")
    }

    @Test func onlyTheConfiguredSourcesAreAskedInTheirOrder() async throws {
        let values: [LocaleSource: String] = [.query("locale"): "ru", .acceptLanguage: "de"]
        let (chosen, asked) = await negotiate(values, sources: [.acceptLanguage, .query("locale")])
        #expect(chosen.source == .acceptLanguage)
        #expect(asked == [.acceptLanguage])
        let (byQuery, _) = await negotiate(values, sources: [.query("locale")])
        #expect(byQuery.localizer.localization == "ru")
    }

    @Test func theRussianPluralCategoriesComeFromTheCatalog() async throws {
        let (chosen, _) = await negotiate([.acceptLanguage: "ru-RU"])
        #expect(try chosen.localizer.format("cart", arguments: [1, 10]) == "1 товар за 10,00 €")
        #expect(try chosen.localizer.format("cart", arguments: [3, 10]) == "3 товара за 10,00 €")
        #expect(try chosen.localizer.format("cart", arguments: [5, 10]) == "5 товаров за 10,00 €")
        #expect(try chosen.localizer.format("greeting", arguments: ["Аня"]) == "Привет, Аня!")
    }

    @Test func aReloadableCatalogServesItsCurrentCatalog() async throws {
        let reloadable = try ReloadableCatalog(directories: [ServerCatalogFixture.directory])
        let chosen = await LocaleNegotiator(catalog: reloadable).negotiate { $0 == .acceptLanguage ? "de" : nil }
        #expect(try chosen.localizer.format("greeting", arguments: ["Ada"]) == "Hallo, Ada!")
    }

    /// `LocaleNegotiator`'s DocC example, as written there.
    @Test func theDocumentationExample() async throws {
        let negotiator = LocaleNegotiator(catalog: catalog, sources: LocaleSource.standard(userPreference: true))
        let chosen = await negotiator.negotiate { source in
            switch source {
            case .query(let name): name == "lang" ? "de-CH" : nil   // ?lang=de-CH
            case .acceptLanguage: "ru, en;q=0.5"
            default: nil
            }
        }
        #expect(chosen.source == .query("lang"))
        #expect(chosen.localizer.localization == "de")
        #expect(chosen.locale.identifier == "de-CH")
        #expect(try chosen.localizer.format("cart", arguments: [3, 12.5]) == "3 Artikel für 12.50 €")
        #expect(chosen.headers(vary: nil, cacheControl: nil).map { "\($0.name): \($0.value)" }
                == ["contentLanguage: de", "vary: Accept-Language, Cookie"])
        #expect(LocaleSource.standard() == [.query("lang"), .cookie("lang"), .acceptLanguage])
    }
}
