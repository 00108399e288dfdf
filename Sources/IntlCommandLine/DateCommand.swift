import ArgumentParser
import Intl
import MachineTime

/// `intl date`: formats instants (or with `--parse`, parses text) in a locale.
struct DateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Format instants as dates and times in a locale, one result per line.",
        discussion: """
            An instant is RFC 3339 text (2015-08-07T17:29:32Z, 2015-08-07T10:29:32-07:00) \
            or @<seconds since 1970> (@1438968572, @-14182940.5). Without a style, \
            template or pattern: medium date and time. The zone defaults to UTC.
            Example: intl date 2015-08-07T17:29:32Z --locale en-US --date-style full --time-style long --time-zone America/Los_Angeles
            """
    )

    @OptionGroup var format: DateFormatArguments

    @Flag(help: "Parse the values as text in the format instead; print RFC 3339 instants.")
    var parse = false

    @Flag(help: "Print each instant's parts as one JSON array of {\"type\",\"value\"} (ECMA-402's formatToParts).")
    var parts = false

    @Argument(help: "Instants to format (or text to parse with --parse); - reads them from standard input, one per line.")
    var values: [String] = []

    mutating func validate() throws {
        values = try StandardInputItems.expand(values)
        if values.isEmpty { throw ValidationError("give at least one instant") }
        if parse && parts { throw ValidationError("--parts formats: it cannot be combined with --parse") }
        _ = try format.options()
    }

    func run() throws {
        var failed = false
        do {
            let formatter = try DateTimeFormat(locale: format.locale, options: try format.options())
            for value in values {
                do {
                    if parse {
                        let parsed = try formatter.parse(value)
                        print(Timestamp(seconds: parsed.seconds, nanoseconds: parsed.nanoseconds))
                    } else {
                        let instant = try parseInstant(value)
                        print(parts
                              ? formatter.formatToParts(seconds: instant.seconds, nanoseconds: instant.nanoseconds).jsonText
                              : formatter.format(seconds: instant.seconds, nanoseconds: instant.nanoseconds))
                    }
                } catch {
                    failed = true
                    FileDescriptorOutput.reportError("\(error)")
                }
            }
        } catch {
            failed = true
            FileDescriptorOutput.reportError("\(error)")
        }
        if failed { throw ExitCode.badInput }
    }
}

/// The options `intl date` and `intl interval` share.
struct DateFormatArguments: ParsableArguments {
    @Option(help: "Locale identifier (BCP 47 or ICU), e.g. en-US, ja-JP-u-ca-japanese.")
    var locale: String

    @Option(help: "none, short, medium, long or full.")
    var dateStyle: DateStyleArgument?

    @Option(help: "none, short, medium, long or full.")
    var timeStyle: DateStyleArgument?

    @Option(help: "A template the locale orders, e.g. yMMMd, jmm, dMMM.")
    var template: String?

    @Option(help: "An explicit ICU pattern, e.g. \"yyyy-MM-dd'T'HH:mm\".")
    var pattern: String?

    @Option(help: "IANA zone (America/Los_Angeles), an alias (US/Pacific), UTC or an offset (+05:30, GMT-7).")
    var timeZone: String = "UTC"

    @Option(help: "Calendar, e.g. gregorian, japanese, buddhist, islamic-umalqura, hebrew, chinese, persian.")
    var calendar: String?

    @Option(help: "h11, h12, h23 or h24.")
    var hourCycle: DateTimeFormatOptions.HourCycle?

    @Option(help: "Numbering system, e.g. latn, arab, deva.")
    var numberingSystem: String?

    func options(defaultLayout: DateTimeFormatOptions.Layout = .styles(date: .medium, time: .medium)) throws -> DateTimeFormatOptions {
        let styled = dateStyle != nil || timeStyle != nil
        guard [styled, template != nil, pattern != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("choose styles, --template or --pattern, not several")
        }
        let layout: DateTimeFormatOptions.Layout
        if let template {
            layout = .template(template)
        } else if let pattern {
            layout = .pattern(pattern)
        } else if styled {
            layout = .styles(date: (dateStyle ?? .none).style, time: (timeStyle ?? .none).style)
        } else {
            layout = defaultLayout
        }
        return DateTimeFormatOptions(layout: layout, timeZone: zone, calendar: calendar,
                                     hourCycle: hourCycle, numberingSystem: numberingSystem)
    }

    /// "+05:30" / "-07:00" become fixed offsets; anything else is an id.
    private var zone: DateTimeFormatOptions.TimeZone {
        let bytes = Array(timeZone.utf8)
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
              bytes[3] == UInt8(ascii: ":"),
              let hours = Int(timeZone.dropFirst().prefix(2)), let minutes = Int(timeZone.suffix(2))
        else { return .identifier(timeZone) }
        let seconds = (hours * 60 + minutes) * 60
        return .offset(seconds: bytes[0] == UInt8(ascii: "-") ? -seconds : seconds)
    }
}

/// An instant argument: RFC 3339 text, or "@" and seconds since the epoch.
struct InstantError: Error, CustomStringConvertible {
    let text: String
    var description: String {
        "not an instant: \"\(text)\" (expected RFC 3339 such as 2015-08-07T17:29:32Z, or @<seconds> such as @1438968572)"
    }
}

func parseInstant(_ text: String) throws -> Timestamp {
    if text.hasPrefix("@") {
        let number = text.dropFirst()
        if let seconds = Int64(number) { return Timestamp(seconds: seconds) }
        guard let value = Double(number), value.isFinite, abs(value) < 9e15 else { throw InstantError(text: text) }
        let seconds = value.rounded(.down)
        return Timestamp(seconds: Int64(seconds), nanoseconds: Int32(((value - seconds) * 1e9).rounded()))
    }
    do { return try TimestampFormat.rfc3339.parse(text) } catch { throw InstantError(text: text) }
}

enum DateStyleArgument: String, ExpressibleByArgument, CaseIterable {
    case none, short, medium, long, full

    var style: DateTimeFormatOptions.Style {
        switch self {
        case .none: .none
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        }
    }
}

extension DateTimeFormatOptions.HourCycle: ExpressibleByArgument {}
