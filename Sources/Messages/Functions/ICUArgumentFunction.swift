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
