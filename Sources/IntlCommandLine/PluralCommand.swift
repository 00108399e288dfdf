import ArgumentParser
import Intl
import TextEscaping

/// `intl plural`: the plural category of numbers, of a range, or the rules.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Plural categories (zero one two few many other) from the loaded ICU's CLDR rules.",
        discussion: """
            Values are decimal strings as displayed: "1" and "1.0" differ in English; \
            "1.2c6" is 1.2 million in compact form.
            Examples:
              intl plural 0 1 2 3 5 11 21 1.5 --locale ru
              intl plural 1 2 3 4 --locale en --ordinal
              intl plural --range 1 2 --locale fr
              intl plural --rules --locale ru
            """
    )

    @Option(help: "Locale identifier (BCP 47 or ICU), e.g. ru, pt-PT, ar-EG.")
    var locale: String

    @Flag(help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones.")
    var ordinal = false

    @Flag(help: "Print the category of the range from the first value to the second.")
    var range = false

    @Flag(help: "Print the locale's rules with CLDR's sample numbers.")
    var rules = false

    @Argument(parsing: .allUnrecognized, help: "Values, e.g. 1 21 1.5 -3 1.2c6; - reads them from standard input, one per line.")
    var values: [String] = []

    mutating func validate() throws {
        if let option = values.first(where: { $0.hasPrefix("-") && $0 != StandardInputItems.marker && !($0.dropFirst().first?.isNumber ?? false) }) {
            throw ValidationError("unknown option '\(QuotedText.escaped(option))'")
        }
        values = try StandardInputItems.expand(values)
        if rules && range { throw ValidationError("--rules and --range exclude each other") }
        if rules && !values.isEmpty { throw ValidationError("--rules takes no values") }
        if range && values.count != 2 { throw ValidationError("--range takes exactly two values") }
        if !rules && values.isEmpty { throw ValidationError("give at least one value") }
    }

    func run() throws {
        let pluralRules: PluralRules
        do {
            pluralRules = try PluralRules(locale: locale, type: ordinal ? .ordinal : .cardinal)
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
        if rules {
            printRules(pluralRules)
        } else if range {
            do {
                let start = try pluralRules.category(for: values[0])
                let end = try pluralRules.category(for: values[1])
                print(pluralRules.rangeCategory(start: start, end: end))
            } catch {
                FileDescriptorOutput.reportError("\(error)")
                throw ExitCode.badInput
            }
        } else {
            var failed = false
            for value in values {
                do {
                    print(try pluralRules.category(for: value))
                } catch {
                    failed = true
                    FileDescriptorOutput.reportError("\(error)")
                }
            }
            if failed { throw ExitCode.badInput }
        }
    }

    private func printRules(_ pluralRules: PluralRules) {
        print("\(pluralRules.type) rules of \(pluralRules.resolvedLocale) (CLDR \(IntlLibrary.cldrVersion))")
        for rule in pluralRules.rules {
            print(rule.condition.isEmpty ? "\(rule.category)" : "\(rule.category): \(rule.condition)")
            if !rule.integerSamples.isEmpty { print("    @integer \(rule.integerSamples)") }
            if !rule.decimalSamples.isEmpty { print("    @decimal \(rule.decimalSamples)") }
        }
    }
}
