/// Decimal number strings in and out: the two syntaxes callers write, and
/// the plain form ICU is given.
extension FixedDecimal {
    /// The decimal string syntaxes read here.
    package enum Syntax {
        /// What ICU's decimal formatting and parsing accept and answer:
        /// `[+-]digits[.digits][(e|E)[+-]digits]`, at least one digit in the
        /// mantissa ("1.", ".5" and "1e3" included), 1...9 exponent digits.
        case icu
        /// CLDR's plural sample syntax: `-?digits(.digits)?((c|e)digits)?`
        /// ("1.2c6" is 1.2 million shown in compact form).
        case pluralSample
    }

    /// Calls `body` with the number `text` writes and its exponent (0 when
    /// none is written); nil, without calling `body`, when `text` is not a
    /// decimal in `syntax`. Exponents of the plural syntax count up to
    /// 1,000,000 (beyond it no operand changes).
    @inline(never)
    package static func withDigits<Result>(
        ofDecimal text: UnsafeBufferPointer<UInt8>, syntax: Syntax,
        _ body: (inout FixedDecimal, _ exponent: Int) -> Result
    ) -> Result? {
        guard let parts = DecimalStringParts(text, syntax: syntax) else { return nil }
        let integer = text[parts.integer], fraction = text[parts.fraction]
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: integer.count + fraction.count) { storage in
            var count = 0
            for part in [integer, fraction] {
                for byte in part {
                    storage[count] = byte &- UInt8(ascii: "0")
                    count += 1
                }
            }
            var decimal = FixedDecimal(written: storage, count: count, pointAfter: integer.count + parts.exponent,
                                       negative: parts.negative, showingWrittenZeros: true)
            return body(&decimal, parts.exponent)
        }
    }

    /// `withDigits(ofDecimal:syntax:_:)` of a string's UTF-8.
    @inline(__always)
    package static func withDigits<Result>(
        ofDecimal text: some StringProtocol, syntax: Syntax,
        _ body: (inout FixedDecimal, _ exponent: Int) -> Result
    ) -> Result? {
        if let result = text.utf8.withContiguousStorageIfAvailable({ withDigits(ofDecimal: $0, syntax: syntax, body) }) {
            return result
        }
        var copy = String(text)
        return copy.withUTF8 { withDigits(ofDecimal: $0, syntax: syntax, body) }
    }

    // MARK: Plain text

    /// How many zeros an exponent may add when a value is written out: "1e500"
    /// is fine, "1e999999999" would be a gigabyte (and ICU would spend
    /// minutes on it), so such input is refused instead of expanded.
    package static let maximumAddedDigits = 1_000

    /// A decimal string of the ICU syntax written out plainly, as ICU is
    /// given it: "1.234567891E+6" is "1234567.891", "-2.5e-3" is "-0.0025",
    /// "1.50" is "1.5", and "-0" stays "-0" (ICU writes -0 with its sign).
    ///
    /// - Throws: `IntlError.invalidNumber` when `text` is not a decimal;
    ///   `.notRepresentable` when writing it out would add more than
    ///   ``maximumAddedDigits`` zeros.
    package static func plainText(ofDecimal text: String) throws(IntlError) -> String {
        let plain = withDigits(ofDecimal: text, syntax: .icu) { decimal, _ -> String? in
            decimal.addedZeroCount <= maximumAddedDigits ? decimal.plainText : nil
        }
        guard let plain else { throw .invalidNumber(text) }
        guard let plain else {
            throw .notRepresentable(text, reason: "its exponent adds more than \(maximumAddedDigits) digits")
        }
        return plain
    }

    /// The zeros `plainText` writes beyond the digits: between them and the
    /// decimal point, on either side.
    package var addedZeroCount: Int { max(exponent - count, 0) + max(-exponent, 0) }

    /// The value written out: an optional "-", the integer digits (at least
    /// "0"), and "." and the fraction digits when there are any (trailing
    /// zeros dropped).
    package var plainText: String {
        let integerCount = max(exponent, 1)
        let fractionCount = significantFractionDigits
        let length = (isNegative ? 1 : 0) + integerCount + (fractionCount > 0 ? 1 + fractionCount : 0)
        return String(unsafeUninitializedCapacity: length) { out in
            var position = 0
            func append(_ byte: UInt8) {
                out[position] = byte
                position += 1
            }
            if isNegative { append(UInt8(ascii: "-")) }
            for place in (exponent - integerCount)..<exponent { append(UInt8(ascii: "0") + digit(at: place)) }
            if fractionCount > 0 {
                append(UInt8(ascii: "."))
                for place in exponent..<(exponent + fractionCount) { append(UInt8(ascii: "0") + digit(at: place)) }
            }
            return position
        }
    }
}

/// Where the parts of a decimal string are, once it is known to be one.
private struct DecimalStringParts {
    var negative = false
    /// Byte ranges of the integer and fraction digits (either may be empty
    /// in the ICU syntax, not both).
    var integer: Range<Int>
    var fraction: Range<Int>
    var exponent = 0

    /// nil when `bytes` is not a decimal in `syntax`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, syntax: FixedDecimal.Syntax) {
        var index = 0
        func skipDigits() -> Range<Int> {
            let start = index
            while index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return start..<index
        }
        /// The next byte when it is `first` or `second`, consumed.
        func take(_ first: Unicode.Scalar, or second: Unicode.Scalar? = nil) -> UInt8? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            guard byte == UInt8(ascii: first) || second.map({ byte == UInt8(ascii: $0) }) == true else { return nil }
            index += 1
            return byte
        }
        let plural = syntax == .pluralSample
        negative = (plural ? take("-") : take("-", or: "+")) == UInt8(ascii: "-")
        integer = skipDigits()
        fraction = index..<index
        if take(".") != nil {
            fraction = skipDigits()
            if plural && fraction.isEmpty { return nil }
        }
        if plural ? integer.isEmpty : integer.isEmpty && fraction.isEmpty { return nil }
        if (plural ? take("c", or: "e") : take("e", or: "E")) != nil {
            let exponentSign = plural ? nil : take("-", or: "+")
            let digits = skipDigits()
            guard !digits.isEmpty, plural || digits.count <= 9 else { return nil }
            // ICU's nine digits fit; the plural syntax's are capped.
            for position in digits {
                exponent = min(exponent * 10 + Int(bytes[position] &- UInt8(ascii: "0")), 1_000_000_000)
            }
            if plural { exponent = min(exponent, 1_000_000) }
            if exponentSign == UInt8(ascii: "-") { exponent = -exponent }
        }
        guard index == bytes.count else { return nil }
    }
}
