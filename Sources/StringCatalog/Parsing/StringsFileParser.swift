/// Reads Apple's `.strings` files: the old-style property list subset of
/// `"key" = "value";` entries.
///
///     /* Title of the run screen */
///     "run.title" = "Run";
///     "Cancel";                      // bare form: the value is the key
///     greeting = "Hi \"you\"\U00E9"; // unquoted key, escapes
///
///     let file = try StringsFileParser.parse(Array(bytes), path: "en.lproj/Localizable.strings")
///     file.table["run.title"]                  // .text("Run")
///     file.table.entries["run.title"]?.comment // "Title of the run screen"
///     file.table["greeting"]                   // .text("Hi \"you\"é")
///
/// Grammar and decisions:
/// - Encoding: UTF-8 (BOM optional), UTF-16LE/BE with a BOM, or UTF-16
///   without one when a zero byte shows it (see `TextDecoder`).
/// - Comments `/* … */` and `// …` may appear between any tokens. The last
///   comment after the previous entry's `;` becomes the next entry's
///   `comment`, trimmed of surrounding whitespace.
/// - Keys and values are quoted (`"…"`) or unquoted runs of plist's
///   unquoted characters: `A-Z a-z 0-9 _ $ / : . -`.
/// - Escapes in quoted strings: `\" \' \\ \n \t \r \a \b \f \v`; `\U` with 1
///   to 4 hex digits (a UTF-16 unit: a surrogate pair written as two `\U`
///   escapes is combined, an unpaired surrogate is an error); octal `\101`
///   (1 to 3 digits, the value taken as a Unicode scalar); any other `\x` is `x`.
/// - A key defined twice: the last wins, and ``StringsFile/duplicates`` lists it.
/// - A compiled file (binary property list, `bplist00`, as Xcode builds
///   them) is read as a dictionary of strings, with no comments or positions.
///
/// - Throws: ``CatalogParseError`` with reasons `.expected` (missing `;` or
///   `=`, an unexpected character), `.unterminatedString`,
///   `.unterminatedComment`, `.invalidEscape`, `.invalidEncoding`. No input
///   traps; memory is linear in the input.
/// - Complexity: O(n) in the file's size.
public enum StringsFileParser {
    /// Parses a `.strings` file's bytes; `path` names it in errors and its
    /// last component without extension names the table.
    public static func parse(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StringsFile {
        var table = StringsTable(name: TableName.of(path))
        var firstLines: [String: Int] = [:]
        var duplicates: [DuplicateKey] = []
        var positions: [String: StringsFile.KeyPosition] = [:]
        for entry in try entries(bytes, path: path) {
            if let firstLine = firstLines[entry.key] {
                duplicates.append(DuplicateKey(key: entry.key, line: entry.line, firstLine: firstLine))
            } else {
                firstLines[entry.key] = entry.line
            }
            table.entries[entry.key] = CatalogEntry(key: entry.key, message: .text(entry.value), comment: entry.comment)
            if entry.line > 0 { positions[entry.key] = StringsFile.KeyPosition(line: entry.line, column: entry.column) }
        }
        return StringsFile(table: table, duplicates: duplicates, keyPositions: positions)
    }

    /// The file's entries in file order, duplicates included: what the
    /// catalog loader reads, without building a table per file.
    static func entries(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> [ScannedEntry] {
        if bytes.starts(with: BinaryPropertyList.magic) { return try binaryEntries(bytes, path: path) }
        var text = try TextDecoder.text(bytes, path: path)
        let scanned = text.withUTF8 { utf8 in
            var scanner = StringsScanner(bytes: utf8, path: path)
            return Result { () throws(CatalogParseError) in try scanner.entries() }
        }
        return try scanned.get()
    }

    /// The file's text (decoded to UTF-8) and, in file order, each entry's key, value and where
    /// it is written in that text; nil for a compiled (`bplist00`) file, which has no text.
    package static func spans(_ bytes: [UInt8], path: String)
        throws(CatalogParseError) -> (text: String, entries: [(key: String, value: String, span: StringsEntrySpan)])? {
        if bytes.starts(with: BinaryPropertyList.magic) { return nil }
        var text = try TextDecoder.text(bytes, path: path)
        let scanned = text.withUTF8 { utf8 in
            var scanner = StringsScanner(bytes: utf8, path: path)
            return Result { () throws(CatalogParseError) in try scanner.entries() }
        }
        return (text, try scanned.get().compactMap { entry in entry.span.map { (entry.key, entry.value, $0) } })
    }

    /// A compiled (`bplist00`) `.strings` file: a dictionary of strings, in
    /// key order. Binary files keep no comments and no positions (line 0).
    private static func binaryEntries(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> [ScannedEntry] {
        let root = try BinaryPropertyList.decode(bytes, path: path)
        guard let dictionary = root.dictionary else {
            throw CatalogParseError(path: path, line: 0, column: 0, reason: .wrongValueType(
                path: "the top level", expected: "a dictionary", found: root.kind(json: false)))
        }
        var entries: [ScannedEntry] = []
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            guard let text = value.string else {
                throw CatalogParseError(path: path, line: 0, column: 0, reason: .wrongValueType(
                    path: key, expected: "a string", found: value.kind(json: false)))
            }
            entries.append(ScannedEntry(key: key, value: text, comment: nil, line: 0, column: 0, span: nil))
        }
        return entries
    }
}
