extension NativeDecimalFormat {
    /// A locale's text as words that are stored whole while a number is
    /// written right to left: a piece of n bytes sits at the end of its word
    /// (or pair of words), so one 8-byte store ending where the piece ends
    /// writes it, and the bytes before the piece, written too, are
    /// overwritten by the next piece to its left (or lie before the text).
    /// A digit costs a load and a store instead of a byte loop, and nothing
    /// has to be measured before writing.
    ///
    /// Layout: the ten digits (a word each), the decimal and the grouping
    /// separator (a word each), each affix in as many words as it needs
    /// (none when empty), then the hundred digit pairs "00"…"99" (a word
    /// each, so a pair of digits costs one division by 100, one load and one
    /// store). Words are made by loading the bytes from memory, so they store
    /// back the same bytes on either byte order.
    enum Words {
        static var decimalSeparator: Int { 10 }
        static var groupingSeparator: Int { 11 }

        /// Bytes of the stack buffer a number is written into (512, public as
        /// `NumberFormat.formattedBytesCapacity` for callers that lend one; a constant, so
        /// the buffer costs nothing to set up): room for the longest text of
        /// any locale (ICU 72's longest affix, brx's Swiss franc prefix, has
        /// 29 bytes), the headroom and the trailer.
        static var bufferCapacity: Int { NumberFormat.formattedBytesCapacity }

        /// Bytes the stores may write before the text: the first word of the
        /// leftmost piece reaches up to 7 bytes before it.
        static var headroom: Int { 8 }

        /// Bytes the `String` writer keeps zero after the text, so that a
        /// small string is read from the text's start.
        static var trailer: Int { 16 }

        /// The words for the locale's pieces, where each affix's words are and
        /// where the pairs start; nil when a digit has more than 4 bytes (a
        /// pair more than 8) or a separator more than 8.
        static func make(digits: [[UInt8]], separators: [[UInt8]],
                         affixes: [[UInt8]]) -> (words: [UInt64], affixes: [Range<Int>], pairs: Int)? {
            guard digits.count == 10, separators.count == 2, digits.allSatisfy({ $0.count <= 4 }) else { return nil }
            var words: [UInt64] = []
            for piece in digits + separators {
                guard let word = rightAligned(piece, words: 1) else { return nil }
                words += word
            }
            var ranges: [Range<Int>] = []
            for affix in affixes {
                // Every affix fits its own word count, so the nil is unreachable.
                let affixWords = rightAligned(affix, words: (affix.count + 7) / 8) ?? []
                ranges.append(words.count..<words.count + affixWords.count)
                words += affixWords
            }
            let pairs = words.count
            for pair in 0..<100 {
                // Two digits of at most 4 bytes each fit one word.
                words += rightAligned(digits[pair / 10] + digits[pair % 10], words: 1) ?? []
            }
            return (words, ranges, pairs)
        }

        /// `bytes` at the end of `count` words; nil when they do not fit.
        private static func rightAligned(_ bytes: [UInt8], words count: Int) -> [UInt64]? {
            guard bytes.count <= 8 * count else { return nil }
            let padded = [UInt8](repeating: 0, count: 8 * count - bytes.count) + bytes
            return padded.withUnsafeBytes { raw in
                (0..<count).map { raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self) }
            }
        }

        /// Stores a piece of `count` bytes (at most 8) that ends just before
        /// `position`, and moves `position` to its start. The 8 bytes before
        /// `position` must be in the buffer.
        @inline(__always)
        static func put(_ word: UInt64, count: Int, before position: inout UnsafeMutableRawPointer) {
            (position - 8).storeBytes(of: word, as: UInt64.self)
            position -= count
        }

        /// Stores a piece of `count` bytes held by `words[range]`, and moves
        /// `position` to its start. The 8 bytes before the piece must be in
        /// the buffer.
        @inline(__always)
        static func put(_ words: UnsafePointer<UInt64>, _ range: Range<Int>, count: Int,
                        before position: inout UnsafeMutableRawPointer) {
            var end = position
            var index = range.upperBound
            while index > range.lowerBound {
                index &-= 1
                end -= 8
                end.storeBytes(of: words[index], as: UInt64.self)
            }
            position -= count
        }
    }
}
