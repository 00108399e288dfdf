extension NativeDecimalFormat {
    /// The writer for locales whose digits are ASCII "0"…"9" (en, de, fr, ja
    /// and most others), for numbers with at most 8 integer and 7 fraction
    /// digits: the digits are made 8 in a 64-bit word at once (no division
    /// and no table load per digit pair), then stored as one word per group,
    /// shifted so that the group's digits end the word.
    ///
    /// Eight digits split into two halves of 4 (one division by 10,000, a
    /// multiplication), the halves into pairs and the pairs into digits
    /// with a multiplication each, every lane of the word at once (no lane
    /// overflows into the next), the highest digit in the lowest byte, so
    /// the word's bytes in memory are the digits in reading order
    /// (little-endian only; elsewhere every number takes the general
    /// writer). Leading zero digits are zero low bytes, so one bit count
    /// counts the digits. Separators and affixes are one word each,
    /// right-aligned as in ``Words``: this writer stores the bytes the
    /// general one stores.
    enum ASCIIDigits {
        /// The most fraction digits this writer writes.
        static var fractionCapacity: Int { 7 }

        /// Where ``table(digits:separators:affixes:grouping:minimumFractionDigits:)``
        /// puts each piece: six words (each right-aligned), the positive
        /// affixes, then the negative ones (each prefix, suffix), the decimal
        /// and grouping separators; then one byte per piece, its byte count
        /// (at ``counts`` + the piece's word), then the group sizes, the
        /// fewest integer digits that get separators and the fewest fraction
        /// digits shown, a byte each. 58 bytes, so that the table is one
        /// cache line (`intl bench cache`'s 150 held formatters do not all
        /// stay in the L1 data cache; with a word per count it was two).
        private enum Slot {
            static var prefix: Int { 0 }
            static var suffix: Int { 1 }
            static var negativeAffixes: Int { 2 }
            static var decimalSeparator: Int { 4 }
            static var groupingSeparator: Int { 5 }
            static var pieceCount: Int { 6 }
            /// Byte offsets.
            static var counts: Int { 48 }
            static var primary: Int { 54 }
            static var secondary: Int { 55 }
            static var groupingThreshold: Int { 56 }
            static var minimumFractionDigits: Int { 57 }
        }

        /// The bytes of ``table(digits:separators:affixes:grouping:minimumFractionDigits:)``,
        /// allocated aligned to this, so that they are one cache line.
        static var tableByteCount: Int { 64 }

        /// The words ``put(_:negative:digits:fractionCount:before:)`` reads
        /// for a locale's text (one table, read through one pointer, so the
        /// writer loads each piece where it stores it; ``tableByteCount``
        /// bytes); nil unless the digits are "0"…"9", every separator and
        /// affix has at most 8 bytes, and the target is little-endian.
        ///
        /// - Parameters:
        ///   - separators: the decimal, then the grouping separator.
        ///   - affixes: positive prefix and suffix, negative prefix and suffix.
        ///   - grouping: the group sizes (1...19) and the fewest integer
        ///     digits that get separators; nil without grouping.
        ///   - minimumFractionDigits: the fraction digits shown even when zero.
        static func table(digits: [[UInt8]], separators: [[UInt8]], affixes: [[UInt8]],
                          grouping: (primary: Int, secondary: Int, threshold: Int)?,
                          minimumFractionDigits: Int) -> [UInt64]? {
            #if _endian(little)
            let pieces = affixes + separators
            guard digits == (0..<10).map({ [0x30 + UInt8($0)] }), separators.count == 2, affixes.count == 4,
                  pieces.allSatisfy({ $0.count <= 8 })
            else { return nil }
            // No integer part has 255 digits: without grouping, none gets separators.
            let sizes = grouping.map { [$0.primary, $0.secondary, $0.threshold] } ?? [1, 1, 255]
            // A minimum above 255 is clamped: this writer takes at most 7
            // fraction digits, and never fewer than the minimum.
            let bytes = pieces.map { UInt8($0.count) } + (sizes + [minimumFractionDigits]).map { UInt8(clamping: $0) }
                + [0, 0, 0, 0, 0, 0]
            let table = pieces.map(word) + bytes.withUnsafeBytes { raw in
                (0..<2).map { raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self) }
            }
            assert(table.count * 8 == tableByteCount && pieces.count == Slot.pieceCount)
            return table
            #else
            return nil
            #endif
        }

        /// At most 8 `bytes` at the end of a word: the last in its top byte
        /// (little-endian), unused low bytes zero.
        private static func word(_ bytes: [UInt8]) -> UInt64 {
            bytes.reduce(0) { word, byte in word >> 8 | UInt64(byte) << 56 }
        }

        /// Writes `digits` / 10^fractionCount with `fractionCount` fraction
        /// digits, less the trailing zeros beyond the table's minimum, ending
        /// just before `end` with the pieces of `table` (made by
        /// ``table(digits:separators:affixes:grouping:minimumFractionDigits:)``),
        /// and returns where the text starts. Only for `fractionCount` ≤
        /// ``fractionCapacity`` and `digits` < 10^(8 + fractionCount) (at
        /// most 8 integer digits). The bytes from 8 before the text to `end`
        /// must be writable.
        @inline(__always)
        static func put(_ table: UnsafePointer<UInt64>, negative: Bool, digits: UInt64, fractionCount: Int,
                        before end: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
            let affixes = negative ? Slot.negativeAffixes : 0
            var position = end
            put(table, affixes &+ Slot.suffix, before: &position)
            let integer = fractionCount > 0
                ? putFraction(digits, count: fractionCount, table: table, before: &position)
                : spread(digits)
            position = putInteger(integer, table: table, before: position)
            put(table, affixes &+ Slot.prefix, before: &position)
            return position
        }

        /// Stores the last `count` digits of `digits` (1...``fractionCapacity``)
        /// and the decimal separator before `position`, less the trailing
        /// zeros beyond the table's minimum (all of them and the separator
        /// when the minimum is 0), and returns the other digits, ``spread(_:)``.
        ///
        /// One or two fraction digits (amounts) are split off by a constant
        /// and spread on their own, a few instructions. More are made as 8
        /// digits in one word when the number has no more, else as 16
        /// digits (two words, the fraction at the end of the low one), so no
        /// division by a variable power of ten is needed: the integer part is
        /// the bytes before the fraction, one word made of both with two shifts.
        /// Either way the last digit is the word's top byte, so the trailing
        /// zero digits are its leading zero bytes: one bit count, where
        /// dropping them before writing took a remainder by 100 or 10 per
        /// step and a branch on each.
        @inline(__always)
        private static func putFraction(_ digits: UInt64, count: Int, table: UnsafePointer<UInt64>,
                                        before position: inout UnsafeMutableRawPointer) -> UInt64 {
            let fractionWord: UInt64, integer: UInt64
            if count <= 2 {
                let (high, fraction) = count == 2
                    ? digits.quotientAndRemainder(dividingBy: 100) : digits.quotientAndRemainder(dividingBy: 10)
                // A pair v < 100 → v / 10, v % 10 in the top two bytes (see `spread`).
                let tens = (fraction &* 103) &>> 10
                fractionWord = (tens | (fraction &- tens &* 10) &<< 8) &<< 48
                integer = spread(high)
            } else {
                let shift = count &* 8
                if digits < 100_000_000 {
                    // At most 8 digits in all: one word holds them.
                    fractionWord = spread(digits)
                    integer = fractionWord &<< shift
                } else {
                    // digits < 10^15: both halves below 10^8.
                    let (high, low) = digits.quotientAndRemainder(dividingBy: 100_000_000)
                    fractionWord = spread(low)
                    integer = fractionWord &<< shift | spread(high) &>> (64 &- shift)
                }
            }
            let minimum = byte(table, Slot.minimumFractionDigits)
            let dropped = min(fractionWord.leadingZeroBitCount &>> 3, count &- minimum)
            let kept = count &- dropped
            put(fractionWord &<< (dropped &* 8) | zeros, count: kept, before: &position)
            // No digits kept, no separator: its word is stored, then overwritten by the integer's.
            put(table[Slot.decimalSeparator], count: kept > 0 ? byte(table, Slot.counts &+ Slot.decimalSeparator) : 0,
                before: &position)
            return integer
        }

        /// Stores the integer digits `spread` (``spread(_:)``, without
        /// leading zeros but at least one) with the table's grouping, ending
        /// just before `end`, and returns where they start.
        @inline(__always)
        private static func putInteger(_ spread: UInt64, table: UnsafePointer<UInt64>,
                                       before end: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
            var word = spread | zeros, position = end
            // Leading zero digits are zero low bytes; the units digit always counts.
            var count = 8 &- (spread | 1 &<< 56).trailingZeroBitCount &>> 3
            (position - 8).storeBytes(of: word, as: UInt64.self)
            if count >= byte(table, Slot.groupingThreshold) {
                // At least primary + 1 digits, so every shift is below 64.
                var size = byte(table, Slot.primary)
                repeat {
                    position = position.advanced(by: 0 &- size)
                    count &-= size
                    word &<<= size &* 8
                    put(table, Slot.groupingSeparator, before: &position)
                    (position - 8).storeBytes(of: word, as: UInt64.self)
                    size = byte(table, Slot.secondary)
                } while count > size
            }
            return position.advanced(by: 0 &- count)
        }

        /// "0" in every byte.
        private static var zeros: UInt64 { 0x3030_3030_3030_3030 }

        /// The 8 decimal digits of `value` (below 10^8, leading zeros
        /// included), one per byte, the highest in the lowest byte.
        @inline(__always)
        static func spread(_ value: UInt64) -> UInt64 {
            // Two 32-bit lanes: the high four digits, then the low four.
            let (high, low) = value.quotientAndRemainder(dividingBy: 10_000)
            var lanes = high | low &<< 32
            // Each lane v < 10^4 → v / 100, then v % 100 in the upper 16 bits
            // (v · 10486 / 2^20 is v / 100 below 43,699; the product < 2^32).
            let hundreds = (lanes &* 10_486) &>> 20 & 0x0000_007F_0000_007F
            lanes = hundreds | (lanes &- hundreds &* 100) &<< 16
            // Each 16-bit lane v < 100 → v / 10, then v % 10 in the upper byte
            // (v · 103 / 2^10 is v / 10 below 179; the product < 2^16).
            let tens = (lanes &* 103) &>> 10 & 0x000F_000F_000F_000F
            return tens | (lanes &- tens &* 10) &<< 8
        }

        /// Stores a piece of `count` bytes (at most 8) right-aligned in
        /// `word`, ending just before `position`, and moves `position` to its
        /// start.
        @inline(__always)
        private static func put(_ word: UInt64, count: Int, before position: inout UnsafeMutableRawPointer) {
            (position - 8).storeBytes(of: word, as: UInt64.self)
            position = position.advanced(by: 0 &- count)
        }

        /// ``put(_:count:before:)`` of the table's piece `piece` (a word index
        /// below ``Slot/pieceCount``): its word and its count byte.
        @inline(__always)
        private static func put(_ table: UnsafePointer<UInt64>, _ piece: Int,
                                before position: inout UnsafeMutableRawPointer) {
            put(table[piece], count: byte(table, Slot.counts &+ piece), before: &position)
        }

        /// The table's byte at `offset`.
        @inline(__always)
        private static func byte(_ table: UnsafePointer<UInt64>, _ offset: Int) -> Int {
            Int(UnsafeRawPointer(table).load(fromByteOffset: offset, as: UInt8.self))
        }
    }
}
