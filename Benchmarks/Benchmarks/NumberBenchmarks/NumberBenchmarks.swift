// NumberFormat.format against its peers, in one run:
//   raw:          the CICU call NumberFormat wraps (held formatter + result, stack buffer)
//   intl:         NumberFormat.format (held)
//   foundation:   a held Foundation NumberFormatter
//   formatstyle:  a pre-built FloatingPointFormatStyle (no spell-out equivalent)
//   create:       NumberFormat created for every call
//   oneshot:      NumberFormat.format(value, locale: , options: ) (pooled, string key)
//   oneshot-key:  NumberFormat.format(value, key:) with a prepared NumberFormat.Key
// Inputs come from a seeded generator and are built before measurement.
import Benchmark
import BenchmarkSupport
import CICU
import Foundation
import Intl

/// 1024 amounts with two decimals between 0 and 1,000,000.
let values: [Double] = {
    var generator = SplitMix64(state: 42)
    return (0..<1024).map { _ in Double(Int.random(in: 0..<100_000_000, using: &generator)) / 100 }
}()

/// Integers for spell-out (0 ..< 100,000), where every locale's rules apply.
let integers: [Double] = {
    var generator = SplitMix64(state: 7)
    return (0..<1024).map { _ in Double(Int.random(in: 0..<100_000, using: &generator)) }
}()

struct Workload: Sendable {
    let name: String
    let options: NumberFormatOptions
    let inputs: [Double]
    let foundation: @Sendable (Locale) -> NumberFormatter
    let formatStyle: (@Sendable (Locale) -> (Double) -> String)?
    var isSpellOut: Bool { name == "spellout" }
}

/// Currency in all three peers: ours, a held `NumberFormatter`, a `FormatStyle`.
func currencyWorkload(name: String, code: String) -> Workload {
    Workload(name: name, options: .init(style: .currency(code)), inputs: values,
             foundation: { locale in
                 let formatter = NumberFormatter()
                 formatter.locale = locale
                 formatter.numberStyle = .currency
                 formatter.currencyCode = code
                 return formatter
             },
             formatStyle: { locale in
                 let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
                 return { style.format($0) }
             })
}

let workloads: [Workload] = [
    Workload(name: "decimal", options: .init(), inputs: values,
             foundation: { locale in
                 let formatter = NumberFormatter()
                 formatter.locale = locale
                 formatter.numberStyle = .decimal
                 formatter.maximumFractionDigits = 6
                 return formatter
             },
             formatStyle: { locale in
                 let style = FloatingPointFormatStyle<Double>(locale: locale)
                 return { style.format($0) }
             }),
    currencyWorkload(name: "currency", code: "EUR"),
    currencyWorkload(name: "currency-jpy", code: "JPY"),
    Workload(name: "percent", options: .init(style: .percent), inputs: values.map { $0 / 1000 },
             foundation: { locale in
                 let formatter = NumberFormatter()
                 formatter.locale = locale
                 formatter.numberStyle = .percent
                 formatter.maximumFractionDigits = 6
                 return formatter
             },
             formatStyle: { locale in
                 let style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
                 return { style.format($0) }
             }),
    Workload(name: "spellout", options: .init(style: .spellOut()), inputs: integers,
             foundation: { locale in
                 let formatter = NumberFormatter()
                 formatter.locale = locale
                 formatter.numberStyle = .spellOut
                 return formatter
             },
             formatStyle: nil),
]

let locales = ["en-US", "de-DE"]

/// The raw shim call: what `NumberFormat.format(Double)` wraps, minus Swift.
struct RawSkeletonFormatter {
    let formatter: OpaquePointer
    let result: OpaquePointer

    init(skeleton: String, locale: String) {
        var status = cicu_status_ok()
        var offset: Int32 = 0
        formatter = cicu_numfmt_open(skeleton, locale, &offset, &status)!
        result = cicu_numresult_open(&status)!
    }

    func format(_ value: Double, into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        var status = cicu_status_ok()
        return cicu_numfmt_format_double(formatter, value, result, buffer, 256, &status)
    }
}

struct RawSpellOutFormatter {
    let formatter: OpaquePointer

    init(locale: String) {
        var status = cicu_status_ok()
        formatter = cicu_unum_open(CICU_UNUM_SPELLOUT, locale, &status)!
    }

    func format(_ value: Double, into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        var status = cicu_status_ok()
        return cicu_unum_format_double(formatter, value, buffer, 1024, &status)
    }
}

let benchmarks: @Sendable () -> Void = {
    for workload in workloads {
        for localeID in locales {
            let prefix = "NumberFormat.\(workload.name).\(localeID)"
            let inputs = workload.inputs
            let icuID = localeID.replacingOccurrences(of: "-", with: "_")

            Benchmark("\(prefix).raw", configuration: configuration()) { benchmark in
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 1024)
                defer { buffer.deallocate() }
                if workload.isSpellOut {
                    let raw = RawSpellOutFormatter(locale: icuID)
                    benchmark.startMeasurement()
                    for i in benchmark.scaledIterations { blackHole(raw.format(inputs[i & 1023], into: buffer)) }
                } else {
                    let skeleton = try NumberFormat(locale: localeID, options: workload.options).skeleton!
                    let raw = RawSkeletonFormatter(skeleton: skeleton, locale: icuID)
                    benchmark.startMeasurement()
                    for i in benchmark.scaledIterations { blackHole(raw.format(inputs[i & 1023], into: buffer)) }
                }
            }

            Benchmark("\(prefix).intl", configuration: configuration()) { benchmark in
                let formatter = try NumberFormat(locale: localeID, options: workload.options)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(formatter.format(inputs[i & 1023])) }
            }

            Benchmark("\(prefix).oneshot", configuration: configuration()) { benchmark in
                let options = workload.options
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations {
                    blackHole(try NumberFormat.format(inputs[i & 1023], locale: localeID, options: options))
                }
            }

            Benchmark("\(prefix).oneshot-key", configuration: configuration()) { benchmark in
                let key = try NumberFormat.Key(locale: localeID, options: workload.options)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(try NumberFormat.format(inputs[i & 1023], key: key)) }
            }

            Benchmark("\(prefix).foundation", configuration: configuration()) { benchmark in
                let formatter = workload.foundation(Locale(identifier: localeID))
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations {
                    blackHole(formatter.string(from: NSNumber(value: inputs[i & 1023])))
                }
            }

            if let makeStyle = workload.formatStyle {
                Benchmark("\(prefix).formatstyle", configuration: configuration()) { benchmark in
                    let format = makeStyle(Locale(identifier: localeID))
                    benchmark.startMeasurement()
                    for i in benchmark.scaledIterations { blackHole(format(inputs[i & 1023])) }
                }
            }

            Benchmark("\(prefix).create", configuration: configuration(scalingFactor: .one, maxIterations: 20_000)) { benchmark in
                for i in benchmark.scaledIterations {
                    let formatter = try NumberFormat(locale: localeID, options: workload.options)
                    blackHole(formatter.format(inputs[i & 1023]))
                }
            }
        }
    }
}
