import ArgumentParser
import Intl
import TextEscaping

/// `intl number`: formats (or with `--parse`, parses) numbers in a locale.
struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Format numbers in a locale, one result per line.",
        discussion: """
            Values may be negative (-9876.5), integers beyond Int64, exact decimals \
            (12345678901234567890.123456789), NaN or inf.
            Example: intl number 2.5 -9876.5 --locale de-DE --style currency --currency EUR
            Ranges: intl number 3 --range-to 5 --locale en --style unit --unit kilogram (3–5 kg); \
            intl number 5 --approximately --locale en (~5).
            Units by regional usage print the text, a tab and the unit chosen: \
            intl number 1000 --style unit --unit meter --usage road --locale en-US (0.62 mi<TAB>mile).
            """
    )

    @Option(help: "Locale identifier (BCP 47 or ICU), e.g. de-DE, hi-IN-u-nu-deva.")
    var locale: String

    @Option(help: "decimal, percent, currency, scientific, engineering, compact-short, compact-long, spellout, ordinal or unit.")
    var style: StyleArgument = .decimal

    @Option(help: "ISO 4217 code for --style currency.")
    var currency: String?

    @Option(help: "symbol, narrow, code or name.")
    var currencyDisplay: CurrencyDisplayArgument = .symbol

    @Option(help: "Unit for --style unit: meter, kilogram, celsius, length-meter, kilometer-per-hour…")
    var unit: String?

    @Option(help: "short, narrow or full-name.")
    var unitWidth: UnitWidthArgument = .short

    @Option(help: "CLDR unit usage for --style unit (road, person-height, weather, fluid…): converts to the unit of the locale's region and prints it after a tab.")
    var usage: String?

    @Option(help: "Format each value as the lower end of a range up to this value.")
    var rangeTo: String?

    @Flag(help: "Format each value as approximate (~5).")
    var approximately = false

    @Option(help: "For ranges: auto, none, unit or all (how much both ends share).")
    var collapse: CollapseArgument = .auto

    @Option(help: "For ranges whose ends format alike: single-value, approximately-or-single-value, approximately or range.")
    var identityFallback: IdentityFallbackArgument = .approximately

    @Option(help: "Spell-out rule set, e.g. %spellout-ordinal, %spellout-numbering-year.")
    var ruleSet: String?

    @Option(help: "A raw ICU number skeleton; replaces every other formatting option.")
    var skeleton: String?

    @Option(help: "Minimum fraction digits.") var minFraction: Int?
    @Option(help: "Maximum fraction digits.") var maxFraction: Int?
    @Option(help: "Minimum significant digits.") var minSignificant: Int?
    @Option(help: "Maximum significant digits.") var maxSignificant: Int?
    @Option(help: "Minimum integer digits (zero padding).") var minInteger: Int?
    @Option(help: "Maximum integer digits.") var maxInteger: Int?
    @Flag(help: "Show every digit of the input (no rounding).") var unlimited = false
    @Option(help: "Round to a multiple of this decimal, e.g. 0.05.") var roundingIncrement: String?

    @Option(help: "ceiling, floor, down, up, half-even, half-odd, half-ceiling, half-floor, half-down, half-up.")
    var roundingMode: RoundingModeArgument?

    @Option(help: "auto, off, min2, always or thousands.")
    var grouping: GroupingArgument = .auto

    @Option(help: "auto, always, never, except-zero, negative, accounting, accounting-always, accounting-except-zero, accounting-negative.")
    var signDisplay: SignDisplayArgument = .auto

    @Option(help: "Numbering system, e.g. latn, arab, deva.")
    var numberingSystem: String?

    @Flag(help: "Parse the values as text typed in the locale instead of formatting them.")
    var parse = false

    @Flag(help: "Print each value's parts as one JSON array of {\"type\",\"value\"} (ECMA-402's formatToParts).")
    var parts = false

    @Argument(parsing: .allUnrecognized, help: "Values to format (or text to parse with --parse); - reads them from standard input, one per line.")
    var values: [String] = []

    mutating func validate() throws {
        // Values are collected with unknown options so that "-9876.5" is a
        // value; anything else that looks like an option is a usage error.
        if let option = values.first(where: looksLikeOption) {
            throw ValidationError("unknown option '\(QuotedText.escaped(option))'")
        }
        values = try StandardInputItems.expand(values)
        if values.isEmpty { throw ValidationError("give at least one value") }
        if parse && parts { throw ValidationError("--parts formats: it cannot be combined with --parse") }
        // Ranges have no parts yet: refusing beats printing a string where JSON was asked for.
        if parts && (rangeTo != nil || approximately) {
            throw ValidationError("--parts is not available with --range-to or --approximately")
        }
        if skeleton == nil { _ = try options() } // option combinations are usage errors
        if parse && (rangeTo != nil || approximately) {
            throw ValidationError("--parse cannot be combined with --range-to or --approximately")
        }
        if rangeTo != nil && approximately {
            throw ValidationError("choose one of --range-to and --approximately")
        }
    }

    func run() throws {
        var failed = false
        func report(_ error: Error) {
            failed = true
            FileDescriptorOutput.reportError("\(error)")
        }
        if parse {
            do {
                let parser = try NumberParser(locale: locale)
                for value in values {
                    do { print(try parser.parse(value).decimal) } catch { report(error) }
                }
            } catch { report(error) }
        } else if rangeTo != nil || approximately {
            do {
                let formatter = try makeRangeFormatter()
                for value in values {
                    do { print(try formatRange(value, with: formatter)) } catch { report(error) }
                }
            } catch { report(error) }
        } else {
            do {
                let formatter = try makeFormatter()
                for value in values {
                    do {
                        print(parts ? try formatToParts(value, with: formatter).jsonText : try format(value, with: formatter))
                    } catch { report(error) }
                }
            } catch { report(error) }
        }
        if failed { throw ExitCode.badInput }
    }

    private func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let rest = argument.dropFirst()
        return !(rest.first?.isNumber ?? false) && rest.first != "." && !["inf", "infinity"].contains(rest.lowercased())
    }

    private func makeFormatter() throws -> NumberFormat {
        if let skeleton { return try NumberFormat(locale: locale, skeleton: skeleton) }
        return try NumberFormat(locale: locale, options: try options())
    }

    private func makeRangeFormatter() throws -> NumberRangeFormat {
        if let skeleton {
            return try NumberRangeFormat(locale: locale, skeleton: skeleton, collapse: collapse.collapse,
                                         identityFallback: identityFallback.fallback)
        }
        return try NumberRangeFormat(locale: locale, options: .init(number: try options(), collapse: collapse.collapse,
                                                                     identityFallback: identityFallback.fallback))
    }

    /// A range from `value` to `--range-to`, or `value` as approximate;
    /// decimal strings exactly, NaN and inf as doubles.
    private func formatRange(_ value: String, with formatter: NumberRangeFormat) throws -> String {
        let upper = rangeTo ?? value
        if let lower = nonFinite(value), let upper = nonFinite(upper) ?? Double(upper) {
            return formatter.format(lower, upper)
        }
        if let upperDouble = nonFinite(upper), let lower = Double(value) {
            return formatter.format(lower, upperDouble)
        }
        return approximately ? try formatter.formatApproximately(decimal: value)
                             : try formatter.format(decimal: value, upper)
    }

    private func nonFinite(_ value: String) -> Double? {
        switch value.lowercased() {
        case "nan": .nan
        case "inf", "+inf", "infinity": .infinity
        case "-inf", "-infinity": -.infinity
        default: nil
        }
    }

    /// Integers and decimal strings are formatted exactly; NaN and inf as doubles.
    /// With `--usage`, the text is followed by a tab and the unit ICU chose.
    private func format(_ value: String, with formatter: NumberFormat) throws -> String {
        if usage != nil {
            guard let number = nonFinite(value) ?? Double(value) else { throw IntlError.invalidNumber(value) }
            let measure = formatter.formatMeasure(number)
            return measure.text + "\t" + (measure.unit ?? "")
        }
        if let integer = Int64(value) { return formatter.format(integer) }
        if let unsigned = UInt64(value) { return formatter.format(unsigned) }
        switch value.lowercased() {
        case "nan": return formatter.format(Double.nan)
        case "inf", "+inf", "infinity": return formatter.format(Double.infinity)
        case "-inf", "-infinity": return formatter.format(-Double.infinity)
        default: return try formatter.format(decimal: value)
        }
    }

    /// `format(_:with:)`, to parts.
    private func formatToParts(_ value: String, with formatter: NumberFormat) throws -> FormattedParts {
        if let integer = Int64(value) { return formatter.formatToParts(integer) }
        if let unsigned = UInt64(value) { return formatter.formatToParts(unsigned) }
        switch value.lowercased() {
        case "nan": return formatter.formatToParts(Double.nan)
        case "inf", "+inf", "infinity": return formatter.formatToParts(Double.infinity)
        case "-inf", "-infinity": return formatter.formatToParts(-Double.infinity)
        default: return try formatter.formatToParts(decimal: value)
        }
    }

    private func options() throws -> NumberFormatOptions {
        var options = NumberFormatOptions(
            style: try style.style(currency: currency, display: currencyDisplay.display,
                                   unit: unit, unitWidth: unitWidth.width, usage: usage, ruleSet: ruleSet),
            roundingMode: roundingMode?.mode,
            minimumIntegerDigits: minInteger,
            maximumIntegerDigits: maxInteger,
            grouping: grouping.grouping,
            signDisplay: signDisplay.signDisplay,
            numberingSystem: numberingSystem
        )
        options.precision = try precision()
        return options
    }

    private func precision() throws -> NumberFormatOptions.Precision {
        let chosen = [unlimited, roundingIncrement != nil,
                      minFraction != nil || maxFraction != nil,
                      minSignificant != nil || maxSignificant != nil].filter { $0 }.count
        guard chosen <= 1 else {
            throw ValidationError("choose one of --unlimited, --rounding-increment, fraction digits or significant digits")
        }
        if unlimited { return .unlimited }
        if let roundingIncrement { return .increment(roundingIncrement) }
        if minFraction != nil || maxFraction != nil {
            return .fractionDigits(min: minFraction ?? 0, max: maxFraction)
        }
        if minSignificant != nil || maxSignificant != nil {
            return .significantDigits(min: minSignificant ?? 1, max: maxSignificant)
        }
        return .automatic
    }
}

