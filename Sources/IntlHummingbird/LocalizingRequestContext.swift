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
    /// The request's localizer:
    ///
    ///     router.get("/cart") { _, context in
    ///         try context.localizer.format("cart", arguments: [3, 12.5])   // de: "3 Artikel für 12,50 €"
    ///     }
    ///
    /// - Throws: `HTTPError(.internalServerError)` when no ``LocalizationMiddleware``
    ///   ran for the route (a setup mistake, logged with its cause).
    public var localizer: Localizer {
        get throws(HTTPError) { try negotiated.localizer }
    }

    /// The locale for numbers and dates the response formats itself
    /// (`Localizer.numberLocale`: `de-CH` served from `de.lproj`).
    ///
    /// - Throws: `HTTPError(.internalServerError)` when no ``LocalizationMiddleware`` ran for the route.
    public var locale: IntlLocale {
        get throws(HTTPError) { try negotiated.locale }
    }

    private var negotiated: RequestLocalization {
        get throws(HTTPError) {
            guard let localization else {
                logger.error("no LocalizationMiddleware ran for this route: router.add(middleware: LocalizationMiddleware(catalog: …))")
                throw HTTPError(.internalServerError)
            }
            return localization
        }
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
