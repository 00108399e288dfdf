// PluralRules.category(for:) against ICU's uplrules, in one run:
//   intl:                     PluralRules.category(for: Int) / (for: "123.45")
//   intl-formatted:           PluralRules.category(forFormatted: "12,345.60")
//   intl-formatted-native:    the same amounts as ru and ar display them: "12 345,60" (U+00A0
//                             grouping) for ru, "١٢٬٣٤٥٫٦٠" (Arabic-Indic digits) for ar
//   intl-double:              PluralRules.category(for: 123.45, fractionDigits: 2)
//   icu-select:               uplrules_select(double) through CICU (keyword into a stack buffer)
//   icu-selectFormatted:      uplrules_selectFormatted on numbers formatted beforehand (".00")
// Inputs come from a seeded generator and are built before measurement, and every row reads
// them from a local array (a global read in the loop costs a `swift_once` and an array
// retain/release per call, which only some rows paid).
import Benchmark
import BenchmarkSupport
import CICU
import Intl

/// 1024 integers in 0 ..< 100,000.
let integers: [Int] = {
    var generator = SplitMix64(state: 42)
    return (0..<1024).map { _ in Int.random(in: 0..<100_000, using: &generator) }
}()

/// 1024 amounts with two fraction digits in 0 ..< 100,000 as hundredths.
let hundredths: [Int] = {
    var generator = SplitMix64(state: 7)
    return (0..<1024).map { _ in Int.random(in: 0..<10_000_000, using: &generator) }
}()

/// "123.45": the decimal strings.
let decimalStrings = hundredths.map { value in
    let fraction = value % 100
    return "\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// "12,345.60": the same amounts as en displays them.
let formattedStrings = hundredths.map { value in
    var integer = String(value / 100)
    var grouped = ""
    while integer.count > 3 {
        grouped = "," + integer.suffix(3) + grouped
        integer.removeLast(3)
    }
    let fraction = value % 100
    return integer + grouped + ".\(fraction < 10 ? "0" : "")\(fraction)"
}

/// The same amounts as ru ("12 345,60", U+00A0 grouping) and ar ("١٢٬٣٤٥٫٦٠") display them,
/// with the decimal separator to pass.
let nativeFormattedStrings: [String: (texts: [String], separator: Unicode.Scalar)] = [
    "ru": (formattedStrings.map { text in
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "," ? "\u{A0}" : $0 == "." ? "," : $0 }))
    }, ","),
    "ar": (formattedStrings.map { text in
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar {
            case ",": return "\u{66C}"
            case ".": return "\u{66B}"
            default: return Unicode.Scalar(scalar.value - 0x30 + 0x660)!
            }
        }))
    }, "\u{66B}"),
]

let doubles = hundredths.map { Double($0) / 100 }

let locales = ["en", "ru", "ar", "pl"]

/// A function, not a global: `Benchmark.Configuration` is not `Sendable`.
/// ICU's rules, held open: the call `uplrules_select` costs through the shim.
struct RawPluralRules {
    let rules: OpaquePointer

    init(locale: String) {
        var status = cicu_status_ok()
        rules = cicu_plurals_open(locale, 0, &status)!
    }

    func select(_ value: Double, into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        var status = cicu_status_ok()
        return cicu_plurals_select(rules, value, buffer, 16, &status)
    }

    func select(formatted result: OpaquePointer, into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        var status = cicu_status_ok()
        return cicu_plurals_select_formatted(rules, result, buffer, 16, &status)
    }
}

/// The 1024 amounts formatted by ICU with two fraction digits, one result each.
func formattedResults() -> [OpaquePointer] {
    var status = cicu_status_ok()
    var offset: Int32 = 0
    let formatter = cicu_numfmt_open(".00", "en", &offset, &status)!
    var scratch: CChar = 0
    return decimalStrings.map { decimal in
        let result = cicu_numresult_open(&status)!
        _ = cicu_numfmt_format_decimal(formatter, decimal, Int32(decimal.utf8.count), result, &scratch, 0, &status)
        return result
    }
}

