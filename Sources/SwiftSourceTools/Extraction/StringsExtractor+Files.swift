#if SourceTools
import StringCatalogTools
import Foundation
import StringCatalog

extension StringsExtractor {
    /// The strings of every source at `paths`: files, or directories searched
    /// recursively (sorted, hidden entries skipped) for `.swift`, `.m`, `.mm`
    /// and `.h` files.
    ///
    /// - Throws: ``ExtractionError/unreadableSource(path:)``, and
    ///   ``ExtractionError/unsupportedSource(path:)`` for a named file of another kind.
    public func extract(sources paths: [String]) throws(ExtractionError) -> ExtractionResult {
        var result = ExtractionResult()
        for path in paths {
            for file in try Self.sourceFiles(path) {
                guard let language = SourceLanguage(path: file) else { throw .unsupportedSource(path: file) }
                guard case .success(let bytes) = ToolFileReader.read(file) else { throw .unreadableSource(path: file) }
                let found = extract(from: String(decoding: bytes, as: UTF8.self), path: file, language: language)
                result.strings += found.strings
                result.warnings += found.warnings
            }
        }
        return result
    }

    /// Merges `result` into the `.strings` files of `directory` (created when
    /// absent, e.g. `Resources/en.lproj`): one `<Table>.strings` per table
    /// found, written in UTF-8. Existing tables the sources no longer use are
    /// not written, only reported (their keys are all stale).
    ///
    /// - Returns: one merge per table, sorted by table name.
    /// - Throws: ``ExtractionError/existingTable(_:)`` (before anything is
    ///   written) and ``ExtractionError/cannotWrite(path:reason:)``.
    public func write(_ result: ExtractionResult, to directory: String) throws(ExtractionError) -> [StringsTableUpdate] {
        var byTable: [String: [ExtractedString]] = [:]
        for string in result.strings { byTable[string.table, default: []].append(string) }
        let existingNames = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".strings") && !$0.hasPrefix(".") }.map { String($0.dropLast(".strings".count)) }
        var updates: [StringsTableUpdate] = []
        for table in Set(byTable.keys).union(existingNames).sorted() {
            let path = directory + "/" + table + ".strings"
            var existing: StringsFile?
            if FileManager.default.fileExists(atPath: path) {
                existing = try Self.parseTable(path)
            }
            var merge = StringsTableMerge(strings: byTable[table] ?? [], existing: existing, path: path)
            merge.table.name = table
            updates.append(StringsTableUpdate(path: path, merge: merge, written: byTable[table] != nil))
        }
        for update in updates where update.written { try Self.write(StringsFileWriter.render(update.merge.table), to: update.path) }
        return updates
    }

    static func write(_ text: String, to path: String) throws(ExtractionError) {
        do {
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The existing table at `path`; its syntax error stops extraction before anything is written.
    static func parseTable(_ path: String) throws(ExtractionError) -> StringsFile {
        let bytes: [UInt8]
        switch ToolFileReader.read(path) {
        case .success(let contents): bytes = contents
        case .failure(.tooLarge(let size)):
            throw .existingTable(CatalogParseError(path: path, line: 0, column: 0,
                                                   reason: .fileTooLarge(size: size, limit: ToolFileReader.sizeLimit)))
        case .failure(.unreadable):
            throw .existingTable(CatalogParseError(path: path, line: 0, column: 0, reason: .unreadableFile("cannot open")))
        }
        do { return try StringsFileParser.parse(bytes, path: path) } catch { throw .existingTable(error) }
    }

    /// The file itself, or a directory's sources in sorted order.
    static func sourceFiles(_ path: String) throws(ExtractionError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .unreadableSource(path: path) }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { throw .unreadableSource(path: path) }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let isHidden = relative.split(separator: "/").contains { $0.hasPrefix(".") }
            if !isHidden, SourceLanguage(path: relative) != nil { files.append(path + "/" + relative) }
        }
        return files.sorted()
    }
}

/// What extraction did to one table file.
public struct StringsTableUpdate: Sendable, Hashable {
    /// `<directory>/<Table>.strings`.
    public var path: String
    /// Keys added, kept and stale, and the warnings.
    public var merge: StringsTableMerge
    /// False for an existing table the sources no longer use: reported, not rewritten.
    public var written: Bool

    /// `en.lproj/Localizable.strings: 2 added, 1 kept, 1 no longer in the sources`
    public var summary: String {
        "\(path): \(merge.added.count) added, \(merge.kept.count) kept, \(merge.stale.count) no longer in the sources"
    }
}
#endif
