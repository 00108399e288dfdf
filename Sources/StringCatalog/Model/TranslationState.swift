/// The review state of an `.xcstrings` translation, as Xcode records it in
/// each `stringUnit`; lookups return it on ``CatalogMatch/state``.
///
/// Units in state `new` are never served (the lookup falls back as for a
/// missing key), so `new` has no case here. An entry made of several units
/// (plural forms, device variants, substitutions) has the least final state
/// among them: ``stale``, else ``needsReview``, else ``translated``.
///
///     // "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "ラン" } }
///     catalog.message(forKey: "run.title", locale: try IntlLocale("ja"))?.state   // .needsReview
public enum TranslationState: String, Sendable, Hashable {
    case translated
    case needsReview = "needs_review"
    /// The key was no longer found in the source code when Xcode last synced.
    case stale

    /// The less final of two states (nil: no state recorded).
    static func merged(_ lhs: TranslationState?, _ rhs: TranslationState?) -> TranslationState? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return lhs.rank >= rhs.rank ? lhs : rhs
    }

    private var rank: Int {
        switch self {
        case .translated: 0
        case .needsReview: 1
        case .stale: 2
        }
    }
}