/// Runs `call` once per iteration on the input index `i` (0 ..< 1024) and
/// hands the sum of its results to `blackHole` once, at the end: the calls
/// cannot be optimized away, and no row times a generic `blackHole` call per
/// iteration (a cost every row paid alike, which narrowed every ratio).
@inline(__always)
func sumOverIterations(_ benchmark: Benchmark, _ call: (Int) throws -> Int) rethrows {
    var sum = 0
    for i in benchmark.scaledIterations { sum &+= try call(i & 1023) }
    blackHole(sum)
}

extension PluralCategory {
    /// A number that differs between categories, for `sumOverIterations`.
    var sinkValue: Int { self == .other ? 0 : 1 }
}

extension Int32 {
    /// The value itself, for `sumOverIterations`.
    var sinkValue: Int { Int(self) }
}

let benchmarks: @Sendable () -> Void = {
    for locale in locales {
        Benchmark("Plural.integer.\(locale).intl", configuration: configuration()) { benchmark in
            let rules = try PluralRules(locale: locale)
            let inputs = integers
            benchmark.startMeasurement()
            sumOverIterations(benchmark) { i in rules.category(for: inputs[i]).sinkValue }
        }

        Benchmark("Plural.integer.\(locale).icu-select", configuration: configuration()) { benchmark in
            let raw = RawPluralRules(locale: locale)
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 16)
            defer { buffer.deallocate() }
            let inputs = integers.map(Double.init)
            benchmark.startMeasurement()
            sumOverIterations(benchmark) { i in raw.select(inputs[i], into: buffer).sinkValue }
        }

        Benchmark("Plural.decimal.\(locale).intl", configuration: configuration()) { benchmark in
            let rules = try PluralRules(locale: locale)
            let inputs = decimalStrings
            benchmark.startMeasurement()
            try sumOverIterations(benchmark) { i in try rules.category(for: inputs[i]).sinkValue }
        }

        Benchmark("Plural.decimal.\(locale).intl-formatted", configuration: configuration()) { benchmark in
            let rules = try PluralRules(locale: locale)
            let inputs = formattedStrings
            benchmark.startMeasurement()
            try sumOverIterations(benchmark) { i in
                try rules.category(forFormatted: inputs[i]).sinkValue
            }
        }

        if let (texts, separator) = nativeFormattedStrings[locale] {
            Benchmark("Plural.decimal.\(locale).intl-formatted-native", configuration: configuration()) { benchmark in
                let rules = try PluralRules(locale: locale)
                benchmark.startMeasurement()
                try sumOverIterations(benchmark) { i in
                    try rules.category(forFormatted: texts[i], decimalSeparator: separator).sinkValue
                }
            }
        }

        Benchmark("Plural.decimal.\(locale).intl-double", configuration: configuration()) { benchmark in
            let rules = try PluralRules(locale: locale)
            let inputs = doubles
            benchmark.startMeasurement()
            try sumOverIterations(benchmark) { i in
                try rules.category(for: inputs[i], fractionDigits: 2).sinkValue
            }
        }

        Benchmark("Plural.decimal.\(locale).icu-select", configuration: configuration()) { benchmark in
            let raw = RawPluralRules(locale: locale)
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 16)
            defer { buffer.deallocate() }
            let inputs = doubles
            benchmark.startMeasurement()
            sumOverIterations(benchmark) { i in raw.select(inputs[i], into: buffer).sinkValue }
        }

        Benchmark("Plural.decimal.\(locale).icu-selectFormatted", configuration: configuration()) { benchmark in
            let raw = RawPluralRules(locale: locale)
            let results = formattedResults()
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 16)
            defer {
                buffer.deallocate()
                results.forEach { cicu_numresult_close($0) }
            }
            benchmark.startMeasurement()
            sumOverIterations(benchmark) { i in
                raw.select(formatted: results[i], into: buffer).sinkValue
            }
        }
    }
}
