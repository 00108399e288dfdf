// ListFormat against its peers, in one run (lists of 3 names, "Anna, Ben, and Cleo"):
//   raw:         the CICU call ListFormat wraps (held ulistfmt formatter + result, items
//                already one UTF-8 buffer, stack output buffer)
//   intl:        ListFormat.format (held)
//   parts:       ListFormat.formatToParts (held)
//   foundation:  a pre-built Foundation ListFormatStyle (swift-foundation has it on Linux)
// Inputs come from a seeded generator and are built before measurement.
import Benchmark
import BenchmarkSupport
import CICU
import Foundation
import Intl

/// Given names of 3 to 9 letters, as a list of people would have.
let names = ["Anna", "Ben", "Cleo", "Dmitri", "Eun-ji", "Farah", "Gustavo", "Hiroshi", "Ingrid", "Jamal",
             "Kateryna", "Liam", "Mei", "Nkechi", "Olivia", "Pedro"]

/// 1024 lists of three names.
let lists: [[String]] = {
    var generator = SplitMix64(state: 28)
    return (0..<1024).map { _ in (0..<3).map { _ in names[Int.random(in: 0..<names.count, using: &generator)] } }
}()

let locales = ["en-US", "de-DE"]

/// The raw shim call: what `ListFormat.format` wraps, minus Swift.
struct RawListFormatter {
    let formatter: OpaquePointer
    let result: OpaquePointer

    init(locale: String) {
        var status = cicu_status_ok()
        formatter = cicu_listfmt_open(locale, CICU_LIST_AND, CICU_LIST_WIDE, &status)!
        result = cicu_listresult_open(&status)!
    }

    func format(_ items: (bytes: [CChar], lengths: [Int32]), into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        var status = cicu_status_ok()
        return cicu_listfmt_format(formatter, items.bytes, items.lengths, Int32(items.lengths.count), result,
                                   buffer, 256, &status)
    }
}

let benchmarks: @Sendable () -> Void = {
    for localeID in locales {
        let prefix = "ListFormat.and.3.\(localeID)"

        Benchmark("\(prefix).raw", configuration: configuration()) { benchmark in
            let raw = RawListFormatter(locale: localeID.replacingOccurrences(of: "-", with: "_"))
            let joined = lists.map { list in
                (bytes: Array(list.joined().utf8).map { CChar(bitPattern: $0) }, lengths: list.map { Int32($0.utf8.count) })
            }
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
            defer { buffer.deallocate() }
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(raw.format(joined[i & 1023], into: buffer)) }
        }

        Benchmark("\(prefix).intl", configuration: configuration()) { benchmark in
            let list = try ListFormat(locale: localeID)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(try list.format(lists[i & 1023])) }
        }

        Benchmark("\(prefix).parts", configuration: configuration()) { benchmark in
            let list = try ListFormat(locale: localeID)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(try list.formatToParts(lists[i & 1023])) }
        }

        Benchmark("\(prefix).foundation", configuration: configuration()) { benchmark in
            let style = ListFormatStyle<StringStyle, [String]>.list(type: .and, width: .standard)
                .locale(Locale(identifier: localeID))
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(style.format(lists[i & 1023])) }
        }
    }
}
