/// A catalog file as one JSON object with sorted keys: what
/// `intl strings dump` prints.
///
/// - `.strings`: key → value (`{"greeting": "Hi"}`);
/// - `.stringsdict`: the property list as JSON (dates as ISO 8601 strings,
///   data as base64);
/// - a compiled (binary, `bplist00`) `.strings` or `.stringsdict`: the same
///   JSON as its text form;
/// - `.xcstrings`: the catalog's JSON, re-serialized with sorted keys.
///
/// Each file is parsed and checked as the catalog would load it, so the dump
/// succeeds exactly when loading would (entries the catalog would skip with
/// a warning are printed as they are; `intl strings lint` reports them).
/// Keys the catalog does not read (`extractionState`, `version`) are kept.
/// Output is indented by two spaces:
///
///     try CatalogDump.json(ofFileAt: "en.lproj/Localizable.strings")
///     // "{\n  \"greeting\": \"Hi\",\n  \"run.title\": \"Run\"\n}"
///
/// - Throws: ``CatalogParseError``, including `.unsupportedFileType` for other
///   extensions and `.unreadableFile`.
public enum CatalogDump {
    /// The file at `path` as pretty-printed JSON, without a final newline.
    public static func json(ofFileAt path: String) throws(CatalogParseError) -> String {
        let bytes = try CatalogFileReader.read(path)
        let value: StructuredValue
        switch CatalogFileKind(path: path) {
        case .strings:
            let table = try StringsFileParser.parse(bytes, path: path).table
            value = .dictionary(table.entries.mapValues { entry in
                if case .text(let text) = entry.message { return .string(text) }
                return .null  // A .strings file only holds text.
            })
        case .stringsdict:
            value = try StructuredDocument.propertyList(bytes, path: path)
            _ = try StringsdictReader(bytes: bytes, path: path).entries(value)
        case .xcstrings:
            value = try StructuredDocument.json(bytes, path: path)
            _ = try XCStringsReader(bytes: bytes, path: path, tableName: TableName.of(path)).file(value)
        case nil:
            throw CatalogParseError(path: path, line: 0, column: 0, reason: .unsupportedFileType(TableName.fileName(path)))
        }
        var output = ""
        JSONWriter.write(value, indent: 0, to: &output)
        return output
    }
}
