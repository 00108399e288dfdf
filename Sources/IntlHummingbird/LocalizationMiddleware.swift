#if Hummingbird
import Hummingbird
import Intl
import IntlServer
import StringCatalog

/// Negotiates each request's localization (`LocaleNegotiator`),
/// puts it in the request context, and marks the response with its
/// language:
///
///     let catalog = try Catalog(directory: "Resources", developmentLanguage: "en")
///     let router = Router(context: BasicLocalizingRequestContext.self)
///     router.add(middleware: LocalizationMiddleware(catalog: catalog))
///     router.get("/cart") { _, context in
///         try context.localizer.format("cart", arguments: [3, 12.5])
///     }
///     // GET /cart?lang=de        → 200 "3 Artikel für 12,50 €"
///     //   Content-Language: de
///     //   Vary: Accept-Language, Cookie
///
/// The locale comes from the first of `LocaleSource.standard(userPreference:)`
/// that names one the catalog serves: `?lang=`, the `lang` cookie, the
/// `userPreference` closure when given (the signed-in user's stored
/// language), then `Accept-Language`; pass `sources` for another order or
/// other names. A value that names nothing usable (garbage, an unknown
/// locale, a header longer than 1 KiB) is skipped; when no source decides,
/// the request gets the catalog's development language. Client input never
/// fails a request.
///
/// The time zone comes from `TimeZoneSource.standard(userPreference:)` the
/// same way (`?tz=`, the `tz` cookie, the `userTimeZone` closure when
/// given), else `defaultTimeZone` (UTC); a zone ICU does not know is
/// skipped. Routes read it as `context.timeZone`, and
/// `context.localizer.formatDate` shows dates in it.
///
/// Responses the route returns get `Content-Language`, `Vary` (the request
/// headers the choice read) and, when the user's stored preference decided,
/// `Cache-Control: private` (see `RequestLocalization.headers(vary:cacheControl:)`).
/// An error the route throws passes through untouched.
public struct LocalizationMiddleware<Context: LocalizingRequestContext>: RouterMiddleware {
    /// The signed-in user's stored language ("de-CH") or time zone ("Europe/Zurich"), or nil.
    public typealias UserPreference = @Sendable (Request, Context) async -> String?
    /// The client's device, choosing device variants; what it throws fails
    /// the request (the application's own validation, e.g. a 400).
    public typealias Device = @Sendable (Request, Context) throws -> ClientDevice?

    private let negotiator: LocaleNegotiator
    private let userPreference: UserPreference?
    private let userTimeZone: UserPreference?
    private let device: Device?

    /// Negotiates against `catalog` (see the type's overview for the sources).
    public init(catalog: Catalog, sources: [LocaleSource]? = nil, userPreference: UserPreference? = nil,
                timeZoneSources: [TimeZoneSource]? = nil, userTimeZone: UserPreference? = nil,
                defaultTimeZone: DateTimeFormatOptions.TimeZone = .utc, device: Device? = nil) {
        let negotiator = LocaleNegotiator(
            catalog: catalog, sources: sources ?? LocaleSource.standard(userPreference: userPreference != nil),
            timeZoneSources: timeZoneSources ?? TimeZoneSource.standard(userPreference: userTimeZone != nil),
            defaultTimeZone: defaultTimeZone)
        self.init(negotiator: negotiator, userPreference: userPreference, userTimeZone: userTimeZone, device: device)
    }

    /// Negotiates with a configured negotiator (a `ReloadableCatalog`, other limits).
    public init(negotiator: LocaleNegotiator, userPreference: UserPreference? = nil,
                userTimeZone: UserPreference? = nil, device: Device? = nil) {
        self.negotiator = negotiator
        self.userPreference = userPreference
        self.userTimeZone = userTimeZone
        self.device = device
    }

    public func handle(_ request: Request, context: Context,
                       next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let device = try self.device?(request, context)
        let localization = await negotiator.negotiate(device: device) { source in
            await value(of: source, request, context)
        } timeZoneValue: { source in
            await value(of: source, request, context)
        }
        context.localization = localization
        var response = try await next(request, context)
        let headers = localization.headers(vary: response.headers[.vary], cacheControl: response.headers[.cacheControl])
        for (name, value) in headers {
            switch name {
            case .contentLanguage: response.headers[.contentLanguage] = value
            case .vary: response.headers[.vary] = value
            case .cacheControl: response.headers[.cacheControl] = value
            }
        }
        return response
    }

    private func value(of source: LocaleSource, _ request: Request, _ context: Context) async -> String? {
        switch source {
        case .query(let name): request.uri.queryParameters[Substring(name)].map(String.init)
        case .cookie(let name): request.cookies[name]?.value
        case .userPreference: await userPreference?(request, context)
        case .acceptLanguage: request.headers[.acceptLanguage]
        }
    }

    private func value(of source: TimeZoneSource, _ request: Request, _ context: Context) async -> String? {
        switch source {
        case .query(let name): request.uri.queryParameters[Substring(name)].map(String.init)
        case .cookie(let name): request.cookies[name]?.value
        case .userPreference: await userTimeZone?(request, context)
        }
    }
}
#endif
