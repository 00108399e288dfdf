// DurationFormat and NumberRangeFormat against their peers, in one run:
//   intl:         the held swift-intl formatter
//   raw:          the ICU calls it wraps, straight through the shim (per-unit
//                 unumf formatting joined by ulistfmt; unumrf for ranges),
//                 held handles and stack buffers
//   foundation:   Foundation's Duration.UnitsFormatStyle / Duration.TimeFormatStyle
//                 (held); Foundation has no number range formatter
// Inputs come from a seeded generator and are built before measurement.
import Benchmark
import BenchmarkSupport
import CICU
import Foundation
import Intl

/// 1024 durations between 1 minute and 10 hours, in whole seconds.
let durations: [Int64] = {
    var generator = SplitMix64(state: 28)
    return (0..<1024).map { _ in Int64.random(in: 60..<36_000, using: &generator) }
}()

/// 1024 ranges: a lower end and an upper end up to 100 above it, two decimals.
let ranges: [(Double, Double)] = {
    var generator = SplitMix64(state: 29)
    return (0..<1024).map { _ in
        let lower = Double(Int.random(in: 0..<100_000, using: &generator)) / 100
        return (lower, lower + Double(Int.random(in: 1..<10_000, using: &generator)) / 100)
    }
}()

/// What DurationFormat does for a duration in seconds, in raw ICU calls:
/// hours, minutes and seconds that are not zero, each by a held unit
/// formatter, joined by a held unit list formatter.
struct RawDurationFormatter {
    let units: [OpaquePointer]
    let result: OpaquePointer
    let list: OpaquePointer
    /// Three 64-byte part buffers, made once.
    let scratch = UnsafeMutablePointer<CChar>.allocate(capacity: 3 * 64)

    init(locale: String, width: String, listWidth: cicu_unitlist_width) {
        var status = cicu_status_ok()
        var offset: Int32 = 0
        units = ["hour", "minute", "second"].map { cicu_numfmt_open("unit/\($0) \(width)", locale, &offset, &status)! }
        result = cicu_numresult_open(&status)!
        list = cicu_unitlist_open(locale, listWidth, &status)!
    }

    func format(_ seconds: Int64, into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        let amounts = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        var parts: (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) = (nil, nil, nil)
        var lengths: (Int32, Int32, Int32) = (0, 0, 0)
        var count = 0
        var status = cicu_status_ok()
        withUnsafeMutableBytes(of: &parts) { partBytes in
            withUnsafeMutableBytes(of: &lengths) { lengthBytes in
                let partPointers = partBytes.bindMemory(to: UnsafePointer<CChar>?.self)
                let lengthValues = lengthBytes.bindMemory(to: Int32.self)
                for (index, amount) in [amounts.0, amounts.1, amounts.2].enumerated() where amount != 0 {
                    let part = scratch + index * 64
                    lengthValues[count] = cicu_numfmt_format_int64(units[index], amount, result, part, 64, &status)
                    partPointers[count] = UnsafePointer(part)
                    count += 1
                }
            }
        }
        return withUnsafeBytes(of: &parts) { partBytes in
            withUnsafeBytes(of: &lengths) { lengthBytes in
                cicu_unitlist_format(list, partBytes.bindMemory(to: UnsafePointer<CChar>?.self).baseAddress,
                                     lengthBytes.bindMemory(to: Int32.self).baseAddress, Int32(count), buffer, 256, &status)
            }
        }
    }
}

struct RawRangeFormatter {
    let formatter: OpaquePointer
    let result: OpaquePointer

    init(skeleton: String, locale: String) {
        var status = cicu_status_ok()
        var offset: Int32 = 0
        formatter = cicu_numrangefmt_open(skeleton, locale, CICU_RANGE_COLLAPSE_AUTO,
                                          CICU_RANGE_IDENTITY_APPROXIMATELY, &offset, &status)!
        result = cicu_numrangeresult_open(&status)!
    }

    func format(_ lower: Double, _ upper: Double, into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        var status = cicu_status_ok()
        return cicu_numrangefmt_format_double(formatter, lower, upper, result, buffer, 256, &status)
    }
}

let locales = ["en-US", "de-DE"]

let benchmarks: @Sendable () -> Void = {
    for localeID in locales {
        let icuID = localeID.replacingOccurrences(of: "-", with: "_")
        let foundationLocale = Locale(identifier: icuID)

        // Durations: short ("1 hr, 5 min") and digital ("1:05:00").
        Benchmark("Duration.short.\(localeID).intl", configuration: configuration()) { benchmark in
            let formatter = try DurationFormat(locale: localeID, options: .init(largestUnit: .hours))
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(try formatter.format(seconds: Double(durations[i & 1023]))) }
        }
        Benchmark("Duration.short.\(localeID).intl-duration", configuration: configuration()) { benchmark in
            let formatter = try DurationFormat(locale: localeID, options: .init(largestUnit: .hours))
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(try formatter.format(.seconds(durations[i & 1023]))) }
        }
        Benchmark("Duration.short.\(localeID).raw", configuration: configuration()) { benchmark in
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
            defer { buffer.deallocate() }
            let raw = RawDurationFormatter(locale: icuID, width: "", listWidth: CICU_UNITLIST_SHORT)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(raw.format(durations[i & 1023], into: buffer)) }
        }
        Benchmark("Duration.short.\(localeID).foundation", configuration: configuration()) { benchmark in
            let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .abbreviated)
                .locale(foundationLocale)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(style.format(.seconds(durations[i & 1023]))) }
        }
        Benchmark("Duration.digital.\(localeID).intl", configuration: configuration()) { benchmark in
            let formatter = try DurationFormat(locale: localeID, options: .init(style: .digital, largestUnit: .hours))
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(try formatter.format(seconds: Double(durations[i & 1023]))) }
        }
        Benchmark("Duration.digital.\(localeID).foundation", configuration: configuration()) { benchmark in
            let style = Duration.TimeFormatStyle(pattern: .hourMinuteSecond).locale(foundationLocale)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(style.format(.seconds(durations[i & 1023]))) }
        }

        // Ranges: currency and unit, held formatters.
        for (name, style, skeleton) in [("currency", NumberFormatOptions.Style.currency("EUR"), "currency/EUR"),
                                        ("unit", .unit("kilogram"), "unit/kilogram")] {
            Benchmark("NumberRange.\(name).\(localeID).intl", configuration: configuration()) { benchmark in
                let formatter = try NumberRangeFormat(locale: localeID, options: .init(number: .init(style: style)))
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations {
                    let (lower, upper) = ranges[i & 1023]
                    blackHole(formatter.format(lower, upper))
                }
            }
            Benchmark("NumberRange.\(name).\(localeID).raw", configuration: configuration()) { benchmark in
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
                defer { buffer.deallocate() }
                let raw = RawRangeFormatter(skeleton: skeleton, locale: icuID)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations {
                    let (lower, upper) = ranges[i & 1023]
                    blackHole(raw.format(lower, upper, into: buffer))
                }
            }
        }
    }
}
