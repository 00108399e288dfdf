import Hummingbird
import Intl
import StringCatalog

/// What every request shares: the catalog, loaded once at startup. Each
/// request takes its own `Localizer` from it (``localizer(for:)``), which
/// every localized answer uses: strings, plural messages, and the locale
/// for prices and dates.
public struct Localization: Sendable {
    /// An `Accept-Language` header longer than this is not read (browsers
    /// send well under 200 bytes): the request gets the development language.
    static let maximumHeaderBytes = 1024

    public let catalog: Catalog

    /// Loads the catalog in `resourcesDirectory` (`en.lproj`, `de.lproj`, …).
    public init(resourcesDirectory: String) throws {
        catalog = try Catalog(directory: resourcesDirectory, developmentLanguage: "en")
    }

    /// The request's localizer: `?locale=` when present, else the
    /// `Accept-Language` header; `?device=` (`iphone`, `mac`, `watch`, …)
    /// chooses device variants.
    ///
    /// A header with nothing usable (garbage, only `*;q=0`, longer than
    /// ``maximumHeaderBytes``), like no header, gets the development language:
    /// a page in English beats an error page.
    ///
    /// - Throws: `ServiceError` 400 for a malformed `?locale=` or an unknown `?device=`.
    func localizer(for request: Request) throws(ServiceError) -> Localizer {
        let device = try Self.device(request)
        if let requested = request.uri.queryParameters["locale"] {
            do {
                return catalog.localizer(locale: try IntlLocale(String(requested)), device: device)
            } catch {
                throw .badRequest("locale: \(error.description)")
            }
        }
        var header = request.headers[.acceptLanguage] ?? ""
        if header.utf8.count > Self.maximumHeaderBytes { header = "" }
        return catalog.localizer(acceptLanguage: header, device: device)
    }

    private static func device(_ request: Request) throws(ServiceError) -> ClientDevice? {
        guard let name = request.uri.queryParameters["device"] else { return nil }
        guard let device = ClientDevice(name: String(name)) else {
            throw .badRequest("device: unknown device \"\(name)\" (expected iphone, ipad, ipod, mac, watch, tv, vision or other)")
        }
        return device
    }
}
