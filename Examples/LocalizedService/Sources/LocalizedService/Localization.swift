import Foundation
import Hummingbird
import IntlFoundation
import IntlHummingbird
import IntlServer
import StringCatalog

/// What every request shares: the catalog, loaded once at startup, and the
/// middleware (IntlHummingbird's `LocalizationMiddleware`) that gives each
/// localized request its `Localizer` in the request context, and its
/// answer `Content-Language` and `Vary: Accept-Language, Cookie`.
public struct Localization: Sendable {
    public let catalog: Catalog

    /// Loads the catalog in `resourcesDirectory` (`en.lproj`, `de.lproj`, …),
    /// or, when nil, the one the package ships: SwiftPM copies the target's
    /// `Resources` folder (`resources: [.copy("Resources")]`) into its bundle,
    /// which `Bundle.module` finds.
    public init(resourcesDirectory: String?) throws {
        if let resourcesDirectory {
            catalog = try Catalog(directory: resourcesDirectory, developmentLanguage: "en")
        } else {
            catalog = try Catalog(bundle: Bundle.module, subdirectory: "Resources")
        }
    }

    /// The middleware's defaults: the language from `?lang=`, the `lang`
    /// cookie, then `Accept-Language`; the time zone from `?tz=`, then the
    /// `tz` cookie, else UTC. `?device=` (`iphone`, `mac`, `watch`, …)
    /// chooses device variants.
    ///
    /// A `?lang=`, cookie or header with nothing usable (garbage, only
    /// `*;q=0`, longer than 1 KiB), like none at all, gets the development
    /// language, and an unknown `?tz=` gets UTC: a page in English beats an
    /// error page.
    ///
    /// - Throws: (per request) `ServiceError` 400 for an unknown `?device=`.
    func middleware() -> LocalizationMiddleware<BasicLocalizingRequestContext> {
        LocalizationMiddleware(catalog: catalog, device: { request, _ in try Self.device(request) })
    }

    private static func device(_ request: Request) throws(ServiceError) -> ClientDevice? {
        guard let name = request.uri.queryParameters["device"] else { return nil }
        guard let device = ClientDevice(name: String(name)) else {
            throw .badRequest("device: unknown device \"\(name)\" (expected iphone, ipad, ipod, mac, watch, tv, vision or other)")
        }
        return device
    }
}
