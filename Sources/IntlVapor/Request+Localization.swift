#if Vapor
import Intl
import IntlServer
import StringCatalog
import Vapor

extension Request {
    /// The request's localizer, negotiated by ``IntlMiddleware``, in the
    /// request's ``timeZone``:
    ///
    ///     app.get("cart") { req in try req.localizer.format("cart", arguments: [3, 12.5]) }   // de: "3 Artikel für 12,50 €"
    ///     app.get("price") { req in try req.localizer.formatPrice(1234.5) }                  // de-CH: "CHF 1’234.50"
    ///
    /// In a route no ``IntlMiddleware`` ran for (a setup mistake) it is the
    /// catalog's development language, and the request's log says why.
    public var localizer: Localizer { negotiated.localizer }

    /// The locale for numbers and dates the response formats itself
    /// (`Localizer.numberLocale`: `de-CH` served from `de.lproj`).
    public var locale: IntlLocale { negotiated.locale }

    /// The request's time zone: `?tz=`, the `tz` cookie or the user's
    /// stored zone when one names a zone ICU knows, else
    /// `app.intl.defaultTimeZone` (UTC).
    ///
    ///     app.get("now") { req in try req.localizer.formatDate(Timestamp(seconds: 1_438_968_572), time: .short) }
    ///     // GET /now?lang=de&tz=Europe/Zurich → "07.08.2015, 19:29"
    public var timeZone: DateTimeFormatOptions.TimeZone { negotiated.timeZone }

    /// The whole negotiation (localizer, locale, the sources that decided); nil until ``IntlMiddleware`` ran.
    public internal(set) var localization: RequestLocalization? {
        get { storage[LocalizationKey.self] }
        set { storage[LocalizationKey.self] = newValue }
    }

    /// The negotiation, else (no middleware ran) the development language, logged.
    private var negotiated: RequestLocalization {
        if let localization { return localization }
        logger.error("no IntlMiddleware ran for this route (app.middleware.use(IntlMiddleware())): answering in the development language")
        let unnegotiated = RequestLocalization.unnegotiated(
            catalog: application.intl.configuration.negotiator?.currentCatalog ?? .empty)
        localization = unnegotiated
        return unnegotiated
    }

    private struct LocalizationKey: StorageKey {
        typealias Value = RequestLocalization
    }
}
#endif
