/// Formats ranges of numbers ("3–5 kg", "€3.00 – €5.00", "3K – 5M") and
/// approximate numbers ("~5") for one locale, over ICU's range formatter;
/// safe to share across tasks.
///
///     let weights = try NumberRangeFormat(locale: "en", options: .init(number: .init(style: .unit("kilogram"))))
///     weights.format(3, 5)                    // "3–5 kg"
///     weights.format(5, 5)                    // "~5 kg"
///     weights.formatApproximately(5)          // "~5 kg"
///     let euros = try NumberRangeFormat(locale: "de", options: .init(number: .init(style: .currency("EUR"))))
///     euros.format(3, 5)                      // "3,00–5,00\u{00A0}€"
///
/// Both ends use ``NumberRangeFormatOptions/number``, checked and turned
/// into a skeleton exactly as ``NumberFormat`` does. Everything is checked
/// when the formatter is created, so formatting doubles cannot fail.
public struct NumberRangeFormat: Sendable, Hashable {
    /// The requested locale, canonicalized.
    public let locale: IntlLocale
    /// The options the formatter was made from.
    public let options: NumberRangeFormatOptions
    /// The ICU number skeleton of both ends, e.g. "measure-unit/mass-kilogram".
    public let skeleton: String
    private let formatter: ICUNumberRangeFormatter
    /// One end alone, for equal decimal ends (see `formatDecimal`).
    private let single: NumberFormat
    /// The formatter for ``formatApproximately(_:)``: `formatter` itself
    /// when its identity fallback already is "approximately".
    private let approximate: ICUNumberRangeFormatter

    /// Creates a range formatter.
    ///
    /// - Throws: what ``NumberFormat/init(locale:options:)-(String,_)`` throws for
    ///   the number options, and `IntlError.invalidOptions` for a rule-based
    ///   style (spell-out, ordinal) or a unit with a usage.
    public init(locale: String, options: NumberRangeFormatOptions = .init()) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// Creates a range formatter for a validated locale.
    ///
    /// - Throws: as ``init(locale:options:)-(String,_)``, except for the locale.
    public init(locale: IntlLocale, options: NumberRangeFormatOptions = .init()) throws(IntlError) {
        try Self.checkSupported(options.number.style)
        // The number formatter checks every option (currency, unit, digits)
        // and spells the one skeleton both ends use.
        single = try NumberFormat(locale: locale, options: options.number)
        guard let skeleton = single.skeleton else {
            throw .invalidOptions("number ranges need a skeleton style, not a rule-based one")
        }
        self.locale = locale
        self.options = options
        self.skeleton = skeleton
        formatter = try Self.handle(locale, skeleton, options.collapse, options.identityFallback)
        approximate = options.identityFallback == .approximately
            ? formatter : try Self.handle(locale, skeleton, options.collapse, .approximately)
    }

