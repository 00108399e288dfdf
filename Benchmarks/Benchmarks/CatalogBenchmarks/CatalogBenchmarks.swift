// StringCatalog lookups and formatting for one request, against the floor
// (a [String: String] lookup) and Foundation on the same .strings data:
//   lookup.plain:          localizer.string(key), 2,000-key table, keys in turn
//   lookup.dictionary:     [String: String] subscript on the same keys (the floor)
//   lookup.foundation:     Bundle.localizedString(forKey:value:table:)
//   format.plural+number:  "%#@files@ (%.1f MB)": one plural variable, one localized number
//   format.foundation:     Bundle lookup + String(format:locale:) of "%d files (%.1f MB)"
//                          (Foundation cannot read .stringsdict plurals on Linux)
//   format.twoVariables:   the runs message, two nested plural variables
//   load.40x2000:          Catalog(directory:) over 40 languages × 2,000 keys
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

let languages = [
    "en", "en-GB", "de", "fr", "fr-CA", "es", "es-419", "it", "pt", "pt-PT",
    "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
    "el", "tr", "ru", "uk", "he", "ar", "fa", "hi", "th", "vi",
    "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant", "ca", "hr", "bg", "lt",
]
let keyCount = 2000
let keys = (0..<keyCount).map { "screen.\($0 / 20).label.\($0)" }

/// One `.strings` table of `keyCount` keys for `language`, with comments.
func stringsTable(_ language: String) -> String {
    keys.enumerated().map { index, key in
        "/* Label \(index) */\n\"\(key)\" = \"\(language) text number \(index) for the label\";\n"
    }.joined() + "\"files.size\" = \"%d files (%.1f MB)\";\n"
}

let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ (%.1f MB)</string>
    <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
    <key>runs</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
    <key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>lu</string>
    <key>zero</key><string>No runs completed yet</string><key>one</key><string>One %2$#@total@</string>
    <key>other</key><string>%lu %2$#@total@</string></dict>
    <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>lu</string>
    <key>one</key><string>run completed</string><key>other</key><string>of %lu runs completed</string></dict></dict>
    </dict></plist>
    """

/// Writes a resources folder with `languages`, returns its path and total bytes.
func writeResources(_ languages: [String]) throws -> (path: String, bytes: Int) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(UUID().uuidString)")
    var bytes = 0
    for language in languages {
        let folder = root.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let strings = Data(stringsTable(language).utf8)
        try strings.write(to: folder.appendingPathComponent("Localizable.strings"))
        try Data(stringsdict.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        bytes += strings.count + stringsdict.utf8.count
    }
    return (root.path, bytes)
}

/// The en + de resources the lookup and format rows read, written once (a
/// global is initialized on first use), so every sample measures only lookups.
let twoLanguages = Result { try writeResources(["en", "de"]) }
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
    Benchmark("Catalog.load.40x2000", configuration: configuration(scalingFactor: .one, maxIterations: 20)) { benchmark in
        let resources = try writeResources(languages)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try Catalog(directory: resources.path)) }
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
