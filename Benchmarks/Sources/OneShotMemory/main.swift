// Bounded memory of the one-shot API (issue 15, item 4): formats with
// KEYS distinct (locale, options) keys through `NumberFormat.format` and `DateTimeFormat.pooled`, each key used
// once, and prints the resident set size at checkpoints. The pools keep at
// most their capacity of formatters, so RSS must stay flat once they are full.
// `numbers` varies number options; `dates` varies template, time zone and
// hour cycle (date formats, pattern generators, zone tables). `icu-zones`
// bypasses the library: raw ICU formatters for zone names ("zzzz", "vvvv"),
// each opened, used once and closed, over the (locale, zone) pairs of `dates`,
// to tell ICU's own per-locale caches from the library's pools. `private-use`,
// `variants` and `languages` format with a new spelling of a locale each
// time; `regions` with a new real name each time (every language ICU has
// data for × every region subtag), which ICU caches as such;
// `accept-language` only negotiates those names (a header each) against four
// supported locales, as a service does with untrusted headers.
//
//   swift build -c release --product OneShotMemory
//   .build/release/OneShotMemory [KEYS] [numbers|dates|icu-zones|private-use|variants|languages|regions|accept-language]   (default 1,000,000 numbers)
import CICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Intl

/// Resident memory in KiB from /proc/self/statm: all of it (its second
/// field) and the part not backed by files (second minus third field: the
/// heap and other anonymous pages). The difference is mostly ICU's data
/// library, mapped from disk: pages of it count as resident once read.
func residentKiB() -> (total: Int, anonymous: Int) {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return (-1, -1) }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return (-1, -1) }
    let fields = buffer[..<count].split(separator: UInt8(ascii: " ")).map { Int(String(decoding: $0, as: UTF8.self)) }
    guard fields.count > 2, let resident = fields[1], let shared = fields[2] else { return (-1, -1) }
    let pageKiB = sysconf(Int32(_SC_PAGESIZE)) / 1024
    return (resident * pageKiB, (resident - shared) * pageKiB)
}

/// 48 locales both common and exotic, so ICU's per-locale data caches are exercised too.
let locales = [
    "en-US", "de-DE", "fr-FR", "es-ES", "it-IT", "pt-BR", "ru-RU", "pl-PL", "cs-CZ", "sv-SE",
    "fi-FI", "nb-NO", "da-DK", "nl-NL", "tr-TR", "el-GR", "he-IL", "ar-EG", "fa-IR", "hi-IN",
    "bn-BD", "ta-IN", "th-TH", "vi-VN", "id-ID", "ms-MY", "zh-Hans-CN", "zh-Hant-TW", "ja-JP", "ko-KR",
    "uk-UA", "ro-RO", "hu-HU", "sk-SK", "sl-SI", "hr-HR", "sr-Cyrl-RS", "bg-BG", "lt-LT", "lv-LV",
    "et-EE", "ka-GE", "hy-AM", "sw-KE", "am-ET", "my-MM", "km-KH", "de-CH",
]
let signs: [NumberFormatOptions.SignDisplay] = [
    .automatic, .always, .never, .exceptZero, .negative,
    .accounting, .accountingAlways, .accountingExceptZero, .accountingNegative,
]
let groupings: [NumberFormatOptions.Grouping] = [.automatic, .never, .min2, .always, .thousands]
/// Every (min, max) fraction-digit pair with 0 ≤ min ≤ max ≤ 20: 231 pairs.
let fractionRanges: [ClosedRange<Int>] = (0...20).flatMap { low in (low...20).map { low...$0 } }
let integerDigits = Array(1...12)

/// The index-th number key, mixed radix with the locale fastest: consecutive keys
/// differ in locale, and no two indexes below the product of the radices
/// (48 × 231 × 12 × 9 × 5 ≈ 6 million) give the same key.
func numberKey(_ index: Int) -> (locale: String, options: NumberFormatOptions) {
    var rest = index
    func digit(_ radix: Int) -> Int { defer { rest /= radix }; return rest % radix }
    let locale = locales[digit(locales.count)]
    let fraction = fractionRanges[digit(fractionRanges.count)]
    let minimumIntegerDigits = integerDigits[digit(integerDigits.count)]
    let sign = signs[digit(signs.count)]
    let grouping = groupings[digit(groupings.count)]
    return (locale, NumberFormatOptions(precision: .fractionDigits(fraction), minimumIntegerDigits: minimumIntegerDigits,
                                        grouping: grouping, signDisplay: sign))
}

