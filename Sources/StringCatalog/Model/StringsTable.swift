/// One table of one localization: `de.lproj/Order.strings` (and
/// `Order.stringsdict` merged into it) is table `"Order"` of `"de"`.
public struct StringsTable: Sendable, Hashable {
    /// The table's name: the file name without its extension (`"Localizable"`).
    public var name: String
    /// The entries by key.
    public var entries: [String: CatalogEntry]

    public init(name: String, entries: [String: CatalogEntry] = [:]) {
        self.name = name
        self.entries = entries
    }

    /// The message stored for `key`, or nil.
    public subscript(key: String) -> CatalogMessage? { entries[key]?.message }
}
