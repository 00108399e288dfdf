// IntlServer: the locale (and time zone) of a request, for any server framework.
// Checked by Scripts/check-snippets.sh (run from the package root) against
// Tests/Fixtures/SnippetOutputs/NegotiateRequests.txt.
import IntlServer
import StringCatalog

// snippet.hide
func main() async throws {
// snippet.show
let catalog = try Catalog(directory: "Tests/Fixtures/ServerCatalog", developmentLanguage: "en")   // once, shared
let negotiator = LocaleNegotiator(catalog: catalog)   // ?lang=, lang cookie, Accept-Language

// `source` names where a preference may come from; answer what the request has.
let chosen = await negotiator.negotiate { source in
    source == .acceptLanguage ? "de-CH, en;q=0.5" : nil
}
print(chosen.locale.identifier)                                      // de-CH
print(try chosen.localizer.format("cart", arguments: [3, 12.5]))     // 3 Artikel für 12.50 €
for (header, value) in chosen.headers(vary: nil, cacheControl: nil) { print("\(header.rawValue): \(value)") }
// Content-Language: de
// Vary: Accept-Language, Cookie
// snippet.hide
}
try await main()
