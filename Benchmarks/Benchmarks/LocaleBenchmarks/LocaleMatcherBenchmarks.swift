// LocaleMatcher.bestMatch for a 40-language app and 10-entry browser headers:
//   header.uncached:  AcceptLanguage parsing (10 IntlLocale validations) + ICU's
//                     LocaleMatcher, the cost of a header never seen before
//                     (the public path minus the header cache)
//   header.cached:    bestMatch(acceptLanguage:) for headers seen before (the bounded cache)
//   locales:          bestMatch(for:) on already-validated locales: ICU's matching alone
//   parse:            AcceptLanguage parsing alone
// 512 distinct headers come from a seeded generator and are built before measurement.
import Benchmark
import BenchmarkSupport
import Intl

/// A 40-language app.
let supported = [
    "en", "en-GB", "de", "fr", "fr-CA", "es", "es-419", "it", "pt", "pt-PT",
    "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
    "el", "tr", "ru", "uk", "he", "ar", "fa", "hi", "th", "vi",
    "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant", "ca", "hr", "bg", "lt",
]

/// What browsers send: regional and bare ranges, some the app lacks.
let ranges = [
    "en-US", "en", "en-GB", "en-AU", "de-DE", "de", "de-AT", "de-CH", "fr-FR", "fr", "fr-CH", "fr-BE",
    "es-ES", "es", "es-MX", "es-AR", "it-IT", "it", "pt-BR", "pt", "pt-AO", "nl-NL", "nl-BE", "sv-SE",
    "nb-NO", "no", "fi-FI", "pl-PL", "cs-CZ", "ru-RU", "ru", "uk-UA", "tr-TR", "ja-JP", "ja", "ko-KR",
    "zh-CN", "zh-TW", "zh-HK", "zh", "ar-EG", "he-IL", "hi-IN", "th-TH", "vi-VN", "id-ID", "sw-KE",
    "is-IS", "ga-IE", "cy-GB", "eu-ES", "gl-ES", "et-EE", "lv-LV", "sl-SI", "sr-RS", "mk-MK", "sq-AL",
]

/// 512 distinct 10-entry headers, qualities 1, 0.9 … 0.1 as Chrome writes them.
let headers: [String] = {
    var generator = SplitMix64(state: 10)
    var seen = Set<String>()
    var result: [String] = []
    while result.count < 512 {
        var picked: [String] = []
        while picked.count < 10 {
            let range = ranges[Int(generator.next() % UInt64(ranges.count))]
            if !picked.contains(range) { picked.append(range) }
        }
        let header = picked.enumerated().map { index, range in
            index == 0 ? range : "\(range);q=0.\(10 - index)"
        }.joined(separator: ",")
        if seen.insert(header).inserted { result.append(header) }
    }
    return result
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark("LocaleMatcher.header.uncached.40supported.10entries", configuration: configuration()) { benchmark in
        let matcher = try LocaleMatcher(supported: supported, default: "en")
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let parsed = AcceptLanguage(headers[i & 511])
            blackHole(matcher.bestMatch(for: parsed.entries.map(\.locale)))
        }
    }
    Benchmark("LocaleMatcher.header.cached.40supported.10entries", configuration: configuration()) { benchmark in
        let matcher = try LocaleMatcher(supported: supported, default: "en")
        for header in headers { blackHole(matcher.bestMatch(acceptLanguage: header)) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(matcher.bestMatch(acceptLanguage: headers[i & 511])) }
    }
    Benchmark("LocaleMatcher.locales.40supported.10entries", configuration: configuration()) { benchmark in
        let matcher = try LocaleMatcher(supported: supported, default: "en")
        let preferences = headers.map { AcceptLanguage($0).entries.map(\.locale) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(matcher.bestMatch(for: preferences[i & 511])) }
    }
    Benchmark("AcceptLanguage.parse.10entries", configuration: configuration()) { benchmark in
        for i in benchmark.scaledIterations { blackHole(AcceptLanguage(headers[i & 511])) }
    }
}
