import Foundation
import StringCatalog
import TextEscaping

/// Imports translated XLIFF (from Xcode, or a translation platform speaking
/// Apple's dialect) into a resources folder, as Xcode's *Import
/// Localizations* does.
///
///     let result = try XLIFFImporter(into: "Resources").run(["de.xcloc"])
///     result.files.map(\.description)   // ["Resources/de.lproj/Localizable.strings: 3 changed, 2 added, 36 unchanged"]
///     result.findings.map(\.description)
///     // ["de.xcloc/Localized Contents/de.xliff:12:7: warning: \"run.title\": stale, not imported: the source is now \"Run\" (the translation is of \"Start\")"]
///
/// Each `<file>` goes into its own table. Its `original`
/// (`App/Share Extension/en.lproj/Localizable.strings`) names a
/// development-language table under the project root given as `into`, with
/// `mappings` for folders laid out differently; an export made from another
/// folder is placed by dropping leading folders of the path, or as
/// `<source-language>.lproj/<name>` for a bare name. Translations go beside
/// that table, `App/Share Extension/de.lproj/Localizable.strings` (created
/// as needed), or into the `.xcstrings` the unit came from, never into
/// another module's table of the same name: two `<file>`s never write one
/// table (one named by its whole path wins over one that only ends like
/// it; otherwise neither is imported), and a `<file>` that cannot be placed
/// is one warning with the number of its units. A merge keeps existing
/// comments, key order and untouched keys; new `.strings` keys follow the
/// development file's order with its comment; property lists and catalogs
/// are written with sorted keys, as Apple's tools write them.
///
/// Not imported, each reported as a warning at its unit: a unit whose
/// `<source>` differs from the development text now (*stale*: the source
/// changed since export), an id the table does not have, a `<file>` that
/// cannot be placed, a `.stringsdict`/`.xcstrings` entry that would not load
/// with the translations given (a plural variable without `other`…: the
/// entry keeps its previous value). Never written: a missing or empty
/// `<target>`, or one in state `new` or `needs-translation`. A target in a
/// `needs-review-*` state is written (in an `.xcstrings` with state `needs_review`).
///
/// All or nothing: every input is read and every merge computed before any
/// file is written; a malformed input throws and nothing is written.
public struct XLIFFImporter: Sendable {
    /// The project root: the folder the export was made from (the folder given to export, or their
    /// common parent when there were several).
    public let resources: String
    /// The language of `.lproj` tables when a `<file>` names none.
    public let developmentLanguage: String
    /// Folders for `original` prefixes laid out differently here than in the export.
    public let mappings: [FolderMapping]

    public init(into resources: String, developmentLanguage: String = "en", mappings: [FolderMapping] = []) {
        self.resources = resources.hasSuffix("/") && resources.count > 1 ? String(resources.dropLast()) : resources
        self.developmentLanguage = developmentLanguage
        self.mappings = mappings
    }

    /// What a run wrote (or, with `dryRun`, would write), and what it did not import.
    public struct Result: Sendable {
        public var files: [FileSummary]
        public var findings: [LintFinding]
    }

    /// One file written: how many of its translations changed, were added, or were already there.
    public struct FileSummary: Sendable, Hashable, CustomStringConvertible {
        public var path: String
        /// Translations whose text (or review state) differed from the file's.
        public var changed: Int
        /// Translations the file did not have.
        public var added: Int
        /// Translations the file already had, as they were.
        public var unchanged: Int
        /// `Resources/de.lproj/Localizable.strings: 3 changed, 1 added, 37 unchanged`
        public var description: String { "\(path): \(changed) changed, \(added) added, \(unchanged) unchanged" }
    }

    /// Imports `inputs` (`.xliff` files or `.xcloc` folders).
    ///
    /// - Throws: ``XLIFFError``: `.parse` at the fault's line and column for a
    ///   malformed XLIFF or table, `.noXLIFF`, `.unreadable`, `.cannotWrite`.
    public func run(_ inputs: [String], dryRun: Bool = false) throws(XLIFFError) -> Result {
        let files = FileOverlay()
        var documents: [(path: String, document: XLIFFDocument)] = []
        for input in inputs {
            for path in try Self.xliffPaths(input) {
                let bytes = try files.bytes(path)
                do {
                    documents.append((path, try XLIFFDocument(parsing: bytes, path: path)))
                } catch {
                    throw .parse(error)
                }
            }
        }
        var placements: [(placement: TablePlacement?, file: XLIFFFile, xliff: String)] = []
        var findings: [LintFinding] = []
        var projectTables: [SourceTable]?
        for (path, document) in documents {
            for file in document.files {
                let placement = TablePlacement.locate(file.original, sourceLanguage: file.sourceLanguage, root: resources,
                                                      mappings: mappings)
                // A <file> that names no table but whose units name their strings (Crowdin's `/en.xliff`):
                // each unit goes to the table that has its resname (``ResnamePlacement``).
                if placement == nil, !file.units.isEmpty, file.units.allSatisfy({ $0.resname != nil }) {
                    let tables = projectTables ?? ResnamePlacement.developmentTables(under: resources, developmentLanguage: developmentLanguage)
                    projectTables = tables
                    let placed = try ResnamePlacement(file, tables: tables, files: files)
                    for (table, part) in placed.files { placements.append((TablePlacement(table: table, exact: false), part, path)) }
                    for (unit, name, reason) in placed.unplaced {
                        findings.append(LintFinding(severity: .warning, path: path, line: unit.line, column: unit.column,
                                                    key: nil, language: file.targetLanguage,
                                                    message: "\(QuotedText.quoted(name)): not imported, \(reason)"))
                    }
                    continue
                }
                placements.append((placement, file, path))
            }
        }
        let refused = TablePlacement.conflicts(placements)
        var counts: [FileSummary] = []
        for (index, (placement, file, path)) in placements.enumerated() {
            try importFile(file, into: placement, refused: refused[index], from: path, files: files,
                           findings: &findings, counts: &counts)
        }
        if !dryRun { try files.commit() }
        return Result(files: counts, findings: findings)
    }

