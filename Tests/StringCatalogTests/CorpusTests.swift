import Foundation
import Intl
import StringCatalog
import Testing

/// Runs every parser over the real-world files in ../shared/catalogs-corpus
/// when that folder exists (it is not part of the repository, so CI skips it).
@Suite struct CorpusTests {
    static let corpus = "/work/shared/catalogs-corpus"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus)))
    func everyCorpusFileParses() throws {
        let files = (FileManager.default.enumerator(atPath: Self.corpus)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings") }
            .sorted()
        var failures: [String] = []
        for file in files {
            do {
                _ = try CatalogDump.json(ofFileAt: Self.corpus + "/" + file)
            } catch {
                failures.append(error.description)
            }
        }
        print("corpus: \(files.count - failures.count) of \(files.count) files parse")
        for failure in failures.prefix(20) { print("corpus: \(failure)") }
        #expect(files.count > 0)
    }

    /// Each app folder loads as one catalog; its development-language keys
    /// resolve for every localization (through the chain, if not translated).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus)))
    func everyCorpusAppLoadsAsACatalog() throws {
        let apps = try FileManager.default.contentsOfDirectory(atPath: Self.corpus).filter { !$0.hasSuffix(".md") }.sorted()
        for app in apps {
            do {
                let catalog = try Catalog(directory: Self.corpus + "/" + app, developmentLanguage: "en")
                var lookups = 0, fromOwnLanguage = 0
                for localization in catalog.localizations {
                    let locale = try IntlLocale(localization)
                    for table in ["Localizable"] {
                        for key in catalog.table(table, localization: "en")?.entries.keys.sorted() ?? [] {
                            lookups += 1
                            if catalog.message(forKey: key, table: table, locale: locale)?.localization == localization { fromOwnLanguage += 1 }
                        }
                    }
                }
                print("corpus app \(app): \(catalog.localizations.count) localizations \(catalog.localizations), "
                      + "skipped \(catalog.skippedFolders), \(lookups) lookups, \(fromOwnLanguage) served by the requested localization, "
                      + "\(catalog.duplicateKeys.values.map(\.count).reduce(0, +)) duplicate keys")
            } catch {
                print("corpus app \(app): \(error)")
            }
        }
    }
}
