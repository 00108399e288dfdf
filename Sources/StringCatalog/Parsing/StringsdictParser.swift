/// Reads `.stringsdict` files (XML property lists, or binary ones as Xcode
/// compiles them) into plural messages.
///
/// Each top-level key maps to a dictionary holding
/// `NSStringLocalizedFormatKey` and one dictionary per `%#@variable@`, with
/// `NSStringFormatSpecTypeKey = NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` and the category strings zero…other:
///
///     let table = try StringsdictParser.parse(bytes, path: "en.lproj/Localizable.stringsdict")
///     table["lg_days"]
///     // .plural(PluralMessage(format: "%#@VARIABLE@", variables: ["VARIABLE":
///     //     PluralVariable(valueType: "ld", forms: [.zero: "none", .one: "1 day", .other: "%ld days"])]))
///
/// Variables referenced from category strings (nested `%2$#@other@`) must be
/// defined in the same entry. Dictionaries no format refers to are kept when
/// they carry `NSStringFormatSpecTypeKey`. Keys other than the six categories
/// in a variable are ignored.
///
/// The XML is checked by a scan of its own (well-formed, plist elements,
/// `<dict>` keys and values, nothing after the root, nesting), whose errors
/// carry the line and column, then decoded by Foundation
/// (`PropertyListDecoder`). Binary property lists (`bplist00`) are read by a
/// bounded reader of our own; their faults carry a byte offset
/// (``CatalogParseError/Reason/invalidBinaryPropertyList(_:offset:)``).
/// Errors in the structure are reported at the line of the entry's `<key>`
/// (found by scanning the XML; binary files have no lines).
///
/// - Throws: ``CatalogParseError``: `.expected`, `.malformedDocument`,
///   `.invalidBinaryPropertyList`, `.tooDeeplyNested`,
///   `.missingFormatKey`, `.undefinedVariable`, `.unknownSpecType`,
///   `.wrongValueType`.
public enum StringsdictParser {
    /// Parses a `.stringsdict` file's bytes; `path` names it in errors and
    /// its last component without extension names the table.
    public static func parse(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StringsTable {
        let root = try StructuredDocument.propertyList(bytes, path: path)
        let reader = StringsdictReader(bytes: bytes, path: path)
        return StringsTable(name: TableName.of(path), entries: try reader.entries(root))
    }
}
