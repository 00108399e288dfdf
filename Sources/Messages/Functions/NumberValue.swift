import Intl

/// A number formatted by `:number`, `:integer`, `:percent`, `:currency` or
/// `:offset`. It selects as the specification's number selection says:
/// an exact key (`1`) matches the value's plain digits, a keyword (`one`)
/// the plural category of the number as displayed ("1.0" is `other` in en),
/// and an exact key beats a keyword.
struct NumberValue: MessageValue {
    /// How keys are compared.
    enum Selection: Sendable {
        /// Exact keys, then cardinal categories.
        case plural
        /// Exact keys, then ordinal categories (`one` for 1st, `two` for 2nd, `few` for 3rd in en).
        case ordinal
        /// Exact keys only.
        case exact
    }

    let number: NumericValue
    let formatted: FormattedValue
    /// nil: the value cannot select (`select` from a variable, `:currency`).
    let selection: Selection?
    let rules: PluralRules?
    let annotation: MessageAnnotation?
    let direction: MessageDirection

    /// Formats `number` once, so that selection sees the digits a placeholder shows.
    ///
    /// - Throws: `bad-operand` when the formatter cannot take the number.
    init(_ number: NumericValue, formatter: NumberFormat, selection: Selection?, locale: IntlLocale,
         annotation: MessageAnnotation) throws(MessageError) {
        self.number = number
        let parts: FormattedParts
        switch number {
        case .int(let value): parts = formatter.formatToParts(value)
        case .uint(let value): parts = formatter.formatToParts(value)
        case .double(let value): parts = formatter.formatToParts(value)
        case .decimal(let text):
            do {
                parts = try formatter.formatToParts(decimal: text)
            } catch {
                throw MessageError(.badOperand, "\(text) cannot be formatted: \(error)")
            }
        }
        formatted = FormattedValue(text: parts.string, fields: parts.map {
            MessagePart.Field(kind: $0.kind.name, text: String(parts.string[$0.range]))
        })
        // `:currency` keeps no selection: the specification gives it none.
        self.selection = annotation.function == NumberFunction.Kind.currency.rawValue ? nil : selection
        switch self.selection {
        case .plural: rules = PluralRules(locale: locale, type: .cardinal)
        case .ordinal: rules = PluralRules(locale: locale, type: .ordinal)
        case .exact, nil: rules = nil
        }
        self.annotation = annotation
        direction = locale.isRightToLeft ? .rtl : .ltr
    }

    var argument: MessageArgument { number.argument }
    var partType: String { "number" }
    var isSelectable: Bool { selection != nil }

    func format() throws(MessageError) -> FormattedValue { formatted }

    func matches(_ key: String) throws(MessageError) -> Bool {
        if NumberLiteral.matches(key) { return key == number.exactKey }
        guard Self.keywords.contains(key) else {
            throw MessageError(.badVariantKey, "\(key) is neither a number nor a plural category")
        }
        guard let rules else { return false }
        return key == category(rules).rawValue
    }

    /// An exact key is a better match than a keyword.
    func isBetter(_ key: String, than other: String) -> Bool {
        NumberLiteral.matches(key) && !NumberLiteral.matches(other)
    }

    private static let keywords: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The category of the digits shown under `rules`.
    func pluralCategory(_ rules: PluralRules) -> PluralCategory { category(rules) }

    /// The category of the digits shown: integer and fraction fields in
    /// any script, the locale's decimal separator read as `.`.
    private func category(_ rules: PluralRules) -> PluralCategory {
        var digits = ""
        for field in formatted.fields {
            switch field.kind {
            case "integer", "fraction": digits += field.text
            case "decimal": digits += "."
            default: continue
            }
        }
        return (try? rules.category(forFormatted: digits)) ?? .other
    }
}
