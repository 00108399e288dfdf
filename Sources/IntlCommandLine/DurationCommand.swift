import ArgumentParser
import Intl
import TextEscaping

/// `intl duration`: formats numbers of seconds as durations in a locale.
struct DurationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duration",
        abstract: "Format durations given in seconds, one result per line.",
        discussion: """
            ECMA-402 Intl.DurationFormat: each unit in the style's width, zero units left out, \
            joined with the locale's unit list patterns.
            Example: intl duration 3900 -90 --locale en (1 hr, 5 min / -1 min, 30 sec); \
            intl duration 3900 --locale en --style digital (1:05:00)
            """
    )

    @Option(help: "Locale identifier (BCP 47 or ICU), e.g. de-DE.")
    var locale: String

    @Option(help: "long, short, narrow or digital.")
    var style: DurationStyleArgument = .short

    @Option(help: "The largest unit seconds are split into: days, hours, minutes, seconds, milliseconds, microseconds or nanoseconds.")
    var largestUnit: DurationUnitArgument = .days

    @Option(help: "The unit seconds are rounded to (same choices).")
    var smallestUnit: DurationUnitArgument = .seconds

    @Option(help: "ceiling, floor, down, up, half-even, half-odd, half-ceiling, half-floor, half-down, half-up.")
    var roundingMode: RoundingModeArgument = .halfUp

    @Option(help: "Fraction digits of the seconds in the digital style, 0...9.")
    var fractionalDigits: Int?

    @Argument(parsing: .allUnrecognized, help: "Durations in seconds, e.g. 3900, -90, 1.5; - reads them from standard input, one per line.")
    var values: [String] = []

    mutating func validate() throws {
        if let option = values.first(where: { $0.hasPrefix("-") && Double($0) == nil && $0.count > 1 }) {
            throw ValidationError("unknown option '\(QuotedText.escaped(option))'")
        }
        values = try StandardInputItems.expand(values)
        if values.isEmpty { throw ValidationError("give at least one duration in seconds") }
    }

    func run() throws {
        var failed = false
        func report(_ error: Error) {
            failed = true
            FileDescriptorOutput.reportError("\(error)")
        }
        do {
            let options = DurationFormatOptions(style: style.style, largestUnit: largestUnit.unit,
                                                smallestUnit: smallestUnit.unit, roundingMode: roundingMode.mode,
                                                fractionalDigits: fractionalDigits)
            let formatter = try DurationFormat(locale: locale, options: options)
            for value in values {
                do {
                    guard let seconds = Double(value) else { throw IntlError.invalidNumber(value) }
                    print(try formatter.format(seconds: seconds))
                } catch { report(error) }
            }
        } catch { report(error) }
        if failed { throw ExitCode.badInput }
    }
}

enum DurationStyleArgument: String, ExpressibleByArgument, CaseIterable {
    case long, short, narrow, digital

    var style: DurationFormatOptions.Style {
        switch self {
        case .long: .long
        case .short: .short
        case .narrow: .narrow
        case .digital: .digital
        }
    }
}

enum DurationUnitArgument: String, ExpressibleByArgument, CaseIterable {
    case days, hours, minutes, seconds, milliseconds, microseconds, nanoseconds

    var unit: DurationFormat.Unit {
        switch self {
        case .days: .days
        case .hours: .hours
        case .minutes: .minutes
        case .seconds: .seconds
        case .milliseconds: .milliseconds
        case .microseconds: .microseconds
        case .nanoseconds: .nanoseconds
        }
    }
}
