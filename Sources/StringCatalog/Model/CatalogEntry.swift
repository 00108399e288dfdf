/// One key of a table with its message and the comment left for translators.
///
/// For `/* Title of the run screen */ "run.title" = "Run";` the entry is
/// `CatalogEntry(key: "run.title", message: .text("Run"), comment: "Title of the run screen")`.
public struct CatalogEntry: Sendable, Hashable {
    public var key: String
    public var message: CatalogMessage
    /// The translator comment, trimmed; nil when the file has none for this key.
    public var comment: String?

    public init(key: String, message: CatalogMessage, comment: String? = nil) {
        self.key = key
        self.message = message
        self.comment = comment
    }
}
