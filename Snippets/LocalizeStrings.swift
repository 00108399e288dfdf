// StringCatalog: Apple's .strings, .stringsdict and .xcstrings served per request.
// Checked by Scripts/check-snippets.sh (run from the package root) against
// Tests/Fixtures/SnippetOutputs/LocalizeStrings.txt.
import StringCatalog

// snippet.hide
func main() throws {
// snippet.show
// A service's Resources folder; this one holds Localizable.xcstrings in en, de and ru.
let catalog = try Catalog(directory: "Tests/Fixtures/ServerCatalog", developmentLanguage: "en")

// Per request, from its Accept-Language header:
let strings = catalog.localizer(acceptLanguage: "ru-RU, de;q=0.8")
print(strings.contentLanguage)                                   // ru (send it as Content-Language)
let name = "Анна", count = 5, total = 12.5                      // a route's values, as they are
print(try strings.format("greeting", arguments: [name]))        // Привет, Анна!
print(try strings.format("cart", arguments: [count, total]))     // 5 товаров за 12,50 €

// A key no localization holds answers as NSLocalizedString does (the key), or throws
// under MissingKeyPolicy.throwError.
print(try strings.string("no.such.key"))                        // no.such.key
// snippet.hide
}
try main()