    private func importFile(_ file: XLIFFFile, into placement: TablePlacement?, refused: String?, from xliff: String,
                            files: FileOverlay, findings: inout [LintFinding], counts: inout [FileSummary]) throws(XLIFFError) {
        func warn(_ line: Int, _ column: Int, _ key: String?, _ message: String) {
            findings.append(LintFinding(severity: .warning, path: xliff, line: line, column: column, key: key,
                                        language: file.targetLanguage, message: message))
        }
        guard let table = placement?.table else {
            warn(file.line, file.column, nil, "\(QuotedText.quoted(file.original)): no such table in \(resources), \(file.units.count) units not imported")
            return
        }
        if let refused {
            warn(file.line, file.column, nil, "\(QuotedText.quoted(file.original)): \(refused)")
            return
        }
        guard let language = file.targetLanguage, !language.isEmpty else {
            warn(file.line, file.column, nil, "\(QuotedText.quoted(file.original)): the <file> has no target-language, not imported")
            return
        }
        guard LanguageFolders.canonical(language) != LanguageFolders.canonical(file.sourceLanguage) else {
            warn(file.line, file.column, nil, "\(QuotedText.quoted(file.original)): the target language is the source language, not imported")
            return
        }
        if placement?.fromCode == true {
            // The development table only code has: the <file>'s units stand for it (source text and note), for this run.
            var seen = Set<String>()
            let entries = file.units.filter { seen.insert($0.id).inserted }
                .map { CatalogEntry(key: $0.id, message: .text($0.source ?? $0.id), comment: $0.note) }
            files.addVirtual(Array(StringsFileWriter.render(entries: entries, placeholderComment: nil).utf8), at: table.path)
        }
        let accepted = try acceptedUnits(of: file, table: table, xliff: xliff, language: language, files: files, warn: warn)
        guard !accepted.isEmpty else { return }
        let target = table.targetPath(language: language)
        let (text, rejected) = try merged(accepted, table: table, sourceLanguage: file.sourceLanguage, language: language,
                                          target: target, files: files)
        for (key, message) in rejected {
            let unit = accepted.first { $0.unit.key == key }
            warn(unit?.line ?? file.line, unit?.column ?? file.column, key, "\(QuotedText.quoted(key)): not imported, \(message)")
        }
        let rejectedKeys = Set(rejected.map(\.key))
        var summary = FileSummary(path: target, changed: 0, added: 0, unchanged: 0)
        for translation in accepted where !rejectedKeys.contains(translation.unit.key) {
            switch translation.unit.target {
            case nil: summary.added += 1
            case translation.text? where translation.unit.state ?? translation.state == translation.state: summary.unchanged += 1
            default: summary.changed += 1
            }
        }
        guard summary.changed + summary.added + summary.unchanged > 0 else { return }
        if let index = counts.firstIndex(where: { $0.path == target }) {
            counts[index].changed += summary.changed
            counts[index].added += summary.added
            counts[index].unchanged += summary.unchanged
        } else {
            counts.append(summary)
        }
        // Nothing new: the file is left alone, byte for byte (a re-import changes nothing).
        guard summary.changed + summary.added > 0 else { return }
        files.write(text, to: target)
    }

    private typealias Accepted = (unit: TranslationUnit, text: String, state: TranslationState, line: Int, column: Int)

