import Hummingbird
import Intl

/// `GET /price?amount=1234.5&currency=EUR` → `{"locale": "de", "text": "1.234,50 €"}`.
///
/// The formatter comes from Intl's pool, keyed by (locale, currency): after
/// the first request for a pair, a request costs a lookup, not an ICU open.
struct PriceRoute: Sendable {
    let localization: Localization

    func respond(_ request: Request) throws -> Response {
        let match = try localization.negotiator.locale(for: request)
        let amount = try request.finiteNumberQuery("amount")
        let currency = try request.requiredQuery("currency")
        let format: NumberFormat
        do {
            format = try NumberFormat.pooled(locale: match.supported, options: NumberFormatOptions(style: .currency(currency)))
        } catch {
            throw ServiceError.badRequest(error.description)
        }
        return try JSONBody.response(LocalizedText(text: format.format(amount), locale: match.supported),
                                     contentLanguage: match.supported)
    }
}

/// The body of every text answer: `{"locale": "de", "text": "…"}`.
struct LocalizedText: Encodable {
    let text: String
    let locale: String
}