// MARK: Argument spellings

enum StyleArgument: String, ExpressibleByArgument, CaseIterable {
    case decimal, percent, currency, scientific, engineering
    case compactShort = "compact-short", compactLong = "compact-long"
    case spellout, ordinal, unit

    func style(currency: String?, display: NumberFormatOptions.CurrencyDisplay, unit: String?,
               unitWidth: NumberFormatOptions.UnitWidth, usage: String?, ruleSet: String?) throws -> NumberFormatOptions.Style {
        if usage != nil, self != .unit { throw ValidationError("--usage needs --style unit") }
        switch self {
        case .decimal: return .decimal
        case .percent: return .percent
        case .scientific: return .scientific
        case .engineering: return .engineering
        case .compactShort: return .compact(.short)
        case .compactLong: return .compact(.long)
        case .ordinal: return .ordinal
        case .spellout: return .spellOut(ruleSet.map { .ruleSet($0) } ?? .cardinal)
        case .currency:
            guard let currency else { throw ValidationError("--style currency needs --currency CODE") }
            return .currency(currency, display: display)
        case .unit:
            guard let unit else { throw ValidationError("--style unit needs --unit ID") }
            return .unit(unit, width: unitWidth, usage: usage)
        }
    }
}

enum CurrencyDisplayArgument: String, ExpressibleByArgument, CaseIterable {
    case symbol, narrow, code, name

