import CICU

extension NumberFormat {
    /// Formats an integer to parts, ECMA-402's `formatToParts`.
    ///
    ///     let en = try NumberFormat(locale: "en")
    ///     en.formatToParts(-1234).map { "\($0.kind)" }
    ///     // ["minusSign", "integer", "group", "integer"]   ("-", "1", ",", "234")
    ///
    /// Parts always come from ICU's field positions, also where `format`
    /// writes the text natively (the text is the same, see ``NumberFormat``).
    /// Rule-based styles (spell-out, digit ordinals) have no fields: their
    /// text is one ``FormatPart/Kind/literal``.
    public func formatToParts(_ value: Int) -> FormattedParts { formatToParts(Int64(value)) }

    /// Formats an integer to parts.
    public func formatToParts(_ value: Int64) -> FormattedParts {
        guard let icu = skeletonFormatter else { return FormattedParts(literal: format(value)) }
        return parts(icu.withFields { icu.format(value) }, negative: value < 0)
    }

    /// Formats an unsigned integer to parts, including values above `Int64.max`.
    public func formatToParts(_ value: UInt64) -> FormattedParts {
        if let signed = Int64(exactly: value) { return formatToParts(signed) }
        guard let icu = skeletonFormatter else { return FormattedParts(literal: format(value)) }
        return parts(icu.withFields { icu.format(decimal: String(value)) }, negative: false)
    }

    /// Formats a double to parts; NaN is a ``FormatPart/Kind/nan`` part and
    /// ±∞ an ``FormatPart/Kind/infinity`` part.
    ///
    ///     try NumberFormat(locale: "de-DE", options: .init(style: .currency("EUR")))
    ///         .formatToParts(-1234.5).description
    ///     // minusSign "-", integer "1", group ".", integer "234", decimal ",",
    ///     // fraction "50", literal "\u{00A0}", currency "€"
    public func formatToParts(_ value: Double) -> FormattedParts {
        guard let icu = skeletonFormatter else { return FormattedParts(literal: format(value)) }
        let special: FormatPart.Kind? = value.isNaN ? .nan : value.isInfinite ? .infinity : nil
        return parts(icu.withFields { icu.format(value) }, negative: value.sign == .minus, special: special)
    }

    /// Formats a decimal number string to parts, exactly (see ``format(decimal:)``).
    ///
    /// - Throws: the errors of ``format(decimal:)``.
    public func formatToParts(decimal: String) throws(IntlError) -> FormattedParts {
        guard let icu = skeletonFormatter else { return FormattedParts(literal: try format(decimal: decimal)) }
        let plain = try FixedDecimal.plainText(ofDecimal: decimal)
        return parts(icu.withFields { icu.format(decimal: plain) }, negative: plain.hasPrefix("-"))
    }

    /// The parts of a successful ICU format; it cannot fail after the
    /// formatter's trial format at construction (see `requireSuccess`).
    private func parts(_ formatted: Result<(String, [cicu_field_span]), IntlError>, negative: Bool,
                       special: FormatPart.Kind? = nil) -> FormattedParts {
        let (text, spans) = formatted.requireSuccess()
        return FormattedParts(string: text, spans: spans) {
            FormatPart.Kind(numberField: $0, negative: negative, special: special)
        }
    }
}

extension FormatPart.Kind {
    /// ECMA-402's kind for a field of a formatted number, nil for spans of
    /// other categories. ICU marks either sign with one field and NaN and ∞
    /// as the integer, so the value decides those: `negative` (the sign bit,
    /// so -0 has a minus sign) and `special` (``nan`` or ``infinity``).
    init?(numberField span: cicu_field_span, negative: Bool, special: FormatPart.Kind?) {
        guard span.category == Int32(CICU_FIELD_CATEGORY_NUMBER.rawValue) else { return nil }
        switch cicu_number_field(UInt32(bitPattern: span.field)) {
        case CICU_NUMBER_INTEGER_FIELD: self = special ?? .integer
        case CICU_NUMBER_FRACTION_FIELD: self = .fraction
        case CICU_NUMBER_DECIMAL_SEPARATOR_FIELD: self = .decimal
        case CICU_NUMBER_EXPONENT_SYMBOL_FIELD: self = .exponentSeparator
        case CICU_NUMBER_EXPONENT_SIGN_FIELD: self = .exponentMinusSign
        case CICU_NUMBER_EXPONENT_FIELD: self = .exponentInteger
        case CICU_NUMBER_GROUPING_SEPARATOR_FIELD: self = .group
        case CICU_NUMBER_CURRENCY_FIELD: self = .currency
        // ECMA-402 has no per-mille kind (its options cannot ask for one); only decimal patterns write it.
        case CICU_NUMBER_PERCENT_FIELD, CICU_NUMBER_PERMILL_FIELD: self = .percentSign
        case CICU_NUMBER_SIGN_FIELD: self = negative ? .minusSign : .plusSign
        case CICU_NUMBER_MEASURE_UNIT_FIELD: self = .unit
        case CICU_NUMBER_COMPACT_FIELD: self = .compact
        case CICU_NUMBER_APPROXIMATELY_SIGN_FIELD: self = .approximatelySign
        default: self = .literal   // a field a later ICU adds: still text, never lost
        }
    }
}
