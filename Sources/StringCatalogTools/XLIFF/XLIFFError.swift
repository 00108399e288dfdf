import StringCatalog
import TextEscaping

/// Why an export, import or status run stopped; nothing is written then.
///
///     XLIFFError.notADirectory(path: "Resources").description
///     // "Resources: error: not a directory"
public enum XLIFFError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A table or an XLIFF file does not parse (its own `path:line:column:` form).
    case parse(CatalogParseError)
    /// A resources folder (or an `.xcloc`) that does not exist or is no folder.
    case notADirectory(path: String)
    /// A file that could not be read (the reason).
    case unreadable(path: String, reason: String)
    /// An `.xcloc` without `Localized Contents/*.xliff`.
    case noXLIFF(path: String)
    /// A file or folder could not be written (the system's message).
    case cannotWrite(path: String, reason: String)
    /// Two resources folders hold a table at the same relative path.
    case duplicateOriginal(original: String, first: String, second: String)

    /// `path: error: message`; a parse error keeps its `path:line:column:` form.
    public var description: String {
        switch self {
        case .parse(let error): error.description
        case .notADirectory(let path): "\(path): error: not a directory"
        case .unreadable(let path, let reason): "\(path): error: \(reason)"
        case .noXLIFF(let path): "\(path): error: no Localized Contents/*.xliff in this .xcloc"
        case .cannotWrite(let path, let reason): "\(path): error: cannot write: \(QuotedText.escaped(reason))"
        case .duplicateOriginal(let original, let first, let second):
            "\(second): error: \(QuotedText.quoted(original)) is also in \(first) (give the folders' common parent instead)"
        }
    }
}
