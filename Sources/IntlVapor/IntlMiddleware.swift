#if Vapor
import IntlServer
import StringCatalog
import Vapor

/// Negotiates each request's localization (`LocaleNegotiator`)
/// from `app.intl`, makes it `req.localizer`, `req.locale` and
/// `req.timeZone`, and marks the response with its language:
///
///     app.intl.catalog = try Catalog(directory: "Resources", developmentLanguage: "en")
///     app.middleware.use(IntlMiddleware())
///     app.get("cart") { req in
///         try req.localizer.format("cart", arguments: [3, 12.5])
///     }
///     // GET /cart?lang=de        → 200 "3 Artikel für 12,50 €"
///     //   Content-Language: de
///     //   Vary: Accept-Language, Cookie
///
/// The locale comes from the first of `app.intl.sources` that names one the
/// catalog serves: `?lang=`, the `lang` cookie, `app.intl.userPreference`
/// when set, then `Accept-Language`. A value that names nothing usable
/// (garbage, an unknown locale, a header longer than 1 KiB) is skipped; when
/// no source decides, the request gets the catalog's development language.
/// Client input never fails a request.
///
/// The time zone comes from `app.intl.timeZoneSources` the same way (`?tz=`,
/// the `tz` cookie, `app.intl.userTimeZone` when set), else
/// `app.intl.defaultTimeZone` (UTC); a zone ICU does not know is skipped.
///
/// Responses the route returns get `Content-Language`, `Vary` (the request
/// headers the choice read) and, when the user's stored preference decided,
/// `Cache-Control: private` (see `RequestLocalization.headers(vary:cacheControl:)`).
/// An error the route throws passes through untouched.
public struct IntlMiddleware: AsyncMiddleware {
    public init() {}

    /// - Throws: `Abort(.internalServerError)` when `app.intl.catalog` is not set;
    ///   what `app.intl.device` throws.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let configuration = request.application.intl.configuration
        guard let negotiator = configuration.negotiator else {
            throw Abort(.internalServerError, reason: "app.intl.catalog is not set")
        }
        let device = try configuration.device?(request)
        let localization = await negotiator.negotiate(device: device) { source in
            await Self.value(of: source, request, userPreference: configuration.userPreference)
        } timeZoneValue: { source in
            await Self.value(of: source, request, userTimeZone: configuration.userTimeZone)
        }
        request.localization = localization
        let response = try await next.respond(to: request)
        let headers = localization.headers(vary: Self.joined(response.headers[.vary]),
                                           cacheControl: Self.joined(response.headers[.cacheControl]))
        for (name, value) in headers {
            response.headers.replaceOrAdd(name: name.rawValue, value: value)
        }
        return response
    }

    private static func value(of source: LocaleSource, _ request: Request,
                              userPreference: Application.IntlSettings.UserPreference?) async -> String? {
        switch source {
        // Vapor decodes a query item through its URL-encoded form decoder, 5% of a small request's
        // CPU (perf, Benchmarks/Scripts/middleware-overhead.sh): not for a URL without a query.
        case .query(let name): request.url.query?.isEmpty == false ? request.query[String.self, at: name] : nil
        case .cookie(let name): request.cookies[name]?.string
        case .userPreference: await userPreference?(request)
        case .acceptLanguage: joined(request.headers[.acceptLanguage])
        }
    }

    private static func value(of source: TimeZoneSource, _ request: Request,
                              userTimeZone: Application.IntlSettings.UserPreference?) async -> String? {
        switch source {
        case .query(let name): request.url.query?.isEmpty == false ? request.query[String.self, at: name] : nil
        case .cookie(let name): request.cookies[name]?.string
        case .userPreference: await userTimeZone?(request)
        }
    }

    /// A header's lines as one value; nil when it has none.
    private static func joined(_ values: [String]) -> String? {
        values.isEmpty ? nil : values.joined(separator: ", ")
    }
}
#endif
