/// The numbers CLDR's plural rules look at: the digits of a number as shown.
///
/// Plural rules do not see a number's value alone but the digits displayed:
/// "1" and "1.0" are the same value, yet English says "1 day" and
/// "1.0 days". UTS #35 ("Plural Operand Meanings") defines the operands:
///
/// | operand | meaning | 1.50 | 1.2c6 |
/// |---|---|---|---|
/// | n | absolute value | 1.5 | 1200000 |
/// | i | integer digits of n | 1 | 1200000 |
/// | v | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | w | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | f | visible fraction digits, with trailing zeros, as an integer | 50 | 0 |
/// | t | visible fraction digits, without trailing zeros, as an integer | 5 | 0 |
/// | c, e | compact decimal exponent ("1.2M" is 1.2c6) | 0 | 6 |
///
///     let operands = try PluralOperands("1.50")
///     (operands.i, operands.v, operands.f, operands.t)   // (1, 2, 50, 5)
///
/// n is not stored: it is `i` plus the fraction `f / 10^v`, an integer
/// exactly when `f == 0`.
///
/// Integer operands (`i`, `f`, `t`) of 10^18 or more are kept as
/// 10^18 + (value mod 10^18): every remainder CLDR's rules take (`% 10` up to
/// `% 1000000`) stays exact, and the value stays unequal to every constant in
/// the rules. (ICU 72 instead drops the digits above the 18th, so it answers
/// `one` for 10^21 + 1 in English.)
public struct PluralOperands: Hashable, Sendable {
    /// The integer digits of the absolute value.
    public let i: UInt64
    /// How many fraction digits are shown, trailing zeros included.
    public let v: Int
    /// How many fraction digits are shown, trailing zeros excluded.
    public let w: Int
    /// The shown fraction digits as an integer, trailing zeros included.
    public let f: UInt64
    /// The shown fraction digits as an integer, trailing zeros excluded.
    public let t: UInt64
    /// The compact decimal exponent (`c`, also spelled `e`): 6 for "1.2c6".
    public let c: Int

    /// The operands of an integer: i = |value|, every other operand 0.
    ///
    ///     PluralOperands(-21).i   // 21
    public init(_ value: Int) {
        self.init(i: UInt64(value.magnitude), v: 0, w: 0, f: 0, t: 0, c: 0)
    }

    /// The operands of `value` shown with exactly `fractionDigits` fraction
    /// digits, rounded half-even from its shortest round-trip decimal form,
    /// as ICU's number formatter rounds.
    ///
    ///     try PluralOperands(1.5, fractionDigits: 2).f    // 50
    ///     try PluralOperands(1.005, fractionDigits: 2).f  // 0 ("1.00")
    ///
    /// - Throws: `IntlError.notFinite` for NaN and infinities;
    ///   `IntlError.invalidOptions` when `fractionDigits` is not in 0...999.
    public init(_ value: Double, fractionDigits: Int) throws(IntlError) {
        guard value.isFinite else { throw .notFinite(value) }
        guard fractionDigits >= 0 && fractionDigits <= Self.maximumFractionDigits else {
            throw .invalidOptions("fractionDigits \(fractionDigits) is not in 0...\(Self.maximumFractionDigits)")
        }
        if let scaled = FixedDecimal.scaledHalfEven(value.magnitude, fractionDigits: fractionDigits) {
            self.init(scaled: scaled, fractionDigits: fractionDigits)
        } else {
            self.init(roundingDigitsOf: value, fractionDigits: fractionDigits)
        }
    }

    /// The operands of a plain decimal number string: optional `-`, digits,
    /// optionally `.` and digits, optionally `c` or `e` and exponent digits
    /// (CLDR's sample syntax: "1.2c6" is 1.2 million shown in compact form).
    ///
    ///     try PluralOperands("1.0").v      // 1
    ///     try PluralOperands("1.2c6").i    // 1200000
    ///
    /// - Throws: `IntlError.invalidNumber` for anything else ("", "1..2", "abc", "1.", "1e-3").
    public init(_ decimal: some StringProtocol) throws(IntlError) {
        guard let operands = Self.parse(decimal) else { throw .invalidNumber(String(decimal)) }
        self = operands
    }

    /// The operands of a number as a formatter displays it ("1,234.50",
    /// "١٬٢٣٤٫٥٠", "US$1.00"): digits of any script count by their value,
    /// `decimalSeparator` starts the fraction, everything else (grouping,
    /// signs, symbols, spaces, bidi marks) is skipped.
    ///
    ///     try PluralOperands(formatted: "1.234,50 €", decimalSeparator: ",").f   // 50
    ///
    /// Compact ("1.2K") and scientific ("1.2E3") displays are not understood:
    /// pass their operands as a decimal string with the exponent ("1.2c3").
    ///
    /// - Throws: `IntlError.invalidNumber` when the text has no digits, a second
    ///   decimal separator, or digits after the fraction has ended.
    public init(formatted text: String, decimalSeparator: Unicode.Scalar = ".") throws(IntlError) {
        guard let operands = Self.parse(formatted: text, decimalSeparator: decimalSeparator) else {
            throw .invalidNumber(text)
        }
        self = operands
    }