    /// Creates a range formatter whose both ends use a raw ICU number
    /// skeleton, as ``NumberFormat/init(locale:skeleton:)-(String,_)`` does for one number:
    ///
    ///     let speeds = try NumberRangeFormat(locale: "en", skeleton: "unit/kilometer-per-hour unit-width-full-name")
    ///     speeds.format(3, 5)    // "3–5 kilometers per hour"
    ///
    /// ``options`` then holds the collapse and identity fallback; its
    /// `number` is the default and ``skeleton`` says what each end is.
    ///
    /// - Throws: `IntlError.invalidSkeleton` when ICU rejects the skeleton,
    ///   `IntlError.invalidOptions` for a `usage/` stem (ICU aborts or
    ///   misconverts such ranges, as with ``NumberFormatOptions/Style/unit(_:width:usage:)``).
    public init(locale: String, skeleton: String, collapse: NumberRangeFormatOptions.Collapse = .automatic,
                identityFallback: NumberRangeFormatOptions.IdentityFallback = .approximately) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), skeleton: skeleton, collapse: collapse, identityFallback: identityFallback)
    }

    /// ``init(locale:skeleton:collapse:identityFallback:)-(String,_,_,_)`` for a validated locale.
    public init(locale: IntlLocale, skeleton: String, collapse: NumberRangeFormatOptions.Collapse = .automatic,
                identityFallback: NumberRangeFormatOptions.IdentityFallback = .approximately) throws(IntlError) {
        if let usage = skeleton.split(separator: " ").first(where: { $0.hasPrefix("usage/") }) {
            throw .invalidOptions("number ranges do not support a unit usage (\(quoted(String(usage)))): ICU aborts or misconverts such ranges")
        }
        single = try NumberFormat(locale: locale, skeleton: skeleton)
        self.locale = locale
        options = NumberRangeFormatOptions(collapse: collapse, identityFallback: identityFallback)
        self.skeleton = skeleton
        formatter = try Self.handle(locale, skeleton, collapse, identityFallback)
        approximate = identityFallback == .approximately
            ? formatter : try Self.handle(locale, skeleton, collapse, .approximately)
    }

    private static func handle(_ locale: IntlLocale, _ skeleton: String,
                               _ collapse: NumberRangeFormatOptions.Collapse,
                               _ fallback: NumberRangeFormatOptions.IdentityFallback) throws(IntlError) -> ICUNumberRangeFormatter {
        let key = NumberRangeKey(locale: locale, skeleton: skeleton, collapse: collapse, identityFallback: fallback)
        return try FormatterPools.numberRanges.handle(for: key) { () throws(IntlError) in
            try ICUNumberRangeFormatter(skeleton: skeleton, locale: locale, collapse: collapse.icuCollapse,
                                        identityFallback: fallback.icuIdentityFallback)
        }
    }

    /// Spell-out and ordinals have no skeleton for ICU's range formatter,
    /// and ICU 72 aborts the process on some ranges with a unit usage
    /// (`usage/person-height` in en-US) and misconverts others (a road
    /// range of 1,000–1,000 m comes out as "~2 ft"), so both are refused.
    private static func checkSupported(_ style: NumberFormatOptions.Style) throws(IntlError) {
        switch style.kind {
        case .spellOut, .ordinal:
            throw .invalidOptions("number ranges support skeleton styles only; spell-out and ordinal are rule-based")
        case .unit(_, _, let usage?):
            throw .invalidOptions("number ranges do not support a unit usage (\(quoted(usage))): ICU aborts or misconverts such ranges")
        default:
            return
        }
    }

    // MARK: Formatting

    /// Formats the range from `lower` to `upper` ("3–5 kg"). Equal ends
    /// follow ``NumberRangeFormatOptions/identityFallback``; a lower end
    /// above the upper one is written as given ("5–3"), as ECMA-402 does.
    public func format(_ lower: Double, _ upper: Double) -> String {
        // ICU accepted this skeleton and tried a range at construction;
        // HostileRangeTests walks NaN, ±∞ and the extremes.
        formatter.format(lower, upper).requireSuccess()
    }

    /// Formats a range of integers exactly.
    public func format(_ lower: Int, _ upper: Int) -> String {
        format(Int64(lower), Int64(upper))
    }

    /// Formats a range of integers exactly, beyond `Double` precision.
    public func format(_ lower: Int64, _ upper: Int64) -> String {
        formatDecimal(String(lower), String(upper)).requireSuccess()
    }

    /// Formats a range of decimal number strings exactly: ("1.5", "2.25").
    ///
    /// - Throws: `IntlError.invalidNumber` naming the end that is not a number.
    public func format(decimal lower: String, _ upper: String) throws(IntlError) -> String {
        let plainLower = try FixedDecimal.plainText(ofDecimal: lower)
        let plainUpper = try FixedDecimal.plainText(ofDecimal: upper)
        return try formatDecimal(plainLower, plainUpper).get()
    }

    /// Two plain decimal strings. ICU 72 decides whether decimal ends were
    /// equal before rounding from fields it leaves uninitialized, so equal
    /// strings come out as "5" or "~5" depending on memory: for the one
    /// fallback that tells them apart, equal ends are written alone here.
    private func formatDecimal(_ lower: String, _ upper: String) -> Result<String, IntlError> {
        if options.identityFallback == .approximatelyOrSingleValue, lower == upper {
            return Result { () throws(IntlError) in try single.format(decimal: lower) }
        }
        return formatter.format(decimal: lower, upper)
    }

    /// Formats a number as approximate, the way the range formatter writes
    /// two ends that are alike: "~5 kg" in en, "≈5 kg" in some locales.
    public func formatApproximately(_ value: Double) -> String {
        approximate.format(value, value).requireSuccess()
    }

    /// Formats a decimal number string exactly as approximate: "5" → "~5".
    ///
    /// - Throws: `IntlError.invalidNumber` when `value` is not a number.
    public func formatApproximately(decimal value: String) throws(IntlError) -> String {
        let plain = try FixedDecimal.plainText(ofDecimal: value)
        return try approximate.format(decimal: plain, plain).get()
    }

    // MARK: Identity

    public static func == (lhs: NumberRangeFormat, rhs: NumberRangeFormat) -> Bool {
        lhs.locale == rhs.locale && lhs.options == rhs.options && lhs.skeleton == rhs.skeleton
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options)
        hasher.combine(skeleton)
    }
}
