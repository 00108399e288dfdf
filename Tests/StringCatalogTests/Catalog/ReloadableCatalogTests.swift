import Foundation
import Synchronization
import Intl
import StringCatalog
import Testing

/// Reloading a catalog from disk while it serves: the ThreadSanitizer run of
/// Scripts/test.sh includes this suite.
@Suite struct ReloadableCatalogTests {
    /// Generation `n` of a two-folder app: each of its keys says `n`.
    static func generation(_ n: Int) -> (shop: String, account: String) {
        ("\"buy\" = \"Buy \(n)\";\n\"sell\" = \"Sell \(n)\";\n", "\"login\" = \"Log in \(n)\";\n")
    }

    /// Replaces a file the way deployments and editors do (a new file renamed
    /// over the old), so a reload reads either the old or the new bytes. The
    /// new file is written outside the watched folders (same file system).
    static func replace(_ path: String, with text: String) throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    private func app() throws -> (ReloadableCatalog, shop: String, account: String, TemporaryResources) {
        let (shop, account) = Self.generation(0)
        let resources = try TemporaryResources([
            "Shop/Resources/en.lproj/Shop.strings": shop,
            "Account/Resources/en.lproj/Account.strings": account,
        ])
        let catalog = try ReloadableCatalog(directories: ["\(resources.path)/Shop/Resources", "\(resources.path)/Account/Resources"])
        return (catalog, "\(resources.path)/Shop/Resources/en.lproj/Shop.strings",
                "\(resources.path)/Account/Resources/en.lproj/Account.strings", resources)
    }

    @Test func reloadServesNewRequestsFromTheNewFiles() throws {
        let (catalog, shop, _, resources) = try app()
        defer { resources.remove() }
        let before = catalog.localizer(acceptLanguage: "en")
        try Self.replace(shop, with: "\"buy\" = \"Buy now\";\n")
        #expect(try catalog.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "Buy 0")  // Not reloaded yet.
        let reloaded = try catalog.reload()
        #expect(try reloaded.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "Buy now")
        #expect(try catalog.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "Buy now")
        #expect(try catalog.localizer(acceptLanguage: "en").string("sell", table: "Shop") == "sell")
        // A request that started before the reload finishes on the old tables.
        #expect(try before.string("buy", table: "Shop") == "Buy 0")
        #expect(try before.string("sell", table: "Shop") == "Sell 0")
        #expect(catalog.lastReloadError == nil)
    }

    @Test func aFailedReloadKeepsTheOldCatalogAndReportsTheError() throws {
        let (catalog, shop, _, resources) = try app()
        defer { resources.remove() }
        try Self.replace(shop, with: "\"buy\" = \"Buy now\";\n\"sell\" = \"Sell now\"\n")
        let expected = CatalogError.parse(CatalogParseError(path: shop, line: 3, column: 1,
                                                            reason: .expected("';' after the value", found: nil)))
        #expect(throws: expected) { try catalog.reload() }
        #expect(catalog.lastReloadError == expected)
        #expect(catalog.lastReloadError?.description == "\(shop):3:1: error: expected ';' after the value, found end of file")
        #expect(try catalog.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "Buy 0")
        #expect(try catalog.current.localizer(acceptLanguage: "en").string("login", table: "Account") == "Log in 0")
        // Fixed: the next reload serves it and clears the error.
        try Self.replace(shop, with: "\"buy\" = \"Buy now\";\n")
        try catalog.reload()
        #expect(catalog.lastReloadError == nil)
        #expect(try catalog.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "Buy now")
    }

    @Test func aVanishedFolderKeepsTheOldCatalog() throws {
        let (catalog, _, _, resources) = try app()
        defer { resources.remove() }
        try FileManager.default.removeItem(atPath: "\(resources.path)/Account")
        let missing = "\(resources.path)/Account/Resources"
        #expect(throws: CatalogError.unreadableDirectory(path: missing, reason: "No such file or directory")) {
            try catalog.reload()
        }
        #expect(try catalog.localizer(acceptLanguage: "en").string("login", table: "Account") == "Log in 0")
    }

    /// Lookups in a task group while another task rewrites both folders and
    /// reloads, generation after generation: every localizer answers every
    /// key from one generation (never a mix, never an error), the
    /// generations seen only move forward, and every reader reaches the last.
    @Test func concurrentLookupsSeeOneGenerationPerLocalizer() async throws {
        let (catalog, shop, account, resources) = try app()
        defer { resources.remove() }
        let generations = 20
        let answers = try await withThrowingTaskGroup(of: [Int].self) { group in
            group.addTask {
                for n in 1...generations {
                    let (shopText, accountText) = Self.generation(n)
                    try Self.replace(shop, with: shopText)
                    try Self.replace(account, with: accountText)
                    try catalog.reload()
                    await Task.yield()
                }
                return []
            }
            for _ in 0..<4 {
                group.addTask {
                    var seen: [Int] = []
                    // Until the last generation shows (bounded, so a lost reload fails instead of
                    // hanging); yielding between requests as handlers do, or readers starve the
                    // writer on a cooperative pool as small as the machine's cores.
                    while seen.last != generations, seen.count < 200_000 {
                        await Task.yield()
                        let localizer = catalog.localizer(locale: try IntlLocale("en-US"))
                        let buy = try localizer.string("buy", table: "Shop")
                        let sell = try localizer.string("sell", table: "Shop")
                        let login = try localizer.string("login", table: "Account")
                        guard let n = Int(buy.dropFirst("Buy ".count)), sell == "Sell \(n)", login == "Log in \(n)" else {
                            Issue.record("a mix within one localizer: \(buy), \(sell), \(login)")
                            return seen
                        }
                        seen.append(n)
                    }
                    return seen
                }
            }
            var all: [[Int]] = []
            for try await seen in group { all.append(seen) }
            return all
        }
        #expect(answers.count == 5)
        for seen in answers where !seen.isEmpty {
            #expect(seen == seen.sorted())
            #expect(seen.last == generations)
        }
        #expect(try catalog.localizer(acceptLanguage: "en").string("login", table: "Account") == "Log in \(generations)")
        #expect(catalog.lastReloadError == nil)
    }

    @Test func theWatcherReloadsChangedFolders() async throws {
        let (catalog, shop, _, resources) = try app()
        defer { resources.remove() }
        let outcomes = OutcomeLog()
        let watcher = Task { await catalog.watch(every: .milliseconds(10)) { outcomes.append($0) } }
        defer { watcher.cancel() }
        try Self.replace(shop, with: "\"buy\" = \"Buy later\";\n\"sell\" = \"Sell later\"\n")  // Malformed.
        #expect(await outcomes.wait(for: 1))
        #expect(try catalog.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "Buy 0")
        #expect(catalog.lastReloadError?.description == "\(shop):3:1: error: expected ';' after the value, found end of file")
        try Self.replace(shop, with: "\"buy\" = \"Buy later\";\n")
        #expect(await outcomes.wait(for: 2))
        #expect(try catalog.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "Buy later")
        #expect(outcomes.failures == [true, false])
    }
}

/// The outcomes a watcher reported, in order.
private final class OutcomeLog: Sendable {
    private let outcomes = Mutex<[Bool]>([])

    func append(_ outcome: Result<Catalog, CatalogError>) {
        outcomes.withLock { $0.append((try? outcome.get()) == nil) }
    }

    /// Whether each reload failed.
    var failures: [Bool] { outcomes.withLock { $0 } }

    /// True once `count` outcomes arrived; false after 10 s without them.
    func wait(for count: Int) async -> Bool {
        for _ in 0..<1_000 {
            if failures.count >= count { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}
