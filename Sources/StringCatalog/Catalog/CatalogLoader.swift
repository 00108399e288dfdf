/// Reads a resources directory into per-localization tables and resource lists.
///
/// Layout: `<dir>/<name>.lproj/<Table>.strings|.stringsdict|.xcstrings` and
/// `<dir>/<Table>.xcstrings`; every other file of an `.lproj` is a localized
/// resource, every other top-level file a non-localized one. Subfolders of an
/// `.lproj` are not searched. Within one (localization, table) the merge
/// order is `.strings`, then `.stringsdict` (its keys win), then `.xcstrings`
/// (its keys win); folders and files are read in sorted order, so two
/// folders naming the same localization (`pt_BR.lproj`, `pt-BR.lproj`) merge
/// deterministically. An entry no runtime could serve is skipped with a
/// warning (``warnings``), or, when `strict`, fails the load.
struct CatalogLoader {
    let directory: String
    let strict: Bool
    var tables = CatalogTablesBuilder()
    /// Localization → file name → full path.
    var resources: [String: [String: String]] = [:]
    var topLevelResources: [String: String] = [:]
    var skippedFolders: [String] = []
    var duplicates: [String: [DuplicateKey]] = [:]
    /// Entries skipped, file by file in load order.
    var warnings: [CatalogWarning] = []

    /// Files grouped by merge rank so later ranks override earlier ones.
    private var pending: [(rank: Int, localization: String?, path: String)] = []

    init(directory: String, strict: Bool = false) {
        self.directory = directory
        self.strict = strict
    }

    mutating func load() throws(CatalogError) {
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
                    topLevelResources[item.name] = path
                }
            }
        }
        for file in pending.sorted(by: { $0.rank != $1.rank ? $0.rank < $1.rank : $0.path < $1.path }) {
            try merge(file.path, localization: file.localization)
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

    private mutating func merge(_ path: String, localization: String?) throws(CatalogError) {
        var skipped: [CatalogWarning] = []
        defer { warnings += skipped }
        do throws(CatalogParseError) {
            let bytes = try CatalogFileReader.read(path)
            switch CatalogFileKind(path: path) {
            case .strings:
                let entries = try StringsFileParser.entries(bytes, path: path)
                guard let localization else { return }
                let repeated = tables.add(entries, table: TableName.of(path), to: localization)
                if !repeated.isEmpty { duplicates[path] = repeated }
            case .stringsdict:
                add(try StringsdictParser.parse(bytes, path: path, warnings: &skipped), to: localization)
            case .xcstrings:
                let file = try XCStringsParser.parse(bytes, path: path, warnings: &skipped)
                for (language, table) in file.tables.sorted(by: { $0.key < $1.key }) {
                    guard let identifier = LocalizationName.identifier(language) else { continue }
                    add(table, to: identifier)
                }
            case nil:
                return
            }
            if strict, let first = skipped.first { throw first.error }
        } catch {
            throw .parse(error)
        }
    }

    private mutating func add(_ table: StringsTable, to localization: String?) {
        guard let localization else { return }
        tables.add(table, to: localization)
    }
}
