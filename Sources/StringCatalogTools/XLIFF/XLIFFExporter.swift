import Foundation
import Intl
import StringCatalog

/// Exports tables for translation, as Xcode's *Export Localizations* does:
/// one XLIFF 1.2 document per language, inside an `.xcloc` or alone.
///
///     let exporter = try XLIFFExporter(resources: ["Resources"], developmentLanguage: "en")
///     try exporter.document(language: "de").files.map(\.original)
///     // ["Localizable.xcstrings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"]
///     try exporter.write(languages: ["de"], to: "Export")   // Export/de.xcloc/…
///
/// Tables: the development language's `.lproj` folder (`.strings`,
/// `.stringsdict`) and the `.xcstrings` files of each resources folder, in
/// Xcode's order; `original` is the path relative to the folder (prefixed
/// with the folder as given when there are several). The document is the one
/// Xcode writes for the same tables, but for the `<tool>` line (compared with
/// real exports: Xcode 14.2 `.strings`, 15.0 `.strings`/`.stringsdict`/`.xcstrings`,
/// 16.0 `.xcstrings`, 16.2 `.strings`, 27.0 `.xcstrings` with every variation):
///
/// - `<file>`s by `original`, ignoring case (`XcodeOrder`); units by key,
///   numeric-aware (`5 minutes`, `6`, `30 seconds`), for `.strings` too
///   (whatever the file's order), a key's variations by path (plural forms
///   alphabetically: `few`, `many`, `one`, `other`); ids as ``XLIFFUnit`` says.
/// - `<target>` when the target has text: translated, `needs_review`
///   (`needs-review-l10n`), and an `.xcstrings` value in state `new` too
///   (`<target state="new">`, which import does not take); none for a string
///   the language lacks. An empty string is `<target/>`.
/// - `<note>` on every unit, the comment or `<note/>`.
/// - `translate="no"` units for `.xcstrings` keys with `shouldTranslate: false`
///   and `.strings` keys the table's `.stringsdict` also has (their note ends
///   in ` (Key in .stringsdict)`).
public struct XLIFFExporter: Sendable {
    private(set) var tables: [SourceTable]
    let developmentLanguage: String
    /// `contents.json`'s `project`: the Xcode project the tables belong to (`App.xcodeproj`).
    /// Default: the name of the first resources folder (its last path component, `.` resolved).
    public var project: String
    /// Development tables as this export sees them: the file's text with the keys from code that
    /// it does not list yet, or a whole table only code has (never written to the resources).
    private var codeTables: [String: [UInt8]] = [:]

    /// Finds the tables of `resources` (folders with `xx.lproj` folders and `.xcstrings` files).
    ///
    /// Strings extracted from code that no development table lists (`codeStrings`, by table name:
    /// what `String(localized:)`, `NSLocalizedString` and `Text("…")` use, as Xcode's export adds
    /// them) join the first folder's `<development>.lproj/<table>.strings`, which need not exist:
    /// import then writes `<language>.lproj/<table>.strings` beside it. A table that exists only as
    /// an `.xcstrings` catalog gets no code strings here (Xcode adds them to the catalog when it builds).
    ///
    /// - Throws: ``XLIFFError`` `.notADirectory`, `.duplicateOriginal`, `.parse` for a table that does not parse.
    public init(resources: [String], developmentLanguage: String = "en",
                codeStrings: [String: [CatalogEntry]] = [:]) throws(XLIFFError) {
        self.developmentLanguage = developmentLanguage
        tables = try Self.tables(in: resources, developmentLanguage: developmentLanguage)
        let first = URL(fileURLWithPath: resources.first ?? ".").standardizedFileURL
        project = first.lastPathComponent.isEmpty ? "/" : first.lastPathComponent
        guard let first = resources.first, !codeStrings.isEmpty else { return }
        try addCodeStrings(codeStrings, folder: first.count > 1 && first.hasSuffix("/") ? String(first.dropLast()) : first,
                           prefix: resources.count > 1 ? first + "/" : "")
    }

    /// The XLIFF document for `language`.
    ///
    /// - Throws: ``XLIFFError`` `.parse` when a table does not parse, `.unreadable`.
    public func document(language: String) throws(XLIFFError) -> XLIFFDocument {
        try document(language: language, files: overlay())
    }

    /// A file overlay that reads the code-extended development tables.
    private func overlay() -> FileOverlay {
        let files = FileOverlay()
        for (path, bytes) in codeTables { files.addVirtual(bytes, at: path) }
        return files
    }

