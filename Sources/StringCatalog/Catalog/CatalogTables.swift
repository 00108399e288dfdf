import Messages
import Synchronization

/// Every table of a catalog laid out for lookup: per table name, one
/// dictionary from key to row, and per localization one column of entries
/// indexed by row.
///
///     table "Localizable"   rows: "run.title" → 0, "colour" → 1
///     columns:  de  [Lauf, nil]    en [Run, Color]    en-GB [nil, Colour]
///
/// A lookup finds its key's row once, whatever the length of the chain
/// (ASCII keys by their bytes, see ``ASCIIKeyIndex``), then reads one array
/// element per localization tried (a key missing from one localization falls
/// back on its own). A ``Localizer`` resolves its chain to columns once. Each key's `String` is stored once
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
                entries[key] = CatalogEntry(key: key, message: entry.message, comment: entry.comment, state: entry.state)
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
    /// The same for ASCII keys, by bytes: most lookups end here (a plain
    /// lookup reads it from its ``LocalizerContext``, one load fewer).
    let asciiRows: ASCIIKeyIndex
    /// Every present column's messages, one column after the other, each
    /// `keys.count` long; nil where a localization lacks the key.
    private let messages: [StoredMessage?]
    /// The comments, laid out as ``messages`` (apart, so a lookup copies no comment).
    private let comments: [String?]
    /// The `.xcstrings` review states, laid out as ``messages``.
    private let states: [TranslationState?]
    /// Texts with specifiers and plural messages, by ``StoredMessage/compiled(slot:)``.
    private let compiled: [CompiledMessage]
    /// ``compiled`` again, for formatting: a message read from the array is
    /// retained and released around each call, one read through
    /// `_withUnsafeGuaranteedRef` is not. Safe: ``compiled`` holds the same
    /// objects strongly for as long as this table exists, and a caller
    /// formats from a table it holds.
    private let unretainedCompiled: [Unmanaged<CompiledMessage>]
    /// The messages with device or width variants, by ``StoredMessage/variants(slot:)``.
    private let variantMessages: [CatalogMessage]
    /// Those messages resolved for every device and width at once, or (a
    /// table naming too many widths: no planes) one by one.
    private let planes: VariantPlanes
    private let resolved: [ResolvedVariants]
    /// Where each localization column starts in ``entries``; nil for a
    /// localization without this table.
    private let columnStarts: [Int?]
    /// ``plainTexts(starts:)`` by chain, made on first use.
    private let plainTextsByStarts = Mutex<[[Int]: [String?]]>([:])

    init(name: String, _ builder: RowTableBuilder, localizationCount: Int) {
        self.name = name
        keys = builder.keys
        rows = builder.rows
        asciiRows = ASCIIKeyIndex(keys: builder.keys)
        let rowCount = builder.keys.count
        var messages: [StoredMessage?] = []
        var comments: [String?] = []
        var states: [TranslationState?] = []
        var variantMessages: [CatalogMessage] = []
        var compiled: [CompiledMessage] = []
        messages.reserveCapacity(builder.present.count(where: { $0 }) * rowCount)
        comments.reserveCapacity(messages.capacity)
        states.reserveCapacity(messages.capacity)
        var columnStarts: [Int?] = []
        for column in 0..<localizationCount {
            guard column < builder.present.count, builder.present[column] else {
                columnStarts.append(nil)
                continue
            }
            columnStarts.append(messages.count)
            for entry in builder.columns[column] {
                messages.append(entry.map { Self.stored($0.message, compiled: &compiled, variants: &variantMessages) })
                comments.append(entry?.comment)
                states.append(entry?.state)
            }
            // Columns filled before later keys were added are shorter: padded with nil.
            let missing = rowCount - builder.columns[column].count
            messages += repeatElement(nil, count: missing)
            comments += repeatElement(nil, count: missing)
            states += repeatElement(nil, count: missing)
        }
        self.messages = messages
        self.comments = comments
        self.states = states
        self.columnStarts = columnStarts
        self.compiled = compiled
        unretainedCompiled = compiled.map { Unmanaged.passUnretained($0) }
        self.variantMessages = variantMessages
        planes = VariantPlanes(variantMessages) ?? VariantPlanes()
        resolved = planes.isEmpty ? variantMessages.map(ResolvedVariants.init) : []
    }

    private static func stored(_ message: CatalogMessage, compiled: inout [CompiledMessage],
                               variants: inout [CatalogMessage]) -> StoredMessage {
        switch message {
        case .text(let text) where !text.hasPercentSign:
            return .text(text)
        case .text, .plural:
            compiled.append(CompiledMessage(message))
            return .compiled(slot: compiled.count - 1)
        case .devices, .widths:
            variants.append(message)
            return .variants(slot: variants.count - 1)
        }
    }

    /// The message as stored.
    func message(_ stored: StoredMessage) -> CatalogMessage {
        switch stored {
        case .text(let text): .text(text)
        case .compiled(let slot): compiled[slot].message
        case .variants(let slot): variantMessages[slot]
        }
    }

    /// The text or plural message a request from `device` at `width` gets:
    /// `message(stored).variant(device:width:)`.
    @inline(__always)
    func variant(_ stored: StoredMessage, device: ClientDevice?, width: Int?) -> CatalogMessage {
        switch stored {
        case .text(let text): .text(text)
        case .compiled(let slot): compiled[slot].message
        case .variants(let slot): resolvedVariant(slot, device: device, width: width).message
        }
    }

    /// `stored` formatted with `arguments` as a request from `device` at
    /// `width` gets it, reading a compiled message in place.
    @inline(__always)
    func format(_ stored: StoredMessage, device: ClientDevice?, width: Int?, with formatter: MessageFormatter,
                arguments: [MessageArgument]) throws(MessageFormatError) -> String {
        switch stored {
        case .text(let text):
            return try formatter.format(plainText: text)
        case .compiled(let slot):
            // `_withUnsafeGuaranteedRef` rethrows untyped errors: the outcome comes back as a value.
            return try unretainedCompiled[slot]._withUnsafeGuaranteedRef { message in
                Result { () throws(MessageFormatError) in try formatter.format(message, arguments: arguments) }
            }.get()
        case .variants(let slot):
            return try formatter.format(resolvedVariant(slot, device: device, width: width), arguments: arguments)
        }
    }

    /// `NSLocalizedString`'s answer for `key` in the first of `columns`
    /// that holds it: the text of the variant for `device` at `width`, or a
    /// plural message's format key. One method, so that the stored message
    /// is read in place (no copy of it to retain and release).
    @inline(__always)
    func formatString(_ key: String, in columns: [Int], device: ClientDevice?, width: Int?) -> String? {
        guard let row = row(key), let (index, _) = first(row: row, in: columns) else { return nil }
        switch messages[index] {
        case .text(let text)?: return text
        case .compiled(let slot)?: return compiled[slot].message.formatString
        case .variants(let slot)?:
            if !planes.isEmpty { return planes.formatString(slot, device: device, width: width) }
            return resolved[slot].leaf(device: device, width: width).message.formatString
        case nil: return nil
        }
    }

    /// Per row, the text held by the first of the columns starting at
    /// `starts` (``starts(of:)``) that holds the row, when it is a text
    /// without specifiers; nil for anything else. Made once per chain and
    /// shared by every context with that chain: a lookup then reads one
    /// element instead of trying columns and copying a ``StoredMessage``.
    /// Bounded: chains are made at load, one per localization and one for
    /// no match (``LocalizationChain``), and each array holds a reference per
    /// key (the texts themselves are shared with ``messages``).
    func plainTexts(starts: [Int]) -> [String?] {
        if let texts = plainTextsByStarts.withLock({ $0[starts] }) { return texts }
        // Made outside the lock (O(keys)); when two contexts make it at once, the first stored is kept.
        let made = (0..<keys.count).map { row in plainText(row: row, starts: starts) }
        return plainTextsByStarts.withLock { texts in
            if let stored = texts[starts] { return stored }
            texts[starts] = made
            return made
        }
    }

    private func plainText(row: Int, starts: [Int]) -> String? {
        for start in starts {
            switch messages[start + row] {
            case .text(let text)?: return text
            case nil: continue
            case .compiled?, .variants?: return nil
            }
        }
        return nil
    }

    /// Where each of `columns` that holds this table starts in ``messages``, in
    /// order (a column start plus a row is an index: every column is `keys.count` long).
    func starts(of columns: [Int]) -> [Int] {
        columns.compactMap { column in column < columnStarts.count ? columnStarts[column] : nil }
    }

    @inline(__always)
    private func resolvedVariant(_ slot: Int, device: ClientDevice?, width: Int?) -> CompiledMessage {
        if !planes.isEmpty { return planes.leaf(slot, device: device, width: width) }
        return resolved[slot].leaf(device: device, width: width)
    }

    /// The message for `key` in the first of `columns` that holds one, with that column.
    @inline(__always)
    func message(_ key: String, in columns: [Int]) -> (message: StoredMessage, column: Int)? {
        guard let row = row(key), let (index, column) = first(row: row, in: columns),
              let message = messages[index] else { return nil }
        return (message, column)
    }

    /// The entry for `key` in the first of `columns` that holds one, with that column.
    func entry(_ key: String, in columns: [Int]) -> (entry: StoredEntry, column: Int)? {
        guard let row = row(key), let (index, column) = first(row: row, in: columns),
              let message = messages[index] else { return nil }
        return (StoredEntry(message: self.message(message), comment: comments[index], state: states[index]), column)
    }

    /// The row of `key`, if the table has it.
    @inline(__always)
    private func row(_ key: String) -> Int? {
        switch asciiRows.answer(key) {
        case .row(let row): row
        case .absent: nil
        case .undecided: rows[key]
        }
    }

    /// Where `row`'s entry is in the first of `columns` that holds one, with that column.
    @inline(__always)
    private func first(row: Int, in columns: [Int]) -> (index: Int, column: Int)? {
        for column in columns {
            guard let start = columnStarts[column] else { continue }
            if case .some = messages[start + row] { return (start + row, column) }
        }
        return nil
    }

    func entry(row: Int, column: Int) -> StoredEntry? {
        guard let start = columnStarts[column], let message = messages[start + row] else { return nil }
        return StoredEntry(message: self.message(message), comment: comments[start + row], state: states[start + row])
    }

    func exists(column: Int) -> Bool {
        column < columnStarts.count && columnStarts[column] != nil
    }
}

