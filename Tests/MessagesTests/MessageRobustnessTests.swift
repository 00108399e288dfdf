import Intl
import MachineTime
import Messages
import TestSupport
import Testing

/// No input traps: sources mutated from the conformance suite's either
/// parse or throw a `MessageSyntaxError`, and every message that parses
/// formats, to text and to parts, in three locales with arguments of every kind.
@Suite struct MessageRobustnessTests {
    /// Characters that matter to the syntax, and some that do not.
    private static let alphabet = Array("{}|\\$:@#/.=*-+_ 019aez\u{2068}\u{200F}\u{061C}\u{3000}\u{00A0}\n\té€😀".unicodeScalars)

    private static let arguments: [String: any MessageArgumentConvertible] = [
        "x": 1, "y": 2.5, "foo": "bar", "count": -3, "n": UInt64.max, "d": Timestamp(seconds: -86_400),
        "var": "1", "one": 1.0, "bar": Double.nan,
    ]

    @Test func mutatedSourcesParseOrFailWithATypedError() throws {
        let seeds = try ConformanceCase.all().map(\.source)
        var random = SplitMix64(seed: 48)
        let formats = try ["en", "ar", "ru"].map { try IntlLocale($0) }
        var parsed = 0
        for _ in 0..<20_000 {
            var scalars = Array(random.pick(seeds).unicodeScalars)
            for _ in 0...random.int(0...3) { Self.mutate(&scalars, &random) }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            guard let message = try? Message(mf2: String(view)) else { continue }
            parsed += 1
            for locale in formats {
                let format = MessageFormat(message, locale: locale, options: .init(functions: .withTestFunctions))
                let result = format.formatToParts(Self.arguments)
                #expect(result.text == format.format(Self.arguments).text)
            }
        }
        #expect(parsed == 3_310)
    }

    /// Inserts, deletes, replaces or repeats a little.
    private static func mutate(_ scalars: inout [Unicode.Scalar], _ random: inout SplitMix64) {
        let index = random.int(0...scalars.count)
        switch random.int(0...3) {
        case 0:
            scalars.insert(random.pick(alphabet), at: index)
        case 1 where index < scalars.count:
            scalars.remove(at: index)
        case 2 where index < scalars.count:
            scalars[index] = random.pick(alphabet)
        case 3 where index < scalars.count:
            let end = min(scalars.count, index + random.int(1...8))
            scalars.insert(contentsOf: scalars[index..<end], at: end)
        default:
            scalars.append(random.pick(alphabet))
        }
    }
}
