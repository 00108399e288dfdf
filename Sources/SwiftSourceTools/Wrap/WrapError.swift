#if SourceTools
import StringCatalog
import TextEscaping

/// Why `wrap` stopped; nothing is written when it throws.
///
///     WrapError.invalidPattern(pattern: "[", reason: "expected ']'").description
///     // "error: --match \"[\" is not a regular expression: expected ']'"
public enum WrapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A source file or directory could not be read (or a named file is not `.swift`, `.m`, `.mm`, `.h`).
    case source(ExtractionError)
    /// The existing `<Table>.strings` does not parse.
    case existingTable(CatalogParseError)
    /// The existing `<Table>.strings` is not UTF-8 (an old UTF-16 file): appending would mix encodings.
    case tableNotUTF8(path: String)
    /// `--match` is not a regular expression.
    case invalidPattern(pattern: String, reason: String)
    /// A rewritten Swift file no longer parses: a defect of `wrap`, reported instead of written.
    case rewriteDoesNotParse(path: String, line: Int, column: Int)
    /// A file could not be written (the system's message).
    case cannotWrite(path: String, reason: String)

    /// `path: error: message`, `path:line:column: error: message` when there is a position.
    public var description: String {
        switch self {
        case .source(let error): error.description
        case .existingTable(let error): error.description
        case .tableNotUTF8(let path): "\(path): error: not UTF-8; convert it first (iconv -f UTF-16 -t UTF-8), wrap appends UTF-8"
        case .invalidPattern(let pattern, let reason): "error: --match \(QuotedText.quoted(pattern)) is not a regular expression: \(reason)"
        case .rewriteDoesNotParse(let path, let line, let column):
            "\(path):\(line):\(column): error: the rewritten file does not parse as Swift; nothing was written (please report this)"
        case .cannotWrite(let path, let reason): "\(path): error: cannot write: \(reason)"
        }
    }
}
#endif
