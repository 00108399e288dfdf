import Foundation
import Intl
import StringCatalog
import Testing

/// The corpus folder, or nil when it is absent.
private let corpusFolder: String? = {
    let path = ProcessInfo.processInfo.environment["INTL_CATALOGS_CORPUS"]
        // #filePath is <repository>/Tests/StringCatalogTests/CorpusTests.swift.
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/catalogs-corpus").path
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? path : nil
}()

/// Every parser and the catalog loader over real apps' catalogs: the corpus in
/// `../shared/catalogs-corpus` beside the repository (or the folder named by
/// `INTL_CATALOGS_CORPUS`). It is not part of the repository (other licenses),
/// so without it these tests are skipped, saying why.
@Suite(.enabled(if: corpusFolder != nil, "no catalogs corpus: set INTL_CATALOGS_CORPUS or put it at ../shared/catalogs-corpus"))
struct CorpusTests {
    static let extensions = [".strings", ".stringsdict", ".xcstrings"]

    /// The corpus's catalog files, relative to it, sorted.
    static func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { file in extensions.contains { file.hasSuffix($0) } }
            .sorted()
    }

    /// Each file parses: a file that does not is a failure naming its `path:line:column`.
    @Test func everyCorpusFileParses() throws {
        let corpus = try #require(corpusFolder)
        let files = Self.files(under: corpus)
        #expect(!files.isEmpty, "no .strings, .stringsdict or .xcstrings files under \(corpus)")
        for file in files {
            do {
                let json = try CatalogDump.json(ofFileAt: corpus + "/" + file)
                #expect(json.hasPrefix("{") || json.hasPrefix("["), "\(file): dump is not JSON: \(json.prefix(40))")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// Each app folder loads as one catalog. For every localization, every key
    /// of the development language's tables resolves; the answer comes from a
    /// localization on the lookup chain, and from the requested localization
    /// itself whenever its own table has the key.
    @Test func everyCorpusAppLoadsAndResolvesItsKeys() throws {
        let corpus = try #require(corpusFolder)
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus)
            .filter { app in !Self.files(under: corpus + "/" + app).isEmpty }
            .sorted()
        #expect(!apps.isEmpty)
        var lookups = 0
        for app in apps {
            let folder = corpus + "/" + app
            let tables = Set(Self.files(under: folder).map { ($0 as NSString).lastPathComponent.split(separator: ".")[0] }).map(String.init)
            let catalog: Catalog
            do {
                catalog = try Catalog(directory: folder, developmentLanguage: "en")
            } catch {
                Issue.record("\(app): \(error)")
                continue
            }
            #expect(!catalog.localizations.isEmpty, "\(app): no localizations")
            for localization in catalog.localizations {
                let locale = try IntlLocale(localization)
                let chain = catalog.localizationChain(for: locale)
                #expect(chain.contains(localization), "\(app): chain for \(localization) is \(chain)")
                for table in tables.sorted() {
                    let own = catalog.table(table, localization: localization)?.entries
                    for key in catalog.table(table, localization: "en")?.entries.keys.sorted() ?? [] {
                        lookups += 1
                        guard let match = catalog.message(forKey: key, table: table, locale: locale) else {
                            Issue.record("\(app): \(table) key \(key.debugDescription) does not resolve for \(localization)")
                            continue
                        }
                        #expect(chain.contains(match.localization), "\(app): \(key.debugDescription) for \(localization) came from \(match.localization)")
                        if own?[key] != nil {
                            #expect(match.localization == localization, "\(app): \(key.debugDescription) for \(localization) came from \(match.localization)")
                        }
                    }
                }
            }
        }
        #expect(lookups > 0)
    }
}
