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
/// An entry may instead (or in a variant, or in a plural category) hold a
/// device rule (`NSStringDeviceSpecificRuleType`: `appletv`, `applevision`,
/// `applewatch` or `watch`, `ipad`, `iphone`, `ipod`, `mac`, `other`) or a
/// width rule (`NSStringVariableWidthRuleType`, integer widths), whose
/// values are strings or entries again; they become ``CatalogMessage/devices(_:)``
/// and ``CatalogMessage/widths(_:)`` (rules inside plural categories are
/// lifted above the plural message, see ``CatalogMessage/variant(device:width:)``):
///
///     // <key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
///     //   <key>mac</key><string>Click</string><key>other</key><string>Tap</string></dict></dict>
///     table["tap"]   // .devices(DeviceVariants(other: .text("Tap"), specific: [.mac: .text("Click")]))
///
/// Variables referenced from category strings (nested `%2$#@other@`) must be
/// defined in the same entry, and every variable and device rule needs its
/// `other`. Dictionaries no format refers to are kept when they carry
/// `NSStringFormatSpecTypeKey`. Keys other than the six categories in a
/// variable are ignored.
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
///   `.invalidBinaryPropertyList`, `.tooDeeplyNested` for the document; for
///   an entry (strict parsing only) `.missingFormatKey`, `.undefinedVariable`,
///   `.unknownSpecType`, `.wrongValueType`, `.unknownDevice`, `.invalidWidth`,
///   `.missingOtherVariant`, `.noVariants`.
public enum StringsdictParser {
    /// Parses a `.stringsdict` file's bytes; `path` names it in errors and
    /// its last component without extension names the table. Strict: an
    /// entry that cannot be served is an error.
    public static func parse(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StringsTable {
        try CatalogWarning.strictly { (warnings) throws(CatalogParseError) in try parse(bytes, path: path, warnings: &warnings) }
    }

    /// Parses as ``parse(_:path:)``, skipping each entry that cannot be
    /// served with a warning appended to `warnings`; only a malformed
    /// document throws.
    public static func parse(_ bytes: [UInt8], path: String,
                             warnings: inout [CatalogWarning]) throws(CatalogParseError) -> StringsTable {
        try parse(tree: try StructuredDocument.propertyList(bytes, path: path), bytes: bytes, path: path, warnings: &warnings)
    }

    /// Parses as ``parse(_:path:warnings:)`` from the document's tree, already read from `bytes`
    /// (which errors quote): a tool that needs the tree too reads the document once.
    package static func parse(tree root: StructuredValue, bytes: [UInt8], path: String,
                              warnings: inout [CatalogWarning]) throws(CatalogParseError) -> StringsTable {
        let (entries, skipped) = try StringsdictReader(bytes: bytes, path: path).entries(root)
        warnings += skipped
        return StringsTable(name: TableName.of(path), entries: entries)
    }
}
