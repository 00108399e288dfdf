// A small release executable for counting instructions per call with callgrind
// (Benchmarks/Scripts/callgrind-per-call.sh builds and runs it):
//   callgrind-driver plural <locale> <iterations> <decimal>...   PluralRules.category(for: String)
//   callgrind-driver duration <locale> <iterations>               DurationFormat.format(seconds:), 3,930 s
//   callgrind-driver held <kind> <iterations> <locale>...         a held formatter per locale, rotating
//   callgrind-driver key <kind> <iterations> <locale>...          format(_:key:), a prepared key per locale, rotating
//   callgrind-driver oneshot <kind> <iterations> <locale>...      string-keyed one-shot calls rotating over the
//                                                                 locales (front-cache hits), default options
//                                                                 for decimal
//   callgrind-driver oneshot-copies <kind> <iterations> <locale>...   oneshot with three equal options values
//                                                                 per locale, each made on its own (as `intl bench
//                                                                 cache`'s spell-out keys, 150 over 67 locales):
//                                                                 most hits compare options by value
//     kinds: decimal, currency (EUR), percent, spellout (NumberFormat.format(Double));
//     date-template (DateTimeFormat, template yMMMd, UTC). The three modes do the same work
//     apart from reaching the formatter: the same eight inputs, made before the loop, and the
//     same rotating locales, so key - held and oneshot - held are the access costs.
//   callgrind-driver bench-held <kind> <iterations>               `intl bench cache`'s held row on its own keys and
//                                                                 inputs (decimal, currency, percent): 150 keys over
//                                                                 64 locales, each with its options, 64 values
//   callgrind-driver catalog <kind> <iterations>                  a Localizer over `intl bench catalog`'s en + de
//                                                                 shapes (CATALOG=1): lookup, plural-number,
//                                                                 two-variables, header-seen, formatter-plural-number,
//                                                                 default-percent
//   callgrind-driver negotiate <workload> <iterations>            `intl bench negotiate`'s intl rows on its inputs:
//                                                                 header-seen, header-new, parse-cold
// ONESHOT_BEFORE_24 spells the one-shot calls as the library did before issue #24's renames
// (`Intl.format(…)`), to count the same calls at fc521cc (oneshot mode only).
// Inputs come from the command line, so nothing is folded at compile time.
import Intl
#if !ONESHOT_BEFORE_24
import MachineTime
#endif
#if CATALOG
import Glibc
import StringCatalog
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
case "oneshot", "oneshot-copies", "held", "key":
    sink &+= try formatting(arguments[1], kind: arguments[2], iterations: iterations, locales: Array(arguments[4...]))
case "negotiate":
    sink &+= try negotiate(arguments[2], iterations: iterations)
#if !ONESHOT_BEFORE_24
case "bench-held":
    sink &+= try benchHeld(kind: arguments[2], iterations: iterations)
#endif
#if DURATION
case "duration":
    // "1 hr, 5 min, 30 sec" and "1 hr, 5 min, 31 sec" in en.
    let formatter = try DurationFormat(locale: arguments[2], options: .init(largestUnit: .hours))
    for i in 0..<iterations {
        sink &+= try formatter.format(seconds: 3_930 + Double(i & 1)).utf8.count
    }
#endif
#if CATALOG
case "catalog":
    sink &+= try catalogWorkload(arguments[2], iterations: iterations)
#endif
default:
    fatalError("unknown workload \(arguments[1])")
}
print(sink)

/// The number options of a kind.
func numberOptions(_ kind: String) -> NumberFormatOptions {
    switch kind {
    case "currency": NumberFormatOptions(style: .currency("EUR"))
    case "percent": NumberFormatOptions(style: .percent)
    case "spellout": NumberFormatOptions(style: .spellOut())
    default: NumberFormatOptions()
    }
}