/// A message ready to format: a text without specifiers, or compiled.
enum Formattable {
    case text(String)
    case compiled(CompiledMessage)

    /// A text without `%` as it is; anything else compiled (once: see ``CompiledMessageCache``).
    init(_ message: CatalogMessage) {
        if case .text(let text) = message, !text.hasPercentSign {
            self = .text(text)
        } else {
            self = .compiled(CompiledMessageCache.shared.compiled(message))
        }
    }
}

extension String {
    /// True when the text has a `%`, so that formatting must compile it.
    /// Over the bytes in place: every text of a catalog is asked at load,
    /// and walking the `UTF8View` as a sequence added about 20 ms (17%) to
    /// loading 40 × 2,000 keys.
    var hasPercentSign: Bool {
        withUTF8Bytes { $0.contains(UInt8(ascii: "%")) }
    }
}

/// An entry without its key (the key is stored once, in ``RowTable/keys``).
struct StoredEntry: Sendable {
    var message: CatalogMessage
    var comment: String?
    var state: TranslationState? = nil
}

/// Where a stored entry came from while a catalog loads: the resources
/// folder (its place in the catalog's list) and the file (its place in load order).
struct EntryOrigin: Hashable {
    var folder: Int
    var file: Int
}

/// An entry not stored because an earlier folder defines the same key in
/// the same (localization, table): the first folder wins.
struct ShadowedEntry: Hashable {
    var key: String
    /// 1-based line and column (scalars) of the key in the later file, 0 when unknown.
    var line: Int
    var column: Int
    /// The file (load order) whose entry is kept.
    var keptFile: Int
}

