// Bounded memory of the one-shot API (issue 15, item 4): formats with
// KEYS distinct (locale, options) keys through `Intl.format`, each key used
// once, and prints the resident set size at checkpoints. The pools keep at
// most their capacity of formatters, so RSS must stay flat once they are full.
// `numbers` varies number options; `dates` varies template, time zone and
// hour cycle (date formats, pattern generators, zone tables).
//
//   swift build -c release --product OneShotMemory
//   .build/release/OneShotMemory [KEYS] [numbers|dates]   (default 1,000,000 numbers)
import Glibc
import Intl

/// Resident set size in KiB, from /proc/self/statm (its second field, in pages).
func residentKiB() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return -1 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return -1 }
    let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return -1 }
    return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
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

/// The index-th date key, mixed radix with the locale fastest, then the
/// zone: every (locale, zone) pair comes up within the first 48 × ~600 keys,
/// so ICU's per-locale zone names are all loaded early, and what grows after
/// that would grow with the number of keys (48 × ~600 × 5 × 24 ≈ 3.4 million
/// keys). Commit 845f2f1 had the template fastest and the locale slowest.
func dateKey(_ index: Int) -> (locale: String, options: DateTimeFormatOptions) {
    var rest = index
    func digit(_ radix: Int) -> Int { defer { rest /= radix }; return rest % radix }
    let locale = locales[digit(locales.count)]
    let zone = zones[digit(zones.count)]
    let hourCycle = hourCycles[digit(hourCycles.count)]
    let template = templates[digit(templates.count)]
    var options = DateTimeFormatOptions(layout: .template(template), timeZone: .identifier(zone))
    options.hourCycle = hourCycle
    return (locale, options)
}

/// Formats with the index-th key of the mode; the number of UTF-8 bytes written.
func formatKey(_ index: Int, dates: Bool) throws(IntlError) -> Int {
    if dates {
        let (locale, options) = dateKey(index)
        return try Intl.dateTimeFormat(locale: locale, options: options).format(1_391_731_200 + Double(index % 86_400)).utf8.count
    }
    let (locale, options) = numberKey(index)
    return try Intl.format(-1234.5678 * Double(index % 7), locale: locale, options: options).utf8.count
}

let keyCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let dates = CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "dates"
let poolName = dates ? "one-shot dates" : "one-shot numbers"
let checkpoints: Set<Int> = [10_000, 50_000, 100_000, 200_000, 300_000, 400_000, 500_000,
                             600_000, 700_000, 800_000, 900_000, 1_000_000, keyCount]
var outputBytes = 0
var failures = 0
let clock = ContinuousClock()
let start = clock.now
print("keys        RSS KiB   seconds  \(poolName) pool (entries created / evicted)")
print(String(repeating: "-", count: 72))
for index in 0..<keyCount {
    do {
        outputBytes += try formatKey(index, dates: dates)
    } catch {
        failures += 1
    }
    let done = index + 1
    if checkpoints.contains(done) {
        let seconds = (clock.now - start).components.seconds
        let pool = Intl.formatterPoolStatistics[poolName]
        print("\(done)".padding(10) + "\(residentKiB())".leftPadding(10) + "\(seconds)".leftPadding(10)
              + "  \(pool?.creations ?? -1) / \(pool?.evictions ?? -1)")
    }
}
print("formatted \(keyCount) \(dates ? "date" : "number") keys, \(outputBytes) bytes of output, \(failures) errors")

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
