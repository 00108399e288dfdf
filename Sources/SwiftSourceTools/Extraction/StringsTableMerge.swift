#if SourceTools
import StringCatalogTools
import StringCatalog
import TextEscaping

/// One table's extracted strings merged into what its `.strings` file
/// already holds, so translators' work survives a new extraction (Apple's
/// `genstrings` rewrites the file and loses it).
///
/// - A key already in the file keeps its value and its comment (when the
///   file has one; otherwise the source's comment is used).
/// - A new key is added with the call's default value, else the key itself.
/// - A key in the file but no longer in the sources is kept and reported.
/// - A key found several times with different comments keeps all of them,
///   joined by a line break in first-seen order, and is reported; different
///   default values keep the first, reported too.
///
///     let merge = StringsTableMerge(strings: extracted, existing: file, path: "en.lproj/Localizable.strings")
///     merge.added   // ["new.key"]
///     merge.stale   // ["old.key"]
///     merge.warnings.map(\.description)
///     // ["en.lproj/Localizable.strings:7:1: warning: \"old.key\" is no longer in the sources (kept)"]
public struct StringsTableMerge: Sendable, Hashable {
    /// The merged table, ready for ``StringsFileWriter/render(_:placeholderComment:)``.
    public var table: StringsTable
    /// Keys new to the file, sorted.
    public var added: [String] = []
    /// Keys the file already had and the sources still use, sorted.
    public var kept: [String] = []
    /// Keys the file has that the sources no longer use (kept in the table), sorted.
    public var stale: [String] = []
    /// Conflicting comments or default values, then stale keys.
    public var warnings: [ExtractionWarning] = []

    /// Merges `strings` (all of one table) into `existing`, the parsed file at
    /// `path` (nil when there is no file yet).
    public init(strings: [ExtractedString], existing: StringsFile?, path: String) {
        table = existing?.table ?? StringsTable(name: strings.first?.table ?? "Localizable")
        let found = Self.combine(strings, warnings: &warnings)
        for key in found.keys.sorted() {
            guard let string = found[key] else { continue }
            if var entry = table.entries[key] {
                if entry.comment?.isEmpty != false || entry.comment == StringsFileWriter.noComment {
                    entry.comment = string.comment
                }
                table.entries[key] = entry
                kept.append(key)
            } else {
                table.entries[key] = CatalogEntry(key: key, message: .text(string.defaultValue ?? key), comment: string.comment)
                added.append(key)
            }
        }
        for key in table.entries.keys.sorted() where found[key] == nil {
            stale.append(key)
            let position = existing?.keyPositions[key]
            warnings.append(ExtractionWarning(path: path, line: position?.line ?? 0, column: position?.column ?? 0,
                                              key: key, message: "\(QuotedText.quoted(key)) is no longer in the sources (kept)"))
        }
    }

    /// One string per key: comments joined, the first default value kept.
    private static func combine(_ strings: [ExtractedString], warnings: inout [ExtractionWarning]) -> [String: ExtractedString] {
        var found: [String: ExtractedString] = [:]
        for string in strings {
            guard var first = found[string.key] else {
                found[string.key] = string
                continue
            }
            let at = "\(first.path):\(first.line):\(first.column)"
            if let comment = string.comment {
                if let earlier = first.comment, !earlier.split(separator: "\n").contains(Substring(comment)) {
                    warnings.append(warning(string, "\(QuotedText.quoted(string.key)) has the comment \(QuotedText.quoted(comment)) here but "
                                            + "\(QuotedText.quoted(earlier)) at \(at); both are kept"))
                    first.comment = earlier + "\n" + comment
                } else if first.comment == nil {
                    first.comment = comment
                }
            }
            if let value = string.defaultValue, let firstValue = first.defaultValue, value != firstValue {
                warnings.append(warning(string, "\(QuotedText.quoted(string.key)) has the default value \(QuotedText.quoted(value)) here but "
                                        + "\(QuotedText.quoted(firstValue)) at \(at); the first is kept"))
            }
            if first.defaultValue == nil { first.defaultValue = string.defaultValue }
            found[string.key] = first
        }
        return found
    }

    private static func warning(_ string: ExtractedString, _ message: String) -> ExtractionWarning {
        ExtractionWarning(path: string.path, line: string.line, column: string.column, key: string.key, message: message)
    }
}
#endif
