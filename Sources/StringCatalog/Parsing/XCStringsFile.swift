/// A parsed `.xcstrings` String Catalog: one table per language.
///
///     let file = try XCStringsParser.parse(bytes, path: "Localizable.xcstrings")
///     file.sourceLanguage              // "en"
///     file.tables["de"]?["run.title"]  // .text("Lauf")
public struct XCStringsFile: Sendable, Hashable {
    /// The catalog's `sourceLanguage`, as written ("en").
    public var sourceLanguage: String
    /// Tables by language code as written in the file ("de", "zh-Hans"); each
    /// table is named after the file ("Localizable").
    public var tables: [String: StringsTable]

    /// A catalog's source language and its tables by language.
    public init(sourceLanguage: String, tables: [String: StringsTable]) {
        self.sourceLanguage = sourceLanguage
        self.tables = tables
    }
}