/// Collects the parsed files' entries into rows and columns. Within one
/// folder, later additions to the same (localization, table, key) replace
/// earlier ones; an entry an earlier folder already holds is kept and the
/// later one is reported as shadowed.
struct CatalogTablesBuilder {
    private(set) var localizationNames: [String] = []
    private(set) var columnsByLocalization: [String: Int] = [:]
    private(set) var tables: [String: RowTableBuilder] = [:]

    /// Adds a parsed table's entries to `localization`; returns the keys an
    /// earlier folder holds, sorted.
    mutating func add(_ table: StringsTable, to localization: String, origin: EntryOrigin) -> [ShadowedEntry] {
        let column = column(localization)
        var rows = tables.removeValue(forKey: table.name) ?? RowTableBuilder()  // Removed, so mutating it copies nothing.
        rows.reserve(table.entries.count, column: column)
        var shadowed: [ShadowedEntry] = []
        for (key, entry) in table.entries {
            var stored = StoredEntry(message: entry.message, comment: entry.comment, state: entry.state)
            // A device rule without `other` takes the `.strings` text of the same key, as Xcode compiles it.
            if case .devices(let variants) = entry.message, variants.other == nil,
               let earlier = rows.entry(key, column: column)?.message, !earlier.lacksOtherDevice {
                stored.message = .devices(variants.completed(other: earlier))
            }
            if case .kept(let file) = rows.set(key, stored, column: column, origin: origin) {
                shadowed.append(ShadowedEntry(key: key, line: 0, column: 0, keptFile: file))
            }
        }
        tables[table.name] = rows
        return shadowed.sorted { $0.key < $1.key }  // Dictionary order differs per process.
    }

