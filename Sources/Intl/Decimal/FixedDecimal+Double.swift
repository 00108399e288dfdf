/// A double's decimal digits, as ICU reads them: integral doubles below
/// 2^53 exactly (ICU's `DecimalQuantity::_setToDoubleFast`), every other
/// finite double by its shortest round-trip digits (ICU asks
/// double-conversion for `SHORTEST` whenever the rounding depends on them).
extension FixedDecimal {
    /// Storage enough for the digits of any `Double` (17 shortest digits,
    /// or an integer below 2^53) and any `UInt64` (20).
    package static let binaryNumberCapacity = 20

    /// The digits of finite `value` in `storage` (``binaryNumberCapacity`` bytes),
    /// showing its own fraction digits: 1234.56 is "1234.56", -0.0 is
    /// "-0", 1e-7 is "0.0000001".
    @inline(__always)
    package init(_ value: Double, storage: UnsafeMutableBufferPointer<UInt8>) {
        let magnitude = value.magnitude
        let negative = value.sign == .minus
        if magnitude < 0x1p53, magnitude.rounded(.towardZero) == magnitude {
            self.init(UInt64(magnitude), negative: negative, storage: storage)
        } else if let (significand, fractionDigits) = Self.shortFraction(of: magnitude) {
            self.init(significand, fractionDigits: fractionDigits, negative: negative, storage: storage)
            minimumFractionDigits = 0 // shortest digits: no zeros to show
        } else {
            self.init(shortestOf: magnitude, negative: negative, storage: storage)
        }
    }

    /// Calls `body` with the digits of finite `value` (see `init(_:storage:)`),
    /// held on the stack.
    @inline(__always)
    package static func withDigits<Result>(of value: Double, _ body: (inout FixedDecimal) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: binaryNumberCapacity) { storage in
            var decimal = FixedDecimal(value, storage: storage)
            return body(&decimal)
        }
    }

    /// The shortest decimal form of a positive non-integral `value` as
    /// significand / 10^fractionDigits, when that has at most 15 digits and
    /// 15 fraction digits (most numbers people type: 1234.56, 0.1); nil
    /// otherwise, for ``init(shortestOf:negative:storage:)``.
    ///
    /// Tries 1, 2, 3… fraction digits; the first significand n with
    /// n / 10^k == value (IEEE division rounds correctly, and n and 10^k are
    /// exact) reads back as `value`, and no shorter form does. Below 10^15,
    /// `value`'s rounding interval spans less than 0.22 units of 10^-k, so n is
    /// the only k-digit candidate (hence the one any shortest algorithm
    /// picks), and the product's error (under 0.11 units) cannot round past it.
    @inline(__always)
    static func shortFraction(of value: Double) -> (significand: UInt64, fractionDigits: Int)? {
        var scale = 1.0
        for fractionDigits in 1...15 {
            scale *= 10
            let scaled = (value * scale).rounded()
            guard scaled < 1e15 else { return nil }
            if scaled / scale == value { return (UInt64(scaled), fractionDigits) }
        }
        return nil
    }

    /// The shortest digits that read back as `magnitude` (positive, finite),
    /// at most 17, from Swift's `description` ("123.45", "1.5e-06",
    /// "1e+21"), which prints exactly those digits. The one place a
    /// double's digits are read from text.
    @inline(never)
    init(shortestOf magnitude: Double, negative: Bool, storage: UnsafeMutableBufferPointer<UInt8>) {
        // Leading zeros ("0.000123") are counted, not stored.
        var count = 0, leadingZeros = 0, digitsBeforePoint: Int?
        var exponent = 0, exponentSign = 1, inExponent = false
        for byte in magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte &- UInt8(ascii: "0")
                if inExponent {
                    exponent = exponent * 10 + Int(digit)
                } else if count == 0 && digit == 0 {
                    leadingZeros += 1
                } else {
                    storage[count] = digit
                    count += 1
                }
            case UInt8(ascii: "."): digitsBeforePoint = leadingZeros + count
            case UInt8(ascii: "e"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            default: break // "+" of the exponent
            }
        }
        let point = (digitsBeforePoint ?? leadingZeros + count) - leadingZeros
        // The ".0" of "9007199254740994.0" is not a shown digit.
        self.init(written: storage, count: count, pointAfter: point + exponentSign * exponent, negative: negative,
                  showingWrittenZeros: false)
    }
}

// MARK: Rounded digits without the digits

