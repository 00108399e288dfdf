import Intl

/// `:number`, `:integer`, `:percent` and `:currency`: a numeric operand
/// formatted by `Intl`'s `NumberFormat` and selected by `PluralRules`.
///
///     {4.2 :number minimumFractionDigits=2}         // "4.20" (en)
///     {4.7 :integer}                                // "4" (the fraction is dropped)
///     {0.42 :percent}                               // "42%"
///     {42 :currency currency=EUR}                   // "€42.00"
///
/// A value that was itself formatted by one of them passes its options on
/// (`:integer` drops the fraction-digit ones); the expression's own win.
struct NumberFunction: MessageFunction {
    enum Kind: String, CaseIterable, Sendable {
        case number, integer, percent, currency
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Options an `:integer` does not take from its operand.
    private static let fractionOptions = ["minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits"]

    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":\(kind.rawValue) needs an operand") }
        var number = try NumericValue(operand.argument)
        var merged = options
        var selectable = true
        if let inherited = operand.annotation, Kind(rawValue: inherited.function) != nil {
            let base = kind == .integer ? inherited.options.removing(Self.fractionOptions) : inherited.options
            if base["select"] != nil {
                context.report(MessageError(.badOption, "select must be set on the selector itself, not its operand"))
                selectable = false
            }
            merged = options.merged(under: base.removing(["select"]))
        }
        if kind == .integer { number = number.truncated }
        return try value(of: number, options: merged, selectable: selectable, context: &context)
    }

    /// The formatted, selectable value of `number` under `options` (also
    /// `:offset`'s result).
    func value(of number: NumericValue, options: MessageFunctionOptions, selectable: Bool,
               context: inout MessageFunctionContext) throws(MessageError) -> NumberValue {
        var settings = NumberSettings(kind: kind)
        try settings.read(options, isIntegral: number.isIntegral, context: &context)
        let formatter: NumberFormat
        do {
            formatter = try NumberFormat.pooled(locale: context.locale.identifier, options: settings.formatOptions)
        } catch {
            throw MessageError(.badOption, "no number format for these options: \(error)")
        }
        let selection: NumberValue.Selection? = selectable && settings.selectable ? settings.selection : nil
        return try NumberValue(number, formatter: formatter, selection: selection, locale: context.locale,
                               annotation: MessageAnnotation(function: kind.rawValue, options: options))
    }
}
