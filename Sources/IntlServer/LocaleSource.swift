/// Where a request's locale may come from, in the order a
/// ``LocaleNegotiator`` asks: the first source whose value names a locale
/// the catalog serves decides.
///
///     LocaleSource.standard()                       // [.query("lang"), .cookie("lang"), .acceptLanguage]
///     LocaleSource.standard(userPreference: true)
///     // [.query("lang"), .cookie("lang"), .userPreference, .acceptLanguage]
///
/// `?lang=de-CH`, a `lang=de-CH` cookie and a stored preference of `"de-CH"`
/// each name one locale (a BCP 47 or ICU identifier); `Accept-Language`
/// is a weighted list. A value that is no locale, that the catalog has no
/// localization for, or that is longer than the negotiator allows, is
/// skipped: the next source is asked, and when none decides the request
/// gets the catalog's development language. Client input never fails a
/// request.
public enum LocaleSource: Sendable, Hashable, CustomStringConvertible {
    /// A URL query item: `.query("lang")` reads `?lang=de-CH`.
    case query(String)
    /// A cookie: `.cookie("lang")` reads `Cookie: lang=de-CH`.
    case cookie(String)
    /// The application's own lookup, e.g. the signed-in user's stored
    /// language (the middleware's `userPreference` closure).
    case userPreference
    /// The `Accept-Language` request header.
    case acceptLanguage

    /// `?lang=`, then the `lang` cookie, then (with `userPreference`, when
    /// the application has a lookup) the user's stored preference, then
    /// `Accept-Language`.
    public static func standard(userPreference: Bool = false) -> [LocaleSource] {
        [.query("lang"), .cookie("lang")] + (userPreference ? [.userPreference] : []) + [.acceptLanguage]
    }

    /// `query(lang)`, `cookie(lang)`, `userPreference`, `acceptLanguage`: for logs.
    public var description: String {
        switch self {
        case .query(let name): "query(\(name))"
        case .cookie(let name): "cookie(\(name))"
        case .userPreference: "userPreference"
        case .acceptLanguage: "acceptLanguage"
        }
    }
}