extension FixedDecimal {
    /// `magnitude` (finite, ≥ 0) rounded as ICU rounds it to `fractionDigits`
    /// digits, times 10^fractionDigits: its shortest round-trip decimal
    /// rounded half-even. Nil when the product with 10^fractionDigits
    /// reaches 2^45 or `fractionDigits` > 14; round a ``FixedDecimal`` for
    /// those.
    ///
    /// Most products are far from a tie, and then every way of rounding
    /// agrees: with P = magnitude × 10^fractionDigits (P < 2^45, within 2^-8
    /// of the exact product), the shortest form S differs from `magnitude` by
    /// at most half its ulp, so S × 10^fractionDigits is within 2^-7 + 2^-8
    /// of P. When P is more than 2^-6 from a tie, S, the exact value and P all
    /// round to P's nearest integer, which adding 2^52 gives (the ulp there is
    /// 1) in the low bits of the sum's pattern: no conversion, no division, and
    /// no branch that depends on the digits (the rounding branches of the
    /// check below were mispredicted about once per call on `intl bench
    /// cache`'s decimals, callgrind `--branch-sim=yes`).
    ///
    /// Near a tie, ``nearTie(_:fractionDigits:scale:)`` decides.
    @inline(__always)
    package static func scaledHalfEven(_ magnitude: Double, fractionDigits: Int) -> UInt64? {
        guard fractionDigits <= 14 else { return nil }
        let product = magnitude * doublePowersOf10[fractionDigits]
        // The exact product is below 2^45 too (2^45 is a double), so
        // magnitude × 10^(fractionDigits + 1) is below 2^49, as `nearTie` needs.
        guard product < 0x1p45 else { return nil }
        let shifted = product + 0x1p52
        guard abs(product - (shifted - 0x1p52)) < 0.5 - 0x1p-6 else {
            return nearTie(magnitude, fractionDigits: fractionDigits)
        }
        return shifted.bitPattern & (1 << 52 - 1)
    }

    /// ``scaledHalfEven(_:fractionDigits:)`` for a product within 2^-6 of a
    /// tie, from the shortest form when it has at most one digit more than
    /// asked: a call of its own, off the common path.
    ///
    /// With K = 10^(fractionDigits + 1) and magnitude·K < 2^49,
    /// decimals with one digit more than asked are more than an ulp of
    /// `magnitude` apart, so at most one of them reads back as `magnitude`,
    /// and if one does it is `round(magnitude × K)` (that product is off by
    /// less than 1/4). Then it is the shortest form (padded), and its last
    /// digit decides the rounding, ties to even. If none does, the shortest
    /// form has more digits, no tie is possible and no rounding boundary lies
    /// between it and `magnitude` (the boundary would read back as
    /// `magnitude`): the exact binary value, rounded half up, gives the same
    /// digits.
    @inline(never)
    private static func nearTie(_ magnitude: Double, fractionDigits: Int) -> UInt64 {
        let scale = doublePowersOf10[fractionDigits + 1]
        // Half away from zero: for 0 ≤ scaled < 2^49 adding 1/2 is exact and
        // the conversion truncates (no call to libm's `round`). Int64, not
        // UInt64: x86-64 converts signed integers in one instruction.
        let candidate = Int64(magnitude * scale + 0.5)
        if Double(candidate) / scale == magnitude {
            let (digits, last) = UInt64(candidate).quotientAndRemainder(dividingBy: 10)
            return last > 5 || (last == 5 && digits & 1 == 1) ? digits + 1 : digits
        }
        return roundedHalfUp(magnitude, fractionDigits: fractionDigits)
    }

    /// 10^0 … 10^15, every one exactly a `Double` (a literal, so the array is
    /// built at compile time).
    private static let doublePowersOf10: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// ⌊magnitude × 10^fractionDigits + 1/2⌋ computed exactly, for
    /// magnitude × 10^fractionDigits < 2^46 and `fractionDigits` ≤ 14.
    private static func roundedHalfUp(_ magnitude: Double, fractionDigits: Int) -> UInt64 {
        // magnitude = significand / 2^shift, shift ≥ 7 (magnitude < 2^46).
        let normal = magnitude.exponentBitPattern != 0
        let significand = magnitude.significandBitPattern | (normal ? 1 << 52 : 0)
        let shift = 1075 - Int(normal ? magnitude.exponentBitPattern : 1)
        // significand × 10^14 < 2^100: below 2^(shift − 1), the result is 0.
        guard shift <= 100 else { return 0 }
        var (high, low) = significand.multipliedFullWidth(by: powersOf10[fractionDigits])
        if shift <= 64 {
            let (sum, carry) = low.addingReportingOverflow(1 &<< (shift - 1))
            (high, low) = (high &+ (carry ? 1 : 0), sum)
        } else {
            high &+= 1 &<< (shift - 65)
        }
        return shift < 64 ? high &<< (64 - shift) | low &>> shift : high &>> (shift - 64)
    }

    /// 10^0 … 10^14.
    private static let powersOf10: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
    ]
}
