import ArgumentParser
import Foundation
import Intl
import StringCatalog

/// `intl bench catalog`: what a request's catalog work costs, against
/// Foundation's bundle lookup on the same files.
struct CatalogBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Catalog lookups and message formatting against Foundation's Bundle on the same files.",
        discussion: """
            Writes an en + de resources folder (2,000 keys a localization, a .stringsdict with a \
            plural message and a two-variable one) into a temporary folder, removed at the end. \
            Workloads: lookup (Localizer.string(key), the keys in turn, a de-CH request served \
            from de.lproj; each key lent in place, as a literal or a stored key is, not copied out \
            of an array), plural-number ("%#@files@ (%.1f MB)": one plural variable, one \
            localized number, en-US), two-variables (two nested plural variables, en-US). \
            Strategies: intl (a Localizer made once) and foundation (Bundle(path:) of the \
            .lproj folder, localizedString(forKey:value:table:); for plural-number, \
            String(format:locale:) of the .strings equivalent "%d files (%.1f MB)", because \
            Foundation on Linux does not read .stringsdict plurals; two-variables has no \
            foundation row for the same reason). Reports nanoseconds per call.
            """
    )

    @Option(help: "Seconds to measure each row.") var seconds = 0.5
    @Option(help: "Only these workloads: \(CatalogWorkload.allCases.map(\.rawValue).joined(separator: ", ")).")
    var workload: [CatalogWorkload] = []
    @Option(help: "Only these strategies: \(CatalogStrategy.allCases.map(\.rawValue).joined(separator: ", ")).")
    var strategy: [CatalogStrategy] = []
    @Flag(help: "Print the rows as a JSON array.") var json = false

    func validate() throws {
        guard seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in (0, 600]") }
    }

    func run() throws {
        let fixture = try CatalogBenchFixture()
        defer { fixture.remove() }
        let bench = try CatalogBench(fixture)
        var rows = BenchRows()
        for name in workload.isEmpty ? CatalogWorkload.allCases : workload {
            for kind in strategy.isEmpty ? CatalogStrategy.allCases : strategy {
                guard let operation = try bench.operation(name, kind) else { continue }
                rows.append(name.rawValue, kind.rawValue, NegotiateBench.measure(seconds: seconds, warmUp: 64, operation))
            }
        }
        rows.print(json: json, peer: CatalogStrategy.foundation.rawValue)
    }
}

enum CatalogWorkload: String, CaseIterable, ExpressibleByArgument {
    case lookup
    case pluralNumber = "plural-number"
    case twoVariables = "two-variables"
}

enum CatalogStrategy: String, CaseIterable, ExpressibleByArgument {
    case intl, foundation
}

/// A row's answer was not the fixture's text.
struct CatalogBenchFailure: Error, CustomStringConvertible {
    let description: String
}

/// The catalog and bundles every row reads, loaded once.
struct CatalogBench {
    let keys: [String]
    let catalog: Catalog
    let german: Bundle
    let english: Bundle

    init(_ fixture: CatalogBenchFixture) throws {
        keys = CatalogBenchFixture.keys
        catalog = try Catalog(directory: fixture.path, developmentLanguage: "en")
        guard let german = Bundle(path: fixture.path + "/de.lproj"), let english = Bundle(path: fixture.path + "/en.lproj") else {
            throw ValidationError("Foundation could not open the bundles in \(fixture.path)")
        }
        self.german = german
        self.english = english
        try check()
    }

    /// Each row's answer, checked once before measuring: a row timing a
    /// miss or an error would mislead.
    private func check() throws {
        let german = catalog.localizer(acceptLanguage: "de-CH, en;q=0.5")
        let english = catalog.localizer(acceptLanguage: "en-US")
        let answers = [
            (try german.string(keys[1]), "de text number 1 for the label"),
            (self.german.localizedString(forKey: keys[1], value: nil, table: "Localizable"), "de text number 1 for the label"),
            (try english.format("files", arguments: [2, 1234.5]), "2 files (1,234.5 MB)"),
            (self.english.localizedString(forKey: "files.size", value: nil, table: "Localizable"), "%d files (%.1f MB)"),
            (try english.format("runs", arguments: [1, 3]), "One of 3 runs completed"),
        ]
        for (answer, expected) in answers where answer != expected {
            throw CatalogBenchFailure(description: "the benchmark catalog answered \"\(answer)\" where \"\(expected)\" was expected")
        }
    }

    /// One call's work (the index picks the count; lookups take the keys in turn); nil where the
    /// strategy cannot do the workload.
    func operation(_ workload: CatalogWorkload, _ strategy: CatalogStrategy) throws -> NegotiateBench.Operation? {
        let keys = keys
        switch (workload, strategy) {
        case (.lookup, .intl):
            let localizer = catalog.localizer(acceptLanguage: "de-CH, en;q=0.5")
            let cycle = KeyCycle(keys)
            return { _ in cycle.withNext { key in (try? localizer.string(key)) ?? "" }.utf8.count }
        case (.lookup, .foundation):
            let bundle = german
            let cycle = KeyCycle(keys)
            return { _ in cycle.withNext { key in bundle.localizedString(forKey: key, value: nil, table: "Localizable") }.utf8.count }
        case (.pluralNumber, .intl):
            let localizer = catalog.localizer(acceptLanguage: "en-US")
            return { index in ((try? localizer.format("files", arguments: [.int(Int64(index & 7)), 1234.5])) ?? "").utf8.count }
        case (.pluralNumber, .foundation):
            let (bundle, locale) = (english, Locale(identifier: "en_US"))
            return { index in
                let format = bundle.localizedString(forKey: "files.size", value: nil, table: "Localizable")
                return String(format: format, locale: locale, index & 7, 1234.5).utf8.count
            }
        case (.twoVariables, .intl):
            let localizer = catalog.localizer(acceptLanguage: "en-US")
            return { index in ((try? localizer.format("runs", arguments: [.int(Int64(index & 3)), 3])) ?? "").utf8.count }
        case (.twoVariables, .foundation):
            return nil
        }
    }
}

/// The keys in turn, for both lookup rows: a wrapping position instead of
/// `index % keys.count`, whose division (tens of cycles) is no part of a
/// lookup a service makes, and each key lent in place (``HeldInPlace``)
/// rather than copied out of an array: a copy retains and releases the
/// key's storage, two atomic operations (≈ 10 ns of the 27 ns a lookup
/// measured that way) that a service's key does not pay: a literal passed
/// to `string(_:)` is neither retained nor released (objdump of a loop
/// passing literals to a function that borrows its `String`: no runtime
/// call), and a `let` is lent.
private final class KeyCycle {
    private let keys: HeldInPlace<String>
    private let last: Int
    private var position = 0

    /// `keys` must not be empty.
    init(_ keys: [String]) {
        self.keys = HeldInPlace(keys)
        last = keys.count - 1
    }

    @inline(__always)
    func withNext<Result>(_ body: (String) throws -> Result) rethrows -> Result {
        defer { position = position == last ? 0 : position + 1 }
        return try keys.with(position, body)
    }
}
