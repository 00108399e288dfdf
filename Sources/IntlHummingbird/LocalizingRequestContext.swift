#if Hummingbird
import Hummingbird
import Intl
import IntlServer
import StringCatalog

/// A Hummingbird request context that carries the request's localization,
/// set by ``LocalizationMiddleware``. Adopt it in your own context:
///
///     struct AppContext: LocalizingRequestContext {
///         var coreContext: CoreRequestContextStorage
///         var localization: RequestLocalization?
///         init(source: Source) { coreContext = .init(source: source) }
///     }
///
/// or use ``BasicLocalizingRequestContext``.
public protocol LocalizingRequestContext: RequestContext {
    /// The request's negotiated localization; nil until the middleware ran.
    var localization: RequestLocalization? { get set }
}

extension LocalizingRequestContext {
    /// The request's localizer, in the request's ``timeZone``:
    ///
    ///     router.get("/cart") { _, context in
    ///         try context.localizer.format("cart", arguments: [3, 12.5])   // de: "3 Artikel für 12,50 €"
    ///     }
    ///
    /// In a route no ``LocalizationMiddleware`` ran for (a setup mistake) it
    /// answers from an empty catalog (each key as itself), and the request's
    /// log says why.
    public var localizer: Localizer { negotiated.localizer }

    /// The locale for numbers and dates the response formats itself
    /// (`Localizer.numberLocale`: `de-CH` served from `de.lproj`).
    public var locale: IntlLocale { negotiated.locale }

    /// The request's time zone: `?tz=`, the `tz` cookie or the user's
    /// stored zone when one names a zone ICU knows, else the middleware's
    /// `defaultTimeZone` (UTC).
    public var timeZone: DateTimeFormatOptions.TimeZone { negotiated.timeZone }

    /// The negotiation, else (no middleware ran) the empty catalog's, logged.
    private var negotiated: RequestLocalization {
        if let localization { return localization }
        logger.error("no LocalizationMiddleware ran for this route: router.add(middleware: LocalizationMiddleware(catalog: …))")
        return .unnegotiated(catalog: .empty)
    }
}

/// The plain request context with a localization, for routers that need
/// nothing else: `Router(context: BasicLocalizingRequestContext.self)`.
public struct BasicLocalizingRequestContext: LocalizingRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var localization: RequestLocalization?

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
#endif
