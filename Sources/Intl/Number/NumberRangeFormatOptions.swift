import CICU

/// What a ``NumberRangeFormat`` produces: the number options both ends
/// share, and how the range is put together, after ECMA-402's
/// `Intl.NumberFormat.prototype.formatRange` and ICU's range formatter.
///
///     let options = NumberRangeFormatOptions(number: .init(style: .unit("kilogram")))
///     try NumberRangeFormat(locale: "en", options: options).format(3, 5)   // "3–5 kg"
public struct NumberRangeFormatOptions: Hashable, Sendable {
    /// How each end is formatted: any skeleton style of ``NumberFormat``
    /// (decimal, percent, currency, compact, scientific, engineering,
    /// units without a usage). Default: a plain decimal.
    public var number: NumberFormatOptions
    /// How much the two ends share. Default: ``Collapse/automatic``.
    public var collapse: Collapse
    /// What to write when both ends format alike. Default:
    /// ``IdentityFallback/approximately`` ("~5"), as ECMA-402 does.
    public var identityFallback: IdentityFallback

    public init(number: NumberFormatOptions = .init(), collapse: Collapse = .automatic,
                identityFallback: IdentityFallback = .approximately) {
        self.number = number
        self.collapse = collapse
        self.identityFallback = identityFallback
    }

    /// Which affixes the two ends share (ICU's `UNumberRangeCollapse`).
    public enum Collapse: Hashable, Sendable, CaseIterable {
        /// The locale's choice: "3–5 kg", "€3.00 – €5.00", "3K – 5M". The default.
        case automatic
        /// Nothing shared: "3 kg – 5 kg".
        case none
        /// The unit shared, not the scale: "3–5 kg", "3K – 5M".
        case unit
        /// Everything possible shared: "3–5K" for 3,000–5,000.
        case all
    }

    /// What to write when both ends round to the same text (ICU's
    /// `UNumberRangeIdentityFallback`).
    public enum IdentityFallback: Hashable, Sendable, CaseIterable {
        /// One value: "5".
        case singleValue
        /// "~5" when the inputs differed but round alike, "5" when they were equal.
        case approximatelyOrSingleValue
        /// "~5" in every case. The default, as in ECMA-402.
        case approximately
        /// The range anyway: "5–5".
        case range
    }
}

extension NumberRangeFormatOptions.Collapse {
    var icuCollapse: cicu_range_collapse {
        switch self {
        case .automatic: CICU_RANGE_COLLAPSE_AUTO
        case .none: CICU_RANGE_COLLAPSE_NONE
        case .unit: CICU_RANGE_COLLAPSE_UNIT
        case .all: CICU_RANGE_COLLAPSE_ALL
        }
    }
}

extension NumberRangeFormatOptions.IdentityFallback {
    var icuIdentityFallback: cicu_range_identity_fallback {
        switch self {
        case .singleValue: CICU_RANGE_IDENTITY_SINGLE_VALUE
        case .approximatelyOrSingleValue: CICU_RANGE_IDENTITY_APPROXIMATELY_OR_SINGLE_VALUE
        case .approximately: CICU_RANGE_IDENTITY_APPROXIMATELY
        case .range: CICU_RANGE_IDENTITY_RANGE
        }
    }
}