/// Eight amounts with two decimals (percent: a thousandth of them; integers for spell-out).
func numberInputs(_ kind: String) -> [Double] {
    (0..<8).map { i in
        let amount = 1_234.5 + Double(i) * 10_001.37
        return kind == "spellout" ? amount.rounded() : kind == "percent" ? amount / 1_000 : amount
    }
}

#if ONESHOT_BEFORE_24
func formatting(_ mode: String, kind: String, iterations: Int, locales: [String]) throws -> Int {
    guard mode == "oneshot" else { fatalError("\(mode) needs the library after #24") }
    let options = numberOptions(kind), inputs = numberInputs(kind)
    let template = DateTimeFormatOptions(layout: .template("yMMMd"), timeZone: .utc)
    var sink = 0
    for i in 0..<iterations {
        let locale = locales[i % locales.count]
        switch kind {
        case "decimal": sink &+= try Intl.format(inputs[i & 7], locale: locale, options: NumberFormatOptions()).utf8.count
        case "date-template": sink &+= try Intl.format(1_391_731_200 + Double(i & 7), locale: locale, options: template).utf8.count
        default: sink &+= try Intl.format(inputs[i & 7], locale: locale, options: options).utf8.count
        }
    }
    return sink
}
#else
/// `held`, `key` or `oneshot` calls of a kind: only the formatter access differs.
func formatting(_ mode: String, kind: String, iterations: Int, locales: [String]) throws -> Int {
    if kind == "date-template" { return try dateFormatting(mode, iterations: iterations, locales: locales) }
    let options = numberOptions(kind), inputs = numberInputs(kind)
    var sink = 0
    // The locales in turn with a wrapping position, as `intl bench cache` takes its keys (no
    // division per call); held formatters and prepared keys are read in place (`HeldInPlace`:
    // no retain and release of their storage per call, which a copy out of an array made).
    var position = 0
    let last = locales.count - 1
    switch mode {
    case "held":
        let formatters = try HeldInPlace(locales.map { try NumberFormat(locale: $0, options: options) })
        for i in 0..<iterations {
            sink &+= formatters.with(position) { $0.format(inputs[i & 7]) }.utf8.count
            position = position == last ? 0 : position + 1
        }
    case "key":
        let keys = try HeldInPlace(locales.map { try NumberFormat.Key(locale: $0, options: options) })
        for i in 0..<iterations {
            sink &+= try keys.with(position) { try NumberFormat.format(inputs[i & 7], key: $0) }.utf8.count
            position = position == last ? 0 : position + 1
        }
    case "oneshot" where kind == "decimal":  // as users write it: the default options argument
        for i in 0..<iterations {
            sink &+= try NumberFormat.format(inputs[i & 7], locale: locales[position]).utf8.count
            position = position == last ? 0 : position + 1
        }
    case "oneshot":
        for i in 0..<iterations {
            sink &+= try NumberFormat.format(inputs[i & 7], locale: locales[position], options: options).utf8.count
            position = position == last ? 0 : position + 1
        }
    case "oneshot-copies":
        // Copy j serves locale j % count: the three copies of a locale's options are equal, never the same object.
        let copies = (0..<3 * locales.count).map { _ in numberOptions(kind) }
        for i in 0..<iterations {
            sink &+= try NumberFormat.format(inputs[i & 7], locale: locales[i % locales.count],
                                             options: copies[i % copies.count]).utf8.count
        }
    default:
        fatalError("unknown mode \(mode)")
    }
    return sink
}

