import TextEscaping

/// Why a catalog could not be loaded, or a lookup under
/// ``MissingKeyPolicy/throwError`` found nothing.
///
///     CatalogError.missingKey(key: "home.title", table: "Localizable", locale: "de-CH").description
///     // "no localization of \"home.title\" in table \"Localizable\" for de-CH"
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file of the catalog is malformed or unreadable.
    case parse(CatalogParseError)
    /// The resources directory (or an `.lproj` inside it) cannot be listed.
    case unreadableDirectory(path: String, reason: String)
    /// The development language is not a valid locale identifier.
    case invalidDevelopmentLanguage(String)
    /// No localization in the chain holds the key, and there is no default value.
    case missingKey(key: String, table: String, locale: String)
    /// The message found for `key` could not be formatted with the arguments given.
    case format(key: String, MessageFormatError)

    /// The message: parse errors keep their `path:line:column: error:` form.
    public var description: String {
        switch self {
        case .parse(let error): error.description
        case .unreadableDirectory(let path, let reason): "\(path): error: cannot list directory: \(reason)"
        case .invalidDevelopmentLanguage(let name): "invalid development language \(QuotedText.quoted(name))"
        case .missingKey(let key, let table, let locale):
            "no localization of \(QuotedText.quoted(key)) in table \(QuotedText.quoted(table)) for \(QuotedText.escaped(locale))"
        case .format(let key, let error): "\(QuotedText.quoted(key)): \(error.description)"
        }
    }
}
