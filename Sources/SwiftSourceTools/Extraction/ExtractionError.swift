#if SourceTools
import StringCatalog

/// Why extraction could not read a source or update a table; nothing is
/// written for a table whose existing file does not parse.
///
///     ExtractionError.unsupportedSource(path: "notes.txt").description
///     // "notes.txt: error: not a Swift or Objective-C source (.swift, .m, .mm, .h)"
public enum ExtractionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A source file or directory could not be read.
    case unreadableSource(path: String)
    /// A file given by name is not `.swift`, `.m`, `.mm` or `.h`.
    case unsupportedSource(path: String)
    /// The existing table does not parse; it is left alone.
    case existingTable(CatalogParseError)
    /// A table could not be written (the system's message).
    case cannotWrite(path: String, reason: String)

    /// `path: error: message`; a table's syntax error keeps its `path:line:column:` form.
    public var description: String {
        switch self {
        case .unreadableSource(let path): "\(path): error: cannot read source"
        case .unsupportedSource(let path): "\(path): error: not a Swift or Objective-C source (.swift, .m, .mm, .h)"
        case .existingTable(let error): error.description
        case .cannotWrite(let path, let reason): "\(path): error: cannot write: \(reason)"
        }
    }
}
#endif
