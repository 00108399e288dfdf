import Foundation
import Intl
import IntlFoundation
import IntlVapor
import MachineTime
import StringCatalog
import Vapor

/// Sets up the service on `app`: the bundled catalog, the localization
/// middleware, `GET /hello?name=Ada&count=3`, `GET /price?amount=1234.5`
/// (in the request's currency) and `GET /placed?at=1438968572` (a date in
/// the request's zone):
///
///     GET /hello?name=Ada&count=3          Accept-Language: de-CH
///     → 200 "Hallo, Ada! Du hast 3 neue Nachrichten."
///       Content-Language: de
///       Vary: Accept-Language, Cookie
///
/// The language comes from `?lang=`, the `lang` cookie, then
/// `Accept-Language` (IntlVapor's defaults); `count` chooses the plural
/// form by the language's own rules (Russian 3, 5 and 21 take three forms).
/// The time zone comes from `?tz=`, then the `tz` cookie, else UTC.
///
/// - Throws: the catalog's `CatalogError` when the bundled resources do not load.
public func configure(_ app: Application) throws {
    // Package.swift: resources: [.copy("Resources")] (en.lproj, de.lproj, ru.lproj inside).
    app.intl.catalog = try Catalog(bundle: Bundle.module, subdirectory: "Resources")
    let localized = app.grouped(IntlMiddleware())
    localized.get("hello") { req in try hello(req) }
    localized.get("price") { req in
        let amount = req.query[Double.self, at: "amount"] ?? 0
        return try req.localizer.formatPrice(amount)            // de-CH: "CHF 1’234.50", en-IE: "€1,234.50"
    }
    localized.get("placed") { req in
        let at = req.query[Int64.self, at: "at"] ?? 0
        return try req.localizer.formatDate(Timestamp(seconds: at), style: .medium, time: .short)   // ?tz=Europe/Zurich
    }
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
    return try localizer.format("hello", arguments: [name, number])
}
