import Intl
import MachineTime

/// `:date`, `:time` and `:datetime` (`spec/functions/datetime.md`, Draft):
/// an instant (a `Timestamp` argument, or ISO 8601 text such as
/// `2006-01-02T15:04:06`) formatted by `Intl`'s `DateTimeFormat`.
///
///     {|2006-01-02T15:04:06| :datetime}                          // "Jan 2, 2006, 3:04\u{202F}PM" (en, UTC)
///     {|2006-01-02| :date length=long}                           // "January 2, 2006"
///     {|2006-01-02| :date fields=year-month-day-weekday}         // "Mon, Jan 2, 2006"
///     {|2006-01-02T15:04:06| :time precision=second hour12=false} // "15:04:06"
///
/// | option | functions | values (default first) |
/// |---|---|---|
/// | `fields` / `dateFields` | `:date` / `:datetime` | `year-month-day`, `year-month-day-weekday`, `month-day`, `month-day-weekday`, `day-weekday`, `weekday` |
/// | `length` / `dateLength` | `:date` / `:datetime` | `medium`, `long`, `short` |
/// | `precision` / `timePrecision` | `:time` / `:datetime` | `minute`, `hour`, `second` |
/// | `timeZoneStyle` | `:time`, `:datetime` | none, `long`, `short` |
/// | `timeZone` | all | the formatter's zone, `UTC`, an IANA name, `+05:30` |
/// | `hour12` | `:time`, `:datetime` | the locale's, `true`, `false` |
/// | `calendar` | all | the locale's, `gregory`, `japanese`, … |
///
/// The last three override the locale or the operand and may come from a
/// variable; the others must be literals (a variable is a `bad-option`,
/// ignored). Text without an offset is read as UTC (the specification's
/// floating time is not kept), so `timeZone=input` is a `bad-operand`.
/// Dates do not select.
struct DateTimeFunction: MessageFunction {
    enum Kind: String, CaseIterable, Sendable {
        case date, time, datetime
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The options an operand's date passes on, and that may be variables.
    private static let overrides = ["timeZone", "hour12", "calendar"]

    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":\(kind.rawValue) needs an operand") }
        let instant = try Self.instant(operand.argument)
        var merged = options
        if let inherited = operand.annotation, Kind(rawValue: inherited.function) != nil {
            let passed = inherited.options.removing(inherited.options.names.filter { !Self.overrides.contains($0) })
            merged = options.merged(under: passed)
        }
        var reader = OptionReader(options: merged)
        for name in merged.names where !Self.overrides.contains(name) && merged[name]?.isLiteral == false {
            reader.errors.append(MessageError(.badOption, "\(name) must be a literal, not a variable"))
            reader = OptionReader(options: reader.options.removing([name]), errors: reader.errors)
        }
        let formatOptions = dateTimeOptions(&reader, defaultTimeZone: context.timeZone)
        for error in reader.errors { context.report(error) }
        let formatter: DateTimeFormat
        do {
            formatter = try DateTimeFormat.pooled(locale: context.locale.identifier, options: formatOptions)
        } catch {
            throw MessageError(.badOption, "no date format for these options: \(error)")
        }
        let parts = formatter.formatToParts(instant)
        let formatted = FormattedValue(text: parts.string, fields: parts.map {
            MessagePart.Field(kind: $0.kind.name, text: String(parts.string[$0.range]))
        })
        return DateTimeValue(instant: instant, formatted: formatted,
                             annotation: MessageAnnotation(function: kind.rawValue, options: merged),
                             direction: context.locale.isRightToLeft ? .rtl : .ltr)
    }

    /// A `Timestamp`, or ISO 8601 text.
    private static func instant(_ argument: MessageArgument) throws(MessageError) -> Timestamp {
        switch argument {
        case .timestamp(let instant): return instant
        case .string(let text):
            do {
                return try TimestampFormat.iso8601.parse(text)
            } catch {
                throw MessageError(.badOperand, "\(text) is not an ISO 8601 date or date-time")
            }
        case .int, .uint, .double, .character:
            throw MessageError(.badOperand, "\(argument) is not a date")
        }
    }

    /// The template (skeleton), zone and calendar for the options.
    private func dateTimeOptions(_ reader: inout OptionReader, defaultTimeZone: String) -> DateTimeFormatOptions {
        var template = ""
        if kind != .time {
            let prefix = kind == .date ? "" : "date"
            let fields = reader.choice(prefix.isEmpty ? "fields" : "dateFields", Self.dateFields) ?? "yMd"
            let length = reader.choice(prefix.isEmpty ? "length" : "dateLength", Self.lengths) ?? .medium
            template += Self.dateTemplate(fields, length)
        }
        if kind != .date {
            let precision = reader.choice(kind == .time ? "precision" : "timePrecision", Self.precisions) ?? "mm"
            let hour = reader.choice("hour12", ["true": "h", "false": "H"]) ?? "j"
            template += hour + precision
            template += reader.choice("timeZoneStyle", ["long": "zzzz", "short": "z"]) ?? ""
        }
        var timeZone = DateTimeFormatOptions.TimeZone.identifier(defaultTimeZone)
        if let zone = reader.options["timeZone"]?.text {
            if zone == "input" {
                reader.errors.append(MessageError(.badOperand, "timeZone=input: the operand has no time zone"))
            } else {
                timeZone = Self.offset(zone).map { .offset(seconds: $0) } ?? .identifier(zone)
            }
        }
        return DateTimeFormatOptions(layout: .template(template), timeZone: timeZone,
                                     calendar: reader.options["calendar"]?.text)
    }

    private enum Length { case long, medium, short }

    /// Fields as template letters: `y` year, `M` month, `d` day, `E` weekday.
    private static let dateFields = [
        "weekday": "E", "day-weekday": "dE", "month-day": "Md", "month-day-weekday": "MdE",
        "year-month-day": "yMd", "year-month-day-weekday": "yMdE",
    ]
    private static let lengths: [String: Length] = ["long": .long, "medium": .medium, "short": .short]
    private static let precisions = ["hour": "", "minute": "mm", "second": "mmss"]

    /// `yMdE` at a length: long spells the month and weekday out, medium
    /// abbreviates them, short writes the month as a number.
    private static func dateTemplate(_ fields: String, _ length: Length) -> String {
        var template = ""
        for field in fields {
            switch (field, length) {
            case ("M", .long): template += "MMMM"
            case ("M", .medium): template += "MMM"
            case ("E", .long): template += "EEEE"
            default: template.append(field)
            }
        }
        return template
    }

    /// `+05:30`, `-08:00` (RFC 3339's `time-numoffset`) in seconds east of UTC.
    private static func offset(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: ":"),
              [1, 2, 4, 5].allSatisfy({ (0x30...0x39).contains(bytes[$0]) }) else { return nil }
        func number(_ first: Int) -> Int { Int(bytes[first] - 0x30) * 10 + Int(bytes[first + 1] - 0x30) }
        let hours = number(1), minutes = number(4)
        guard hours <= 23, minutes <= 59 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return bytes[0] == UInt8(ascii: "-") ? -seconds : seconds
    }
}

/// An instant formatted by `:date`, `:time` or `:datetime`; passed on as
/// its `Timestamp`.
struct DateTimeValue: MessageValue {
    let instant: Timestamp
    let formatted: FormattedValue
    let annotation: MessageAnnotation?
    let direction: MessageDirection

    var argument: MessageArgument { .timestamp(instant) }
    var partType: String { "datetime" }

    func format() throws(MessageError) -> FormattedValue { formatted }
}
