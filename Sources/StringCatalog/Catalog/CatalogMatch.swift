/// A message found by a lookup, with the localization that held it: plural
/// rules and number formatting must use that localization, not the request's.
///
///     catalog.message(forKey: "run.title", locale: try IntlLocale("de-CH"))
///     // CatalogMatch(message: .text("Lauf"), localization: "de", comment: "Title of the run screen")
public struct CatalogMatch: Sendable, Hashable {
    /// The stored message.
    public var message: CatalogMessage
    /// The localization identifier ("de", "zh-Hant"), or "Base".
    public var localization: String
    /// The translator comment stored with the entry.
    public var comment: String?
    /// The `.xcstrings` review state (`translated`, `needs_review`, `stale`); nil for other files.
    public var state: TranslationState?

    /// A message found in `localization`.
    public init(message: CatalogMessage, localization: String, comment: String? = nil, state: TranslationState? = nil) {
        self.message = message
        self.localization = localization
        self.comment = comment
        self.state = state
    }
}
