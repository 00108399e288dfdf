import StringCatalog

/// What both routes answer for the benchmark's request (`Accept-Language: de-CH, en;q=0.5`):
/// the fixed route this constant, the localized one the same text from the catalog.
enum Routes {
    static let fixed = "3 Artikel für 12.50 €"
    /// The `cart` message's arguments: 3 items (the plural), 12.5 (the number).
    static let cartArguments: [MessageArgument] = [3, 12.5]
}