/// `intl bench cache`'s held row for `kind` as `Sources/IntlCommandLine/CacheWorkload.swift` builds it (the same
/// keys, options and inputs; its loop is a closure call more), so the figures count what the row's 150
/// formatters cost, which the four locales of `held` do not show: one formatter in ten writes non-ASCII
/// digits (the general writer and a heap string), and most values have three fraction digits.
func benchHeld(kind: String, iterations: Int) throws -> Int {
    let currencies = ["EUR", "USD", "JPY", "GBP", "CHF", "INR", "BRL", "CNY"]
    let all = IntlLocale.availableIdentifiers.filter { !$0.contains("-u-") }
    let step = max(1, all.count / 64)
    let locales = stride(from: 0, to: all.count, by: step).map { all[$0] }
    let keys = (0..<150).map { (locale: locales[$0 % locales.count], variant: $0 / locales.count) }
    func options(variant: Int) -> NumberFormatOptions {
        switch kind {
        case "currency": NumberFormatOptions(style: .currency(currencies[variant % currencies.count]))
        case "percent": NumberFormatOptions(style: .percent, precision: .fractionDigits(0...(variant % 4)))
        default: NumberFormatOptions(precision: .fractionDigits(0...(2 + variant % 4)))
        }
    }
    let divisor = kind == "percent" ? 10_000.0 : 1
    let inputs = (0..<64).map { (Double($0) * 1234.567 + 0.891) / divisor }
    let formatters = try HeldInPlace(keys.map { try NumberFormat(locale: $0.locale, options: options(variant: $0.variant)) })
    var sink = 0, slot = 0
    for i in 0..<iterations {
        sink &+= formatters.with(slot) { $0.format(inputs[i & 63]) }.utf8.count
        slot = slot == keys.count - 1 ? 0 : slot + 1
    }
    return sink
}

/// `intl bench cache`'s `HeldInPlace` (Sources/IntlCommandLine/HeldInPlace.swift), the same here: each value in a
/// `let` of its own object, reached unretained, so the call borrows it.
final class HeldInPlace<Value> {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let boxes: [Box]
    private let unretained: [Unmanaged<Box>]

    init(_ values: [Value]) {
        boxes = values.map(Box.init)
        unretained = boxes.map { Unmanaged.passUnretained($0) }
    }

    @inline(__always)
    func with<Result>(_ slot: Int, _ body: (Value) throws -> Result) rethrows -> Result {
        // Safe: `boxes` holds every box as long as `self` lives.
        try unretained[slot]._withUnsafeGuaranteedRef { try body($0.value) }
    }
}

/// The date-template kind: template yMMMd in UTC, eight instants a second apart.
func dateFormatting(_ mode: String, iterations: Int, locales: [String]) throws -> Int {
    let options = DateTimeFormatOptions(layout: .template("yMMMd"), timeZone: .utc)
    let inputs = (0..<8).map { Timestamp(seconds: 1_391_731_200 + Int64($0)) }
    var sink = 0
    var position = 0
    let last = locales.count - 1
    switch mode {
    case "held":
        let formatters = try HeldInPlace(locales.map { try DateTimeFormat(locale: $0, options: options) })
        for i in 0..<iterations {
            sink &+= formatters.with(position) { $0.format(inputs[i & 7]) }.utf8.count
            position = position == last ? 0 : position + 1
        }
    case "key":
        let keys = try HeldInPlace(locales.map { try DateTimeFormat.Key(locale: $0, options: options) })
        for i in 0..<iterations {
            sink &+= try keys.with(position) { try DateTimeFormat.format(inputs[i & 7], key: $0) }.utf8.count
            position = position == last ? 0 : position + 1
        }
    case "oneshot":
        for i in 0..<iterations {
            sink &+= try DateTimeFormat.format(inputs[i & 7], locale: locales[position], options: options).utf8.count
            position = position == last ? 0 : position + 1
        }
    default:
        fatalError("unknown mode \(mode)")
    }
    return sink
}
#endif

