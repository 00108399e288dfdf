import Intl
import MachineTime

/// `:icu:date` and `:icu:time style=…`: ICU MessageFormat's `{d, date, style}`
/// and `{d, time, style}`. The operand is a `Timestamp`, a number of
/// milliseconds since 1970-01-01 UTC (as in FormatJS), or ISO 8601 text.
///
///     {d, date}            // "Jan 2, 2006" (en; no style is medium)
///     {d, date, short}     // "1/2/06"
///     {d, time, short}     // "3:04\u{202F}PM"
///     {d, date, ::yMMMd}   // "Jan 2, 2006": a skeleton
///     {d, date, yyyy-MM}   // " 2006-01": a pattern, used as written (its leading space too, as ICU)
struct ICUDateFunction: MessageFunction {
    enum Kind: String, CaseIterable, Sendable {
        case date, time
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    private static let styles: [String: DateTimeFormatOptions.Style] = [
        "": .medium, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]

    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":icu:\(kind.rawValue) needs an operand") }
        let instant = try Self.instant(operand.argument)
        let style = options["style"]?.text
        let layout: DateTimeFormatOptions.Layout
        if let skeleton = ICUStyle.skeleton(style) {
            layout = .template(skeleton)
        } else if let named = Self.styles[ICUStyle.keyword(style)] {
            layout = kind == .date ? .styles(date: named, time: .none) : .styles(date: .none, time: named)
        } else {
            layout = .pattern(style ?? "")
        }
        return try Self.value(instant, layout: layout, context: context)
    }

    /// A `Timestamp`, milliseconds since the epoch, or ISO 8601 text.
    static func instant(_ argument: MessageArgument) throws(MessageError) -> Timestamp {
        switch argument {
        case .timestamp(let instant):
            return instant
        case .int(let milliseconds):
            return Timestamp(seconds: milliseconds / 1000 - (milliseconds % 1000 < 0 ? 1 : 0),
                             nanoseconds: Int32((milliseconds % 1000 + 1000) % 1000) * 1_000_000)
        case .uint(let milliseconds):
            guard let signed = Int64(exactly: milliseconds) else { throw MessageError(.badOperand, "\(argument) is out of range for a date") }
            return try instant(.int(signed))
        case .double(let milliseconds):
            let seconds = (milliseconds / 1000).rounded(.down)
            guard seconds.isFinite, let whole = Int64(exactly: seconds), abs(whole) < 1 << 50 else {
                throw MessageError(.badOperand, "\(argument) is out of range for a date")
            }
            let nanoseconds = min(999_999_999, max(0, ((milliseconds - seconds * 1000) * 1_000_000).rounded(.down)))
            return Timestamp(seconds: whole, nanoseconds: Int32(nanoseconds))
        case .string(let text):
            do {
                return try TimestampFormat.iso8601.parse(text)
            } catch {
                throw MessageError(.badOperand, "\(text) is not a date (a Timestamp, milliseconds or ISO 8601)")
            }
        case .character:
            throw MessageError(.badOperand, "\(argument) is not a date")
        }
    }

    /// `instant` formatted with `layout` in the context's locale and zone.
    static func value(_ instant: Timestamp, layout: DateTimeFormatOptions.Layout,
                      context: MessageFunctionContext) throws(MessageError) -> DateTimeValue {
        let formatter: DateTimeFormat
        do {
            formatter = try DateTimeFormat.pooled(locale: context.locale.identifier,
                                                  options: DateTimeFormatOptions(layout: layout, timeZone: .identifier(context.timeZone)))
        } catch {
            throw MessageError(.badOption, "no date format for this style: \(error)")
        }
        let parts = formatter.formatToParts(instant)
        let formatted = FormattedValue(text: parts.string, fields: parts.map {
            MessagePart.Field(kind: $0.kind.name, text: String(parts.string[$0.range]))
        })
        return DateTimeValue(instant: instant, formatted: formatted, annotation: nil,
                             direction: context.locale.isRightToLeft ? .rtl : .ltr)
    }
}
