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
        let magnitude = value.magnitude
        if fractionDigits < Self.doublePowersOf10.count {
            // Fast path: the digits are an integer below 2^50 that converts
            // back to exactly this double, so they are the shortest form's
            // digits, already rounded.
            let scale = Self.doublePowersOf10[fractionDigits]
            let scaled = magnitude * scale
            if scaled < 0x1p50 && scaled == scaled.rounded(.towardZero) && scaled / scale == magnitude {
                self.init(scaled: UInt64(scaled), fractionDigits: fractionDigits)
                return
            }
        }
        try self.init(Self.rounded(magnitude, fractionDigits: fractionDigits))
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
        let parsed = decimal.utf8.withContiguousStorageIfAvailable { Self.parseDecimal($0) }
            ?? Array(decimal.utf8).withUnsafeBufferPointer { Self.parseDecimal($0) }
        guard let parsed else { throw .invalidNumber(String(decimal)) }
        self = parsed
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
        let scan = decimalSeparator.isASCII ? text.utf8.withContiguousStorageIfAvailable {
            Self.scanFormattedASCII($0, UInt8(decimalSeparator.value))
        } : nil
        let result: FormattedScan
        switch scan {
        case .parsed(let operands)?: result = .parsed(operands)
        case .invalid?: result = .invalid
        case .needsGeneralScan?, nil:
            result = Self.scanFormatted(text.unicodeScalars, decimalSeparator)
        }
        guard case .parsed(let operands) = result else { throw .invalidNumber(String(text)) }
        self = operands
    }

    init(i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, c: Int) {
        (self.i, self.v, self.w, self.f, self.t, self.c) = (i, v, w, f, t, c)
    }

    /// `scaled / 10^fractionDigits` shown with `fractionDigits` digits
    /// (`fractionDigits` < 19).
    private init(scaled: UInt64, fractionDigits: Int) {
        let scale = Self.powersOf10[fractionDigits]
        let fraction = scaled % scale
        var trimmed = fraction, shown = fraction == 0 ? 0 : fractionDigits
        while trimmed != 0 && trimmed % 10 == 0 {
            trimmed /= 10
            shown -= 1
        }
        self.init(i: scaled / scale, v: fractionDigits, w: shown, f: fraction, t: trimmed, c: 0)
    }

    // MARK: Parsing

    static let maximumFractionDigits = 999
    private static let cap: UInt64 = 1_000_000_000_000_000_000
    private static let powersOf10: [UInt64] = (0...18).map { (0..<$0).reduce(1) { value, _ in value * 10 } }
    private static let doublePowersOf10: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

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

    private static func parseDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        if let plain = parsePlainDecimal(bytes) { return plain }
        return parseDecimalWithExponent(bytes)
    }

    /// The common case in one pass: "-?digits(.digits)?" with at most 18
    /// digits on each side; nil for anything else (which may still be valid).
    @inline(__always)
    private static func parsePlainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        var index = bytes.startIndex
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        var integer: UInt64 = 0
        while index < bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit >= 10 { break }
            integer = integer &* 10 &+ UInt64(digit)
            index += 1
        }
        let integerCount = index - integerStart
        guard integerCount > 0 && integerCount <= 18 else { return nil }
        guard index < bytes.endIndex else { return PluralOperands(i: integer, v: 0, w: 0, f: 0, t: 0, c: 0) }
        guard bytes[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        let fractionStart = index
        var fraction: UInt64 = 0
        while index < bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit >= 10 { break }
            fraction = fraction &* 10 &+ UInt64(digit)
            index += 1
        }
        let fractionCount = index - fractionStart
        guard index == bytes.endIndex && fractionCount > 0 && fractionCount <= 18 else { return nil }
        var trimmed = fraction, shown = fraction == 0 ? 0 : fractionCount
        while trimmed != 0 && trimmed % 10 == 0 {
            trimmed /= 10
            shown -= 1
        }
        return PluralOperands(i: integer, v: fractionCount, w: shown, f: fraction, t: trimmed, c: 0)
    }

    /// The general case: an exponent, or more than 18 digits on a side.
    private static func parseDecimalWithExponent(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
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

    private enum FormattedScan { case parsed(PluralOperands), invalid, needsGeneralScan }

    /// The common case in one pass: ASCII text with at most 18 digits on
    /// each side of the separator. Gives up (`needsGeneralScan`) otherwise.
    private static func scanFormattedASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ separator: UInt8) -> FormattedScan {
        var integer: UInt64 = 0, fraction: UInt64 = 0
        var integerCount = 0, fractionCount = 0
        var inFraction = false, fractionEnded = false
        for byte in bytes {
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                if fractionEnded { return .invalid }
                if inFraction {
                    fraction = fraction &* 10 &+ UInt64(digit)
                    fractionCount += 1
                } else {
                    integer = integer &* 10 &+ UInt64(digit)
                    integerCount += 1
                }
            } else if byte >= 0x80 {
                return .needsGeneralScan
            } else if byte == separator {
                if inFraction { return .invalid }
                inFraction = true
            } else if inFraction && fractionCount > 0 {
                fractionEnded = true
            }
        }
        if integerCount > 18 || fractionCount > 18 { return .needsGeneralScan }
        if integerCount + fractionCount == 0 { return .invalid }
        var trimmed = fraction, shown = fraction == 0 ? 0 : fractionCount
        while trimmed != 0 && trimmed % 10 == 0 {
            trimmed /= 10
            shown -= 1
        }
        return .parsed(PluralOperands(i: integer, v: fractionCount, w: shown, f: fraction, t: trimmed, c: 0))
    }

    /// Any text: digits of every script, numbers of any length.
    private static func scanFormatted(_ scalars: String.UnicodeScalarView, _ separator: Unicode.Scalar) -> FormattedScan {
        var integer = Digits()
        var fraction = Fraction()
        var sawDigit = false, inFraction = false, fractionEnded = false
        for scalar in scalars {
            var digit: UInt64?
            if scalar.isASCII {
                let value = scalar.value &- 0x30
                if value < 10 { digit = UInt64(value) }
            } else if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                digit = UInt64(value)
            }
            if let digit {
                if fractionEnded { return .invalid }
                sawDigit = true
                if inFraction { fraction.append(digit) } else { integer.append(digit) }
            } else if scalar == separator {
                if inFraction { return .invalid }
                inFraction = true
            } else if inFraction && fraction.count > 0 {
                fractionEnded = true
            }
        }
        guard sawDigit else { return .invalid }
        return .parsed(PluralOperands(i: integer.value, v: fraction.count, w: fraction.significantCount,
                                      f: fraction.f.value, t: fraction.t, c: 0))
    }

    /// `magnitude` (finite, ≥ 0) as a decimal string with `fractionDigits`
    /// digits: its shortest round-trip digits rounded half-even.
    private static func rounded(_ magnitude: Double, fractionDigits: Int) -> String {
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
