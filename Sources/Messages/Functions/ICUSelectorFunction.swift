import Intl

/// `:icu:plural`, `:icu:selectordinal` (both with an optional `offset`) and
/// `:icu:select`: the selectors ICU MessageFormat's selecting arguments
/// lower to (``Message/init(icu:)``), with ICU's selection.
///
///     {n, plural, offset:1 =1 {you} one {you and # other} other {you and # others}}
///     // .local $#0 = {$n :icu:plural offset=1}
///     // n = 1: "=1" (exact, against n); n = 2: "one" (the category of n - 1); `#` is n - 1
///
/// A plural's category is that of the number minus the offset as ICU's
/// default format shows it (1.0004 shows "1", so `one` in en), or, as in
/// ICU, as the first placeholder of the same argument in the `other`
/// variant shows it when that comes before any `#` (option `categoryStyle`,
/// set by the lowering: `{n, number, integer}` shows 1.5 as "2"); `other`
/// matches every value and loses to every other key that matches. A
/// select matches its text exactly, else `other`. The value formats as
/// `#`: the number minus the offset in the default number format.
struct ICUSelectorFunction: MessageFunction {
    enum Kind: String, CaseIterable, Sendable {
        case plural, selectordinal, select
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":icu:\(kind.rawValue) needs an operand") }
        if kind == .select {
            switch operand.argument {
            case .string(let text): return ICUSelection(text: text, number: nil, shown: nil, category: nil)
            case .character(let character): return ICUSelection(text: String(character), number: nil, shown: nil, category: nil)
            case .int, .uint, .double, .timestamp:
                throw MessageError(.badOperand, "select takes text, not \(operand.argument)")
            }
        }
        let number = try NumericValue(operand.argument)
        let offset = options["offset"].flatMap { Double($0.text) } ?? 0
        // ICU keeps the value as it came when there is no offset, else a double.
        let shown = offset == 0 ? number : .double(number.doubleValue - offset)
        let value = try ICUDefaults.number(shown, context: &context)
        let rules = PluralRules(locale: context.locale, type: kind == .plural ? .cardinal : .ordinal)
        let category: PluralCategory
        switch options["categoryStyle"]?.text {
        case "raw"?:
            category = Self.category(of: shown.doubleValue, rules)
        case let style? where style != "number":
            let styled = try ICUNumberFunction.styled(shown, style: style, context: &context)
            category = styled.pluralCategory(rules)
        default:
            category = value.pluralCategory(rules)
        }
        return ICUSelection(text: nil, number: number.doubleValue, shown: value, category: category.rawValue)
    }
}

extension ICUSelectorFunction {
    /// ICU's `PluralRules::select(double)`: the value's own digits, no
    /// trailing zeros (1.0 is "1", `one` in en; 1.0004 is `other`).
    static func category(of value: Double, _ rules: PluralRules) -> PluralCategory {
        if let integer = Int(exactly: value) { return rules.category(for: integer) }
        guard value.isFinite else { return .other }
        return (try? rules.category(for: value.description)) ?? .other
    }
}
