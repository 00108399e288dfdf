#if Vapor
import Intl
import IntlServer
import StringCatalog
import Vapor

extension Request {
    /// The request's localizer, negotiated by ``IntlMiddleware``:
    ///
    ///     app.get("cart") { req in try req.localizer.format("cart", arguments: [3, 12.5]) }   // de: "3 Artikel für 12,50 €"
    ///
    /// - Throws: `Abort(.internalServerError)` when no ``IntlMiddleware`` ran for the route.
    public var localizer: Localizer {
        get throws { try negotiated.localizer }
    }

    /// The locale for numbers and dates the response formats itself
    /// (`Localizer.numberLocale`: `de-CH` served from `de.lproj`).
    ///
    /// - Throws: `Abort(.internalServerError)` when no ``IntlMiddleware`` ran for the route.
    public var locale: IntlLocale {
        get throws { try negotiated.locale }
    }

    /// The whole negotiation (localizer, locale, the source that decided); nil until ``IntlMiddleware`` ran.
    public internal(set) var localization: RequestLocalization? {
        get { storage[LocalizationKey.self] }
        set { storage[LocalizationKey.self] = newValue }
    }

    private var negotiated: RequestLocalization {
        get throws {
            guard let localization else {
                throw Abort(.internalServerError, reason: "no IntlMiddleware ran for this route: app.middleware.use(IntlMiddleware())")
            }
            return localization
        }
    }

    private struct LocalizationKey: StorageKey {
        typealias Value = RequestLocalization
    }
}
#endif
