// StringCatalog lookups and formatting for one request, against the floor
// (a [String: String] lookup) and Foundation on the same .strings data:
//   lookup.plain:          localizer.string(key), 2,000-key table, keys in turn
//   lookup.deviceWidth:    localizer(…, device: .mac, width: 30).string(key) on 2,000 keys whose
//                          messages vary by device (iphone, mac, other), each by width (20, 40);
//                          the target is ≤ 1.2× lookup.plain
//   lookup.dictionary:     [String: String] subscript on the same keys (the floor)
//   lookup.foundation:     Bundle.localizedString(forKey:value:table:)
//   format.plural+number:  "%#@files@ (%.1f MB)": one plural variable, one localized number
//   format.foundation:     Bundle lookup + String(format:locale:) of "%d files (%.1f MB)"
//                          (Foundation cannot read .stringsdict plurals on Linux)
//   format.twoVariables:   the runs message, two nested plural variables
//   localizer.headerSeen:  catalog.localizer(acceptLanguage:) for 64 browser headers in turn, each
//                          seen before (the per-request cost before any lookup)
//   load.40x2000:          Catalog(directory:) over 40 languages × 2,000 keys
//   reload.40x2000.underLoad: ReloadableCatalog.reload() of the 40 × 2,000 folder while two reader
//                          threads look keys up through fresh localizers; "lost requests" (lookups
//                          that threw or answered other than the table's text) must be 0
//   load.memory:           what a loaded 40 × 2,000 catalog keeps: bytes requested and not freed
//                          (memoryLeakedBytes) and the growth of resident memory (parsing's
//                          freed garbage included, also in % of the files' size)
// Resource folders are generated into a temporary directory before measurement (the en + de
// one once for all lookup and format rows).
import Benchmark
import BenchmarkSupport
import Foundation
import Intl
import StringCatalog

/// The en + de resources the lookup and format rows read, written once (a
/// global is initialized on first use), so every sample measures only lookups.
let twoLanguages = Result { try writeResources(["en", "de"], variants: true) }
let twoLanguageCatalog = Result { try Catalog(directory: twoLanguages.get().path) }

/// The process's resident memory in bytes (Linux `/proc/self/statm`; 0 elsewhere).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

let benchmarks: @Sendable () -> Void = {
    Benchmark("Catalog.lookup.plain", configuration: configuration()) { benchmark in
        let localizer = try twoLanguageCatalog.get().localizer(acceptLanguage: "de-CH, en;q=0.5")
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(try localizer.string(keys[i % keyCount])) }
    }
    Benchmark("Catalog.lookup.deviceWidth", configuration: configuration()) { benchmark in
        let localizer = try twoLanguageCatalog.get().localizer(acceptLanguage: "de-CH, en;q=0.5", device: .mac, width: 30)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(try localizer.string(variantKeys[i % keyCount])) }
    }
    Benchmark("Catalog.lookup.dictionary", configuration: configuration()) { benchmark in
        var table: [String: String] = [:]
        for (index, key) in keys.enumerated() { table[key] = "de text number \(index) for the label" }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(table[keys[i % keyCount]]) }
    }
    Benchmark("Catalog.lookup.foundation", configuration: configuration()) { benchmark in
        guard let bundle = Bundle(path: try twoLanguages.get().path + "/de.lproj") else { return }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(bundle.localizedString(forKey: keys[i % keyCount], value: nil, table: "Localizable"))
        }
    }
    Benchmark("Catalog.format.plural+number", configuration: configuration()) { benchmark in
        let localizer = try twoLanguageCatalog.get().localizer(acceptLanguage: "en-US")
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try localizer.format("files", arguments: [.int(Int64(i & 7)), 1234.5]))
        }
    }
    Benchmark("Catalog.format.foundation", configuration: configuration()) { benchmark in
        guard let bundle = Bundle(path: try twoLanguages.get().path + "/en.lproj") else { return }
        let locale = Locale(identifier: "en_US")
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let format = bundle.localizedString(forKey: "files.size", value: nil, table: "Localizable")
            blackHole(String(format: format, locale: locale, i & 7, 1234.5))
        }
    }
    Benchmark("Catalog.format.twoVariables", configuration: configuration()) { benchmark in
        let localizer = try twoLanguageCatalog.get().localizer(acceptLanguage: "en-US")
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try localizer.format("runs", arguments: [.int(Int64(i & 3)), 3]))
        }
    }
    Benchmark("Catalog.localizer.headerSeen", configuration: configuration()) { benchmark in
        let catalog = try twoLanguageCatalog.get()
        for header in browserHeaders { blackHole(catalog.localizer(acceptLanguage: header)) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(catalog.localizer(acceptLanguage: browserHeaders[i & 63]).localization)
        }
    }
    Benchmark("Catalog.load.40x2000", configuration: configuration(scalingFactor: .one, maxIterations: 20)) { benchmark in
        let resources = try writeResources(languages)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try Catalog(directory: resources.path)) }
    }
    let reloadMetrics: [BenchmarkMetric] = [
        .wallClock, .custom("lost requests", useScalingFactor: false), .custom("requests", useScalingFactor: false),
    ]
    Benchmark("Catalog.reload.40x2000.underLoad", configuration: .init(metrics: reloadMetrics, scalingFactor: .one, maxIterations: 20)) { benchmark in
        let resources = try writeResources(languages)
        let catalog = try ReloadableCatalog(directories: [resources.path])
        let load = LookupLoad(catalog: catalog, readers: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try catalog.reload()) }
        benchmark.stopMeasurement()
        let (requests, lost) = load.stop()
        benchmark.measurement(.custom("lost requests", useScalingFactor: false), lost)
        benchmark.measurement(.custom("requests", useScalingFactor: false), requests)
    }
    let memoryMetrics: [BenchmarkMetric] = [
        .memoryLeakedBytes, .custom("files (bytes)", useScalingFactor: false),
        .custom("resident growth (bytes)", useScalingFactor: false), .custom("resident growth ÷ files (%)", useScalingFactor: false),
    ]
    Benchmark("Catalog.load.memory", configuration: .init(metrics: memoryMetrics, scalingFactor: .one, maxIterations: 3)) { benchmark in
        let resources = try writeResources(languages)
        _ = try Catalog(directory: resources.path)  // ICU's caches (locales, matcher data) warm up outside the figure.
        var kept: [Catalog] = []
        kept.reserveCapacity(1)
        let residentBefore = residentBytes()
        benchmark.startMeasurement()
        kept.append(try Catalog(directory: resources.path))
        benchmark.stopMeasurement()
        let resident = residentBytes() - residentBefore
        benchmark.measurement(.custom("files (bytes)", useScalingFactor: false), resources.bytes)
        benchmark.measurement(.custom("resident growth (bytes)", useScalingFactor: false), resident)
        benchmark.measurement(.custom("resident growth ÷ files (%)", useScalingFactor: false), resident * 100 / resources.bytes)
        blackHole(kept)
    }
}
