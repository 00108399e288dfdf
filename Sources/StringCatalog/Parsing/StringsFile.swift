import TextEscaping

/// A parsed `.strings` file: its table and the keys it defines more than once.
///
///     // "a" = "1";  (line 1)   "a" = "2";  (line 2)
///     file.table["a"]      // .text("2"): the last one wins
///     file.duplicates      // [DuplicateKey(key: "a", line: 2, firstLine: 1)]
public struct StringsFile: Sendable, Hashable {
    /// The entries, as a table named after the file.
    public var table: StringsTable
    /// Keys defined again after their first definition, in file order.
    public var duplicates: [DuplicateKey]
    /// Where each key's winning (last) definition starts, for tools that
    /// point at an entry: `file.keyPositions["a"]` is `KeyPosition(line: 2, column: 1)`.
    public var keyPositions: [String: KeyPosition]

    /// A parsed file: its table, the keys it defines twice, and where keys are.
    public init(table: StringsTable, duplicates: [DuplicateKey] = [], keyPositions: [String: KeyPosition] = [:]) {
        self.table = table
        self.duplicates = duplicates
        self.keyPositions = keyPositions
    }

    /// The 1-based line and column (in Unicode scalars) of a key in its file.
    public struct KeyPosition: Sendable, Hashable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }
}

/// A key defined twice in one `.strings` file: a warning, not an error.
public struct DuplicateKey: Sendable, Hashable, CustomStringConvertible {
    /// The key, as written in the file after unescaping.
    public var key: String
    /// The 1-based line of the later definition, the one that wins.
    public var line: Int
    /// The 1-based line of the first definition.
    public var firstLine: Int

    /// A key defined on `firstLine` and again on `line`.
    public init(key: String, line: Int, firstLine: Int) {
        self.key = key
        self.line = line
        self.firstLine = firstLine
    }

    /// `duplicate key "a" (first defined on line 1; the last definition wins)`
    public var description: String {
        "duplicate key \(QuotedText.quoted(key)) (first defined on line \(firstLine); the last definition wins)"
    }
}
