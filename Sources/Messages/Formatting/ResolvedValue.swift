import Intl

/// What an expression or variable resolved to: a value with what its `u:`
/// options said, or a fallback with its source.
enum Resolution {
    case value(ResolvedValue)
    case fallback(String)
}

/// A resolved value and the expression-level facts formatting needs.
struct ResolvedValue {
    var value: any MessageValue
    /// The direction `u:dir` set; nil when it was absent or `inherit`.
    var direction: MessageDirection?
    /// `u:id`.
    var id: String?
    /// The locale the value was resolved in (`u:locale` or the message's).
    var locale: IntlLocale
}
