/// Plural operands read from a number as a formatter displayed it
/// ("1,234.50", "١٬٢٣٤٫٥٠", "US$1.00"): ASCII text in one pass, any other
/// through a ``FixedDecimal`` of the digits found.
extension PluralOperands {
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
        return scanFormatted(text, decimalSeparator)
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
    static func scanFormatted(_ text: String, _ separator: Unicode.Scalar) -> PluralOperands? {
        // Every digit takes at least one UTF-8 byte.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.utf8.count) { storage in
            var count = 0
            var integerCount: Int?
            var fractionEnded = false
            for scalar in text.unicodeScalars {
                if let digit = decimalDigitValue(scalar) {
                    if fractionEnded { return nil }
                    storage[count] = UInt8(digit)
                    count += 1
                } else if scalar == separator {
                    if integerCount != nil { return nil }
                    integerCount = count
                } else if let integerCount, count > integerCount {
                    fractionEnded = true
                }
            }
            guard count > 0 else { return nil }
            let decimal = FixedDecimal(written: storage, count: count, pointAfter: integerCount ?? count, negative: false,
                                       showingWrittenZeros: true)
            return PluralOperands(decimal)
        }
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
}
