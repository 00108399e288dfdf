import Foundation
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
}
