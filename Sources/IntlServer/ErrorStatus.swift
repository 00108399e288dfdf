import Intl
import StringCatalog

/// The HTTP status an error of the library stands for in a route, shared by
/// the Vapor (`AbortError`) and Hummingbird (`HTTPResponseError`) conformances:
/// a value a request can carry that the library refuses (a locale, time zone,
/// currency, number or date text from `?tz=`, a header or a form) is the
/// client's mistake, 400 with the message; anything else (options and
/// messages the service wrote, a missing catalog key, an ICU failure) is the
/// service's, 500, logged with its detail and answered without it.
///
///     IntlError.unknownTimeZone("Mars/Olympus").httpStatusCode         // 400
///     CatalogError.missingKey(key: "cart", table: "Localizable", locale: "de").httpStatusCode   // 500
extension IntlError {
    /// 400 for a value a request can carry, 500 otherwise.
    public var httpStatusCode: Int {
        switch self {
        case .malformedLocale, .unknownLocaleKeyword, .unsupportedLocaleKeywordValue, .malformedCurrencyCode,
             .unknownCurrency, .unknownUnit, .invalidNumber, .notFinite, .notRepresentable, .parseFailure,
             .unknownTimeZone, .unknownCalendar, .unknownNumberingSystem, .invalidHourCycle, .dateParseFailure,
             .malformedCode, .inputTooLong, .invalidDuration:
            400
        case .unknownRuleSet, .invalidOptions, .invalidSkeleton, .icuFailure, .invalidTemplate, .invalidPattern:
            500
        }
    }
}

extension CatalogError {
    /// 500: catalogs, keys and message arguments are the service's own.
    public var httpStatusCode: Int { 500 }
}
