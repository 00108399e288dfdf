/// What a lookup returns when no localization holds the key and the caller
/// gave no default value.
///
///     // key "home.title" missing everywhere:
///     .returnKey   // .text("home.title")  (NSLocalizedString's behaviour)
///     .markKey     // .text("⟦home.title⟧")  (visible in screenshots and QA)
///     .throwError  // throws CatalogError.missingKey(key: "home.title", table: "Localizable", locale: "de")
public enum MissingKeyPolicy: Sendable, Hashable {
    case returnKey
    case markKey
    case throwError
}