/// Zone names first (`z`, `v`): the data ICU loads per (locale, zone) comes up early.
let templates = ["jmz", "jmv", "yMMMd", "yMd", "MMMd", "MMMMd", "yMMMMEEEEd", "yMMM", "yM", "Md", "MEd",
                 "MMMEd", "jm", "jms", "Hm", "Hms", "hm", "hms", "yMMMdjm", "yMdjms", "MMMdjm", "Ejm",
                 "yQQQ", "yw"]
let hourCycles: [DateTimeFormatOptions.HourCycle?] = [nil, .h11, .h12, .h23, .h24]
/// Every zone ICU knows, about 600.
let zones = DateTimeFormatOptions.TimeZone.availableIdentifiers

/// The index-th date key, mixed radix with the hour cycle fastest, then the
/// locale, the zone and the template. ICU loads data per locale name (the
/// hour cycle is part of it: "de_DE@hours=h11") and, for zone names, per
/// (locale name, zone): with the zone-name templates `jmz` and `jmv` first,
/// the first `dateDataKeys` keys ask ICU for all of it, and the keys after
/// them (48 × 5 × ~600 × 24 ≈ 3.7 million in all) are as many more distinct
/// keys over data ICU has already loaded. Commit 845f2f1 had the template
/// fastest and the locale slowest; e6d3c21 the locale fastest, then the zone.
func dateKey(_ index: Int) -> (locale: String, options: DateTimeFormatOptions) {
    var rest = index
    func digit(_ radix: Int) -> Int { defer { rest /= radix }; return rest % radix }
    let hourCycle = hourCycles[digit(hourCycles.count)]
    let locale = locales[digit(locales.count)]
    let zone = zones[digit(zones.count)]
    let template = templates[digit(templates.count)]
    var options = DateTimeFormatOptions(layout: .template(template), timeZone: .identifier(zone))
    options.hourCycle = hourCycle
    return (locale, options)
}

/// How many date keys cover every (locale name, zone) with both zone-name templates.
let dateDataKeys = hourCycles.count * locales.count * zones.count * 2

/// Opens a raw ICU formatter for the index-th (locale, zone) pair of
/// `dateKey`'s order and one of the two zone-name patterns, formats one
/// instant, closes it; the number of UTF-8 bytes written (0 on an ICU error).
func formatICUZoneName(_ index: Int) -> Int {
    let locale = locales[index % locales.count]
    let zone = zones[(index / locales.count) % zones.count]
    let pattern = (index / (locales.count * zones.count)) % 2 == 0 ? "zzzz" : "vvvv"
    var status = cicu_status_ok()
    guard let format = cicu_date_open(CICU_DATE_STYLE_PATTERN, CICU_DATE_STYLE_PATTERN, pattern, locale, zone, &status),
          cicu_status_failed(status) == 0 else { return 0 }
    defer { cicu_date_close(format) }
    var output = [CChar](repeating: 0, count: 256)
    let count = cicu_date_format(format, 1_391_731_200_000, &output, Int32(output.count), &status)
    return cicu_status_failed(status) != 0 ? 0 : Int(count)
}

/// glibc's `malloc_trim` (declared in <malloc.h>, which the Glibc module does not export).
@_silgen_name("malloc_trim") func glibcMallocTrim(_ pad: Int) -> Int32

enum Mode: String {
    case numbers, dates, icuZones = "icu-zones", privateUse = "private-use", variants, languages, regions
    case acceptLanguage = "accept-language"
}

/// The language subtags of every locale ICU has data for ("af", "agq"…).
let dataLanguages = Array(Set(IntlLocale.availableIdentifiers.map { String($0.prefix { $0 != "-" }) })).sorted()
/// Every well-formed region subtag: "AA"…"ZZ", then "000"…"999"; most name no region ICU knows.
let regionCodes: [String] = {
    let letters = (0..<676).map { (index: Int) -> String in
        String(decoding: [UInt8(65 + index / 26), UInt8(65 + index % 26)], as: UTF8.self)
    }
    let digits = (0..<1000).map { (number: Int) -> String in
        let decimal = String(number)
        return String(repeating: "0", count: 3 - decimal.count) + decimal
    }
    return letters + digits
}()

/// What a service negotiates against: each header names a new locale.
let matcher = try LocaleMatcher(supported: ["en", "de", "fr", "ja"])

