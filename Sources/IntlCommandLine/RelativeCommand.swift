import ArgumentParser
import Intl
import TextEscaping

/// `intl relative`: an offset from now in words.
struct RelativeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relative",
        abstract: "Format an offset from now: in 3 days, 3 days ago, yesterday.",
        discussion: """
            Units: year, quarter, month, week, day, hour, minute, second.
            Example: intl relative -1 day --locale en   # yesterday
            """
    )

    @Option(help: "Locale identifier (BCP 47 or ICU).")
    var locale: String

    @Flag(help: "Always use a number (\"1 day ago\", not \"yesterday\").")
    var numeric = false

    @Option(help: "long, short or narrow.")
    var width: WidthArgument = .long

    @Argument(parsing: .allUnrecognized, help: "<value> <unit>, e.g. -3 day.")
    var arguments: [String] = []

    func validate() throws {
        guard arguments.count == 2 else { throw ValidationError("give a value and a unit, e.g. -3 day") }
        guard Double(arguments[0]) != nil else { throw ValidationError("not a number: '\(QuotedText.escaped(arguments[0]))'") }
        guard RelativeTimeFormat.Unit(rawValue: arguments[1]) != nil else {
            throw ValidationError("unknown unit '\(QuotedText.escaped(arguments[1]))' (year, quarter, month, week, day, hour, minute or second)")
        }
    }

    func run() throws {
        guard let value = Double(arguments[0]), let unit = RelativeTimeFormat.Unit(rawValue: arguments[1]) else { return }
        do {
            let options = RelativeTimeFormatOptions(numeric: numeric ? .always : .auto, width: width.width)
            print(try RelativeTimeFormat(locale: locale, options: options).format(value, unit))
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
    }
}

enum WidthArgument: String, ExpressibleByArgument, CaseIterable {
    case long, short, narrow

    var width: RelativeTimeFormatOptions.Width {
        switch self {
        case .long: .long
        case .short: .short
        case .narrow: .narrow
        }
    }
}
