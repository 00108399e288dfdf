/// What a ``DurationFormat`` produces, after ECMA-402's
/// `Intl.DurationFormat` (style) and Temporal's `Duration.round`
/// (largest and smallest unit, rounding). Every field has a stated default.
///
///     var options = DurationFormatOptions(style: .long)
///     options.smallestUnit = .minutes
///     try DurationFormat(locale: "en", options: options).format(seconds: 3930)   // "1 hour, 6 minutes"
public struct DurationFormatOptions: Hashable, Sendable {
    /// How the units are written. Default: ``Style/short``, as in ECMA-402.
    public var style: Style
    /// The largest unit a number of seconds is balanced into: with
    /// `.hours`, 90,000 seconds is "25 hr"; with `.days`, "1 day, 1 hr".
    /// Days at most (longer units need a calendar). Default: ``DurationFormat/Unit/days``.
    public var largestUnit: DurationFormat.Unit
    /// The smallest unit a number of seconds is rounded to: with
    /// `.minutes`, 3,930 seconds is "1 hr, 6 min". Default: ``DurationFormat/Unit/seconds``.
    public var smallestUnit: DurationFormat.Unit
    /// How seconds are rounded to ``smallestUnit``. Default:
    /// ``NumberFormatOptions/RoundingMode/halfUp`` (half away from zero,
    /// Temporal's "halfExpand").
    public var roundingMode: NumberFormatOptions.RoundingMode
    /// Fraction digits of the seconds in the digital style (ECMA-402's
    /// `fractionalDigits`), 0...9, cut off rather than rounded: with 2,
    /// 65.125 seconds is "0:01:05.12". Default: `nil`, as many as needed up to 9.
    public var fractionalDigits: Int?

    public init(style: Style = .short, largestUnit: DurationFormat.Unit = .days,
                smallestUnit: DurationFormat.Unit = .seconds,
                roundingMode: NumberFormatOptions.RoundingMode = .halfUp, fractionalDigits: Int? = nil) {
        self.style = style
        self.largestUnit = largestUnit
        self.smallestUnit = smallestUnit
        self.roundingMode = roundingMode
        self.fractionalDigits = fractionalDigits
    }

    /// ECMA-402's duration styles; each unit is written in the style's width
    /// and the parts are joined with the locale's unit list patterns.
    public enum Style: Hashable, Sendable, CaseIterable {
        /// "1 hour, 5 minutes" in en.
        case long
        /// "1 hr, 5 min" in en. The default.
        case short
        /// "1h 5m" in en.
        case narrow
        /// Hours, minutes and seconds as a clock shows them, "1:05:00" in
        /// en and "1.05.00" in fi; days and longer in the short style.
        case digital
    }

    /// Checks the options.
    ///
    /// - Throws: `IntlError.invalidOptions` for a largest unit above days,
    ///   a smallest unit larger than the largest, or fractional digits
    ///   outside 0...9.
    func validate() throws(IntlError) {
        guard largestUnit >= .days else {
            throw .invalidOptions("largest unit \(largestUnit) needs a calendar; a duration in seconds balances up to days")
        }
        guard smallestUnit >= largestUnit else {
            throw .invalidOptions("smallest unit \(smallestUnit) is larger than largest unit \(largestUnit)")
        }
        if let digits = fractionalDigits, !(0...9).contains(digits) {
            throw .invalidOptions("fractional digits \(digits) is not in 0...9")
        }
    }
}

extension DurationFormatOptions.Style {
    /// The unit width of each part and the list width joining them
    /// (ECMA-402 joins digital parts with the short list).
    var unitWidth: NumberFormatOptions.UnitWidth {
        switch self {
        case .long: .fullName
        case .short, .digital: .short
        case .narrow: .narrow
        }
    }
}
