import Hummingbird
import IntlHummingbird
import IntlServer
import StringCatalog

/// What every request shares: the catalog, loaded once at startup, and the
/// middleware (IntlHummingbird's `LocalizationMiddleware`) that gives each
/// localized request its `Localizer` in the request context, and its
/// answer `Content-Language` and `Vary: Accept-Language`.
public struct Localization: Sendable {
    public let catalog: Catalog

    /// Loads the catalog in `resourcesDirectory` (`en.lproj`, `de.lproj`, …).
    public init(resourcesDirectory: String) throws {
        catalog = try Catalog(directory: resourcesDirectory, developmentLanguage: "en")
    }

    /// `?locale=` when it names a localization, else the `Accept-Language`
    /// header; `?device=` (`iphone`, `mac`, `watch`, …) chooses device
    /// variants.
    ///
    /// A `?locale=` or header with nothing usable (garbage, only `*;q=0`,
    /// longer than 1 KiB), like none at all, gets the development language:
    /// a page in English beats an error page.
    ///
    /// - Throws: (per request) `ServiceError` 400 for an unknown `?device=`.
    func middleware() -> LocalizationMiddleware<BasicLocalizingRequestContext> {
        LocalizationMiddleware(catalog: catalog, sources: [.query("locale"), .acceptLanguage],
                               device: { request, _ in try Self.device(request) })
    }

    private static func device(_ request: Request) throws(ServiceError) -> ClientDevice? {
        guard let name = request.uri.queryParameters["device"] else { return nil }
        guard let device = ClientDevice(name: String(name)) else {
            throw .badRequest("device: unknown device \"\(name)\" (expected iphone, ipad, ipod, mac, watch, tv, vision or other)")
        }
        return device
    }
}
