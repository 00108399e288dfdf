import Intl

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
