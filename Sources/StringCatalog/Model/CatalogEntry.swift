/// One key of a table with its message and the comment left for translators.
///
/// For `/* Title of the run screen */ "run.title" = "Run";` the entry is
/// `CatalogEntry(key: "run.title", message: .text("Run"), comment: "Title of the run screen")`.
public struct CatalogEntry: Sendable, Hashable {
    public var key: String
    public var message: CatalogMessage
    /// The translator comment, trimmed; nil when the file has none for this key.
    public var comment: String?
    /// The `.xcstrings` review state of the translation; nil for `.strings`
    /// and `.stringsdict` entries and units without a state.
    public var state: TranslationState?

    public init(key: String, message: CatalogMessage, comment: String? = nil, state: TranslationState? = nil) {
        self.key = key
        self.message = message
        self.comment = comment
        self.state = state
    }
}
