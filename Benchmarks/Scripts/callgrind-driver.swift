// A small release executable for counting instructions per call with callgrind
// (Benchmarks/Scripts/callgrind-per-call.sh builds and runs it):
//   callgrind-driver plural <locale> <iterations> <decimal>...   PluralRules.category(for: String)
//   callgrind-driver duration <locale> <iterations>               DurationFormat.format(seconds:), 3,930 s
//   callgrind-driver oneshot <kind> <iterations> <locale>...      string-keyed one-shot calls rotating over
//                                                                 the locales (hits): decimal, currency, date-template
//   callgrind-driver held <kind> <iterations> <locale>            a held NumberFormat.format(Double): decimal,
//                                                                 currency (EUR), percent, spellout
//   callgrind-driver key <kind> <iterations> <locale>...          NumberFormat.format(_:key:) rotating over
//                                                                 prepared keys of the locales (same kinds)
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
#if !ONESHOT_BEFORE_24
case "held", "key":
    let options: NumberFormatOptions = switch arguments[2] {
    case "currency": NumberFormatOptions(style: .currency("EUR"))
    case "percent": NumberFormatOptions(style: .percent)
    case "spellout": NumberFormatOptions(style: .spellOut())
    default: NumberFormatOptions()
    }
    // Amounts with two decimals (percent: a thousandth of them); integers for spell-out.
    func input(_ i: Int) -> Double {
        let amount = 1_234.5 + Double(i & 7) * 10_001.37
        return arguments[2] == "spellout" ? amount.rounded() : arguments[2] == "percent" ? amount / 1_000 : amount
    }
    if arguments[1] == "held" {
        let formatter = try NumberFormat(locale: arguments[4], options: options)
        for i in 0..<iterations { sink &+= formatter.format(input(i)).utf8.count }
    } else {
        let keys = try arguments[4...].map { try NumberFormat.Key(locale: $0, options: options) }
        for i in 0..<iterations { sink &+= try NumberFormat.format(input(i), key: keys[i % keys.count]).utf8.count }
    }
#endif
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
