// A small release executable for counting instructions per call with callgrind
// (Benchmarks/Scripts/callgrind-per-call.sh builds and runs it):
//   callgrind-driver plural <locale> <iterations> <decimal>...   PluralRules.category(for: String)
//   callgrind-driver duration <locale> <iterations>               DurationFormat.format(seconds:), 3,930 s
// Inputs come from the command line, so nothing is folded at compile time.
import Intl

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
