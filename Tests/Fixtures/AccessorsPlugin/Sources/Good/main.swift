import Foundation
import StringCatalog

// Prints each accessor's text in the three localizations; the test script compares it line by line.
let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources").path
let catalog = try Catalog(directory: resources, developmentLanguage: "en")
for language in ["en", "de", "ru"] {
    let localizer = catalog.localizer(acceptLanguage: language)
    print(language, try L10n.Settings.title(localizer))
    print(language, try L10n.greeting(localizer, "Anna"))
    for count in [1, 3, 5, 21] {
        print(language, try L10n.Cart.items(localizer, count))
        print(language, try L10n.Shop.orders(localizer, count))
    }
}
