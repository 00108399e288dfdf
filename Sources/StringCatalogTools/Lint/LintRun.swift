import Foundation
import Intl
import StringCatalog

/// One lint invocation: walks the paths, loads tables, collects findings.
struct LintRun {
    /// The development language for `.lproj` sets (canonical identifier).
    let development: String
    var findings: [LintFinding] = []
    /// The entries of the directories given so far (a catalog's components),
    /// for the cross-folder check: the first folder's entry is the one served.
    private var components = LintTables()

    /// Directories nested deeper than this are not searched (a link cycle stops here).
    static let maximumDepth = 8

    init(development: String) {
        self.development = development
    }

    /// `de` for `de.lproj`, canonical BCP 47 (`pt_BR` → `pt-BR`); `Base` stays `Base`.
    static func canonical(_ name: String) -> String {
        name == "Base" ? name : (try? IntlLocale(name))?.identifier ?? name
    }

    mutating func lint(_ path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            findings.append(LintFinding(severity: .error, path: path, message: "no such file or directory", rule: .unreadableFile))
            return
        }
        if isDirectory.boolValue {
            checkComponent(lintDirectory(path, depth: 0))
        } else {
            lintFile(path)
        }
    }

    /// A file on its own: checks that need no other language.
    private mutating func lintFile(_ path: String) {
        if path.hasSuffix(".xcstrings") {
            lintStringCatalog(path)
            return
        }
        guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            findings.append(LintFinding(severity: .error, path: path,
                                        message: "unsupported file type \"\(name)\" (expected .strings, .stringsdict or .xcstrings)",
                                        rule: .unreadableFile))
            return
        }
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        let language = folder.hasSuffix(".lproj") ? Self.canonical(String(folder.dropLast(".lproj".count))) : nil
        var tables = LintTables()
        load(path, language: language ?? "", into: &tables)
        checkEntries(tables, development: language == nil ? "" : development)
    }

    /// Lints a directory; returns the tables of its own `.lproj` folders and
    /// top-level `.xcstrings` files (what a catalog of this folder loads).
    @discardableResult
    private mutating func lintDirectory(_ path: String, depth: Int) -> LintTables {
        guard depth <= Self.maximumDepth else { return LintTables() }
        let items = Self.list(path)
        if path.hasSuffix(".lproj") {
            for item in items where !item.isDirectory { lintFile(path + "/" + item.name) }
            return LintTables()
        }
        var tables = LintTables()
        var served = LintTables()
        var folders: [String: String] = [:]
        for item in items where item.isDirectory && item.name.hasSuffix(".lproj") {
            let folder = path + "/" + item.name
            let language = Self.canonical(String(item.name.dropLast(".lproj".count)))
            folders[language] = folders[language] ?? folder
            for file in Self.list(folder) where !file.isDirectory {
                let filePath = folder + "/" + file.name
                if file.name.hasSuffix(".strings") || file.name.hasSuffix(".stringsdict") {
                    load(filePath, language: language, into: &tables)
                } else if file.name.hasSuffix(".xcstrings") {
                    served.merge(lintStringCatalog(filePath))
                }
            }
        }
        if !folders.isEmpty {
            checkEntries(tables, development: development)
            compare(tables, development: development, groupPath: path, folders: folders)
        }
        for item in items where !item.isDirectory && item.name.hasSuffix(".xcstrings") {
            served.merge(lintStringCatalog(path + "/" + item.name))
        }
        for item in items where item.isDirectory && !item.name.hasSuffix(".lproj") {
            lintDirectory(path + "/" + item.name, depth: depth + 1)
        }
        tables.merge(served)
        checkDeviceRulesWithoutOther(tables, directory: path)
        return tables
    }

    /// A device rule without `other` is served only where the catalog can complete it (the
    /// table's `.strings` text, else a localization it falls back to): the catalog's own load of
    /// the folder decides, only when the folder has such a rule.
    private mutating func checkDeviceRulesWithoutOther(_ tables: LintTables, directory: String) {
        let hasRule = tables.entries.values.contains { tables in
            tables.values.contains { entries in
                entries.values.contains { if case .devices(let variants) = $0.entry.message { variants.other == nil } else { false } }
            }
        }
        guard hasRule, let catalog = try? Catalog(directory: directory, developmentLanguage: development) else { return }
        for warning in catalog.warnings {
            guard case .deviceVariantsWithoutFallback = warning.reason else { continue }
            findings.append(Self.finding(warning))
        }
    }

    /// A directory given after others is another component of one catalog:
    /// a key an earlier one defines in the same (language, table) is a
    /// warning at the later entry, as ``Catalog`` warns when it loads them.
    private mutating func checkComponent(_ tables: LintTables) {
        for (language, table, entry) in tables.sorted {
            if let earlier = components.entries[language]?[table]?[entry.entry.key] {
                report(.definedInEarlierFolder, entry, language, "also defined in \(earlier.path), an earlier folder (the first folder wins)")
            }
        }
        components.merge(tables)
    }

    /// An `.xcstrings` file: all its languages against its source language;
    /// returns its tables.
    @discardableResult
    private mutating func lintStringCatalog(_ path: String) -> LintTables {
        guard let (tables, source) = loadStringCatalog(path) else { return LintTables() }
        checkEntries(tables, development: source)
        compare(tables, development: source, groupPath: path, folders: [:])
        return tables
    }

    /// Parses an `.xcstrings` file into its tables (by canonical language)
    /// and its canonical source language; syntax errors and strings no
    /// runtime serves become findings. Nil when the file cannot be read or parsed.
    mutating func loadStringCatalog(_ path: String) -> (tables: LintTables, source: String)? {
        guard let bytes = read(path) else { return nil }
        do {
            var skipped: [CatalogWarning] = []
            let file = try XCStringsParser.parse(bytes, path: path, warnings: &skipped)
            findings += skipped.map(Self.finding)
            var tables = LintTables()
            for (language, table) in file.tables {
                tables.add(table, language: Self.canonical(language), path: path) { _ in (0, 0) }
            }
            return (tables, Self.canonical(file.sourceLanguage))
        } catch {
            findings.append(Self.finding(error))
            return nil
        }
    }

    /// Parses a `.strings` or `.stringsdict` file into `tables`; syntax
    /// errors and duplicate keys become findings.
    mutating func load(_ path: String, language: String, into tables: inout LintTables) {
        guard let bytes = read(path) else { return }
        do {
            if path.hasSuffix(".stringsdict") {
                var skipped: [CatalogWarning] = []
                let table = try StringsdictParser.parse(bytes, path: path, warnings: &skipped)
                findings += skipped.map(Self.finding)
                tables.add(table, language: language, path: path) { KeyLocator.propertyListKey($0, in: bytes) }
            } else {
                let file = try StringsFileParser.parse(bytes, path: path)
                for duplicate in file.duplicates {
                    let position = file.keyPositions[duplicate.key]
                    findings.append(LintFinding(severity: .warning, path: path, line: duplicate.line,
                                                column: position?.line == duplicate.line ? position?.column ?? 1 : 1,
                                                key: duplicate.key, language: language.isEmpty ? nil : language,
                                                message: duplicate.description, rule: .duplicateKey))
                }
                tables.add(file.table, language: language, path: path) { key in
                    file.keyPositions[key].map { ($0.line, $0.column) } ?? (0, 0)
                }
            }
        } catch {
            findings.append(Self.finding(error))
        }
    }

    private mutating func read(_ path: String) -> [UInt8]? {
        switch ToolFileReader.read(path) {
        case .success(let bytes):
            return bytes
        case .failure(let failure):
            findings.append(LintFinding(severity: .error, path: path, message: failure.message, rule: .unreadableFile))
            return nil
        }
    }

    private static func finding(_ error: CatalogParseError) -> LintFinding {
        LintFinding(severity: .error, path: error.path, line: error.line, column: error.column,
                    message: error.reason.description, rule: .unreadableFile)
    }

    /// An entry the catalog would skip at load: an error, the rest of the file still checked.
    private static func finding(_ warning: CatalogWarning) -> LintFinding {
        LintFinding(severity: .error, path: warning.path, line: warning.line, column: warning.column, key: warning.key,
                    message: warning.message, rule: .unservableEntry)
    }

    /// Names in a directory, sorted, without hidden files.
    private static func list(_ path: String) -> [(name: String, isDirectory: Bool)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory)
            return (name, isDirectory.boolValue)
        }
    }
}