    var display: NumberFormatOptions.CurrencyDisplay {
        switch self {
        case .symbol: .symbol
        case .narrow: .narrowSymbol
        case .code: .code
        case .name: .name
        }
    }
}

enum UnitWidthArgument: String, ExpressibleByArgument, CaseIterable {
    case short, narrow, fullName = "full-name"

    var width: NumberFormatOptions.UnitWidth {
        switch self {
        case .short: .short
        case .narrow: .narrow
        case .fullName: .fullName
        }
    }
}

enum RoundingModeArgument: String, ExpressibleByArgument, CaseIterable {
    case ceiling, floor, down, up
    case halfEven = "half-even", halfOdd = "half-odd", halfCeiling = "half-ceiling"
    case halfFloor = "half-floor", halfDown = "half-down", halfUp = "half-up"

    var mode: NumberFormatOptions.RoundingMode {
        switch self {
        case .ceiling: .ceiling
        case .floor: .floor
        case .down: .down
        case .up: .up
        case .halfEven: .halfEven
        case .halfOdd: .halfOdd
        case .halfCeiling: .halfCeiling
        case .halfFloor: .halfFloor
        case .halfDown: .halfDown
        case .halfUp: .halfUp
        }
    }
}

enum GroupingArgument: String, ExpressibleByArgument, CaseIterable {
    case auto, off, min2, always, thousands

    var grouping: NumberFormatOptions.Grouping {
        switch self {
        case .auto: .automatic
        case .off: .never
        case .min2: .min2
        case .always: .always
        case .thousands: .thousands
        }
    }
}

enum SignDisplayArgument: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never, exceptZero = "except-zero", negative
    case accounting, accountingAlways = "accounting-always"
    case accountingExceptZero = "accounting-except-zero", accountingNegative = "accounting-negative"

    var signDisplay: NumberFormatOptions.SignDisplay {
        switch self {
        case .auto: .automatic
        case .always: .always
        case .never: .never
        case .exceptZero: .exceptZero
        case .negative: .negative
        case .accounting: .accounting
        case .accountingAlways: .accountingAlways
        case .accountingExceptZero: .accountingExceptZero
        case .accountingNegative: .accountingNegative
        }
    }
}

enum CollapseArgument: String, ExpressibleByArgument, CaseIterable {
    case auto, none, unit, all

    var collapse: NumberRangeFormatOptions.Collapse {
        switch self {
        case .auto: .automatic
        case .none: .none
        case .unit: .unit
        case .all: .all
        }
    }
}

enum IdentityFallbackArgument: String, ExpressibleByArgument, CaseIterable {
    case singleValue = "single-value", approximatelyOrSingleValue = "approximately-or-single-value"
    case approximately, range

    var fallback: NumberRangeFormatOptions.IdentityFallback {
        switch self {
        case .singleValue: .singleValue
        case .approximatelyOrSingleValue: .approximatelyOrSingleValue
        case .approximately: .approximately
        case .range: .range
        }
    }
}
