/// Reads Xcode String Catalogs (`.xcstrings`, JSON) into one table per language.
///
/// Mapping, per key and language:
/// - `stringUnit.value` → `.text(value)`; a unit with `state: "new"` or no
///   value anywhere in a language's message (a plural form, a device
///   variation, a substitution) leaves the key absent for that language
///   (lookup falls back); `translated`, `needs_review` and `stale` are
///   served, and the least final of them is the entry's ``CatalogEntry/state``.
///   A key without a localization in the source language has the key itself
///   as its source value, as in Xcode.
/// - `variations.device` (`iphone`, `ipad`, `ipod`, `mac`, `applewatch`,
///   `appletv`, `applevision`, `other`, which is required) → a
///   ``CatalogMessage/devices(_:)`` message with one variant per device
///   named anywhere in the language's message (on the string, in plural
///   forms, in substitutions), each the message as that device sees it; a
///   device variation's own `substitutions` join the string's.
/// - `variations.plural` on the whole string → a plural message with one
///   variable named `plural` (`plural2`, `plural3`… when a substitution
///   already has that name), format `%#@plural@`, value type taken from the
///   first numeric specifier of the `other` form. When that number is not the
///   first argument, or a form has several specifiers, the forms' specifiers
///   are made positional so they still index the original arguments:
///   `"%@ has %lld items"` → format `%2$#@plural@`, form `%1$@ has %2$lld items`.
/// - `substitutions` → one variable each: `formatSpecifier` is its value
///   type, `%arg` in its forms becomes `%` + `formatSpecifier`, and an
///   `argNum` makes the references positional (`%#@n@` → `%2$#@n@`). A
///   language missing a substitution's forms leaves the key absent there.
/// - `comment` → each entry's comment; `shouldTranslate: false` → only the
///   source language's value is kept.
///
///     // {"sourceLanguage":"en","strings":{"run.title":{"localizations":
///     //   {"de":{"stringUnit":{"state":"translated","value":"Lauf"}}}}}}
///     try XCStringsParser.parse(bytes, path: "Localizable.xcstrings").tables["de"]?["run.title"]  // .text("Lauf")
///
/// The JSON must be strict RFC 8259, as Xcode requires: a trailing comma, a
/// comment, a single-quoted string, `NaN` or `Infinity` is an error at its
/// line and column (`Localizable.xcstrings:3:16: error: a trailing comma is
/// not allowed in JSON`), as is any other syntax error. It is then decoded
/// by Foundation (`JSONDecoder`); structure errors are reported at the line
/// of the string's key (found by scanning the file).
///
/// - Throws: ``CatalogParseError``: `.expected`, `.malformedDocument`,
///   `.unterminatedString`, `.invalidEscape`, `.tooDeeplyNested` and
///   `.wrongValueType` for the document; for a string (strict parsing only)
///   `.wrongValueType`, `.unknownDevice`, `.missingOtherVariant`, `.unknownState`.
public enum XCStringsParser {
    /// Parses an `.xcstrings` file's bytes; `path` names it in errors and
    /// its last component without extension names the tables. Strict: a
    /// string that cannot be served is an error.
    public static func parse(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> XCStringsFile {
        try CatalogWarning.strictly { (warnings) throws(CatalogParseError) in try parse(bytes, path: path, warnings: &warnings) }
    }

    /// Parses as ``parse(_:path:)``, skipping each string that cannot be
    /// served with a warning appended to `warnings`; only a malformed
    /// document throws.
    public static func parse(_ bytes: [UInt8], path: String,
                             warnings: inout [CatalogWarning]) throws(CatalogParseError) -> XCStringsFile {
        try parse(tree: try StructuredDocument.json(bytes, path: path), bytes: bytes, path: path, warnings: &warnings)
    }

    /// Parses as ``parse(_:path:warnings:)`` from the document's tree, already read from `bytes`
    /// (which errors quote): a tool that needs the tree too reads the document once.
    ///
    /// With `keys`, only those strings are read (a string's entries depend on its own value and
    /// the `sourceLanguage` alone, so each is the entry a whole parse gives); with an empty set,
    /// only the document's shape is checked (an object, a `sourceLanguage` string, a `strings`
    /// object: what throws). With `languages`, only their tables are read (each language's message
    /// is read on its own; a string's own faults, such as a `comment` that is no string, still
    /// warn). Positions in errors and warnings are found in `bytes`; a tool that
    /// needs no position (a warning's message names the key and the path inside it) passes none.
    package static func parse(tree root: StructuredValue, bytes: [UInt8], path: String, keys: Set<String>? = nil,
                              languages: Set<String>? = nil,
                              warnings: inout [CatalogWarning]) throws(CatalogParseError) -> XCStringsFile {
        let (file, skipped) = try XCStringsReader(bytes: bytes, path: path, tableName: TableName.of(path))
            .file(root, keys: keys, languages: languages)
        warnings += skipped
        return file
    }
}
