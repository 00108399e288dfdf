/// A message as a catalog's tables keep it for lookups: a text without
/// specifiers as it is; a text with specifiers and a plural message
/// compiled at load, as their slot among the table's compiled messages; a
/// message with device or width variants as its slot among its table's
/// variant messages, which the table resolves at load (``VariantPlanes``,
/// else ``ResolvedVariants``).
enum StoredMessage: Sendable {
    /// No `%`: formatting returns it as it is.
    case text(String)
    /// The message's position in its table's compiled messages.
    case compiled(slot: Int)
    /// The message's position in its table's variant messages.
    case variants(slot: Int)
}
