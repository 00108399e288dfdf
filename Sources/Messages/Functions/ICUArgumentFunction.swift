import Intl

/// `:icu:arg`, ICU MessageFormat's `{name}` without a type: a number in
/// ICU's default decimal format (at most 3 fraction digits, half-even), a
/// `Timestamp` as a short date and time, text as it is.
///
///     {n}   // 1234.5678 → "1,234.568", "Ada" → "Ada" (en)
struct ICUArgumentFunction: MessageFunction {
    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":icu:arg needs an operand") }
        switch operand.argument {
        case .int, .uint, .double:
            return try ICUDefaults.number(try NumericValue(operand.argument), context: &context)
        case .timestamp(let instant):
            return try ICUDateFunction.value(instant, layout: .styles(date: .short, time: .short), context: context)
        case .string, .character:
            return StringValue(operand.argument.textDescription)
        }
    }
}

/// The formats ICU's `MessageFormat` uses when a message names none.
enum ICUDefaults {
    /// `NumberFormat::createInstance`: "#,##0.###", half-even.
    static let numberOptions = NumberFormatOptions(precision: .fractionDigits(min: 0, max: 3), roundingMode: .halfEven,
                                                   grouping: .always)

    /// `number` in the default format, selecting by exact value and plural category.
    static func number(_ number: NumericValue, selection: NumberValue.Selection? = nil,
                       context: inout MessageFunctionContext) throws(MessageError) -> NumberValue {
        try value(number, options: numberOptions, selection: selection, function: "number", context: &context)
    }

    /// `number` formatted with `options` for the context's locale.
    static func value(_ number: NumericValue, options: NumberFormatOptions, selection: NumberValue.Selection? = nil,
                      function: String, context: inout MessageFunctionContext) throws(MessageError) -> NumberValue {
        let formatter: NumberFormat
        do {
            formatter = try NumberFormat.pooled(locale: context.locale.identifier, options: options)
        } catch {
            throw MessageError(.badOption, "no number format for these options: \(error)")
        }
        return try NumberValue(number, formatter: formatter, selection: selection, locale: context.locale,
                               annotation: MessageAnnotation(function: function, options: MessageFunctionOptions()))
    }
}
