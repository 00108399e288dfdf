/// A header a localized response sets (``RequestLocalization/headers(vary:cacheControl:)``);
/// `rawValue` is its name.
public enum ResponseHeader: String, Sendable, CaseIterable {
    /// `Content-Language`: the localization served.
    case contentLanguage = "Content-Language"
    /// `Vary`: the request headers the localization was chosen from.
    case vary = "Vary"
    /// `Cache-Control`: `private` when a user's stored preference chose it.
    case cacheControl = "Cache-Control"
}