#if CATALOG
/// The keys and messages of `intl bench catalog` (Sources/IntlCommandLine/CatalogBenchFixture.swift), written
/// into a fresh folder under /tmp: en + de, 2,000 keys each, and the `files` and `runs` plurals.
func catalogWorkload(_ kind: String, iterations: Int) throws -> Int {
    let keys = (0..<2000).map { "screen.\($0 / 20).label.\($0)" }
    let root = "/tmp/callgrind-catalog-\(getpid())"
    let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ (%.1f MB)</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
        <key>runs</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
        <key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lu</string>
        <key>zero</key><string>No runs completed yet</string><key>one</key><string>One %2$#@total@</string>
        <key>other</key><string>%lu %2$#@total@</string></dict>
        <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lu</string>
        <key>one</key><string>run completed</string><key>other</key><string>of %lu runs completed</string></dict></dict>
        </dict></plist>
        """
    func write(_ text: String, to path: String) {
        guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
        fputs(text, file)
        fclose(file)
    }
    for language in ["en", "de"] {
        let folder = root + "/\(language).lproj"
        mkdir(root, 0o755)
        mkdir(folder, 0o755)
        write(keys.enumerated().map { "\"\($1)\" = \"\(language) text number \($0) for the label\";\n" }.joined(),
              to: folder + "/Localizable.strings")
        write(stringsdict, to: folder + "/Localizable.stringsdict")
    }
    let catalog = try Catalog(directory: root, developmentLanguage: "en")
    for language in ["en", "de"] {  // Loaded: the files are no longer read.
        unlink(root + "/\(language).lproj/Localizable.strings")
        unlink(root + "/\(language).lproj/Localizable.stringsdict")
        rmdir(root + "/\(language).lproj")
    }
    rmdir(root)
    let headers = ["de-CH, en;q=0.5", "en-US", "de", "en-GB,en;q=0.9", "fr-CH, de;q=0.8", "de-DE,de;q=0.9,en;q=0.8",
                   "en", "it, en;q=0.5"]
    for header in headers { _ = catalog.localizer(acceptLanguage: header) }
    var sink = 0
    switch kind {
    case "lookup":
        let localizer = catalog.localizer(acceptLanguage: "de-CH, en;q=0.5")
        // The keys in turn and lent in place, as `intl bench catalog` takes them (its `KeyCycle`):
        // no division and no retain of the key per call.
        let lent = HeldInPlace(keys)
        var position = 0
        for _ in 0..<iterations {
            sink &+= try lent.with(position) { try localizer.string($0) }.utf8.count
            position = position == keys.count - 1 ? 0 : position + 1
        }
    case "plural-number":
        let localizer = catalog.localizer(acceptLanguage: "en-US")
        for i in 0..<iterations { sink &+= try localizer.format("files", arguments: [.int(Int64(i & 7)), 1234.5]).utf8.count }
    case "two-variables":
        let localizer = catalog.localizer(acceptLanguage: "en-US")
        for i in 0..<iterations { sink &+= try localizer.format("runs", arguments: [.int(Int64(i & 3)), 3]).utf8.count }
    case "formatter-plural-number":  // MessageFormatter.format of a message held as a value (no catalog)
        let formatter = try MessageFormatter(localization: IntlLocale("en-US"))
        let files = CatalogMessage.plural(PluralMessage(format: "%#@files@ (%.1f MB)", variables: [
            "files": PluralVariable(valueType: "d", forms: [.one: "%d file", .other: "%d files"]),
        ]))
        for i in 0..<iterations { sink &+= try formatter.format(files, arguments: [.int(Int64(i & 7)), 1234.5]).utf8.count }
    case "default-percent":  // Localizer.format of a missing key whose default value has a `%`
        let localizer = catalog.localizer(acceptLanguage: "en-US")
        for i in 0..<iterations {
            sink &+= try localizer.format("absent", default: "%d files (%.1f MB)", arguments: [.int(Int64(i & 7)), 1234.5]).utf8.count
        }
    case "header-seen":
        for i in 0..<iterations { sink &+= catalog.localizer(acceptLanguage: headers[i & 7]).localization.utf8.count }
    default:
        fatalError("unknown catalog workload \(kind)")
    }
    return sink
}
#endif
/// `intl bench negotiate`'s intl rows (Sources/IntlCommandLine/NegotiateBench.swift): the same 40
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
