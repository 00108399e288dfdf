/// Every table of a catalog laid out for lookup: per table name, one
/// dictionary from key to row, and per localization one column of entries
/// indexed by row.
///
///     table "Localizable"   rows: "run.title" → 0, "colour" → 1
///     columns:  de  [Lauf, nil]    en [Run, Color]    en-GB [nil, Colour]
///
/// A lookup hashes its key once, whatever the length of the chain, then
/// reads one array element per localization tried (a key missing from one
/// localization falls back on its own). Each key's `String` is stored once
/// for all localizations (its copies from the parsed files are dropped).
/// Immutable once built, so sharing across tasks is safe.
final class CatalogTables: Sendable {
    /// Localization identifiers by column, in the order first seen at load.
    let localizationNames: [String]
    let columnsByLocalization: [String: Int]
    let tables: [String: RowTable]

    init(_ builder: CatalogTablesBuilder) {
        localizationNames = builder.localizationNames
        columnsByLocalization = builder.columnsByLocalization
        var tables: [String: RowTable] = [:]
        tables.reserveCapacity(builder.tables.count)
        for (name, table) in builder.tables {
            tables[name] = RowTable(name: name, table, localizationCount: builder.localizationNames.count)
        }
        self.tables = tables
    }

    /// The columns of `chain`'s localizations that hold tables, in order.
    func columns(_ chain: [String]) -> [Int] {
        chain.compactMap { columnsByLocalization[$0] }
    }

    /// The table `name` of one localization, rebuilt as a value (O(keys)).
    func table(_ name: String, localization: String) -> StringsTable? {
        guard let column = columnsByLocalization[localization], let rows = tables[name],
              rows.exists(column: column) else { return nil }
        var entries: [String: CatalogEntry] = [:]
        for (row, key) in rows.keys.enumerated() {
            if let entry = rows.entry(row: row, column: column) {
                entries[key] = CatalogEntry(key: key, message: entry.message, comment: entry.comment)
            }
        }
        return StringsTable(name: name, entries: entries)
    }
}

/// One table name's keys and its entries in every localization.
final class RowTable: Sendable {
    let name: String
    /// Keys by row.
    let keys: [String]
    /// Rows by key, with `String` equality (canonical equivalence).
    private let rows: [String: Int]
    /// The same for ASCII keys, by bytes: most lookups end here.
    private let asciiRows: ASCIIKeyIndex
    /// Entries by localization column, then row; an empty column for a
    /// localization without this table.
    private let columns: [[StoredEntry?]]
    /// Whether each localization has this table (possibly without entries).
    private let present: [Bool]

    init(name: String, _ builder: RowTableBuilder, localizationCount: Int) {
        self.name = name
        keys = builder.keys
        rows = builder.rows
        asciiRows = ASCIIKeyIndex(keys: builder.keys)
        var columns = builder.columns
        if columns.count < localizationCount { columns += Array(repeating: [], count: localizationCount - columns.count) }
        // Columns filled before later keys were added are shorter: pad them so
        // every row index is in bounds.
        let rowCount = builder.keys.count
        for column in columns.indices where !columns[column].isEmpty && columns[column].count < rowCount {
            columns[column] += Array(repeating: nil, count: rowCount - columns[column].count)
        }
        self.columns = columns
        present = builder.present + repeatElement(false, count: Swift.max(0, localizationCount - builder.present.count))
    }

    /// The row of `key`, if the table has it.
    @inline(__always)
    func row(_ key: String) -> Int? {
        switch asciiRows.answer(key) {
        case .row(let row): row
        case .absent: nil
        case .undecided: rows[key]
        }
    }

    /// The entry of `row` in the first of `columns` that holds one, with its column.
    @inline(__always)
    func first(row: Int, in columns: [Int]) -> (entry: StoredEntry, column: Int)? {
        for column in columns {
            let entries = self.columns[column]
            if row < entries.count, let entry = entries[row] { return (entry, column) }
        }
        return nil
    }

    func entry(row: Int, column: Int) -> StoredEntry? {
        let entries = columns[column]
        return row < entries.count ? entries[row] : nil
    }

    func exists(column: Int) -> Bool {
        column < present.count && present[column]
    }
}

/// An entry without its key (the key is stored once, in ``RowTable/keys``).
struct StoredEntry: Sendable {
    var message: CatalogMessage
    var comment: String?
}

/// Collects the parsed files' entries into rows and columns; later
/// additions to the same (localization, table, key) replace earlier ones.
struct CatalogTablesBuilder {
    private(set) var localizationNames: [String] = []
    private(set) var columnsByLocalization: [String: Int] = [:]
    private(set) var tables: [String: RowTableBuilder] = [:]

    /// Adds a parsed table's entries to `localization`.
    mutating func add(_ table: StringsTable, to localization: String) {
        let column = column(localization)
        var rows = tables.removeValue(forKey: table.name) ?? RowTableBuilder()  // Removed, so mutating it copies nothing.
        rows.reserve(table.entries.count, column: column)
        for (key, entry) in table.entries {
            rows.set(key, StoredEntry(message: entry.message, comment: entry.comment), column: column)
        }
        tables[table.name] = rows
    }

    /// Adds a `.strings` file's entries (in file order) to `localization`;
    /// returns the keys the file defines twice (the last definition is kept).
    mutating func add(_ entries: [ScannedEntry], table name: String, to localization: String) -> [DuplicateKey] {
        let column = column(localization)
        var rows = tables.removeValue(forKey: name) ?? RowTableBuilder()
        rows.reserve(entries.count, column: column)
        /// The line where this file defined each row, 0 for none yet.
        var definedOn: [Int] = []
        var duplicates: [DuplicateKey] = []
        for entry in entries {
            let row = rows.set(entry.key, StoredEntry(message: .text(entry.value), comment: entry.comment), column: column)
            if row >= definedOn.count { definedOn += repeatElement(0, count: row + 1 - definedOn.count) }
            if definedOn[row] != 0 {
                duplicates.append(DuplicateKey(key: entry.key, line: entry.line, firstLine: definedOn[row]))
            } else {
                definedOn[row] = entry.line
            }
        }
        tables[name] = rows
        return duplicates
    }

    /// The column of `localization`, created on first use.
    private mutating func column(_ localization: String) -> Int {
        if let column = columnsByLocalization[localization] { return column }
        localizationNames.append(localization)
        columnsByLocalization[localization] = localizationNames.count - 1
        return localizationNames.count - 1
    }
}

/// ``RowTable`` while it is being filled.
struct RowTableBuilder {
    var keys: [String] = []
    var rows: [String: Int] = [:]
    var columns: [[StoredEntry?]] = []
    var present: [Bool] = []

    /// Makes room for `count` keys in `column` (most tables share their keys across localizations).
    mutating func reserve(_ count: Int, column: Int) {
        if rows.isEmpty { rows.reserveCapacity(count) }
        while columns.count <= column { columns.append([]) }
        while present.count <= column { present.append(false) }
        present[column] = true
        columns[column].reserveCapacity(Swift.max(keys.count, count))
    }

    /// Stores `entry` for `key` in `column`; returns the key's row.
    @discardableResult
    mutating func set(_ key: String, _ entry: StoredEntry, column: Int) -> Int {
        let row: Int
        if let existing = rows[key] {
            row = existing
        } else {
            row = keys.count
            keys.append(key)
            rows[key] = row
        }
        if row < columns[column].count {
            columns[column][row] = entry
        } else {
            columns[column] += repeatElement(nil, count: row - columns[column].count)
            columns[column].append(entry)
        }
        return row
    }
}
