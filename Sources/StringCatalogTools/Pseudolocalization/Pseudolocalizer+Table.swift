import StringCatalog

extension Pseudolocalizer {
    /// A pseudolocalized table and the entries that could not be rewritten.
    public struct TableResult: Sendable, Hashable {
        /// The table with every message rewritten; entries listed in
        /// ``failures`` keep their original message. Keys and comments are unchanged.
        public var table: StringsTable
        /// Why an entry was left as it was, by key: its message has a malformed specifier.
        public var failures: [String: MessageFormatError]
    }

    /// Pseudolocalizes every entry of `table`; one malformed message never
    /// loses the rest.
    ///
    ///     let table = StringsTable(name: "Localizable", entries: [
    ///         "run.title": CatalogEntry(key: "run.title", message: .text("Run"), comment: "Title"),
    ///         "bad": CatalogEntry(key: "bad", message: .text("%$1lu runs")),
    ///     ])
    ///     let result = Pseudolocalizer(mode: .accented).pseudolocalize(table)
    ///     result.table["run.title"]   // .text("Ŕûñ")
    ///     result.table["bad"]         // .text("%$1lu runs"), unchanged
    ///     result.failures["bad"]      // format "%$1lu runs": offset 0: %$: "$" without a position number before it
    public func pseudolocalize(_ table: StringsTable) -> TableResult {
        var result = TableResult(table: table, failures: [:])
        for (key, entry) in table.entries {
            do {
                result.table.entries[key]?.message = try pseudolocalize(entry.message)
            } catch {
                result.failures[key] = error
            }
        }
        return result
    }
}