    /// Adds a `.strings` file's entries (in file order) to `localization`;
    /// returns the keys the file defines twice (the last definition is
    /// kept) and those an earlier folder holds, in file order.
    mutating func add(_ entries: [ScannedEntry], table name: String, to localization: String,
                      origin: EntryOrigin) -> (duplicates: [DuplicateKey], shadowed: [ShadowedEntry]) {
        let column = column(localization)
        var rows = tables.removeValue(forKey: name) ?? RowTableBuilder()
        rows.reserve(entries.count, column: column)
        /// The line where this file defined each row, 0 for none yet.
        var definedOn: [Int] = []
        var duplicates: [DuplicateKey] = []
        var shadowed: [ShadowedEntry] = []
        for entry in entries {
            let row: Int
            switch rows.set(entry.key, StoredEntry(message: .text(entry.value), comment: entry.comment), column: column, origin: origin) {
            case .stored(let stored):
                row = stored
            case .kept(let file):
                shadowed.append(ShadowedEntry(key: entry.key, line: entry.line, column: entry.column, keptFile: file))
                continue
            }
            if row >= definedOn.count { definedOn += repeatElement(0, count: row + 1 - definedOn.count) }
            if definedOn[row] != 0 {
                duplicates.append(DuplicateKey(key: entry.key, line: entry.line, firstLine: definedOn[row]))
            } else {
                definedOn[row] = entry.line
            }
        }
        tables[name] = rows
        return (duplicates, shadowed)
    }