    private mutating func addCodeStrings(_ codeStrings: [String: [CatalogEntry]], folder: String, prefix: String) throws(XLIFFError) {
        let files = FileOverlay()
        let development = LanguageFolders.folder(for: developmentLanguage, in: folder)
        for name in codeStrings.keys.sorted() {
            let sameName = tables.filter { $0.resources == folder && TableName.of($0.path) == name }
            guard !sameName.contains(where: { $0.kind == .xcstrings }) else { continue }
            var listed = Set<String>()
            for table in sameName { listed.formUnion(try table.units(language: developmentLanguage, files: files).map(\.key)) }
            var seen = Set<String>()
            let new = (codeStrings[name] ?? []).filter { !listed.contains($0.key) && seen.insert($0.key).inserted }
            guard !new.isEmpty else { continue }
            let path = folder + "/" + development + "/" + name + ".strings"
            let added = StringsFileWriter.render(entries: new, placeholderComment: nil)
            if let existing = sameName.first(where: { $0.kind == .strings }) {
                let text = String(decoding: try files.bytes(existing.path), as: UTF8.self)
                codeTables[path] = Array((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8) + Array(("\n" + added).utf8)
            } else if let table = SourceTable(path: path, original: prefix + development + "/" + name + ".strings") {
                codeTables[path] = Array(added.utf8)
                // Where Xcode's order of `original`s puts it.
                let next = tables.firstIndex { XcodeOrder.filePrecedes(table.original, $0.original) } ?? tables.count
                tables.insert(table, at: next)
            }
        }
    }

    func document(language: String, files: FileOverlay) throws(XLIFFError) -> XLIFFDocument {
        var result: [XLIFFFile] = []
        for table in tables {
            let units = try table.units(language: language, files: files, forExport: true)
            guard !units.isEmpty else { continue }
            result.append(XLIFFFile(original: table.original,
                                    sourceLanguage: try table.sourceLanguage(files: files, developmentLanguage: developmentLanguage),
                                    targetLanguage: language, units: units.map(\.xliff)))
        }
        return XLIFFDocument(files: result)
    }

    /// Writes `<directory>/<language>.xcloc/` for each language (or
    /// `<directory>/<language>.xliff` with `xliffOnly`); returns the paths
    /// written. Every document is built before anything is written.
    ///
    /// An `.xcloc` holds `contents.json` (`developmentRegion`,
    /// `targetLocale`, `toolInfo`, `version` 1.0), `Localized Contents/<language>.xliff`,
    /// `Source Contents/` (a copy of each table, at its `original` path) and an empty `Notes/`.
    /// Each is written to a hidden folder beside it and renamed into place: a failure leaves no
    /// partial bundle, and a bundle exported before is replaced whole.
    ///
    /// - Throws: ``XLIFFError``; `.cannotWrite` when the output cannot be written.
    @discardableResult
    public func write(languages: [String], to directory: String, xliffOnly: Bool = false) throws(XLIFFError) -> [String] {
        let files = overlay()
        var documents: [(String, XLIFFDocument)] = []
        for language in languages { documents.append((language, try document(language: language, files: files))) }
        var written: [String] = []
        for (language, document) in documents {
            if xliffOnly {
                let path = directory + "/" + language + ".xliff"
                try FileOverlay.write(Data(document.text.utf8), to: path)
                written.append(path)
                continue
            }
            let package = directory + "/" + language + ".xcloc"
            try writeBundle(document, language: language, files: files, replacing: package)
            written.append(package)
        }
        return written
    }

    /// Writes one `.xcloc` into a hidden folder beside `package` and renames it into place, so a
    /// failure half way leaves no partial bundle (the hidden folder is removed), and a bundle
    /// exported before is replaced whole, never mixed with the new one.
    private func writeBundle(_ document: XLIFFDocument, language: String, files: FileOverlay,
                             replacing package: String) throws(XLIFFError) {
        let staging = (package as NSString).deletingLastPathComponent + "/." + (package as NSString).lastPathComponent + ".partial"
        try? FileManager.default.removeItem(atPath: staging)   // Left by a run that was killed.
        do {
            try FileOverlay.write(Data(document.text.utf8), to: staging + "/Localized Contents/" + language + ".xliff")
            try FileOverlay.write(Data(contents(language: language).utf8), to: staging + "/contents.json")
            for table in tables {
                try FileOverlay.write(Data(try files.bytes(table.path)), to: staging + "/Source Contents/" + table.original)
            }
            try FileOverlay.createDirectory(staging + "/Notes")
            try FileOverlay.moveReplacing(package, with: staging)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
    }

    /// `contents.json` of an `.xcloc`, as Xcode writes it: `developmentRegion`, `project`,
    /// `targetLocale`, `toolInfo` (`toolBuildNumber`, `toolID`, `toolName`, `toolVersion`),
    /// `version` `1.0`, keys sorted, two-space indentation, `" : "`.
    func contents(language: String) -> String {
        let tool: [String: StructuredValue] = [
            "toolBuildNumber": .string(IntlLibrary.version), "toolID": .string("swift-intl"),
            "toolName": .string("intl"), "toolVersion": .string(IntlLibrary.version),
        ]
        let contents = StructuredValue.dictionary([
            "developmentRegion": .string(developmentLanguage), "project": .string(project), "targetLocale": .string(language),
            "toolInfo": .dictionary(tool), "version": .string("1.0"),
        ])
        return XCStringsUnits.render(contents)
    }

    /// The development-language tables of every folder, in Xcode's order of `original`s.
    static func tables(in resources: [String], developmentLanguage: String) throws(XLIFFError) -> [SourceTable] {
        var tables: [SourceTable] = []
        var seen: [String: String] = [:]
        for folder in resources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .notADirectory(path: folder)
            }
            let root = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
            let prefix = resources.count > 1 ? root + "/" : ""
            var relative = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
                .filter { $0.hasSuffix(".xcstrings") && !$0.hasPrefix(".") }
            let development = LanguageFolders.folder(for: developmentLanguage, in: root)
            relative += ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + development)) ?? [])
                .filter { !$0.hasPrefix(".") && ($0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")) }
                .map { development + "/" + $0 }
            for name in relative.sorted() {
                guard let table = SourceTable(path: root + "/" + name, original: prefix + name) else { continue }
                if let first = seen[table.original] {
                    throw .duplicateOriginal(original: table.original, first: first, second: root)
                }
                seen[table.original] = root
                tables.append(table)
            }
        }
        return tables.sorted { XcodeOrder.filePrecedes($0.original, $1.original) }
    }
}
