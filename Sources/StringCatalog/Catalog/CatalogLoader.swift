/// Reads one or more resources directories into per-localization tables and
/// resource lists.
///
/// Layout of each directory: `<dir>/<name>.lproj/<Table>.strings|.stringsdict|.xcstrings`
/// and `<dir>/<Table>.xcstrings`; every other file of an `.lproj` is a
/// localized resource, every other top-level file a non-localized one.
/// Subfolders of an `.lproj` are not searched. Within one directory and one
/// (localization, table) the merge order is `.strings`, then `.stringsdict`
/// (its keys win), then `.xcstrings` (its keys win); folders and files are
/// read in sorted order, so two folders naming the same localization
/// (`pt_BR.lproj`, `pt-BR.lproj`) merge deterministically.
///
/// Several directories (an app's components, one `Resources/` per module)
/// merge by (localization, table): a key the same table of an earlier
/// directory holds keeps that directory's entry, and the later one is a
/// warning (``CatalogParseError/Reason/definedInEarlierFolder(path:)``);
/// resources likewise come from the first directory that has them.
/// An entry no runtime could serve is skipped with a warning
/// (``warnings``), or, when `strict`, fails the load.
struct CatalogLoader {
    let directories: [String]
    let strict: Bool
    var tables = CatalogTablesBuilder()
    /// Localization → file name → full path.
    var resources: [String: [String: String]] = [:]
    var topLevelResources: [String: String] = [:]
    var skippedFolders: [String] = []
    var duplicates: [String: [DuplicateKey]] = [:]
    /// Entries skipped, file by file in load order.
    var warnings: [CatalogWarning] = []
    /// The table files merged, in load order (``EntryOrigin/file`` indexes it).
    private(set) var files: [String] = []

    /// Files grouped by merge rank so later ranks override earlier ones.
    private var pending: [(rank: Int, localization: String?, path: String)] = []

    init(directories: [String], strict: Bool = false) {
        self.directories = directories
        self.strict = strict
    }

    mutating func load() throws(CatalogError) {
        for (folder, directory) in directories.enumerated() {
            try load(directory, folder: folder)
        }
    }

    /// Completes the device rules without `other` (``CatalogTablesBuilder/completeDeviceRules(fallbacks:)``);
    /// one that nothing completes is skipped with a warning, or fails a strict load.
    mutating func completeDeviceRules(fallbacks: (String) -> [String]) throws(CatalogError) {
        for removed in tables.completeDeviceRules(fallbacks: fallbacks) {
            let error = CatalogParseError(path: files.indices.contains(removed.file) ? files[removed.file] : "", line: 0, column: 0,
                                          reason: .deviceVariantsWithoutFallback(localization: removed.localization))
            if strict { throw .parse(error) }
            warnings.append(CatalogWarning(key: removed.key, error: error))
        }
    }

    /// One resources directory, after the earlier ones (`folder` is its place).
    private mutating func load(_ directory: String, folder: Int) throws(CatalogError) {
        pending = []
        for item in try CatalogDirectory.list(directory) {
            let path = directory + "/" + item.name
            if item.isDirectory, item.name.hasSuffix(".lproj") {
                let name = String(item.name.dropLast(".lproj".count))
                guard let localization = LocalizationName.identifier(name) else {
                    skippedFolders.append(item.name)
                    continue
                }
                try scanLocalization(localization, path: path)
            } else if !item.isDirectory {
                if item.name.hasSuffix(".xcstrings") {
                    pending.append((2, nil, path))
                } else {
                    topLevelResources[item.name] = topLevelResources[item.name] ?? path
                }
            }
        }
        for file in pending.sorted(by: { $0.rank != $1.rank ? $0.rank < $1.rank : $0.path < $1.path }) {
            try merge(file.path, localization: file.localization, folder: folder)
        }
    }

    private mutating func scanLocalization(_ localization: String, path: String) throws(CatalogError) {
        for item in try CatalogDirectory.list(path) where !item.isDirectory {
            let file = path + "/" + item.name
            switch CatalogFileKind(path: item.name) {
            case .strings: pending.append((0, localization, file))
            case .stringsdict: pending.append((1, localization, file))
            case .xcstrings: pending.append((2, nil, file))
            case nil: resources[localization, default: [:]][item.name] = resources[localization]?[item.name] ?? file
            }
        }
    }

    private mutating func merge(_ path: String, localization: String?, folder: Int) throws(CatalogError) {
        let origin = EntryOrigin(folder: folder, file: files.count)
        files.append(path)
        var skipped: [CatalogWarning] = []
        var shadowed: [ShadowedEntry] = []
        defer { warnings += skipped + shadowed.map { shadowing($0, path: path) } }
        do throws(CatalogParseError) {
            let bytes = try CatalogFileReader.read(path)
            switch CatalogFileKind(path: path) {
            case .strings:
                let entries = try StringsFileParser.entries(bytes, path: path)
                guard let localization else { return }
                let added = tables.add(entries, table: TableName.of(path), to: localization, origin: origin)
                if !added.duplicates.isEmpty { duplicates[path] = added.duplicates }
                shadowed = added.shadowed
            case .stringsdict:
                let table = try StringsdictParser.parse(bytes, path: path, warnings: &skipped)
                if let localization { shadowed = tables.add(table, to: localization, origin: origin) }
            case .xcstrings:
                let file = try XCStringsParser.parse(bytes, path: path, warnings: &skipped)
                for (language, table) in file.tables.sorted(by: { $0.key < $1.key }) {
                    guard let identifier = LocalizationName.identifier(language) else { continue }
                    shadowed += tables.add(table, to: identifier, origin: origin)
                }
            case nil:
                return
            }
            // Only entries no runtime serves fail a strict load; a shadowed one is served from its earlier folder.
            if strict, let first = skipped.first { throw first.error }
        } catch {
            throw .parse(error)
        }
    }

    /// The warning for an entry of `path` that an earlier folder's file holds.
    private func shadowing(_ entry: ShadowedEntry, path: String) -> CatalogWarning {
        let error = CatalogParseError(path: path, line: entry.line, column: entry.column,
                                      reason: .definedInEarlierFolder(path: files[entry.keptFile]))
        return CatalogWarning(key: entry.key, error: error)
    }
}