    init(i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, c: Int) {
        (self.i, self.v, self.w, self.f, self.t, self.c) = (i, v, w, f, t, c)
    }

    /// The operands of `value` rounded from its digits (see
    /// `init(_:fractionDigits:)`): the general path, which the fast one
    /// must match (`PluralOperandsFastPathTests`).
    init(roundingDigitsOf value: Double, fractionDigits: Int) {
        self = FixedDecimal.withDigits(of: value) { decimal in
            decimal.round(toFractionDigits: fractionDigits, mode: .halfEven)
            decimal.showFractionDigits(atLeast: fractionDigits)
            return PluralOperands(decimal)
        }
    }

    /// The operands of the shortest digits of finite `value`, as Apple's
    /// plural messages show a double without a precision: 1.5 is "1.5",
    /// 2.0 is "2", 0.00001 is "0.00001".
    package init(shortestDigitsOf value: Double) {
        self = FixedDecimal.withDigits(of: value) { PluralOperands($0) }
    }

    /// `integer` and `fractionDigits` (≤ 18) fraction digits `fraction`:
    /// t and w drop the trailing zeros.
    @inline(__always)
    init(integer: UInt64, fraction: UInt64, fractionDigits: Int) {
        var trimmed = fraction, shown = fractionDigits
        if fraction == 0 {
            shown = 0
        } else {
            while trimmed % 10 == 0 {
                trimmed /= 10
                shown -= 1
            }
        }
        self.init(i: integer, v: fractionDigits, w: shown, f: fraction, t: trimmed, c: 0)
    }

    /// `scaled / 10^fractionDigits` shown with `fractionDigits` digits
    /// (`fractionDigits` < 19).
    @inline(__always)
    init(scaled: UInt64, fractionDigits: Int) {
        let (integer, fraction) = Self.splitting(scaled, fractionDigits: fractionDigits)
        self.init(integer: integer, fraction: fraction, fractionDigits: fractionDigits)
    }

    static let maximumFractionDigits = 999

    /// `value` split at `fractionDigits` (< 19) decimal places. A `switch`
    /// so that each division is by a constant (a multiplication), not a
    /// hardware divide.
    @inline(__always)
    private static func splitting(_ value: UInt64, fractionDigits: Int) -> (integer: UInt64, fraction: UInt64) {
        @inline(__always) func split(_ scale: UInt64) -> (UInt64, UInt64) { value.quotientAndRemainder(dividingBy: scale) }
        switch fractionDigits {
        case 0: return (value, 0)
        case 1: return split(10)
        case 2: return split(100)
        case 3: return split(1_000)
        case 4: return split(10_000)
        case 5: return split(100_000)
        case 6: return split(1_000_000)
        case 7: return split(10_000_000)
        case 8: return split(100_000_000)
        case 9: return split(1_000_000_000)
        case 10: return split(10_000_000_000)
        case 11: return split(100_000_000_000)
        case 12: return split(1_000_000_000_000)
        case 13: return split(10_000_000_000_000)
        case 14: return split(100_000_000_000_000)
        case 15: return split(1_000_000_000_000_000)
        case 16: return split(10_000_000_000_000_000)
        case 17: return split(100_000_000_000_000_000)
        default: return split(1_000_000_000_000_000_000)
        }
    }
}

// MARK: Operands of a fixed decimal

extension PluralOperands {
    /// Integer operands of 10^18 or more are kept as 10^18 + (value mod 10^18).
    private static let cap: UInt64 = 1_000_000_000_000_000_000

    /// The operands of the digits `decimal` shows; `compactExponent` is `c`.
    init(_ decimal: FixedDecimal, compactExponent: Int = 0) {
        let exponent = decimal.exponent
        let shown = decimal.shownFractionDigits, significant = decimal.significantFractionDigits
        self.init(i: Self.capped(decimal, places: Int.min..<exponent),
                  v: shown, w: significant,
                  f: Self.capped(decimal, places: exponent..<(exponent + shown)),
                  t: Self.capped(decimal, places: exponent..<(exponent + significant)),
                  c: compactExponent)
    }

    /// The digits at `places` read as an integer, capped as the type
    /// documents: the last 18 digits, plus 10^18 when a digit before them
    /// is nonzero.
    private static func capped(_ decimal: FixedDecimal, places: Range<Int>) -> UInt64 {
        let low = max(places.lowerBound, places.upperBound - 18)
        var value: UInt64 = 0
        for place in low..<places.upperBound { value = value * 10 + UInt64(decimal.digit(at: place)) }
        // A nonzero digit before `low` (only stored digits can be).
        var place = max(places.lowerBound, 0)
        while place < min(low, decimal.count) {
            if decimal.digit(at: place) != 0 { return value + cap }
            place += 1
        }
        return value
    }
}
