/// A message as a catalog's tables keep it for lookups: text and plural
/// messages as they are; a message with device or width variants as its
/// slot among its table's variant messages, which the table resolves at
/// load (``VariantPlanes``, else ``ResolvedVariants``).
enum StoredMessage: Sendable {
    case text(String)
    case plural(PluralMessage)
    /// The message's position in its table's variant messages.
    case variants(slot: Int)
}
