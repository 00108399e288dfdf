/// An entry that was skipped at load because the runtime cannot serve it
/// (an unknown rule type, a plural variable or device rule without `other`,
/// a value of the wrong kind…); every other entry of the file still loads.
///
///     catalog.warnings.map(\.description)
///     // ["Resources/en.lproj/Localizable.stringsdict:5:1: warning: entry \"tap\" skipped: entry \"tap\" has no NSStringLocalizedFormatKey"]
///
/// `intl strings lint` reports the same entries as errors; a catalog loaded
/// with `strict: true` throws the first one instead (see ``error``).
public struct CatalogWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file as given to the parser or the catalog.
    public var path: String
    /// 1-based line of the entry's key, or 0 when it could not be located.
    public var line: Int
    /// 1-based column in Unicode scalars, or 0 when the position is unknown.
    public var column: Int
    /// The skipped entry's key.
    public var key: String
    /// Why it was skipped.
    public var reason: CatalogParseError.Reason

    /// A warning for the entry `key`, from the error that made it unservable.
    public init(key: String, error: CatalogParseError) {
        path = error.path
        line = error.line
        column = error.column
        self.key = key
        reason = error.reason
    }

    /// The reason alone: `entry "tap" has no NSStringLocalizedFormatKey`.
    public var message: String { reason.description }

    /// The same problem as an error, for strict loading and lint.
    public var error: CatalogParseError { CatalogParseError(path: path, line: line, column: column, reason: reason) }

    /// `path:line:column: warning: entry "key" skipped: message` (`path: warning: …` without a position).
    public var description: String {
        let position = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(position): warning: entry \"\(key)\" skipped: \(message)"
    }
}

extension CatalogWarning {
    /// What `parse` returns, parsed strictly: the first entry it would skip
    /// with a warning is thrown as its error instead.
    static func strictly<Value>(
        _ parse: (inout [CatalogWarning]) throws(CatalogParseError) -> Value
    ) throws(CatalogParseError) -> Value {
        var warnings: [CatalogWarning] = []
        let value = try parse(&warnings)
        if let first = warnings.first { throw first.error }
        return value
    }
}
