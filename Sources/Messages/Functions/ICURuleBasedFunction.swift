import Intl

/// `:icu:spellout`, `:icu:ordinal` and `:icu:duration`: ICU MessageFormat's
/// `{n, spellout}`, `{n, ordinal}` and `{n, duration}`, ICU's rule-based
/// number formats.
///
///     {n, spellout}                       // 21 → "twenty-one" (en)
///     {n, spellout, %spellout-ordinal}    // 21 → "twenty-first": a rule set
///     {n, ordinal}                        // 21 → "21st"
///     {n, duration}                       // 3661 → "1:01:01"
///
/// As in ICU, a style that is not one of the locale's spell-out rule sets,
/// written exactly, leaves the default; `ordinal` and `duration` take none.
struct ICURuleBasedFunction: MessageFunction {
    enum Kind: String, CaseIterable, Sendable {
        case spellout, ordinal, duration
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":icu:\(kind.rawValue) needs an operand") }
        let number = try NumericValue(operand.argument)
        let formatter: NumberFormat
        do {
            switch kind {
            case .spellout:
                if let ruleSet = options["style"]?.text, !ruleSet.isEmpty,
                   let named = try? NumberFormat(locale: context.locale, options: .init(style: .spellOut(.ruleSet(ruleSet)))) {
                    formatter = named
                } else {
                    formatter = try NumberFormat(locale: context.locale, options: .init(style: .spellOut(.cardinal)))
                }
            case .ordinal:
                formatter = try NumberFormat(locale: context.locale, options: .init(style: .ordinal))
            case .duration:
                formatter = try NumberFormat.ruleBasedDuration(locale: context.locale)
            }
        } catch {
            throw MessageError(.badOption, "no \(kind.rawValue) format for \(context.locale.identifier): \(error)")
        }
        return try NumberValue(number, formatter: formatter, selection: nil, locale: context.locale,
                               annotation: MessageAnnotation(function: "icu:" + kind.rawValue, options: options))
    }
}
