import StringCatalog

/// `.strings` tables as translation units: one unit per key, id = the key,
/// in Xcode's key order (``XcodeOrder``: numeric-aware, whatever the file's order; Xcode
/// 14.2 and 16.2 exports list `"3MIN"` before `"120"` though the file has them the other way);
/// a merge keeps the target file's comments and order and appends new keys in the
/// development file's order.
enum StringsUnits {
    /// The development file's units with `target`'s translations. A key that `pluralKeys` (the
    /// `.stringsdict` of the same table) also has is marked not translatable, its note ending
    /// in ` (Key in .stringsdict)`, as Xcode 15 lists it: the `.stringsdict` entry is the one
    /// translated.
    static func units(source: StringsFile, target: StringsFile?, pluralKeys: Set<String> = []) -> [TranslationUnit] {
        source.table.entries.values.sorted { XcodeOrder.precedes($0.key, $1.key) }.map { entry in
            let translation = target?.table.entries[entry.key].flatMap { if case .text(let text) = $0.message { text } else { nil } }
            let value = if case .text(let text) = entry.message { text } else { "" }
            let inStringsdict = pluralKeys.contains(entry.key)
            let note = inStringsdict ? (entry.comment.map { $0 + " " } ?? "") + "(Key in .stringsdict)" : entry.comment
            var unit = TranslationUnit(id: entry.key, source: value, target: translation.flatMap { $0.isEmpty ? nil : $0 },
                                       note: note, key: entry.key, path: [])
            unit.translatable = !inStringsdict
            // An empty translation is no translation, but Xcode shows it: `<target/>`.
            if translation == "" { unit.untranslatedText = "" }
            return unit
        }
    }

    /// The target file's text with `translations` (unit, text) set. An
    /// existing file changes only in the values set (``StringsFileEditor``),
    /// new keys after its last entry in the development file's order, with
    /// its comment; a new file is written whole. Left out, with why: the
    /// translations whose arguments differ from the development text's.
    static func merged(_ translations: [(unit: TranslationUnit, text: String)], source: StringsFile, development language: String,
                       existing: [UInt8]?, path: String) throws(CatalogParseError) -> (text: String, rejected: [(key: String, message: String)]) {
        var rejected: [(key: String, message: String)] = []
        var accepted: [(unit: TranslationUnit, text: String)] = []
        for (unit, text) in translations {
            let entry = CatalogEntry(key: unit.key, message: .text(text))
            if unit.target != text,
               let difference = EntryCheck.argumentDifference(entry, source.table.entries[unit.key], language: language) {
                rejected.append((unit.key, difference))
            } else {
                accepted.append((unit, text))
            }
        }
        let order = Dictionary(ordered(source).enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        accepted.sort { order[$0.unit.key, default: .max] < order[$1.unit.key, default: .max] }
        if let existing, let file = try StringsFileParser.spans(existing, path: path) {
            let settings = accepted.map { (key: $0.unit.key, value: $0.text, comment: source.table.entries[$0.unit.key]?.comment) }
            return (StringsFileEditor.edit(file.text, entries: file.entries, setting: settings), rejected)
        }
        // A new file, or a compiled one (no text to keep): its entries in key order, then the new ones.
        var entries = try existing.map { (bytes) throws(CatalogParseError) in ordered(try StringsFileParser.parse(bytes, path: path)) } ?? []
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        for (unit, text) in accepted {
            if let position = index[unit.key] {
                entries[position].message = .text(text)
            } else {
                index[unit.key] = entries.count
                entries.append(CatalogEntry(key: unit.key, message: .text(text), comment: source.table.entries[unit.key]?.comment))
            }
        }
        return (StringsFileWriter.render(entries: entries, placeholderComment: nil), rejected)
    }

    /// The entries in file order (by where each key's winning definition
    /// starts); a compiled file, which has no positions, in key order.
    static func ordered(_ file: StringsFile) -> [CatalogEntry] {
        // Positions looked up once per entry, not per comparison.
        var placed: [(line: Int, column: Int, entry: CatalogEntry)] = []
        placed.reserveCapacity(file.table.entries.count)
        for entry in file.table.entries.values {
            let position = file.keyPositions[entry.key]
            placed.append((position?.line ?? Int.max, position?.column ?? 0, entry))
        }
        placed.sort { lhs, rhs in
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            return lhs.entry.key < rhs.entry.key
        }
        return placed.map(\.entry)
    }
}
