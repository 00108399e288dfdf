import Intl
import MachineTime

/// `:date`, `:time` and `:datetime`: an instant (a `Timestamp` argument, or
/// ISO 8601 text such as `2006-01-02T15:04:06`) formatted by `Intl`'s
/// `DateTimeFormat` in the formatter's time zone.
///
///     {|2006-01-02T15:04:06| :datetime}                  // "Jan 2, 2006, 3:04\u{202F}PM" (en, UTC)
///     {|2006-01-02| :date length=long}                   // "January 2, 2006"
///     {|2006-01-02T15:04:06| :time precision=second}     // "3:04:06\u{202F}PM"
///
/// Options: `:date` `length` (`full`, `long`, `medium`, `short`; default
/// `medium`); `:time` `precision` (`hour`, `minute`, `second`; default
/// `minute`); `:datetime` `dateLength` and `timePrecision`, the same values.
/// Text without a zone is read as UTC. Dates do not select.
struct DateTimeFunction: MessageFunction {
    enum Kind: String, CaseIterable, Sendable {
        case date, time, datetime
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":\(kind.rawValue) needs an operand") }
        let instant = try Self.instant(operand.argument)
        var reader = OptionReader(options: options)
        let template = self.template(&reader)
        for error in reader.errors { context.report(error) }
        let formatter: DateTimeFormat
        do {
            formatter = try DateTimeFormat.pooled(locale: context.locale.identifier, options: DateTimeFormatOptions(
                layout: .template(template), timeZone: .identifier(context.timeZone)))
        } catch {
            throw MessageError(.badOption, "no date format for \(template) in \(context.timeZone): \(error)")
        }
        let parts = formatter.formatToParts(instant)
        let formatted = FormattedValue(text: parts.string, fields: parts.map {
            MessagePart.Field(kind: $0.kind.name, text: String(parts.string[$0.range]))
        })
        return DateTimeValue(instant: instant, formatted: formatted,
                             annotation: MessageAnnotation(function: kind.rawValue, options: options),
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

    /// The `Intl` template (skeleton) for the options: `yMMMd` + `jmm` by default.
    private func template(_ reader: inout OptionReader) -> String {
        switch kind {
        case .date:
            return reader.choice("length", Self.dateTemplates) ?? Self.dateTemplates["medium", default: ""]
        case .time:
            return reader.choice("precision", Self.timeTemplates) ?? Self.timeTemplates["minute", default: ""]
        case .datetime:
            let date = reader.choice("dateLength", Self.dateTemplates) ?? Self.dateTemplates["medium", default: ""]
            let time = reader.choice("timePrecision", Self.timeTemplates) ?? Self.timeTemplates["minute", default: ""]
            return date + time
        }
    }

    private static let dateTemplates = ["full": "yMMMMEEEEd", "long": "yMMMMd", "medium": "yMMMd", "short": "yMd"]
    private static let timeTemplates = ["hour": "j", "minute": "jmm", "second": "jmmss"]
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
