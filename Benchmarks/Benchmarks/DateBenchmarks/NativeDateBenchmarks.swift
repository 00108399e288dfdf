// The native Gregorian formatter (issue 12) against its peers, in one run,
// all in America/Los_Angeles (the native path looks the offset up in the
// zone's transition table):
//   native:       a held DateTimeFormat (engine .native, checked in setup)
//   icu:          a held UDateFormat through the CICU shim, into a stack
//                 buffer, then a String: what DateTimeFormat does on ICU
//   foundation:   a held Foundation DateFormatter
//   formatstyle:  a pre-built Date.FormatStyle (Date.ISO8601FormatStyle for rfc3339)
// Workloads: medium date + medium time, the numeric template `yMd`, and
// `yyyy-MM-dd'T'HH:mm:ssXXX` (en-US only: the pattern has no names).
import Benchmark
import BenchmarkSupport
import CICU
import Foundation
import Intl

struct NativeWorkload: Sendable {
    let name: String
    let layout: DateTimeFormatOptions.Layout
    let locales: [String]
    let foundation: @Sendable (Locale, TimeZone) -> DateFormatter
    let formatStyle: @Sendable (Locale, TimeZone) -> @Sendable (Date) -> String
}

let nativeZone = "America/Los_Angeles"
let rfc3339Pattern = "yyyy-MM-dd'T'HH:mm:ssXXX"

let nativeWorkloads: [NativeWorkload] = [
    NativeWorkload(name: "medium", layout: .styles(date: .medium, time: .medium),
                   locales: ["en-US", "de-DE", "ja-JP", "ar-EG"],
                   foundation: { locale, zone in
                       let formatter = DateFormatter()
                       formatter.locale = locale
                       formatter.timeZone = zone
                       formatter.dateStyle = .medium
                       formatter.timeStyle = .medium
                       return formatter
                   },
                   formatStyle: { locale, zone in
                       let style = Date.FormatStyle(date: .abbreviated, time: .standard, locale: locale, timeZone: zone)
                       return { style.format($0) }
                   }),
    NativeWorkload(name: "numeric", layout: .template("yMd"), locales: ["en-US", "de-DE", "ja-JP", "ar-EG"],
                   foundation: { locale, zone in
                       let formatter = DateFormatter()
                       formatter.locale = locale
                       formatter.timeZone = zone
                       formatter.setLocalizedDateFormatFromTemplate("yMd")
                       return formatter
                   },
                   formatStyle: { locale, zone in
                       let style = Date.FormatStyle(locale: locale, timeZone: zone).year().month(.defaultDigits).day()
                       return { style.format($0) }
                   }),
    NativeWorkload(name: "rfc3339", layout: .pattern(rfc3339Pattern), locales: ["en-US"],
                   foundation: { locale, zone in
                       let formatter = DateFormatter()
                       formatter.locale = locale
                       formatter.timeZone = zone
                       formatter.dateFormat = rfc3339Pattern
                       return formatter
                   },
                   formatStyle: { _, zone in
                       let style = Date.ISO8601FormatStyle(timeZone: zone)
                       return { style.format($0) }
                   }),
]

/// A held UDateFormat in a zone, formatting into a stack buffer and then a String.
struct HeldICUDateFormat {
    let format: OpaquePointer

    init(pattern: String, locale: String, zone: String) {
        var status = cicu_status_ok()
        format = cicu_date_open(CICU_DATE_STYLE_PATTERN, CICU_DATE_STYLE_PATTERN, pattern, locale, zone, &status)!
    }

    func string(_ seconds: Double) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            var status = cicu_status_ok()
            let length = Int(cicu_date_format(format, seconds * 1000, buffer.baseAddress!, 256, &status))
            return buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
        }
    }
}

struct NotNative: Error {}

/// The suite's usual configuration plus process CPU time: on the shared
/// 2-core machine other builds preempt long samples, which inflates wall
/// clock for the slow rows far more than for the fast ones.
func nativeConfiguration() -> Benchmark.Configuration {
    var configuration = configuration()
    configuration.metrics.append(.cpuTotal)
    return configuration
}

func nativeDateBenchmarks() {
    let zone = TimeZone(identifier: nativeZone)!
    for workload in nativeWorkloads {
        for localeID in workload.locales {
            let prefix = "NativeDates.\(workload.name).\(localeID)"
            let options = DateTimeFormatOptions(layout: workload.layout, timeZone: .identifier(nativeZone))

            Benchmark("\(prefix).native", configuration: nativeConfiguration()) { benchmark in
                let formatter = try DateTimeFormat(locale: localeID, options: options)
                guard formatter.engine == .native else { throw NotNative() }
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(formatter.format(instants[i & 1023])) }
            }

            Benchmark("\(prefix).icu", configuration: nativeConfiguration()) { benchmark in
                let pattern = try DateTimeFormat(locale: localeID, options: options).pattern
                let held = HeldICUDateFormat(pattern: pattern, locale: localeID.replacingOccurrences(of: "-", with: "_"),
                                             zone: nativeZone)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(held.string(instants[i & 1023])) }
            }

            Benchmark("\(prefix).foundation", configuration: nativeConfiguration()) { benchmark in
                let formatter = workload.foundation(Locale(identifier: localeID), zone)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(formatter.string(from: dates[i & 1023])) }
            }

            Benchmark("\(prefix).formatstyle", configuration: nativeConfiguration()) { benchmark in
                let format = workload.formatStyle(Locale(identifier: localeID), zone)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(format(dates[i & 1023])) }
            }
        }
    }
}
