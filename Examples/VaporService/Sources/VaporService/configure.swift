import Foundation
import IntlVapor
import StringCatalog
import Vapor

/// Sets up the service on `app`: the bundled catalog, the localization
/// middleware and `GET /hello?name=Ada&count=3`:
///
///     GET /hello?name=Ada&count=3          Accept-Language: de-CH
///     → 200 "Hallo, Ada! Du hast 3 neue Nachrichten."
///       Content-Language: de
///       Vary: Accept-Language, Cookie
///
/// The language comes from `?lang=`, the `lang` cookie, then
/// `Accept-Language` (IntlVapor's defaults); `count` chooses the plural
/// form by the language's own rules (Russian 3, 5 and 21 take three forms).
///
/// - Throws: the catalog's `CatalogError` when the bundled resources do not load.
public func configure(_ app: Application) throws {
    app.intl.catalog = try Catalog(directory: resourcesDirectory, developmentLanguage: "en")
    app.grouped(IntlMiddleware()).get("hello") { req in try hello(req) }
}

/// The greeting for `?name=` (default: the localized "guest") and `?count=`
/// (default 0; not a whole number from 0 to 1,000,000: 400).
func hello(_ req: Request) throws -> String {
    let localizer = req.localizer
    let name = try req.query[String.self, at: "name"] ?? localizer.string("guest")
    let count = req.query[String.self, at: "count"] ?? "0"
    guard let number = Int(count), (0...1_000_000).contains(number) else {
        throw Abort(.badRequest, reason: "count: \"\(count)\" is not a whole number from 0 to 1000000")
    }
    return try localizer.format("hello", arguments: [.string(name), .int(Int64(number))])
}

/// The folder SwiftPM copied `Resources` into (`.copy("Resources")`).
private var resourcesDirectory: String {
    Bundle.module.bundleURL.appendingPathComponent("Resources").path
}
