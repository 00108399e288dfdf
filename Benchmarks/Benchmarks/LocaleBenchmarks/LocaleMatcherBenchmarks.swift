// LocaleMatcher.bestMatch for a 40-language app and 10-entry browser headers:
//   header.uncached:  bestMatch(acceptLanguage:) for a header not in the cache: 4,096
//                     distinct headers in turn, more than the 1,024 the cache keeps, so
//                     every call parses and matches (its language ranges were seen before)
//   header.cached:    bestMatch(acceptLanguage:) for 512 headers seen before
//   header.cold:      AcceptLanguage(header) (validating all 10 ranges with IntlLocale,
//                     no cache at all) + bestMatch(for:)
//   locales:          bestMatch(for:) on already-validated locales: the native matching alone
//   icu.locales:      ICU's LocaleMatcher (through the C shim) on the same locales' tags: the peer
//                     the native matcher replaced, with the same answers
//   parse.cold:       AcceptLanguage(header) alone
// Headers come from a seeded generator and are built before measurement.
import Benchmark
import BenchmarkSupport
import CICU
#if canImport(Glibc)
import Glibc   // strdup, free
#else
import Darwin
#endif
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

/// 4,096 distinct 10-entry headers, qualities 1, 0.9 … 0.1 as Chrome writes them.
let headers: [String] = {
    var generator = SplitMix64(state: 10)
    var seen = Set<String>()
    var result: [String] = []
    while result.count < 4096 {
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
        for header in headers { blackHole(matcher.bestMatch(acceptLanguage: header)) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(matcher.bestMatch(acceptLanguage: headers[i & 4095])) }
    }
    Benchmark("LocaleMatcher.header.cold.40supported.10entries", configuration: configuration()) { benchmark in
        let matcher = try LocaleMatcher(supported: supported, default: "en")
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(matcher.bestMatch(for: AcceptLanguage(headers[i & 4095]).entries.map(\.locale)))
        }
    }
    Benchmark("LocaleMatcher.header.cached.40supported.10entries", configuration: configuration()) { benchmark in
        let matcher = try LocaleMatcher(supported: supported, default: "en")
        for header in headers.prefix(512) { blackHole(matcher.bestMatch(acceptLanguage: header)) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(matcher.bestMatch(acceptLanguage: headers[i & 511])) }
    }
    Benchmark("LocaleMatcher.locales.40supported.10entries", configuration: configuration()) { benchmark in
        let matcher = try LocaleMatcher(supported: supported, default: "en")
        let preferences = headers.prefix(512).map { AcceptLanguage($0).entries.map(\.locale) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(matcher.bestMatch(for: preferences[i & 511])) }
    }
    Benchmark("LocaleMatcher.icu.locales.40supported.10entries", configuration: configuration()) { benchmark in
        // C strings made once, before measurement, and freed after it.
        let supportedTags = try supported.map { strdup(try IntlLocale($0).identifier) }
        let preferences = headers.prefix(512).map { AcceptLanguage($0).entries.map { strdup($0.locale.identifier) } }
        defer { (supportedTags + preferences.joined()).forEach { free($0) } }
        var status = cicu_status_ok()
        let matcher = supportedTags.map { UnsafePointer($0) }.withUnsafeBufferPointer { tags in
            cicu_locale_matcher_open(tags.baseAddress, Int32(tags.count), "en", &status)
        }
        defer { cicu_locale_matcher_close(matcher) }
        let desired = preferences.map { $0.map { UnsafePointer($0) } }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            desired[i & 511].withUnsafeBufferPointer { tags in
                blackHole(cicu_locale_matcher_best(matcher, tags.baseAddress, Int32(tags.count), &status))
            }
        }
    }
    Benchmark("AcceptLanguage.parse.cold.10entries", configuration: configuration()) { benchmark in
        for i in benchmark.scaledIterations { blackHole(AcceptLanguage(headers[i & 4095])) }
    }
}
