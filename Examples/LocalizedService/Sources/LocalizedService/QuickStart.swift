import Foundation
import Hummingbird
import IntlFoundation
import IntlHummingbird
import MachineTime
import StringCatalog

/// README's Hummingbird snippet as it is there ("Middleware for Hummingbird
/// and Vapor"), on the catalog this package ships: the smallest localized
/// service, tested over HTTP by QuickStartTests.
///
///     GET /runs?completed=1&total=3                       → "One of 3 runs completed"
///     GET /price?amount=1234.5        Accept-Language: de-CH → "CHF 1’234.50"
///     GET /placed?at=1438968572&tz=Europe/Zurich&lang=de  → "07.08.2015, 19:29"
public func quickStartRouter() throws -> Router<BasicLocalizingRequestContext> {
    let catalog = try Catalog(bundle: Bundle.module, subdirectory: "Resources")
    let router = Router(context: BasicLocalizingRequestContext.self)
    router.add(middleware: LocalizationMiddleware(catalog: catalog))
    router.get("/runs") { request, context in
        let completed = Int(request.uri.queryParameters["completed"] ?? "") ?? 0
        let total = Int(request.uri.queryParameters["total"] ?? "") ?? 0
        return try context.localizer.format("scope.%lu out of %lu runs", arguments: [completed, total])
    }                                                                            // en, 1 of 3: "One of 3 runs completed"
    router.get("/price") { request, context in
        let amount = Double(request.uri.queryParameters["amount"] ?? "") ?? 0
        return try context.localizer.formatPrice(amount)                         // de-CH: "CHF 1’234.50"
    }
    router.get("/placed") { request, context in
        let at = Int64(request.uri.queryParameters["at"] ?? "") ?? 0
        return try context.localizer.formatDate(Timestamp(seconds: at), style: .medium, time: .short)
    }                                                                            // ?tz=Europe/Zurich, de: "07.08.2015, 19:29"
    return router
}