    /// Completes every device rule still without `other` (no `.strings` text beside it) with the
    /// key's message in the next localization of the localization's own chain that holds one
    /// (`fallbacks(localization)`, e.g. `de-CH` → `de`, `Base`, the development language):
    /// what a request from an unnamed device would have been served had the localization lacked
    /// the key. A rule with no such message is removed, and returned as a warning.
    mutating func completeDeviceRules(fallbacks: (String) -> [String]) -> [(key: String, localization: String, file: Int)] {
        var removed: [(key: String, localization: String, file: Int)] = []
        for name in tables.keys.sorted() {
            guard var rows = tables.removeValue(forKey: name) else { continue }
            for (row, key) in rows.keys.enumerated() {
                // Rounds until nothing changes: `de-CH`'s rule may fall back on `de`'s, completed in this round.
                var pending = localizationNames.indices.filter { rows.entry(at: row, column: $0)?.message.lacksOtherDevice == true }
                while !pending.isEmpty {
                    let before = pending.count
                    pending = pending.filter { column in
                        guard let fallback = fallback(for: row, in: rows, localization: localizationNames[column], fallbacks: fallbacks),
                              case .devices(let variants)? = rows.entry(at: row, column: column)?.message else { return true }
                        rows.columns[column][row]?.message = .devices(variants.completed(other: fallback))
                        return false
                    }
                    guard pending.count < before else { break }
                }
                for column in pending {
                    rows.columns[column][row] = nil
                    removed.append((key, localizationNames[column], rows.origins[column][row]?.file ?? 0))
                }
            }
            tables[name] = rows
        }
        return removed
    }

    /// The message of `row` in the first localization `localization` falls back to that has one;
    /// nil when there is none, or when that one is itself a rule still without `other` (whose
    /// own fallbacks are the rest of this chain: completing it first gives the same answer).
    private func fallback(for row: Int, in rows: RowTableBuilder, localization: String,
                          fallbacks: (String) -> [String]) -> CatalogMessage? {
        for other in fallbacks(localization) where other != localization {
            if let column = columnsByLocalization[other], let message = rows.entry(at: row, column: column)?.message {
                return message.lacksOtherDevice ? nil : message
            }
        }
        return nil
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
    /// Where each stored entry came from, laid out as ``columns``.
    var origins: [[EntryOrigin?]] = []
    var present: [Bool] = []

    /// What ``set(_:_:column:origin:)`` did.
    enum Outcome {
        /// Stored in this row.
        case stored(row: Int)
        /// Not stored: an earlier folder's file (load order) holds the key.
        case kept(file: Int)
    }

    /// Makes room for `count` keys in `column` (most tables share their keys across localizations).
    mutating func reserve(_ count: Int, column: Int) {
        if rows.isEmpty { rows.reserveCapacity(count) }
        while columns.count <= column { columns.append([]) }
        while origins.count <= column { origins.append([]) }
        while present.count <= column { present.append(false) }
        present[column] = true
        columns[column].reserveCapacity(Swift.max(keys.count, count))
        origins[column].reserveCapacity(Swift.max(keys.count, count))
    }

    /// The entry of `key` in `column`, if any.
    func entry(_ key: String, column: Int) -> StoredEntry? {
        rows[key].flatMap { entry(at: $0, column: column) }
    }

    /// The entry of `row` in `column`, if any.
    func entry(at row: Int, column: Int) -> StoredEntry? {
        column < columns.count && row < columns[column].count ? columns[column][row] : nil
    }

    /// Stores `entry` for `key` in `column`, unless an earlier folder holds it there.
    mutating func set(_ key: String, _ entry: StoredEntry, column: Int, origin: EntryOrigin) -> Outcome {
        let row: Int
        if let existing = rows[key] {
            row = existing
        } else {
            row = keys.count
            keys.append(key)
            rows[key] = row
        }
        if row < columns[column].count {
            if let earlier = origins[column][row], earlier.folder < origin.folder { return .kept(file: earlier.file) }
            columns[column][row] = entry
            origins[column][row] = origin
        } else {
            columns[column] += repeatElement(nil, count: row - columns[column].count)
            origins[column] += repeatElement(nil, count: row - origins[column].count)
            columns[column].append(entry)
            origins[column].append(origin)
        }
        return .stored(row: row)
    }
}
