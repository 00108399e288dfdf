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
        if let scaled = Self.scaledDigits(value.magnitude, fractionDigits: fractionDigits) {
            self.init(scaled: scaled, fractionDigits: fractionDigits)
        } else {
            try self.init(Self.rounded(value.magnitude, fractionDigits: fractionDigits))
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

    /// `integer` and `fractionDigits` (≤ 18) fraction digits `fraction`:
    /// t and w drop the trailing zeros.
    @inline(__always)
    private init(integer: UInt64, fraction: UInt64, fractionDigits: Int) {
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
    private init(scaled: UInt64, fractionDigits: Int) {
        let (integer, fraction) = Self.splitting(scaled, fractionDigits: fractionDigits)
        self.init(integer: integer, fraction: fraction, fractionDigits: fractionDigits)
    }

    // MARK: Parsing

    static let maximumFractionDigits = 999
    private static let cap: UInt64 = 1_000_000_000_000_000_000
    /// 10^0 … 10^15, every one exactly a `Double` (a literal, so the array is
    /// built at compile time).
    private static let doublePowersOf10: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

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

    /// `magnitude` (finite, ≥ 0) rounded as ICU rounds it to `fractionDigits`
    /// digits, times 10^fractionDigits: its shortest round-trip decimal
    /// rounded half-even. Nil when the result could reach 2^49 or
    /// `fractionDigits` > 14; `rounded` answers those.
    ///
    /// With K = 10^(fractionDigits + 1) and magnitude·K < 2^49, decimals with
    /// one digit more than asked are more than an ulp of `magnitude` apart,
    /// so at most one of them reads back as `magnitude`, and if one does it is
    /// `round(magnitude × K)` (that product is off by less than 1/4). Then it
    /// is the shortest form (padded), and its last digit decides the
    /// rounding, ties to even. If none does, the shortest form has more
    /// digits, no tie is possible and no rounding boundary lies between it
    /// and `magnitude` (the boundary would read back as `magnitude`): the
    /// exact binary value, rounded half up, gives the same digits.
    @inline(__always)
    private static func scaledDigits(_ magnitude: Double, fractionDigits: Int) -> UInt64? {
        guard fractionDigits <= 14 else { return nil }
        let scale = doublePowersOf10[fractionDigits + 1]
        let scaled = magnitude * scale
        guard scaled < 0x1p49 else { return nil }
        let candidate = UInt64(scaled.rounded())
        if Double(candidate) / scale == magnitude {
            let (digits, last) = candidate.quotientAndRemainder(dividingBy: 10)
            return last > 5 || (last == 5 && digits & 1 == 1) ? digits + 1 : digits
        }
        return roundedHalfUp(magnitude, fractionDigits: fractionDigits)
    }

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

    /// A digit string read as an integer, capped as the type documents.
    private struct Digits {
        var low: UInt64 = 0
        var overflowed = false

        @inline(__always)
        mutating func append(_ digit: UInt64) {
            low = low &* 10 &+ digit
            if low >= PluralOperands.cap {
                low %= PluralOperands.cap
                overflowed = true
            }
        }

        var value: UInt64 { overflowed ? low + PluralOperands.cap : low }
    }

    /// Fraction digits: f, and t and w as of the last nonzero digit.
    private struct Fraction {
        var f = Digits()
        var t: UInt64 = 0
        var count = 0
        var significantCount = 0

        @inline(__always)
        mutating func append(_ digit: UInt64) {
            f.append(digit)
            count += 1
            if digit != 0 {
                t = f.value
                significantCount = count
            }
        }
    }

    /// The operands of a decimal string (see `init(_:)`), nil when it is not
    /// one. Up to eight ASCII bytes are read from the string value's own
    /// words, without storing it to memory first.
    @inline(__always)
    static func parse(_ decimal: String) -> PluralOperands? {
        if let small = SmallASCIIString(decimal), small.count <= 8,
           let operands = parseShortDecimal(word: small.low, count: small.count) {
            return operands
        }
        return parseFromMemory(decimal)
    }

    /// `parse` of what the register reader does not answer: out of line, so
    /// that the common case's caller stays small.
    @inline(never)
    private static func parseFromMemory(_ decimal: String) -> PluralOperands? {
        parse(decimal[...])
    }

    /// The operands of a decimal string (see `init(_:)`), nil when it is not one.
    @inline(__always)
    static func parse(_ decimal: some StringProtocol) -> PluralOperands? {
        if let operands = decimal.utf8.withContiguousStorageIfAvailable({ parseDecimal($0) }) { return operands }
        var copy = String(decimal)
        return copy.withUTF8 { parseDecimal($0) }
    }

    /// Short decimals by whole words, then the common case byte by byte:
    /// "-?digits(.digits)?" with at most 18 digits on each side. Anything
    /// else goes to the general parser, which also rejects what is not a
    /// decimal.
    @inline(__always)
    private static func parseDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        if let operands = parseShortDecimal(bytes) { return operands }
        let count = bytes.count
        var index = 0
        if count > 0 && bytes[0] == UInt8(ascii: "-") { index = 1 }
        let integerStart = index
        var integer: UInt64 = 0
        while index < count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit >= 10 { break }
            integer = integer &* 10 &+ UInt64(digit)
            index += 1
        }
        let integerCount = index - integerStart
        if UInt(bitPattern: integerCount &- 1) < 18 {
            if index == count { return PluralOperands(i: integer, v: 0, w: 0, f: 0, t: 0, c: 0) }
            if bytes[index] == UInt8(ascii: ".") {
                index += 1
                let fractionStart = index
                var fraction: UInt64 = 0
                while index < count {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    if digit >= 10 { break }
                    fraction = fraction &* 10 &+ UInt64(digit)
                    index += 1
                }
                let fractionCount = index - fractionStart
                if index == count && UInt(bitPattern: fractionCount &- 1) < 18 {
                    return PluralOperands(integer: integer, fraction: fraction, fractionDigits: fractionCount)
                }
            }
        }
        return parseDecimalWithExponent(bytes)
    }

    /// "-?digits(.digits)?" with at most 8 digits on each side, read eight
    /// bytes at a time (SWAR: no loop over the digits); nil for anything
    /// else, which `parseDecimal` then reads byte by byte.
    @inline(__always)
    private static func parseShortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        guard var start = UnsafeRawPointer(bytes.baseAddress) else { return nil }
        var count = bytes.count
        if count > 0 && start.load(as: UInt8.self) == UInt8(ascii: "-") {
            start += 1
            count -= 1
        }
        guard count > 0 && count <= 17 else { return nil }
        let headCount = min(count, 8)
        let head = loadWord(start, headCount)
        let headNonDigits = nonDigits(head) & lowBytes(headCount)
        if headNonDigits == 0 {
            guard count <= 8 else { return nil }
            return integerOperands(head, count: count)
        }
        let point = headNonDigits.trailingZeroBitCount >> 3
        let fractionCount = count - point - 1
        guard point > 0 && fractionCount > 0 && fractionCount <= 8
                && (head >> (8 * point)) & 0xFF == UInt64(UInt8(ascii: ".")) else { return nil }
        let fraction = loadWord(start + point + 1, fractionCount)
        guard nonDigits(fraction) & lowBytes(fractionCount) == 0 else { return nil }
        return decimalOperands(integer: head & lowBytes(point), count: point, fraction: fraction, count: fractionCount)
    }

    /// "-?digits(.digits)?" in at most eight bytes held in `word` (first
    /// byte lowest, zeros above `count`): `parseShortDecimal` from a
    /// register instead of memory. Internal for the differential tests.
    @inline(__always)
    static func parseShortDecimal(word: UInt64, count: Int) -> PluralOperands? {
        guard count > 0 && count <= 8 else { return nil }
        var word = word & lowBytes(count), count = count
        if word & 0xFF == UInt64(UInt8(ascii: "-")) {
            word >>= 8
            count -= 1
        }
        guard count > 0 else { return nil }
        let nonDigitBytes = nonDigits(word) & lowBytes(count)
        if nonDigitBytes == 0 { return integerOperands(word, count: count) }
        let point = nonDigitBytes.trailingZeroBitCount >> 3
        let fractionCount = count - point - 1
        // The point is the one byte that is not a digit (the mask covers
        // the fraction too, so it needs no second check).
        guard point > 0 && fractionCount > 0 && nonDigitBytes & (nonDigitBytes &- 1) == 0
                && (word >> (8 * point)) & 0xFF == UInt64(UInt8(ascii: ".")) else { return nil }
        let fraction = word >> (8 * (point + 1))
        return decimalOperands(integer: word & lowBytes(point), count: point, fraction: fraction, count: fractionCount)
    }

    /// The operands of `count` (1...8) ASCII digits in the low bytes of `digits`.
    @inline(__always)
    private static func integerOperands(_ digits: UInt64, count: Int) -> PluralOperands {
        PluralOperands(i: eightDigits(digits << (8 * (8 - count))), v: 0, w: 0, f: 0, t: 0, c: 0)
    }

    /// The operands of `integer.fraction`, each 1...8 ASCII digits in the low
    /// bytes of its word.
    @inline(__always)
    private static func decimalOperands(integer: UInt64, count integerCount: Int,
                                        fraction: UInt64, count fractionCount: Int) -> PluralOperands {
        // Digits moved to the top bytes, so the last one is the lowest digit.
        let fractionDigits = fraction << (8 * (8 - fractionCount))
        let i = eightDigits(integer << (8 * (8 - integerCount)))
        let f = eightDigits(fractionDigits)
        // Most fractions end in a nonzero digit: then t is f, and the
        // trailing-zero count and a second conversion stay off the path.
        guard fractionDigits >> 56 == UInt64(UInt8(ascii: "0")) else {
            return PluralOperands(i: i, v: fractionCount, w: fractionCount, f: f, t: f, c: 0)
        }
        let trailingZeros = (fractionDigits ^ 0x3030_3030_3030_3030).leadingZeroBitCount >> 3
        return PluralOperands(i: i, v: fractionCount, w: fractionCount - trailingZeros,
                              f: f, t: eightDigits(fractionDigits << (8 * trailingZeros)), c: 0)
    }

    /// `count` (0...8) bytes from `start` in the low bytes of a word, first
    /// byte lowest, zeros above. Reads only those bytes.
    @inline(__always)
    private static func loadWord(_ start: UnsafeRawPointer, _ count: Int) -> UInt64 {
        if count >= 8 { return UInt64(littleEndian: start.loadUnaligned(as: UInt64.self)) }
        if count >= 4 {
            // Two overlapping four-byte loads.
            let low = UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return low | high << (8 * (count - 4))
        }
        guard count > 0 else { return 0 }
        // First, middle and last byte (overlapping when count < 3).
        return UInt64(start.load(as: UInt8.self))
            | UInt64(start.load(fromByteOffset: count / 2, as: UInt8.self)) << (8 * (count / 2))
            | UInt64(start.load(fromByteOffset: count - 1, as: UInt8.self)) << (8 * (count - 1))
    }

    /// The low `count` (0...8) bytes of a word set.
    @inline(__always)
    private static func lowBytes(_ count: Int) -> UInt64 { UInt64.max >> (64 - 8 * count) }

    /// The high bit of every byte of `word` that is not an ASCII digit.
    @inline(__always)
    private static func nonDigits(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        // With each byte's high bit set, no subtraction borrows across bytes;
        // the high bit survives where the low seven bits are ≥ the constant.
        let atLeastZero = (word | high) &- 0x3030_3030_3030_3030
        let pastNine = (word | high) &- 0x3A3A_3A3A_3A3A_3A3A
        return (~atLeastZero | pastNine | word) & high
    }

    /// The number written by the ASCII digits of `word`, its lowest byte the
    /// first digit; zero bytes count as leading zeros. Three multiplications
    /// combine digit pairs, then quads, then the halves.
    @inline(__always)
    private static func eightDigits(_ word: UInt64) -> UInt64 {
        var value = ((word & 0x0F0F_0F0F_0F0F_0F0F) &* 2561) >> 8
        value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        return ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
    }

    /// The general case: an exponent, or more than 18 digits on a side; nil
    /// for anything that is not a decimal. Internal (not private) because it
    /// reads every decimal the fast paths read: the differential tests use it
    /// as the reference for them.
    @inline(never)
    static func parseDecimalWithExponent(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        let zero = UInt8(ascii: "0")
        var index = bytes.startIndex
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        while index < bytes.endIndex && bytes[index] &- zero < 10 { index += 1 }
        let integerEnd = index
        guard integerEnd > integerStart else { return nil }
        var fractionStart = index, fractionEnd = index
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            while index < bytes.endIndex && bytes[index] &- zero < 10 { index += 1 }
            fractionEnd = index
            guard fractionEnd > fractionStart else { return nil }
        }
        var exponent = 0
        if index < bytes.endIndex && (bytes[index] == UInt8(ascii: "c") || bytes[index] == UInt8(ascii: "e")) {
            index += 1
            let exponentStart = index
            while index < bytes.endIndex && bytes[index] &- zero < 10 {
                exponent = min(exponent * 10 + Int(bytes[index] &- zero), 1_000_000)
                index += 1
            }
            guard index > exponentStart else { return nil }
        }
        guard index == bytes.endIndex else { return nil }

        // The exponent moves the decimal point right by `exponent` digits.
        let integerCount = integerEnd - integerStart
        let fractionCount = fractionEnd - fractionStart
        let pointPosition = integerCount + exponent
        var integer = Digits()
        var fraction = Fraction()
        for position in 0..<(integerCount + fractionCount) {
            let byte = position < integerCount ? bytes[integerStart + position]
                                               : bytes[fractionStart + position - integerCount]
            if position < pointPosition { integer.append(UInt64(byte &- zero)) }
            else { fraction.append(UInt64(byte &- zero)) }
        }
        // Zeros the exponent adds; after 19 of them the capped value is settled.
        for _ in 0..<min(max(pointPosition - integerCount - fractionCount, 0), 19) { integer.append(0) }
        return PluralOperands(i: integer.value, v: fraction.count, w: fraction.significantCount,
                              f: fraction.f.value, t: fraction.t, c: exponent)
    }

    /// The operands of formatted text (see `init(formatted:decimalSeparator:)`),
    /// nil when it holds no number.
    @inline(__always)
    static func parse(formatted text: String, decimalSeparator: Unicode.Scalar) -> PluralOperands? {
        if decimalSeparator.isASCII, let scan = text.utf8.withContiguousStorageIfAvailable({
            scanFormattedASCII($0, UInt8(truncatingIfNeeded: decimalSeparator.value))
        }) {
            switch scan {
            case .parsed(let operands): return operands
            case .invalid: return nil
            case .needsGeneralScan: break
            }
        }
        return scanFormatted(text.unicodeScalars, decimalSeparator)
    }

    private enum FormattedScan { case parsed(PluralOperands), invalid, needsGeneralScan }

    /// The common case in one pass: ASCII text with at most 18 digits on
    /// each side of the separator. Gives up (`needsGeneralScan`) otherwise.
    @inline(__always)
    private static func scanFormattedASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ separator: UInt8) -> FormattedScan {
        let count = bytes.count
        var index = 0
        var integer: UInt64 = 0, integerCount = 0
        // Integer digits, skipping grouping, signs and symbols, up to the
        // separator. Digit or not is a select, not a branch: where the
        // grouping falls does not cost a misprediction.
        while index < count {
            let byte = bytes[index]
            let digit = byte &- UInt8(ascii: "0")
            if digit >= 10 && (byte == separator || byte >= 0x80) { break }
            let isDigit = digit < 10
            integer = isDigit ? integer &* 10 &+ UInt64(digit) : integer
            integerCount &+= isDigit ? 1 : 0
            index += 1
        }
        if index < count {
            if bytes[index] >= 0x80 { return .needsGeneralScan }
            index += 1  // the separator
        }
        // Fraction digits, up to the first other character after one.
        var fraction: UInt64 = 0, fractionCount = 0
        while index < count {
            let byte = bytes[index]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                fraction = fraction &* 10 &+ UInt64(digit)
                fractionCount += 1
            } else if byte >= 0x80 {
                return .needsGeneralScan
            } else if byte == separator {
                return .invalid
            } else if fractionCount > 0 {
                break
            }
            index += 1
        }
        // After the fraction: no digit and no second separator.
        while index < count {
            let byte = bytes[index]
            if byte &- UInt8(ascii: "0") < 10 || byte == separator { return .invalid }
            if byte >= 0x80 { return .needsGeneralScan }
            index += 1
        }
        if integerCount > 18 || fractionCount > 18 { return .needsGeneralScan }
        if integerCount + fractionCount == 0 { return .invalid }
        return .parsed(PluralOperands(integer: integer, fraction: fraction, fractionDigits: fractionCount))
    }

    /// Any text: digits of every script, numbers of any length.
    @inline(never)
    static func scanFormatted(_ scalars: String.UnicodeScalarView, _ separator: Unicode.Scalar) -> PluralOperands? {
        var integer = Digits()
        var fraction = Fraction()
        var sawDigit = false, inFraction = false, fractionEnded = false
        for scalar in scalars {
            if let digit = decimalDigitValue(scalar) {
                if fractionEnded { return nil }
                sawDigit = true
                if inFraction { fraction.append(digit) } else { integer.append(digit) }
            } else if scalar == separator {
                if inFraction { return nil }
                inFraction = true
            } else if inFraction && fraction.count > 0 {
                fractionEnded = true
            }
        }
        guard sawDigit else { return nil }
        return PluralOperands(i: integer.value, v: fraction.count, w: fraction.significantCount,
                              f: fraction.f.value, t: fraction.t, c: 0)
    }

    /// The value of a decimal digit of any script (Unicode general category
    /// Nd), nil for any other scalar. The digits and the separators, spaces,
    /// bidi marks and signs that formatters write are answered without a
    /// Unicode property lookup (which costs about 100 ns).
    @inline(__always)
    static func decimalDigitValue(_ scalar: Unicode.Scalar) -> UInt64? {
        let value = scalar.value
        switch value {
        case 0x30...0x39: return UInt64(value &- 0x30)
        case 0x0660...0x0669: return UInt64(value &- 0x0660)  // Arabic-Indic (ar)
        case 0x06F0...0x06F9: return UInt64(value &- 0x06F0)  // Extended Arabic-Indic (fa, ur)
        case 0x0966...0x096F: return UInt64(value &- 0x0966)  // Devanagari (mr, ne)
        case 0x09E6...0x09EF: return UInt64(value &- 0x09E6)  // Bengali (bn)
        // ASCII, Latin-1 signs and spaces, Arabic letter mark and separators,
        // General Punctuation (spaces, bidi marks), currency signs, minus:
        // blocks without decimal digits.
        case 0...0xFF, 0x061C, 0x066A...0x066D, 0x2000...0x206F, 0x20A0...0x20CF, 0x2212:
            return nil
        default:
            let properties = scalar.properties
            guard properties.numericType == .decimal, let digit = properties.numericValue else { return nil }
            return UInt64(digit)
        }
    }

    /// `magnitude` (finite, ≥ 0) as a decimal string with `fractionDigits`
    /// digits: its shortest round-trip digits rounded half-even.
    static func rounded(_ magnitude: Double, fractionDigits: Int) -> String {
        // Swift prints the shortest round-trip digits: "1.005", "1e-05", "1e+16".
        let text = magnitude.description.utf8
        var digits: [UInt8] = []
        var pointPosition: Int?
        var exponent = 0
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                pointPosition = digits.count
            } else if byte == UInt8(ascii: "e") {
                exponent = Int(Substring(text[text.index(after: index)...])) ?? 0
                break
            } else {
                digits.append(byte - UInt8(ascii: "0"))
            }
            index = text.index(after: index)
        }
        var point = (pointPosition ?? digits.count) + exponent
        let keep = point + fractionDigits
        if keep < digits.count {
            let roundDigit = keep >= 0 ? digits[keep] : 0
            let restNonzero = keep >= 0 && digits[(keep + 1)...].contains { $0 != 0 }
            let previousOdd = keep > 0 && digits[keep - 1] % 2 == 1
            let up = keep >= 0 && (roundDigit > 5 || (roundDigit == 5 && (restNonzero || previousOdd)))
            digits = keep > 0 ? Array(digits[..<keep]) : []
            if up {
                var position = digits.count - 1
                while position >= 0 && digits[position] == 9 {
                    digits[position] = 0
                    position -= 1
                }
                if position >= 0 { digits[position] += 1 } else { digits.insert(1, at: 0); point += 1 }
            }
            if digits.isEmpty { (digits, point) = ([0], 1) }
        }
        // Lay the digits out as "integer.fraction" with exactly fractionDigits.
        let zero = UInt8(ascii: "0")
        var out: [UInt8] = []
        if point <= 0 { out.append(zero) }
        for position in 0..<max(point, 0) { out.append(position < digits.count ? digits[position] + zero : zero) }
        if fractionDigits > 0 {
            out.append(UInt8(ascii: "."))
            for position in point..<(point + fractionDigits) {
                out.append(position >= 0 && position < digits.count ? digits[position] + zero : zero)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
