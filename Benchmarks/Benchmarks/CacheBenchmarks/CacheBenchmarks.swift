// What formatter caching is worth, rotating through 150 (locale, options)
// keys, with malloc counts:
//   held:                  formatters built before measurement, one per key
//   pooled:                Intl one-shot calls (pool lookup + format)
//   lookup:                the pool lookup alone (no formatting)
//   create:                a new formatter per call (pool bypassed: new options each time)
//   foundation-formatstyle: Foundation's FormatStyle, which caches internally
//                          but clears its whole cache past 100 entries
//   foundation-held:       held Foundation formatters, one per key
import Benchmark
import BenchmarkSupport
import Foundation
import Intl
import MachineTime

/// 150 locales both ICU and Foundation know, spread over the alphabet.
let locales: [String] = {
    let all = IntlLocale.availableIdentifiers.filter { !$0.contains("-u-") }
    let step = max(1, all.count / 150)
    return Array(stride(from: 0, to: all.count, by: step).map { all[$0] }.prefix(150))
}()

let values: [Double] = (0..<64).map { Double($0) * 1234.567 + 0.891 }
let instant = 1_438_968_572.0 // 2015-08-07T17:29:32Z

let benchmarks: @Sendable () -> Void = {
    let count = locales.count
    let decimal = NumberFormatOptions(precision: .fractionDigits(0...3))
    let spellOut = NumberFormatOptions(style: .spellOut())
    let template = DateTimeFormatOptions(layout: .template("yMMMd"), timeZone: .utc)

    // MARK: decimal

    Benchmark("Cache.decimal.150keys.held", configuration: configuration()) { benchmark in
        let formatters = try locales.map { try NumberFormat(locale: $0, options: decimal) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(formatters[i % count].format(values[i & 63])) }
    }
    Benchmark("Cache.decimal.150keys.pooled", configuration: configuration()) { benchmark in
        for locale in locales { _ = try NumberFormat.format(1, locale: locale, options: decimal) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try NumberFormat.format(values[i & 63], locale: locales[i % count], options: decimal))
        }
    }
    Benchmark("Cache.decimal.150keys.lookup", configuration: configuration()) { benchmark in
        for locale in locales { _ = try NumberFormat.pooled(locale: locale, options: decimal) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try NumberFormat.pooled(locale: locales[i % count], options: decimal))
        }
    }
    Benchmark("Cache.decimal.150keys.create", configuration: configuration(scalingFactor: .one, maxIterations: 20_000)) { benchmark in
        for i in benchmark.scaledIterations {
            // A fresh rounding increment each time, so the pools cannot help.
            let options = NumberFormatOptions(precision: .increment("0.\(String(repeating: "0", count: i % 5))1\(i)"))
            blackHole(try NumberFormat(locale: locales[i % count], options: options).format(values[i & 63]))
        }
    }
    Benchmark("Cache.decimal.150keys.foundation-formatstyle", configuration: configuration()) { benchmark in
        let foundationLocales = locales.map { Locale(identifier: $0) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(values[i & 63].formatted(.number.precision(.fractionLength(0...3)).locale(foundationLocales[i % count])))
        }
    }
    Benchmark("Cache.decimal.150keys.foundation-held", configuration: configuration()) { benchmark in
        let formatters = locales.map { locale -> NumberFormatter in
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 3
            return formatter
        }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(formatters[i % count].string(from: NSNumber(value: values[i & 63])))
        }
    }

    // MARK: spell-out

    Benchmark("Cache.spellout.150keys.held", configuration: configuration()) { benchmark in
        let formatters = try locales.map { try NumberFormat(locale: $0, options: spellOut) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(formatters[i % count].format(i & 1023)) }
    }
    Benchmark("Cache.spellout.150keys.pooled", configuration: configuration()) { benchmark in
        for locale in locales { _ = try NumberFormat.format(1, locale: locale, options: spellOut) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try NumberFormat.format(Double(i & 1023), locale: locales[i % count], options: spellOut))
        }
    }
    Benchmark("Cache.spellout.150keys.create-uncached", configuration: configuration(scalingFactor: .one, maxIterations: 5_000)) { benchmark in
        // What a pool saves: opening ICU's rule-based formatter for every call.
        for i in benchmark.scaledIterations {
            FormatterPools.removeAll()
            blackHole(try NumberFormat.format(Double(i & 1023), locale: locales[i % count], options: spellOut))
        }
    }

    // MARK: date template

    Benchmark("Cache.date-template.150keys.held", configuration: configuration()) { benchmark in
        let formatters = try locales.map { try DateTimeFormat(locale: $0, options: template) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(formatters[i % count].format(instant + Double(i & 1023) * 3607)) }
    }
    Benchmark("Cache.date-template.150keys.pooled", configuration: configuration()) { benchmark in
        for locale in locales { _ = try DateTimeFormat.format(Timestamp(seconds: Int64(instant)), locale: locale, options: .init(layout: .template("yMMMd"))) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try DateTimeFormat.format(Timestamp(seconds: Int64(instant + Double(i & 1023) * 3607)), locale: locales[i % count], options: .init(layout: .template("yMMMd"))))
        }
    }
    Benchmark("Cache.date-template.150keys.create-uncached", configuration: configuration(scalingFactor: .one, maxIterations: 5_000)) { benchmark in
        for i in benchmark.scaledIterations {
            FormatterPools.removeAll()
            blackHole(try DateTimeFormat.format(Timestamp(seconds: Int64(instant + Double(i & 1023) * 3607)), locale: locales[i % count], options: .init(layout: .template("yMMMd"))))
        }
    }
    Benchmark("Cache.date-template.150keys.foundation-formatstyle", configuration: configuration()) { benchmark in
        let styles = locales.map {
            Date.FormatStyle(locale: Locale(identifier: $0), timeZone: TimeZone(identifier: "UTC")!).year().month(.abbreviated).day()
        }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(styles[i % count].format(Date(timeIntervalSince1970: instant + Double(i & 1023) * 3607)))
        }
    }
}
