/// The catalogs a target's files make up, each compared on its own as
/// ``Catalog`` and lint see them: the `.lproj` folders of one resources
/// folder (typed from the development language given), or one `.xcstrings`
/// file (typed from its `sourceLanguage`).
struct AccessorCatalog {
    /// The resources folder, or the `.xcstrings` file.
    var path: String
    /// The canonical language whose messages type the accessors.
    var development: String
    var tables: LintTables
    /// The languages of the files given, read or not: a file that failed to
    /// parse is its own error, not a missing development language.
    var languages: Set<String>

    /// The catalogs of `files`, sorted by path; unreadable files and syntax
    /// errors go to `run`'s findings. A `.strings` or `.stringsdict` file
    /// outside an `.lproj` folder has no language and is skipped, as a
    /// catalog skips it; other files are ignored.
    static func load(_ files: [String], development: String, run: inout LintRun) -> [AccessorCatalog] {
        var folders: [String: AccessorCatalog] = [:]
        var catalogs: [AccessorCatalog] = []
        for file in Set(files).sorted() {
            if file.hasSuffix(".xcstrings") {
                if let (tables, source) = run.loadStringCatalog(file) {
                    catalogs.append(AccessorCatalog(path: file, development: source, tables: tables, languages: [source]))
                }
                continue
            }
            guard file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") else { continue }
            let components = file.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { continue }
            let language = LintRun.canonical(String(components[components.count - 2].dropLast(".lproj".count)))
            let folder = components.dropLast(2).joined(separator: "/")
            var catalog = folders[folder] ?? AccessorCatalog(path: folder.isEmpty ? "." : folder, development: development,
                                                            tables: LintTables(), languages: [])
            catalog.languages.insert(language)
            run.load(file, language: language, into: &catalog.tables)
            folders[folder] = catalog
        }
        return (catalogs + folders.values).sorted { $0.path < $1.path }
    }
}
