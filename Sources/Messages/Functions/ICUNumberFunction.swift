import Intl

/// `:icu:number style=…`: ICU MessageFormat's `{n, number, style}` for the
/// styles MF2's functions cannot express (the others lower to `:number`
/// and `:percent`): `currency`, the locale's own currency ("¤" where the
/// locale names no region, as ICU), and `::skeleton`, an ICU number skeleton.
///
///     {n, number, currency}          // 2.5 → "¤2.50" (en), "2,50\u{00A0}€" (de-DE)
///     {n, number, ::currency/EUR}    // 2.5 → "€2.50" (en)
///
/// A DecimalFormat pattern (`#,##0.00`) is a `bad-option`: not supported.
struct ICUNumberFunction: MessageFunction {
    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":icu:number needs an operand") }
        let style = options["style"]?.text
        if ICUStyle.keyword(style) == "currency" {
            // ICU's currency instance: the locale's currency, half-even, no likely region.
            let code = context.locale.icuCurrency ?? "XXX"
            return try NumberFunction(.currency).resolve(operand, options: MessageFunctionOptions([
                "currency": .init(.string(code), isLiteral: true),
                "roundingMode": .init(.string("halfEven"), isLiteral: true),
                "useGrouping": .init(.string("always"), isLiteral: true),
            ]), context: &context)
        }
        let number = try NumericValue(operand.argument)
        if ["integer", "percent"].contains(ICUStyle.keyword(style)) {
            return try Self.styled(number, style: ICUStyle.keyword(style), context: &context)
        }
        guard let skeleton = ICUStyle.skeleton(style) else {
            throw MessageError(.badOption, "number style \(style ?? "") is not supported (use integer, percent, currency or a ::skeleton)")
        }
        let formatter: NumberFormat
        do {
            formatter = try NumberFormat(locale: context.locale, skeleton: skeleton)
        } catch {
            throw MessageError(.badOption, "::\(skeleton) is not a number skeleton: \(error)")
        }
        return try NumberValue(number, formatter: formatter, selection: nil, locale: context.locale,
                               annotation: MessageAnnotation(function: "icu:number", options: options))
    }

    /// `number` in ICU's `integer`, `percent` or `currency` format (any
    /// other style: the default), for a plural's category.
    static func styled(_ number: NumericValue, style: String,
                       context: inout MessageFunctionContext) throws(MessageError) -> NumberValue {
        var options = ICUDefaults.numberOptions
        switch style {
        case "integer": options.precision = .fractionDigits(min: 0, max: 0)
        case "percent": options = NumberFormatOptions(style: .percent, precision: .fractionDigits(min: 0, max: 0),
                                                      roundingMode: .halfEven, grouping: .always)
        case "currency": options = NumberFormatOptions(style: .currency(context.locale.icuCurrency ?? "XXX"),
                                                       roundingMode: .halfEven, grouping: .always)
        default: break
        }
        return try ICUDefaults.value(number, options: options, function: "icu:number", context: &context)
    }
}
