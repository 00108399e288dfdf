/// A decimal number as its digits, the way ICU's `DecimalQuantity` and
/// ICU4X's `FixedDecimal` hold one: the one representation that number
/// formatting, decimal strings and plural operands all read, so a number
/// shows the same digits (and the same sign) everywhere.
///
/// The value is `(-1)^sign × 0.d₀d₁…dₙ₋₁ × 10^exponent`: the digits are
/// significant (no leading or trailing zeros; none at all for zero), the
/// decimal point sits `exponent` digits after d₀. -0 keeps its sign, as
/// ICU does ("-0"). `minimumFractionDigits` keeps the zeros shown after the
/// last digit ("1.50": 2), as ICU's minimum fraction digits and CLDR's
/// plural operands (`v`, `f`) need them.
///
/// | text | digits | exponent | minimumFractionDigits |
/// |---|---|---|---|
/// | "1234.5" | 12345 | 4 | 1 |
/// | "-0.050" | 5 (negative) | -1 | 3 |
/// | "1.2c6" | 12 | 7 | 0 |
/// | "0" | (none) | 0 | 0 |
///
/// The digits live in storage the caller provides (a stack buffer from
/// `withUnsafeTemporaryAllocation` on the formatting paths, so a number
/// costs no allocation); a value is only valid while that storage is. The
/// constructors in `FixedDecimal+Double.swift` and
/// `FixedDecimal+DecimalString.swift` hand it to a closure for that reason.
package struct FixedDecimal {
    /// Storage for the digits; `digits[0..<count]` are the digit values 0–9.
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// How many digits there are (0 for zero).
    package private(set) var count: Int
    /// Where the decimal point sits, counted in digits after d₀.
    package private(set) var exponent: Int
    /// True for negative numbers and -0.
    package var isNegative: Bool
    /// Fraction digits displayed even when they are zeros.
    package internal(set) var minimumFractionDigits: Int

    /// The digits of `value` / 10^fractionDigits (integers up to 20 digits,
    /// so `storage` needs 20 bytes), showing all `fractionDigits`.
    @inline(__always)
    package init(_ value: UInt64, fractionDigits: Int = 0, negative: Bool = false,
                 storage: UnsafeMutableBufferPointer<UInt8>) {
        var value = value
        // Trailing zeros are not digits: strip them first.
        var trailingZeros = 0
        while value != 0 && value % 10 == 0 {
            value /= 10
            trailingZeros += 1
        }
        var start = storage.count
        while value > 0 {
            start -= 1
            storage[start] = UInt8(value % 10)
            value /= 10
        }
        self.storage = UnsafeMutableBufferPointer(rebasing: storage[start...])
        count = storage.count - start
        exponent = count == 0 ? 0 : count + trailingZeros - fractionDigits
        isNegative = negative
        minimumFractionDigits = fractionDigits
    }

    /// Digits already written to `storage[0..<count]`, significant or not:
    /// leading and trailing zeros are dropped here. `pointAfter` is where the
    /// decimal point sits in the written digits (any integer: beyond either
    /// end means zeros there). With `showingWrittenZeros`, the fraction
    /// digits written stay shown ("1.50"); without, only significant ones.
    package init(written storage: UnsafeMutableBufferPointer<UInt8>, count: Int, pointAfter point: Int,
                 negative: Bool, showingWrittenZeros: Bool) {
        var start = 0, end = count
        while start < end && storage[start] == 0 { start += 1 }
        while end > start && storage[end - 1] == 0 { end -= 1 }
        self.storage = UnsafeMutableBufferPointer(rebasing: storage[start..<end])
        self.count = end - start
        exponent = end == start ? 0 : point - start
        isNegative = negative
        minimumFractionDigits = showingWrittenZeros ? max(count - point, 0) : 0
    }

    /// Digit `position` counted from d₀ (negative: the zeros before it; past
    /// `count`: the zeros after it).
    @inline(__always)
    package func digit(at position: Int) -> UInt8 {
        position >= 0 && position < count ? storage[position] : 0
    }

    /// True for 0 and -0.
    package var isZero: Bool { count == 0 }

    /// Fraction digits of the value itself (trailing zeros excluded).
    package var significantFractionDigits: Int { max(count - exponent, 0) }

    /// Fraction digits displayed: the value's own, padded with zeros to the minimum.
    package var shownFractionDigits: Int { max(minimumFractionDigits, significantFractionDigits) }

    /// Shows at least `fractionDigits` fraction digits ("1.5" with 2: "1.50").
    package mutating func showFractionDigits(atLeast fractionDigits: Int) {
        minimumFractionDigits = max(minimumFractionDigits, fractionDigits)
    }

    /// Multiplies by 10^power by moving the decimal point: exact, as ICU's
    /// `DecimalQuantity::adjustMagnitude`. Zero stays zero.
    package mutating func multiply(byPowerOfTen power: Int) {
        if count > 0 { exponent += power }
        minimumFractionDigits = max(minimumFractionDigits - power, 0)
    }
}

// MARK: Rounding

extension FixedDecimal {
    /// How a digit that does not fit is rounded away: the modes of ICU's
    /// `UNumberFormatRoundingMode`, as `NumberFormatOptions.RoundingMode`.
    package typealias RoundingMode = NumberFormatOptions.RoundingMode

    /// Rounds to `fractionDigits` digits after the decimal point, as ICU's
    /// `DecimalQuantity::roundToMagnitude` does with the decimal digits (the
    /// sign decides ceiling and floor), and shows at most that many; pad
    /// with ``showFractionDigits(atLeast:)``.
    package mutating func round(toFractionDigits fractionDigits: Int, mode: RoundingMode) {
        minimumFractionDigits = min(minimumFractionDigits, fractionDigits)
        let kept = exponent + fractionDigits
        guard kept < count else { return }
        // The first dropped digit, whether anything nonzero follows it, and
        // the last kept digit (0 when none is kept).
        let dropped = digit(at: kept)
        let restNonzero = kept < 0 || kept + 1 < count
        let up = roundsUp(mode: mode, dropped: dropped, restNonzero: restNonzero, lastKept: digit(at: kept - 1))
        count = max(kept, 0)
        if up {
            // Add one unit in the last kept place, carrying leftwards.
            while count > 0 && storage[count - 1] == 9 { count -= 1 }
            if count > 0 {
                storage[count - 1] += 1
            } else {
                // All nines (or nothing kept): the next power of ten.
                storage[0] = 1
                count = 1
                exponent = kept > 0 ? exponent + 1 : 1 - fractionDigits
                return
            }
        }
        while count > 0 && storage[count - 1] == 0 { count -= 1 }
        if count == 0 { exponent = 0 }
    }

    /// Whether dropping `dropped` (and a nonzero rest after it, or not) adds
    /// one to the last kept digit.
    @inline(__always)
    private func roundsUp(mode: RoundingMode, dropped: UInt8, restNonzero: Bool, lastKept: UInt8) -> Bool {
        switch mode {
        case .up: return true
        case .down: return false
        case .ceiling: return !isNegative
        case .floor: return isNegative
        default:
            guard dropped == 5 && !restNonzero else { return dropped >= 5 }
            switch mode {
            case .halfEven: return lastKept % 2 == 1
            case .halfOdd: return lastKept % 2 == 0
            case .halfUp: return true
            case .halfDown: return false
            case .halfCeiling: return !isNegative
            default: return isNegative // .halfFloor
            }
        }
    }
}
