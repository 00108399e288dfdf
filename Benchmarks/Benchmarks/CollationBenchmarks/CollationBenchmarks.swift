// Sorting 100,000 strings in a locale's order, in one run:
//   intl-keys:                      Collator.sorted (one sort key per string, then byte comparisons)
//   intl-compare:                   Collator.sort(&) (ICU comparison per pair, one lock per sort)
//   icu-strcoll:                    ucol_strcollUTF8 per pair through CICU on a held collator
//   foundation-localizedStandard:   String.localizedStandardCompare (Foundation's Finder order)
//   foundation-compare-locale:      String.compare(_:options:range:locale:) with Locale("de")
// intl-keys and intl-compare use "de" with numeric ordering, what localizedStandardCompare does.
// Inputs come from a seeded generator and are built before measurement.
import Benchmark
import BenchmarkSupport
import CICU
import Foundation
import Intl

/// 100,000 name-like strings: capitals, umlauts, accents and digits.
let words: [String] = {
    let letters = Array("abcdefghijklmnopqrstuvwxyzäöüßéèàç")
    var generator = SplitMix64(state: 0xC011A7E)
    return (0..<100_000).map { _ in
        var word = String(letters[generator.int(0...(letters.count - 1))]).uppercased()
        for _ in 0..<generator.int(2...10) { word.append(letters[generator.int(0...(letters.count - 1))]) }
        if generator.int(0...3) == 0 { word += " \(generator.int(1...500))" }
        return word
    }
}()

let options = CollatorOptions(numeric: true)

/// One sort per iteration.
func sortConfiguration() -> Benchmark.Configuration {
    configuration(scalingFactor: .one, maxIterations: 20)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark("Collation.sort100k.de.intl-keys", configuration: sortConfiguration()) { benchmark in
        let collator = try Collator(locale: "de", options: options)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(collator.sorted(words)) }
    }

    Benchmark("Collation.sort100k.de.intl-compare", configuration: sortConfiguration()) { benchmark in
        let collator = try Collator(locale: "de", options: options)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var copy = words
            collator.sort(&copy)
            blackHole(copy)
        }
    }

    Benchmark("Collation.sort100k.de.icu-strcoll", configuration: sortConfiguration()) { benchmark in
        var status = cicu_status_ok()
        let collator = cicu_collator_open("de", &status)!
        cicu_collator_set(collator, CICU_COLLATOR_NUMERIC, CICU_COLLATOR_ON, &status)
        defer { cicu_collator_close(collator) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(words.sorted { a, b in
                var a = a, b = b
                return a.withUTF8 { x in
                    b.withUTF8 { y in
                        x.withMemoryRebound(to: CChar.self) { x in
                            y.withMemoryRebound(to: CChar.self) { y in
                                cicu_collator_compare(collator, x.baseAddress, Int32(x.count),
                                                      y.baseAddress, Int32(y.count), &status) < 0
                            }
                        }
                    }
                }
            })
        }
    }

    Benchmark("Collation.sort100k.de.foundation-localizedStandard", configuration: sortConfiguration()) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(words.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
        }
    }

    Benchmark("Collation.sort100k.de.foundation-compare-locale", configuration: sortConfiguration()) { benchmark in
        let german = Locale(identifier: "de")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(words.sorted { $0.compare($1, options: [.numeric], range: nil, locale: german) == .orderedAscending })
        }
    }
}
