/// What a lookup returns when no localization holds the key and the caller
/// gave no default value.
///
///     // key "home.title" missing everywhere:
///     .returnKey   // .text("home.title")  (NSLocalizedString's behaviour)
///     .markKey     // .text("⟦home.title⟧")  (visible in screenshots and QA)
///     .throwError  // throws CatalogError.missingKey(key: "home.title", table: "Localizable", locale: "de")
public enum MissingKeyPolicy: Sendable, Hashable {
    /// The key itself, as `NSLocalizedString` does.
    case returnKey
    /// The key between `⟦` and `⟧`, so untranslated text stands out.
    case markKey
    /// Throw ``CatalogError/missingKey(key:table:locale:)``.
    case throwError
}
