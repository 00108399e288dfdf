// DateTimeFormat.format and DatePatterns.bestPattern against their peers, in one run:
//   raw:          the CICU call DateTimeFormat wraps (held UDateFormat, stack buffer)
//   intl:         DateTimeFormat.format (held)
//   foundation:   a held Foundation DateFormatter
//   formatstyle:  a pre-built Date.FormatStyle
//   bestPattern:  cached (DatePatterns) vs uncached (held generator, udatpg_getBestPattern each time)
// Inputs come from a seeded generator and are built before measurement.
import Benchmark
import BenchmarkSupport
import CICU
import Foundation
import Intl

/// 1024 instants (whole seconds) between 1970 and 2100.
let instants: [Double] = {
    var generator = SplitMix64(state: 42)
    return (0..<1024).map { _ in Double(Int64.random(in: 0..<4_102_444_800, using: &generator)) }
}()
let dates = instants.map { Date(timeIntervalSince1970: $0) }

struct Workload: Sendable {
    let name: String
    let layout: DateTimeFormatOptions.Layout
    let foundation: @Sendable (Locale) -> DateFormatter
    let formatStyle: @Sendable (Locale) -> Date.FormatStyle
}

let utc = TimeZone(identifier: "UTC")!

let workloads: [Workload] = [
    Workload(name: "style", layout: .styles(date: .medium, time: .short),
             foundation: { locale in
                 let formatter = DateFormatter()
                 formatter.locale = locale
                 formatter.timeZone = utc
                 formatter.dateStyle = .medium
                 formatter.timeStyle = .short
                 return formatter
             },
             formatStyle: { locale in
                 Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: utc)
             }),
    Workload(name: "template", layout: .template("yMMMEd"),
             foundation: { locale in
                 let formatter = DateFormatter()
                 formatter.locale = locale
                 formatter.timeZone = utc
                 formatter.setLocalizedDateFormatFromTemplate("yMMMEd")
                 return formatter
             },
             formatStyle: { locale in
                 Date.FormatStyle(locale: locale, timeZone: utc).year().month(.abbreviated).day().weekday(.abbreviated)
             }),
]

let locales = ["en-US", "de-DE"]

/// The raw shim call: what `DateTimeFormat.format` wraps, minus Swift.
struct RawDateFormat {
    let format: OpaquePointer

    init(pattern: String, locale: String) {
        var status = cicu_status_ok()
        format = cicu_date_open(CICU_DATE_STYLE_PATTERN, CICU_DATE_STYLE_PATTERN, pattern, locale, "Etc/UTC", &status)!
    }

    func format(_ seconds: Double, into buffer: UnsafeMutablePointer<CChar>) -> Int32 {
        var status = cicu_status_ok()
        return cicu_date_format(format, seconds * 1000, buffer, 256, &status)
    }
}

let benchmarks: @Sendable () -> Void = {
    for workload in workloads {
        for localeID in locales {
            let prefix = "DateTimeFormat.\(workload.name).\(localeID)"
            let icuID = localeID.replacingOccurrences(of: "-", with: "_")
            let options = DateTimeFormatOptions(layout: workload.layout)

            Benchmark("\(prefix).raw", configuration: configuration()) { benchmark in
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
                defer { buffer.deallocate() }
                let raw = RawDateFormat(pattern: try DateTimeFormat(locale: localeID, options: options).pattern, locale: icuID)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(raw.format(instants[i & 1023], into: buffer)) }
            }

            Benchmark("\(prefix).intl", configuration: configuration()) { benchmark in
                let formatter = try DateTimeFormat(locale: localeID, options: options)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(formatter.format(instants[i & 1023])) }
            }

            Benchmark("\(prefix).foundation", configuration: configuration()) { benchmark in
                let formatter = workload.foundation(Locale(identifier: localeID))
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(formatter.string(from: dates[i & 1023])) }
            }

            Benchmark("\(prefix).formatstyle", configuration: configuration()) { benchmark in
                let style = workload.formatStyle(Locale(identifier: localeID))
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(style.format(dates[i & 1023])) }
            }
        }
    }

    let templates = ["yMMMd", "jmm", "yMMMEd", "MMMMd", "Hms", "yQQQ", "EEEEd", "yMMMMEEEEdjmm"]
    for localeID in locales {
        let icuID = localeID.replacingOccurrences(of: "-", with: "_")

        Benchmark("DatePatterns.bestPattern.\(localeID).cached", configuration: configuration()) { benchmark in
            let locale = try IntlLocale(localeID)
            for template in templates { _ = try DatePatterns.bestPattern(template: template, locale: locale) }
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                blackHole(try DatePatterns.bestPattern(template: templates[i & 7], locale: locale))
            }
        }

        Benchmark("DatePatterns.bestPattern.\(localeID).uncached", configuration: configuration()) { benchmark in
            var status = cicu_status_ok()
            let generator = cicu_datepg_open(icuID, &status)!
            defer { cicu_datepg_close(generator) }
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
            defer { buffer.deallocate() }
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                var callStatus = cicu_status_ok()
                blackHole(cicu_datepg_best_pattern(generator, templates[i & 7], buffer, 256, &callStatus))
            }
        }
    }

    nativeDateBenchmarks()
}