    /// The units of `file` to write, each matched to the table's unit of the same id; a warning
    /// for each one that is not: an id the table lacks or that came before, a stale source, a
    /// target whose inline elements hide text.
    private func acceptedUnits(of file: XLIFFFile, table: SourceTable, xliff: String, language: String, files: FileOverlay,
                               warn: (Int, Int, String?, String) -> Void) throws(XLIFFError) -> [Accepted] {
        // By id, the last of an id (a table's unit over a code string's); indices, so no unit is copied.
        let ids = Set(file.units.map { $0.xcodeID(language: language) })
        let units = try codeUnits(of: file, table: table, xliff: xliff, language: language, files: files)
            + table.units(language: language, files: files, everyCategory: true, ids: ids)
        var byID: [String: Int] = [:]
        byID.reserveCapacity(units.count)
        for (index, unit) in units.enumerated() { byID[unit.id] = index }
        var seen: [String: Int] = [:]  // The line of each id's first unit.
        seen.reserveCapacity(file.units.count)
        var accepted: [Accepted] = []
        for unit in file.units {
            // Crowdin's numeric ids: the string is named by `resname` (Xcode's id) when there is one.
            let id = unit.xcodeID(language: language)
            if let firstLine = seen[id] {
                warn(unit.line, unit.column, nil, "\(QuotedText.quoted(id)): a second unit with this id, not imported "
                     + "(the first, at line \(firstLine), is)")
                continue
            }
            seen[id] = unit.line
            guard let known = byID[id].map({ units[$0] }) else {
                warn(unit.line, unit.column, nil, "\(QuotedText.quoted(id)): no such string in \(table.original), not imported")
                continue
            }
            if let problem = unit.targetProblem {
                warn(unit.line, unit.column, known.key, "\(QuotedText.quoted(id)): not imported, \(problem)")
                continue
            }
            guard let target = unit.target, !target.isEmpty, let state = Self.state(unit.state) else { continue }
            if let source = unit.source, source != known.source {
                warn(unit.line, unit.column, known.key, "\(QuotedText.quoted(id)): stale, not imported: the source is now "
                     + "\(QuotedText.quoted(known.source)) (the translation is of \(QuotedText.quoted(source)))")
                continue
            }
            accepted.append((known, target, state, unit.line, unit.column))
        }
        return accepted
    }

    /// The units of the development table as the `.xcloc` exported it (`Source Contents/<original>`):
    /// keys from code that the table on disk does not list (`export --sources`) are known by it.
    /// None for a bare `.xliff`, a table of another kind, or no such copy.
    private func codeUnits(of file: XLIFFFile, table: SourceTable, xliff: String, language: String,
                           files: FileOverlay) throws(XLIFFError) -> [TranslationUnit] {
        let localized = TablePath.folder(of: xliff)
        guard table.kind == .strings, TablePath.name(of: localized) == "Localized Contents" else { return [] }
        let copy = TablePath.folder(of: localized) + "/Source Contents/" + TablePlacement.trimmed(file.original)
        guard FileManager.default.fileExists(atPath: copy) else { return [] }
        let target = table.targetPath(language: language)
        return StringsUnits.units(source: try files.strings(copy), target: files.exists(target) ? try files.strings(target) : nil)
    }

    /// The target file's new text, and the keys left as they were (would not load, or arguments
    /// that differ from the development language's).
    private func merged(_ accepted: [Accepted], table: SourceTable, sourceLanguage: String, language: String, target: String,
                        files: FileOverlay) throws(XLIFFError) -> (text: String, rejected: [(key: String, message: String)]) {
        switch table.kind {
        case .strings:
            let source = try files.strings(table.path)
            let existing = files.exists(target) ? try files.bytes(target) : nil
            do {
                return try StringsUnits.merged(accepted.map { ($0.unit, $0.text) }, source: source, development: sourceLanguage,
                                               existing: existing, path: target)
            } catch {
                throw .parse(error)
            }
        case .stringsdict:
            let source = try files.parsedPropertyList(table.path)
            let exists = files.exists(target)
            // A compiled (binary) property list has no text to keep: it is written whole, as XML.
            let bytes = exists ? try files.bytes(target) : []
            let original = bytes.starts(with: BinaryPropertyList.magic) ? nil : try? TextDecoder.text(bytes, path: target)
            return StringsdictUnits.merged(accepted.map { ($0.unit, $0.text) }, source: source.tree,
                                           development: .init(language: sourceLanguage, entries: source.table.entries),
                                           existing: exists ? try files.propertyList(target) : nil,
                                           original: exists ? original : nil, path: target)
        case .xcstrings:
            let catalog = try files.catalog(target)
            // Decoded before, by `catalog`: this cannot fail where that did not.
            let original = try? TextDecoder.text(try files.bytes(target), path: target)
            return XCStringsUnits.merged(accepted.map { ($0.unit, $0.text, $0.state) }, catalog: catalog, original: original,
                                         language: language, path: target)
        }
    }

    /// The catalog state for an XLIFF `state`; nil when the target is not a translation yet.
    static func state(_ state: String?) -> TranslationState? {
        switch state {
        case "new", "needs-translation": nil
        case let state? where state.hasPrefix("needs-"): .needsReview
        default: .translated
        }
    }

    /// The XLIFF files of an input: itself, or an `.xcloc`'s `Localized Contents/*.xliff`.
    static func xliffPaths(_ input: String) throws(XLIFFError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw .unreadable(path: input, reason: "no such file or directory")
        }
        guard isDirectory.boolValue else { return [input] }
        let folder = input + "/Localized Contents"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xliff") }.sorted()
        guard !names.isEmpty else { throw .noXLIFF(path: input) }
        return names.map { folder + "/" + $0 }
    }
}
