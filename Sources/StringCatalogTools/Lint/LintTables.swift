import StringCatalog

/// An entry as lint sees it: the message and where it is defined.
struct LocatedEntry {
    var entry: CatalogEntry
    var path: String
    /// 1-based, or 0 when unknown.
    var line: Int
    var column: Int
}

/// The tables of one set of files compared with each other (the `.lproj`
/// folders of a resources directory, or one `.xcstrings` file): language →
/// table name → key → entry. Within one language and table a `.stringsdict`
/// entry replaces a `.strings` one, as the catalog does.
struct LintTables {
    var entries: [String: [String: [String: LocatedEntry]]] = [:]
    /// language → table name → the first file that holds that table.
    var tablePaths: [String: [String: String]] = [:]

    mutating func add(_ table: StringsTable, language: String, path: String,
                      position: (String) -> (line: Int, column: Int)) {
        if tablePaths[language]?[table.name] == nil { tablePaths[language, default: [:]][table.name] = path }
        var keys = entries[language]?[table.name] ?? [:]
        for (key, entry) in table.entries {
            let (line, column) = position(key)
            keys[key] = LocatedEntry(entry: entry, path: path, line: line, column: column)
        }
        entries[language, default: [:]][table.name] = keys
    }

    /// Adds `other`'s entries and tables this set does not have yet (the first one is kept).
    mutating func merge(_ other: LintTables) {
        for (language, tables) in other.entries {
            for (table, keys) in tables {
                entries[language, default: [:]][table, default: [:]].merge(keys) { first, _ in first }
            }
        }
        for (language, tables) in other.tablePaths {
            tablePaths[language, default: [:]].merge(tables) { first, _ in first }
        }
    }

    /// Every entry, ordered by language, table and key, so findings come out the same on every run.
    var sorted: [(language: String, table: String, entry: LocatedEntry)] {
        var result: [(String, String, LocatedEntry)] = []
        for language in entries.keys.sorted() {
            let tables = entries[language] ?? [:]
            for table in tables.keys.sorted() {
                let keys = tables[table] ?? [:]
                for key in keys.keys.sorted() { if let entry = keys[key] { result.append((language, table, entry)) } }
            }
        }
        return result
    }
}
