import Foundation
import StringCatalog

// middleware-overhead-server hummingbird|vapor PORT CATALOG-DIRECTORY
//
//   GET /fixed       "3 Artikel für 12.50 €" as a constant, no middleware
//   GET /localized   the catalog's `cart` (a plural and a number) for 3 and 12.5,
//                    through the localization middleware (Accept-Language, cookie, ?lang=)
let arguments = CommandLine.arguments
guard arguments.count == 4, let port = Int(arguments[2]) else {
    print("usage: middleware-overhead-server hummingbird|vapor PORT CATALOG-DIRECTORY")
    exit(2)
}
let catalog = try Catalog(directory: arguments[3], developmentLanguage: "en")
switch arguments[1] {
case "hummingbird": try await HummingbirdServer.run(port: port, catalog: catalog)
case "vapor": try await VaporServer.run(port: port, catalog: catalog)
default:
    print("unknown framework \(arguments[1]) (expected hummingbird or vapor)")
    exit(2)
}
