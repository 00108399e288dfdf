import Hummingbird
import Intl
import IntlHummingbird
import StringCatalog

/// `GET /price?amount=1234.5&currency=EUR` → `{"locale": "de", "text": "1.234,50 €"}`.
///
/// The amount is formatted in the request's `locale` (the localizer's
/// `numberLocale`): the localization served, refined by the request's region (`de-CH` served from `de.lproj`:
/// `EUR 1’234.50`). Without `currency`, the request's own (`localizer.currency`:
/// CHF for de-CH). The formatter comes from Intl's pool, keyed by (locale,
/// currency): after the first request for a pair, a request costs a lookup,
/// not an ICU open.
struct PriceRoute: Sendable {
    func respond(_ request: Request, context: some LocalizingRequestContext) throws -> Response {
        let localizer = context.localizer
        let amount = try request.finiteNumberQuery("amount")
        let currency = request.uri.queryParameters["currency"].map(String.init)
        let text: String
        do {
            text = try localizer.formatPrice(amount, currency: currency)
        } catch {
            throw ServiceError.badRequest(error.description)
        }
        return try JSONBody.response(LocalizedText(text: text, locale: localizer.localization))
    }
}

/// The body of every text answer: `{"locale": "de", "text": "…"}`.
struct LocalizedText: Encodable {
    let text: String
    let locale: String
}
