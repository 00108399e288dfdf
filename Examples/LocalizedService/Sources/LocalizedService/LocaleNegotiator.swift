import Hummingbird
import Intl

/// Turns a request's `?locale=` or `Accept-Language` into one of the
/// catalog's localizations, with CLDR matching (`de-AT` → `de`, `zh-TW` → `zh-Hant`).
struct LocaleNegotiator: Sendable {
    /// Headers longer than this are refused: browsers send well under 200 bytes.
    static let maximumHeaderBytes = 1024

    let matcher: LocaleMatcher

    init(localizations: [String], developmentLanguage: String) throws(IntlError) {
        matcher = try LocaleMatcher(supported: localizations, default: developmentLanguage)
    }

    /// The supported locale for `request`; no header at all means the default.
    ///
    /// - Throws: `ServiceError` 400 for a malformed `?locale=`, an
    ///   `Accept-Language` over ``maximumHeaderBytes``, or one with no usable entry.
    func locale(for request: Request) throws(ServiceError) -> LocaleMatch {
        if let requested = request.uri.queryParameters["locale"] {
            return try match(parameter: String(requested))
        }
        guard let header = request.headers[.acceptLanguage] else {
            return matcher.bestMatch(acceptLanguage: "")
        }
        return try match(header: header)
    }

    private func match(parameter: String) throws(ServiceError) -> LocaleMatch {
        do {
            return matcher.bestMatch(for: [try IntlLocale(parameter)])
        } catch {
            throw .badRequest("locale: \(error.description)")
        }
    }

    private func match(header: String) throws(ServiceError) -> LocaleMatch {
        guard header.utf8.count <= Self.maximumHeaderBytes else {
            throw .badRequest("Accept-Language is longer than \(Self.maximumHeaderBytes) bytes")
        }
        let match = matcher.bestMatch(acceptLanguage: header)
        // Only a header whose every entry was unusable is an error; the
        // parse is repeated on that rare path alone.
        if match.isDefault, !match.skipped.isEmpty {
            let parsed = AcceptLanguage(header)
            if parsed.entries.isEmpty, parsed.excluded.isEmpty, parsed.wildcardQuality == nil {
                let reasons = match.skipped.map(\.description).joined(separator: "; ")
                throw .badRequest("malformed Accept-Language: \(reasons)")
            }
        }
        return match
    }
}
