import Foundation
import Intl
import StringCatalog

/// A development-language table file, the unit of an XLIFF `<file>`: where
/// it is, what XLIFF calls it (`original`), and where each language's
/// translation of it lives.
struct SourceTable: Sendable {
    enum Kind: Sendable { case strings, stringsdict, xcstrings }

    let kind: Kind
    /// The file as XLIFF names it: relative to the resources folder
    /// (`en.lproj/Localizable.strings`), or to the folder given when several are.
    let original: String
    /// The file on disk.
    let path: String
    /// The folder holding the table's `.lproj` folder (or the `.xcstrings` itself): the module's
    /// resources folder, where every language's copy of a `.strings`/`.stringsdict` table lives.
    let resources: String

    init?(path: String, original: String) {
        if path.hasSuffix(".strings") {
            kind = .strings
        } else if path.hasSuffix(".stringsdict") {
            kind = .stringsdict
        } else if path.hasSuffix(".xcstrings") {
            kind = .xcstrings
        } else {
            return nil
        }
        self.path = path
        self.original = original
        let folder = TablePath.folder(of: path)
        resources = kind != .xcstrings && folder.hasSuffix(".lproj") ? TablePath.folder(of: folder) : folder
    }

    /// The file holding `language`'s translation: the catalog itself for an
    /// `.xcstrings`, else the file of the same name in the language's
    /// `.lproj` folder beside the table's own (an existing `pt_BR.lproj`
    /// serves `pt-BR`): `App/Share/de.lproj/Localizable.strings` for
    /// `App/Share/en.lproj/Localizable.strings`, never another module's table.
    func targetPath(language: String) -> String {
        guard kind != .xcstrings else { return path }
        let name = TablePath.name(of: path)
        let folder = LanguageFolders.folder(for: language, in: resources.isEmpty ? "." : resources)
        return resources.isEmpty ? folder + "/" + name : resources + "/" + folder + "/" + name
    }

    /// The units of this table for `language`, its translations read through
    /// `files`. `everyCategory` lists all six plural categories (import
    /// places a translator's form even where the language's rules, or the
    /// file exported from, had no such category), also for a catalog's
    /// plain strings (a target language may vary them by plural).
    ///
    /// `forExport` adds what Xcode's export lists but nobody translates (`translate="no"`): an
    /// `.xcstrings` key with `shouldTranslate: false`, a `.strings` key that the table's
    /// `.stringsdict` also has. Import and status never see those.
    ///
    /// With `ids`, an `.xcstrings` lists only the units those ids can name (an import looks no other up).
    func units(language: String, files: FileOverlay, everyCategory: Bool = false,
               forExport: Bool = false, ids: Set<String>? = nil) throws(XLIFFError) -> [TranslationUnit] {
        let needed = everyCategory ? PluralCategory.allCases : PluralCategories.needed(by: language)
        switch kind {
        case .strings:
            let source = try files.strings(path)
            let target = try files.exists(targetPath(language: language)) ? files.strings(targetPath(language: language)) : nil
            let plurals = path + "dict"
            let pluralKeys = forExport && files.exists(plurals) ? Set(try files.propertyList(plurals).dictionary?.keys ?? [:].keys) : []
            let units = StringsUnits.units(source: source, target: target, pluralKeys: pluralKeys)
            return forExport ? units : units.filter(\.translatable)
        case .stringsdict:
            let source = try files.propertyList(path)
            let targetPath = targetPath(language: language)
            let target = try files.exists(targetPath) ? files.propertyList(targetPath) : nil
            var units = StringsdictUnits.units(source: source, target: target, needed: needed)
            // Xcode 15 notes a `.stringsdict` entry with the comment of the same key in the table's
            // `.strings` (`No comment provided by engineer.` for a key from code); `<note/>` otherwise.
            let strings = String(path.dropLast(4))
            if forExport, files.exists(strings) {
                let comments = try files.strings(strings).table.entries
                for index in units.indices { units[index].note = comments[units[index].key]?.comment }
            }
            return units
        case .xcstrings:
            return XCStringsUnits.units(catalog: try files.catalog(path), language: language, needed: needed,
                                        offeringPlurals: everyCategory, forExport: forExport, ids: ids)
        }
    }

    /// The development language the table is written in: the catalog's
    /// `sourceLanguage` for an `.xcstrings`, else `developmentLanguage`.
    func sourceLanguage(files: FileOverlay, developmentLanguage: String) throws(XLIFFError) -> String {
        guard kind == .xcstrings else { return developmentLanguage }
        return try files.catalog(path).dictionary?["sourceLanguage"]?.string ?? developmentLanguage
    }

    /// The languages this table has translations in (without its own).
    func languages(files: FileOverlay, developmentLanguage: String) throws(XLIFFError) -> [String] {
        guard kind == .xcstrings else { return LanguageFolders.languages(in: resources, except: developmentLanguage) }
        let catalog = try files.catalog(path)
        let source = catalog.dictionary?["sourceLanguage"]?.string ?? developmentLanguage
        var languages = Set<String>()
        for entry in (catalog.dictionary?["strings"]?.dictionary ?? [:]).values {
            languages.formUnion(entry.dictionary?["localizations"]?.dictionary?.keys ?? [:].keys)
        }
        return languages.filter { LanguageFolders.canonical($0) != LanguageFolders.canonical(source) }.sorted()
    }
}

/// The `.lproj` folders of a resources folder, by language.
enum LanguageFolders {
    /// `de` for `de`, `pt-BR` for `pt_BR` (canonical BCP 47); `Base` stays `Base`.
    static func canonical(_ name: String) -> String {
        name == "Base" ? name : (try? IntlLocale(name))?.identifier ?? name
    }

    /// The folder name for `language`: an existing one with the same canonical name, else `<language>.lproj`.
    static func folder(for language: String, in resources: String) -> String {
        let wanted = canonical(language)
        for name in folderNames(in: resources) where canonical(String(name.dropLast(6))) == wanted { return name }
        return language + ".lproj"
    }

    /// The languages of the `.lproj` folders, canonical, without `Base` and `except`.
    static func languages(in resources: String, except development: String) -> [String] {
        let excluded = canonical(development)
        return folderNames(in: resources).map { canonical(String($0.dropLast(6))) }
            .filter { $0 != "Base" && $0 != excluded }.sorted()
    }

    static func folderNames(in resources: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
    }
}
