import Intl
import StringCatalog
import Testing
import TestSupport

/// Random formats × random arguments: formatting returns a string or throws
/// `MessageFormatError`, never traps, and stays within the limits.
@Suite struct MessageFormatPropertyTests {
    private static let fragments = [
        "%@", "%d", "%ld", "%lu", "%llu", "%u", "%i", "%f", "%.2f", "%e", "%g", "%s", "%c", "%x", "%%", "%",
        "%1$@", "%2$lu", "%3$d", "%0$d", "%$1lu", "%99$d", "%100$d", "%5d", "%-5d", "%05d", "%+.3f", "%.99f",
        "%#@a@", "%#@b@", "%1$#@a@", "%2$#@b@", "%#@nope@", "%#@", "%#@@", "%*d", "%k", "%lé", "%hh", "%'d",
        "runs ", "😂", "é", " ", "$", "@", "#", "1", "l",
    ]

    private static func randomFormat(_ random: inout SplitMix64) -> String {
        (0..<random.int(0...6)).map { _ in random.pick(fragments) }.joined()
    }

    private static func randomArgument(_ random: inout SplitMix64) -> MessageArgument {
        switch random.int(0...6) {
        case 0: .int(Int64(bitPattern: random.next()))
        case 1: .int(Int64(random.int(-3...30)))
        case 2: .uint(random.next())
        case 3: .double(random.pick([0, -0.0, 1.5, 1e300, -1e-300, .nan, .infinity, 1234.5, 21]))
        case 4: .string(random.pick(["", "Paul", "😂", "%d"]))
        case 5: .character(random.pick(["x", "é", "👍🏽"]))
        default: .int(0)
        }
    }

    private static func randomMessage(_ random: inout SplitMix64) -> CatalogMessage {
        guard random.chance(2) else { return .text(randomFormat(&random)) }
        var variables: [String: PluralVariable] = [:]
        for name in ["a", "b"] where !random.chance(4) {
            var forms: [PluralCategory: String] = [:]
            for form in PluralCategory.allCases where random.chance(2) { forms[form] = randomFormat(&random) }
            variables[name] = PluralVariable(valueType: random.pick(["lu", "d", ".1f", nil, "%", ""]), forms: forms)
        }
        return .plural(PluralMessage(format: randomFormat(&random), variables: variables))
    }

    @Test(arguments: ["en", "ar", "ru", "zh", "de-CH"])
    func randomMessagesNeverTrap(locale: String) throws {
        var random = SplitMix64(seed: 0x5EED_0011)
        let limits = MessageFormatLimits(maximumNestingDepth: 4, maximumOutputBytes: 512, maximumExpansions: 200)
        let formatter = try MessageFormatter(localization: IntlLocale(locale), limits: limits)
        var outcomes = (formatted: 0, failed: 0)
        for _ in 0..<3000 {
            let message = Self.randomMessage(&random)
            let arguments = (0..<random.int(0...4)).map { _ in Self.randomArgument(&random) }
            do {
                let output = try formatter.format(message, arguments: arguments)
                #expect(output.utf8.count <= limits.maximumOutputBytes)
                outcomes.formatted += 1
            } catch {
                #expect(!error.description.isEmpty)
                outcomes.failed += 1
            }
        }
        // Both outcomes must occur, or the generator tests nothing.
        #expect(outcomes.formatted > 300 && outcomes.failed > 300)
    }

    @Test func parsingArgumentTextNeverTraps() throws {
        var random = SplitMix64(seed: 0xA59_0011)
        var outcomes = (parsed: 0, failed: 0)
        for _ in 0..<3000 {
            let message = Self.randomMessage(&random)
            let texts = (0..<random.int(0...4)).map { _ in
                random.pick(["", "1", "-7", "2.5", "x", "é", "18446744073709551616", "1e400", "nan", "👍🏽"])
            }
            do {
                let arguments = try MessageArgument.parse(texts, for: message)
                #expect(arguments.count == texts.count)
                outcomes.parsed += 1
            } catch {
                #expect(!error.description.isEmpty)
                outcomes.failed += 1
            }
        }
        #expect(outcomes.parsed > 300 && outcomes.failed > 300)
    }

    @Test func textWithoutPercentIsCopiedExactly() throws {
        var random = SplitMix64(seed: 42)
        let formatter = try MessageFormatter(localization: IntlLocale("en"))
        for _ in 0..<500 {
            let text = (0..<random.int(0...8)).map { _ in random.pick(["a", "é", "😂", "$", "@", "#", " ", "1"]) }.joined()
            #expect(try formatter.format(.text(text), arguments: [1]) == text)
        }
    }
}