/// The index-th "language-REGION" name, the language fastest: with real languages and every
/// region, each is a name ICU resolves to data it has, yet a new name for its caches.
func regionLocale(_ index: Int) -> String {
    dataLanguages[index % dataLanguages.count] + "-" + regionCodes[(index / dataLanguages.count) % regionCodes.count]
}

/// Formats with the index-th key of the mode; the number of UTF-8 bytes written.
func formatKey(_ index: Int, mode: Mode) throws(IntlError) -> Int {
    switch mode {
    case .icuZones:
        return formatICUZoneName(index)
    case .dates:
        let (locale, options) = dateKey(index)
        return try DateTimeFormat.pooled(locale: locale, options: options).format(1_391_731_200 + Double(index % 86_400)).utf8.count
    case .privateUse, .variants, .languages:
        // The same options each time; only the locale's private-use, variant or language subtag differs.
        let name = String(index, radix: 36)
        let letters = String(String.UnicodeScalarView(String(index, radix: 26).unicodeScalars.map { digit in
            Unicode.Scalar(UInt8(ascii: "a") + UInt8(Int(String(digit), radix: 26) ?? 0))
        }))
        let locale = switch mode {
        case .privateUse: "en-US-x-" + name
        case .variants: "en-US-v" + String(repeating: "0", count: max(0, 4 - name.count)) + name
        default: "qq" + String(repeating: "a", count: max(0, 3 - letters.count)) + letters + "-US"
        }
        let options = DateTimeFormatOptions(layout: .template("jmz"), timeZone: .identifier("America/Los_Angeles"))
        return try DateTimeFormat.pooled(locale: locale, options: options).format(1_391_731_200 + Double(index % 86_400)).utf8.count
    case .regions:
        return try NumberFormat.format(-1234.5678, locale: regionLocale(index), options: NumberFormatOptions()).utf8.count
    case .acceptLanguage:
        return matcher.bestMatch(acceptLanguage: regionLocale(index) + ", fr;q=0.5").supported.utf8.count
    case .numbers:
        let (locale, options) = numberKey(index)
        return try NumberFormat.format(-1234.5678 * Double(index % 7), locale: locale, options: options).utf8.count
    }
}

let keyCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let mode = CommandLine.arguments.count > 2 ? Mode(rawValue: CommandLine.arguments[2]) ?? .numbers : .numbers
let poolName = [.dates, .privateUse, .variants, .languages].contains(mode) ? "one-shot dates" : "number formats"
let checkpoints = Set<Int>([10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 100_000, 200_000, 300_000, 400_000, 500_000,
                             600_000, 700_000, 800_000, 900_000, 1_000_000, keyCount])
    .union(mode == .dates ? (0...10).map { dateDataKeys + $0 * 100_000 } : [])
var outputBytes = 0
var failures = 0
let clock = ContinuousClock()
let start = clock.now
if mode == .regions || mode == .acceptLanguage {
    print("\(dataLanguages.count) languages × \(regionCodes.count) regions = \(dataLanguages.count * regionCodes.count) distinct names")
}
if mode == .dates {
    print("the first \(dateDataKeys) keys cover every (hour cycle, locale, zone) with jmz and jmv: \(hourCycles.count) × \(locales.count) × \(zones.count) × 2")
}
print("keys        RSS KiB  anon KiB   seconds  \(poolName) pool (entries created / evicted)")
print(String(repeating: "-", count: 82))
for index in 0..<keyCount {
    do {
        outputBytes += try formatKey(index, mode: mode)
    } catch {
        if failures == 0 { print("first error, key \(index): \(error)") }
        failures += 1
    }
    let done = index + 1
    if checkpoints.contains(done) {
        let seconds = (clock.now - start).components.seconds
        let pool = FormatterPools.statistics[poolName]
        let resident = residentKiB()
        print("\(done)".padding(10) + "\(resident.total)".leftPadding(10) + "\(resident.anonymous)".leftPadding(10)
              + "\(seconds)".leftPadding(10)
              + "  \(pool?.creations ?? -1) / \(pool?.evictions ?? -1)")
    }
}
print("formatted \(keyCount) \(mode.rawValue) keys, \(outputBytes) bytes of output, \(failures) errors")

// What the library holds: after its pools let go (and glibc returns free
// pages), what stays resident is held elsewhere — ICU's caches, or the heap
// fragmented around them.
FormatterPools.removeAll()
_ = glibcMallocTrim(0)
let afterRelease = residentKiB()
print("after FormatterPools.removeAll() and malloc_trim: \(afterRelease.total) KiB resident, \(afterRelease.anonymous) KiB anonymous")

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
