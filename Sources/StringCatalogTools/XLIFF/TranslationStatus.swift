import Foundation
import Intl
import StringCatalog

/// How far one language's translation is, counted over the development
/// language's keys: what `intl strings status` prints, so a CI job can gate
/// a release on coverage.
///
///     let status = try TranslationStatus.report(resources: ["Resources"])
///     status[0].description
///     // "ru: 1998 of 2000 keys translated, 1 needs review, 0 stale, 1 missing; 3 plural categories missing\n"
///     //   + "  days: few, many\n  files: few"
///
/// A key (an entry of a development table) is *missing* when no string of it
/// is translated, or one outside its plural forms is not (the entry would
/// not load); otherwise it counts by its least final state (`.xcstrings`
/// states; `.lproj` tables have none): *stale*, else *needs review*, else
/// *translated*. *Plural categories missing* counts the forms the
/// language's CLDR rules need that keys not missing lack (Russian `few`), and
/// ``pluralCategoriesMissingByKey`` lists them by key: the keys and categories
/// `intl strings lint` reports as lacking (`plural-falls-back-to-other`,
/// `plural-missing-text`).
public struct TranslationStatus: Sendable, Hashable, CustomStringConvertible {
    /// The language, as its folder or catalog names it (canonical for folders).
    public var language: String
    /// Keys of the development language (every table).
    public var keys: Int
    public var translated: Int
    public var needsReview: Int
    public var stale: Int
    public var missing: Int
    public var pluralCategoriesMissing: Int
    /// The keys (not missing) that lack plural categories the language needs, with those categories
    /// in CLDR order (keys of several tables merged).
    public var pluralCategoriesMissingByKey: [String: [PluralCategory]] = [:]

    /// `ru: 1998 of 2000 keys translated, 1 needs review, 0 stale, 1 missing; 3 plural categories missing`,
    /// then one line per key that lacks categories: `  days: few, many`.
    public var description: String {
        let summary = "\(language): \(translated) of \(keys) keys translated, \(needsReview) needs review, \(stale) stale, "
            + "\(missing) missing; \(pluralCategoriesMissing) plural categories missing"
        let byKey = pluralCategoriesMissingByKey.keys.sorted().map { key in
            "\n  \(key): " + (pluralCategoriesMissingByKey[key] ?? []).map(\.rawValue).joined(separator: ", ")
        }
        return summary + byKey.joined()
    }

    /// One JSON object: `{"language":"ru","keys":2000,"translated":1998,"needsReview":1,"stale":0,"missing":1,
    /// "pluralCategoriesMissing":3,"pluralCategoriesMissingByKey":{"days":["few","many"],"files":["few"]}}`
    public var json: String {
        let byKey = pluralCategoriesMissingByKey.keys.sorted().map { key in
            JSONText.quoted(key) + ":[" + (pluralCategoriesMissingByKey[key] ?? []).map { JSONText.quoted($0.rawValue) }
                .joined(separator: ",") + "]"
        }
        return "{\"language\":\(JSONText.quoted(language)),\"keys\":\(keys),\"translated\":\(translated),\"needsReview\":\(needsReview),"
            + "\"stale\":\(stale),\"missing\":\(missing),\"pluralCategoriesMissing\":\(pluralCategoriesMissing),"
            + "\"pluralCategoriesMissingByKey\":{\(byKey.joined(separator: ","))}}"
    }

    /// The status of every language of `resources` (their `.lproj` folders
    /// and the languages of their `.xcstrings` files), sorted by language.
    ///
    /// - Throws: ``XLIFFError`` when a folder is missing or a table does not parse.
    public static func report(resources: [String], developmentLanguage: String = "en") throws(XLIFFError) -> [TranslationStatus] {
        let tables = try XLIFFExporter.tables(in: resources, developmentLanguage: developmentLanguage)
        let files = FileOverlay()
        var languages = Set<String>()
        for folder in resources {
            languages.formUnion(LanguageFolders.languages(in: folder, except: developmentLanguage))
        }
        for table in tables where table.kind == .xcstrings {
            languages.formUnion(try table.languages(files: files, developmentLanguage: developmentLanguage))
        }
        var report: [TranslationStatus] = []
        for language in languages.sorted() {
            var status = TranslationStatus(language: language, keys: 0, translated: 0, needsReview: 0, stale: 0, missing: 0,
                                           pluralCategoriesMissing: 0)
            let needed = Set(PluralCategories.needed(by: language) ?? PluralCategory.allCases)
            for table in tables { status.count(try table.units(language: language, files: files), needed: needed) }
            report.append(status)
        }
        return report
    }

    /// Adds one table's units, grouped by key in their order.
    private mutating func count(_ units: [TranslationUnit], needed: Set<PluralCategory>) {
        var start = units.startIndex
        while start < units.endIndex {
            let key = units[start].key
            var end = start
            while end < units.endIndex, units[end].key == key { end += 1 }
            count(key: units[start..<end], needed: needed)
            start = end
        }
    }

    /// Apple's optional `zero` form counts as missing only where CLDR needs it (Latvian, Arabic…).
    private mutating func count(key units: ArraySlice<TranslationUnit>, needed: Set<PluralCategory>) {
        keys += 1
        let untranslated = units.filter { $0.target == nil }
        if untranslated.count == units.count || untranslated.contains(where: { $0.category == nil }) {
            missing += 1
            return
        }
        let lacking = untranslated.compactMap(\.category).filter(needed.contains)
        pluralCategoriesMissing += lacking.count
        if let key = units.first?.key, !lacking.isEmpty {
            let categories = Set(lacking).union(pluralCategoriesMissingByKey[key] ?? [])
            pluralCategoriesMissingByKey[key] = PluralCategory.allCases.filter(categories.contains)
        }
        let states = units.compactMap(\.state)
        if states.contains(.stale) {
            stale += 1
        } else if states.contains(.needsReview) {
            needsReview += 1
        } else {
            translated += 1
        }
    }
}
