import Foundation
import Intl
import IntlFoundation
import IntlVapor
import Leaf
import LeafKit
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
    try configureOrderPage(app, localized)
}

/// `GET /order?name=Ada&count=3&total=1234.5&at=1438968572`: an HTML page (Resources/Views/order.leaf)
/// whose Leaf tags `#t`, `#price` and `#date` format with the request's localizer, in its
/// language, currency and zone (the trait Leaf of swift-intl, `app.intl.registerLeafTags()`).
func configureOrderPage(_ app: Application, _ localized: any RoutesBuilder) throws {
    let views = try bundledFolder("Views")
    app.directory.viewsDirectory = views
    // The bundle is inside the build folder (`.build/…`), which Leaf's default limits refuse as a
    // hidden path: read only the bundle's views, hidden parent or not.
    app.leaf.sources = .singleSource(NIOLeafFiles(fileio: app.fileio, limits: [.toSandbox, .requireExtensions],
                                                  sandboxDirectory: views, viewDirectory: views))
    app.views.use(.leaf)
    app.intl.registerLeafTags()
    localized.get("order") { req async throws -> View in
        let count = req.query[Int.self, at: "count"] ?? 1
        guard (0...1_000_000).contains(count) else { throw Abort(.badRequest, reason: "count: \(count) is not from 0 to 1000000") }
        let order = Order(language: req.localizer.contentLanguage, name: req.query[String.self, at: "name"] ?? "Ada", count: count,
                          total: req.query[Double.self, at: "total"] ?? 0, placed: req.query[Int64.self, at: "at"] ?? 0)
        return try await req.view.render("order", order)
    }
}

/// What order.leaf shows; Leaf escapes `name` (it comes from the request).
struct Order: Encodable {
    var language: String
    var name: String
    var count: Int
    var total: Double
    var placed: Int64
}

/// `Resources/<name>/` as this package ships it: SwiftPM copies `Resources` into the bundle, whose
/// `resourceURL` swift-corelibs-foundation may already point at.
func bundledFolder(_ name: String) throws -> String {
    let candidates = [Bundle.module.resourceURL, Bundle.module.bundleURL.appendingPathComponent("Resources")]
        .compactMap { $0?.appendingPathComponent(name).path }
    guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
        throw Abort(.internalServerError, reason: "the bundle has no Resources/\(name)")
    }
    return folder + "/"
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
