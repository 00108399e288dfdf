/// Plural operands read straight from decimal strings ("1.50", "-3",
/// "1.2c6"): the common short forms without building a ``FixedDecimal``,
/// everything else through one. The fast readers return exactly what the
/// general one (`parseGeneral`) returns, or defer to it
/// (`PluralDecimalScanDifferentialTests`).
extension PluralOperands {
    /// The operands of a decimal string (see `init(_:)`), nil when it is not
    /// one. Up to eight bytes are loaded into one word and read in
    /// registers; longer strings are read from memory, out of line.
    @inline(__always)
    static func parse(_ decimal: String) -> PluralOperands? {
        parseOneWord(decimal) ?? parseFromMemory(decimal)
    }

    /// The one-word reader alone: the operands of a decimal string of at
    /// most eight bytes in the common form, else nil (also for what
    /// `parseFromMemory` reads or rejects).
    @inline(__always)
    static func parseOneWord(_ decimal: String) -> PluralOperands? {
        // The closure only loads: the optimizer copies it once for small and
        // once for other strings, and the reader after it stays one copy.
        let short = decimal.utf8.withContiguousStorageIfAvailable { bytes -> (word: UInt64, count: Int)? in
            guard let start = bytes.baseAddress, let word = loadShortWord(UnsafeRawPointer(start), bytes.count)
            else { return nil }
            return (word, bytes.count)
        }
        guard let (word, count) = short ?? nil else { return nil }
        return parseShortDecimal(word: word, count: count)
    }

    /// `parse` of what the one-word reader does not answer: out of line, so
    /// that the common case's caller stays small.
    @inline(never)
    static func parseFromMemory(_ decimal: String) -> PluralOperands? {
        if let operands = decimal.utf8.withContiguousStorageIfAvailable({ parseDecimal($0) }) { return operands }
        var copy = decimal
        return copy.withUTF8 { parseDecimal($0) }
    }

    /// The operands of a decimal string (see `init(_:)`), nil when it is not one.
    @inline(__always)
    static func parse(_ decimal: some StringProtocol) -> PluralOperands? {
        if let operands = decimal.utf8.withContiguousStorageIfAvailable({ parseDecimal($0) }) { return operands }
        var copy = String(decimal)
        return copy.withUTF8 { parseDecimal($0) }
    }

    /// Short decimals by whole words, then the common case byte by byte:
    /// "-?digits(.digits)?" with at most 18 digits on each side. Anything else goes to the general parser, which also
    /// rejects what is not a decimal.
    @inline(__always)
    private static func parseDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        if let operands = parseShortDecimal(bytes) { return operands }
        let count = bytes.count
        var index = 0
        /// The value of the digits from `index` on (wrapping past 19), and how many there were.
        @inline(__always) func readDigits() -> (value: UInt64, count: Int) {
            let start = index
            var value: UInt64 = 0
            while index < count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                if digit >= 10 { break }
                value = value &* 10 &+ UInt64(digit)
                index += 1
            }
            return (value, index - start)
        }
        if count > 0 && bytes[0] == UInt8(ascii: "-") { index = 1 }
        let (integer, integerCount) = readDigits()
        if UInt(bitPattern: integerCount &- 1) < 18 {
            if index == count { return PluralOperands(i: integer, v: 0, w: 0, f: 0, t: 0, c: 0) }
            if bytes[index] == UInt8(ascii: ".") {
                index += 1
                let (fraction, fractionCount) = readDigits()
                if index == count && UInt(bitPattern: fractionCount &- 1) < 18 {
                    return PluralOperands(integer: integer, fraction: fraction, fractionDigits: fractionCount)
                }
            }
        }
        return parseGeneral(bytes)
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
    /// byte lowest, zeros above `count`): one load, then shifts and masks;
    /// nil for anything else.
    @inline(__always)
    private static func parseShortDecimal(word: UInt64, count: Int) -> PluralOperands? {
        guard count > 0 && count <= 8 else { return nil }
        var word = word, count = count
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

    /// `loadWord` for the one-word reader: one case per count, each byte at
    /// a constant offset. A small string's bytes reach the closure of
    /// `withContiguousStorageIfAvailable` as a stack copy of the string's
    /// two words, and loads at constant offsets from it are folded back
    /// into those words (`and` with a mask, no store and reload); the
    /// overlapping loads of `loadWord` have offsets that depend on `count`,
    /// which the optimizer cannot fold.
    /// Nil unless `count` is 1...8 (one range check, in the switch).
    @inline(__always)
    private static func loadShortWord(_ start: UnsafeRawPointer, _ count: Int) -> UInt64? {
        @inline(__always) func byte(_ offset: Int) -> UInt64 {
            UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) << (8 * UInt64(offset))
        }
        switch count {
        case 8: return UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
        case 7: return byte(0) | byte(1) | byte(2) | byte(3) | byte(4) | byte(5) | byte(6)
        case 6: return byte(0) | byte(1) | byte(2) | byte(3) | byte(4) | byte(5)
        case 5: return byte(0) | byte(1) | byte(2) | byte(3) | byte(4)
        case 4: return byte(0) | byte(1) | byte(2) | byte(3)
        case 3: return byte(0) | byte(1) | byte(2)
        case 2: return byte(0) | byte(1)
        case 1: return byte(0)
        default: return nil
        }
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

    /// The general case, through a ``FixedDecimal`` of the plural sample
    /// syntax; nil for anything that is not a decimal. Internal (not
    /// private) because it reads every decimal the fast paths read: the
    /// differential tests use it as the reference for them.
    @inline(never)
    static func parseGeneral(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        FixedDecimal.withDigits(ofDecimal: bytes, syntax: .pluralSample) { decimal, exponent in
            PluralOperands(decimal, compactExponent: exponent)
        }
    }
}
