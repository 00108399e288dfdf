// A small release executable for counting instructions per call with callgrind
// (Benchmarks/Scripts/callgrind-per-call.sh builds and runs it):
//   callgrind-driver plural <locale> <iterations> <decimal>...   PluralRules.category(for: String)
//   callgrind-driver duration <locale> <iterations>               DurationFormat.format(seconds:), 3,930 s
//   callgrind-driver oneshot <kind> <iterations> <locale>...      string-keyed one-shot calls rotating over
//                                                                 the locales (hits): decimal, currency, date-template
//   callgrind-driver negotiate <workload> <iterations>            `intl bench negotiate`'s intl rows on its inputs:
//                                                                 header-seen, header-new, parse-cold
// ONESHOT_BEFORE_24 spells the one-shot calls as the library did before issue #24's renames
// (`Intl.format(…)`), to count the same calls at fc521cc.
// Inputs come from the command line, so nothing is folded at compile time.
import Intl
#if !ONESHOT_BEFORE_24
import MachineTime
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 4, let iterations = Int(arguments[3]) else {
    fatalError("usage: callgrind-driver plural|duration <locale> <iterations> [<decimal>...]")
}
var sink = 0
switch arguments[1] {
case "plural":
    let rules = try PluralRules(locale: arguments[2])
    let inputs = Array(arguments[4...])
    for i in 0..<iterations {
        sink &+= try rules.category(for: inputs[i % inputs.count]) == .other ? 0 : 1
    }
case "oneshot":
    let locales = Array(arguments[4...])
    let currency = NumberFormatOptions(style: .currency("EUR"))
    let template = DateTimeFormatOptions(layout: .template("yMMMd"), timeZone: .utc)
    for i in 0..<iterations {
        let locale = locales[i % locales.count], value = 1_234.5 + Double(i & 7)
        #if ONESHOT_BEFORE_24
        switch arguments[2] {
        case "decimal": sink &+= try Intl.format(value, locale: locale, options: NumberFormatOptions()).utf8.count
        case "currency": sink &+= try Intl.format(value, locale: locale, options: currency).utf8.count
        default: sink &+= try Intl.format(1_391_731_200 + value, locale: locale, options: template).utf8.count
        }
        #else
        switch arguments[2] {
        case "decimal": sink &+= try NumberFormat.format(value, locale: locale).utf8.count
        case "currency": sink &+= try NumberFormat.format(value, locale: locale, options: currency).utf8.count
        default:
            let instant = Timestamp(seconds: 1_391_731_200 + Int64(i & 7))
            sink &+= try DateTimeFormat.format(instant, locale: locale, options: template).utf8.count
        }
        #endif
    }
case "negotiate":
    sink &+= try negotiate(arguments[2], iterations: iterations)
#if DURATION
case "duration":
    // "1 hr, 5 min, 30 sec" and "1 hr, 5 min, 31 sec" in en.
    let formatter = try DurationFormat(locale: arguments[2], options: .init(largestUnit: .hours))
    for i in 0..<iterations {
        sink &+= try formatter.format(seconds: 3_930 + Double(i & 1)).utf8.count
    }
#endif
default:
    fatalError("unknown workload \(arguments[1])")
}
print(sink)

/// `intl bench negotiate`'s intl rows (Sources/intl/NegotiateBench.swift): the same 40
/// supported locales, the same seeded 10-entry headers, the same warm-up.
func negotiate(_ workload: String, iterations: Int) throws -> Int {
    let supported = [
        "en", "en-GB", "de", "fr", "fr-CA", "es", "es-419", "it", "pt", "pt-PT",
        "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
        "el", "tr", "ru", "uk", "he", "ar", "fa", "hi", "th", "vi",
        "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant", "ca", "hr", "bg", "lt",
    ]
    let ranges = [
        "en-US", "en", "en-GB", "en-AU", "de-DE", "de", "de-AT", "de-CH", "fr-FR", "fr", "fr-CH", "fr-BE",
        "es-ES", "es", "es-MX", "es-AR", "it-IT", "it", "pt-BR", "pt", "pt-AO", "nl-NL", "nl-BE", "sv-SE",
        "nb-NO", "no", "fi-FI", "pl-PL", "cs-CZ", "ru-RU", "ru", "uk-UA", "tr-TR", "ja-JP", "ja", "ko-KR",
        "zh-CN", "zh-TW", "zh-HK", "zh", "ar-EG", "he-IL", "hi-IN", "th-TH", "vi-VN", "id-ID", "sw-KE",
        "is-IS", "ga-IE", "cy-GB", "eu-ES", "gl-ES", "et-EE", "lv-LV", "sl-SI", "sr-RS", "mk-MK", "sq-AL",
    ]
    var state: UInt64 = 10
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    var seen = Set<String>()
    var headers: [String] = []
    while headers.count < 4096 {
        var picked: [String] = []
        while picked.count < 10 {
            let range = ranges[Int(next() % UInt64(ranges.count))]
            if !picked.contains(range) { picked.append(range) }
        }
        let header = picked.enumerated().map { index, range in
            index == 0 ? range : "\(range);q=0.\(10 - index)"
        }.joined(separator: ",")
        if seen.insert(header).inserted { headers.append(header) }
    }
    let matcher = try LocaleMatcher(supported: supported, default: "en")
    var sink = 0
    switch workload {
    case "header-seen":
        for header in headers.prefix(512) { _ = matcher.bestMatch(acceptLanguage: header) }
        for i in 0..<iterations { sink &+= matcher.bestMatch(acceptLanguage: headers[i & 511]).supported.utf8.count }
    case "header-new":
        for header in headers { _ = matcher.bestMatch(acceptLanguage: header) }
        for i in 0..<iterations { sink &+= matcher.bestMatch(acceptLanguage: headers[i & 4095]).supported.utf8.count }
    case "parse-cold":
        for header in headers { _ = AcceptLanguage(header) }
        for i in 0..<iterations { sink &+= AcceptLanguage(headers[i & 4095]).entries.count }
    default:
        fatalError("unknown negotiate workload \(workload)")
    }
    return sink
}
