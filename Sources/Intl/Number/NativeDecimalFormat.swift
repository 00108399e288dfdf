/// Plain decimal numbers, percentages and money written in Swift, byte for
/// byte as ICU writes them: `-1234567.891` → "-1.234.567,891" in de,
/// "-١٬٢٣٤٬٥٦٧٫٨٩١" in ar-EG; `-1234.5` in EUR → "-1.234,50\u{00A0}€" in de;
/// `0.25` as a percentage → "25\u{00A0}%" in de.
///
/// Most of ICU's time for such a number goes into machinery it does not
/// need (a decimal quantity, a modifier chain, a UTF-16 string builder, then
/// UTF-16 → UTF-8). ``NumberFormat`` uses this type instead of its ICU
/// formatter when the options ask for nothing else (see ``Plan``) and the
/// locale's data fits the model below; for everything else, and for NaN
/// and ±∞, it keeps ICU.
///
/// The model is ICU's own (read in ICU 72's sources: (`number_formatimpl.cpp`, `number_grouping.cpp`,
/// `number_decimalquantity.cpp`), and each locale's data comes from the loaded ICU:
/// - The digits of a double are its shortest round-trip decimal digits (ICU
///   asks double-conversion for `SHORTEST` whenever the rounding depends on
///   them); integral doubles below 2^53 and integers are exact. Both come
///   from ``FixedDecimal``, which plural operands read too.
/// - Percentages move those digits two places (ICU's `scale/100` adjusts the
///   decimal magnitude, no binary multiplication).
/// - The decimal digits are rounded to the maximum fraction digits with the
///   rounding mode (default half-even), then padded to the minimum. Money's
///   default is the currency's digits (2 for EUR, 0 for JPY).
/// - The text is: prefix (the negative one for negative values, also -0 and
///   negatives that round to 0), integer digits with grouping separators,
///   the decimal separator and fraction digits when there are any, suffix.
/// - Grouping puts a separator right of the integer digit at position p
///   (counted from the units digit, 0-based) for p = g1, g1 + g2, g1 + 2·g2…
///   when the number has at least g1 + minimum-grouping integer digits.
///
/// The symbols and grouping sizes come from ICU's classic formatter of the
/// locale's decimal, percent or currency pattern (money has its own
/// separators); the affixes as ``NumberAffixes`` describes. The locale's
/// minimum grouping digits (CLDR `minimumGroupingDigits`: 2 in es and pl)
/// has no C API, so candidates are tried against ICU's output. A formatter
/// exists only when it writes exactly what ICU writes for every probe in
/// ``probeIntegers`` and ``probeDoubles``.
///
/// `@unchecked Sendable` is safe: every stored property is immutable after
/// `init`, including the memory behind ``words``, which only `deinit` frees.
final class NativeDecimalFormat: @unchecked Sendable {
    // Read by every number: declared first, so that they share the
    // object's first cache lines (`intl bench cache`'s 150 formatters do not
    // all stay in the L1 data cache).
    /// The table of ``ASCIIDigits``, the writer for numbers of at most 8
    /// integer and 7 fraction digits in a locale whose digits are ASCII (zeros
    /// when there is none): an allocation of its own, aligned to its size, so
    /// that it is one cache line.
    private let asciiDigits: UnsafeMutablePointer<UInt64>
    /// The most fraction digits ``ASCIIDigits`` writes for this locale: -1
    /// when it writes none (the digits are not ASCII), so that one
    /// comparison decides.
    private let asciiFractionCapacity: Int
    /// ``SmallStringBits/isAvailable``, read once here rather than through
    /// its lazy global on every call.
    private let makesSmallStrings = SmallStringBits.isAvailable
    /// Every byte of ``text`` is ASCII, and so is every text written.
    private let isASCII: Bool
    private let plan: Plan
    /// The same text as ``text`` as words that `putEveryDigit(negative:digits:fractionCount:before:)`
    /// stores whole (see ``Words``): each piece right-aligned, so one store
    /// that ends where the piece ends writes it.
    private let words: UnsafeMutablePointer<UInt64>

    /// The locale's text in one array: ten digits of `digitWidth` bytes each,
    /// then the decimal separator, grouping separator and the four affixes (UTF-8).
    private let text: [UInt8]
    private let digitWidth: Int
    private let decimalSeparator: Range<Int>
    private let groupingSeparator: Range<Int>
    private let positivePrefix: Range<Int>
    private let positiveSuffix: Range<Int>
    private let negativePrefix: Range<Int>
    private let negativeSuffix: Range<Int>
    /// Primary and secondary group sizes; nil without grouping.
    private let groupSizes: (primary: Int, secondary: Int)?
    /// The fewest integer digits that get separators: g1 + minimum grouping
    /// (at least 1, so the first separator always has digits on its left).
    private let groupingThreshold: Int
    /// Where in ``words`` the affixes are, by sign.
    private let positiveAffixWords: (prefix: Range<Int>, suffix: Range<Int>)
    private let negativeAffixWords: (prefix: Range<Int>, suffix: Range<Int>)
    /// Where ``words`` holds the digit pairs "00"…"99".
    private let pairsOffset: Int
    /// The group sizes and the first integer part that gets separators,
    /// 10^(groupingThreshold − 1); nil without grouping (or when no `UInt64`
    /// has that many digits).
    private let grouping: (primary: Int, secondary: Int, threshold: UInt64)?
    /// ICU's formatter for the same locale and options, for NaN and ±∞
    /// (written with the locale's symbols): held here so that
    /// ``format(_:)-(Double)`` answers every double and `NumberFormat`
    /// returns its text without checking for nil (≈ 9 instructions per call).
    private let icu: ICUNumberFormatter

    /// nil when a digit or separator has more than 8 bytes, the longest text
    /// does not fit ``Words/bufferCapacity``, or the text is not valid UTF-8.
    private init?(data: ICUDecimalSymbols, affixes: NumberAffixes, groupSizes: (primary: Int, secondary: Int)?,
                  minimumGrouping: Int, plan: Plan, icu: ICUNumberFormatter) {
        let separators = [data.decimalSeparator, data.groupingSeparator]
        let affixParts = [affixes.positivePrefix, affixes.positiveSuffix, affixes.negativePrefix, affixes.negativeSuffix]
        // Each piece valid on its own makes every concatenation valid, which
        // is what lets `write(negative:digits:fractionCount:)` skip UTF-8 validation per call.
        guard let (pieceWords, affixWords, pairsOffset) = Words.make(digits: data.digits, separators: separators, affixes: affixParts),
              (data.digits + separators + affixParts).allSatisfy({ String(validating: $0, as: UTF8.self) != nil })
        else { return nil }
        // The longest text `putEveryDigit(negative:digits:fractionCount:before:)` writes (20 digits, 19
        // separators) must leave the headroom and the trailer free in its buffer.
        let longest = max(affixes.positivePrefix.count, affixes.negativePrefix.count)
            + max(affixes.positiveSuffix.count, affixes.negativeSuffix.count) + 20 * data.digits[0].count
            + 19 * data.groupingSeparator.count + data.decimalSeparator.count
        guard longest + Words.headroom + Words.trailer <= Words.bufferCapacity else { return nil }
        var text = Array(data.digits.joined())
        func append(_ part: [UInt8]) -> Range<Int> {
            text += part
            return text.count - part.count..<text.count
        }
        digitWidth = data.digits[0].count
        decimalSeparator = append(data.decimalSeparator)
        groupingSeparator = append(data.groupingSeparator)
        positivePrefix = append(affixes.positivePrefix)
        positiveSuffix = append(affixes.positiveSuffix)
        negativePrefix = append(affixes.negativePrefix)
        negativeSuffix = append(affixes.negativeSuffix)
        isASCII = text.allSatisfy { $0 < 0x80 }
        self.text = text
        self.groupSizes = groupSizes
        groupingThreshold = (groupSizes?.primary ?? 0) + minimumGrouping
        self.plan = plan
        self.icu = icu
        // 10^(threshold − 1); a UInt64 has at most 20 digits, and the sizes
        // index `powersOf10`.
        if let groupSizes, groupingThreshold <= 20, (1...19).contains(groupSizes.primary),
           (1...19).contains(groupSizes.secondary) {
            grouping = (groupSizes.primary, groupSizes.secondary, Self.powersOf10[groupingThreshold - 1])
        } else {
            grouping = nil
        }
        let threshold = groupingThreshold
        let asciiTable = ASCIIDigits.table(digits: data.digits, separators: separators, affixes: affixParts,
                                           grouping: grouping.map { ($0.primary, $0.secondary, threshold) },
                                           minimumFractionDigits: plan.minimumFractionDigits)
        asciiFractionCapacity = asciiTable == nil ? -1 : ASCIIDigits.fractionCapacity
        self.pairsOffset = pairsOffset
        positiveAffixWords = (affixWords[0], affixWords[1])
        negativeAffixWords = (affixWords[2], affixWords[3])
        words = .allocate(capacity: pieceWords.count)
        words.initialize(from: pieceWords, count: pieceWords.count)
        let tableWords = ASCIIDigits.tableByteCount / 8
        asciiDigits = UnsafeMutableRawPointer.allocate(byteCount: ASCIIDigits.tableByteCount,
                                                       alignment: ASCIIDigits.tableByteCount)
            .initializeMemory(as: UInt64.self, from: asciiTable ?? Array(repeating: 0, count: tableWords),
                              count: tableWords)
    }

    deinit {
        words.deallocate()
        asciiDigits.deallocate()
    }

    /// True when numbers of at most 8 integer and 7 fraction digits take
    /// ``ASCIIDigits``; for tests.
    var writesASCIIDigits: Bool {
        asciiFractionCapacity >= 0
    }

    // MARK: Formatting

    /// Formats an integer exactly.
    func format(_ value: Int64) -> String {
        format(negative: value < 0, magnitude: value.magnitude)
    }

    /// Formats an unsigned integer exactly.
    func format(_ value: UInt64) -> String {
        format(negative: false, magnitude: value)
    }

    /// Formats a double; NaN and ±∞ as ICU writes them, with the locale's
    /// symbols.
    func format(_ value: Double) -> String {
        guard value.isFinite else { return formatNonFinite(value) }
        if let (digits, fractionCount) = nativeDigits(ofMagnitude: value.magnitude, twoDigitsFirst: true) {
            return write(negative: value.sign == .minus, digits: digits, fractionCount: fractionCount)
        }
        return formatEveryDigit(value)
    }

    /// NaN and ±∞ through ICU, as `NumberFormat` writes them without a native
    /// writer: a call of its own, off the hot path.
    @inline(never)
    private func formatNonFinite(_ value: Double) -> String {
        icu.format(value).requireSuccess()
    }

    /// `format(value)` from all of the value's digits: a call of its own, so
    /// the short paths do not set up its stack buffer.
    @inline(never)
    private func formatEveryDigit(_ value: Double) -> String {
        FixedDecimal.withDigits(of: value) { number in
            number.multiply(byPowerOfTen: plan.magnitudeShift)
            if let maximum = plan.maximumFractionDigits {
                number.round(toFractionDigits: maximum, mode: plan.roundingMode)
            }
            return write(number)
        }
    }

    /// The digits and fraction count of a finite magnitude's text on the
    /// short paths; nil when it needs every digit (``FixedDecimal``).
    /// One choice for the `String` and the byte writers, so both write
    /// the same text. `twoDigitsFirst` tries `Plan.twoDigitScale` (the
    /// same digits as the rounding path, found sooner): the byte writer
    /// leaves it out, since with it the compiler no longer inlined the
    /// writer there (13 more instructions per number, callgrind).
    ///
    /// The amounts come before the exact integers: an integer below
    /// 2^49 / scale is an amount with zero cents and gets the same digits
    /// there (the minimum fraction digits, at most 2, as zeros), so an
    /// amount no longer pays the integer check first (≈ 10 instructions);
    /// a magnitude that is no such amount is no such integer either, and
    /// goes straight to the rounding. So do the magnitudes of a plan that
    /// rounds to two fraction digits (`Plan.roundsToCents`): rounding an
    /// integer there gives its digits too. The digits come with every
    /// fraction digit asked (the amount's two, the rounding's maximum);
    /// the writers drop the trailing zeros beyond the minimum.
    @inline(__always)
    private func nativeDigits(ofMagnitude magnitude: Double,
                              twoDigitsFirst: Bool) -> (digits: UInt64, fractionCount: Int)? {
        // Amounts mostly have at most two fraction digits, which the text
        // shows unrounded (see `Plan.twoDigitScale`): one product and one
        // check; the writer drops the zeros the minimum does not keep.
        // Adding 2^52 rounds the product to an integer (the ulp there is 1),
        // which the low 52 bits of the sum's pattern hold: no checked
        // conversion. Which way a tie rounds does not matter: no tie reads back.
        if twoDigitsFirst, let scale = plan.twoDigitScale, case let scaled = magnitude * scale, scaled < 0x1p49 {
            let rounded = scaled + 0x1p52
            if (rounded - 0x1p52) / scale == magnitude { return (rounded.bitPattern & (1 << 52 - 1), 2) }
        } else if !plan.roundsToCents, let digits = exactIntegerDigits(ofMagnitude: magnitude) {
            return digits
        }
        // Most values people format round half-even to a few fraction digits:
        // one scaled integer gives the rounded digits (see `Plan.scaledDigits`).
        if let scaledDigits = plan.scaledDigits,
           let scaled = FixedDecimal.scaledHalfEven(magnitude, fractionDigits: scaledDigits) {
            return (scaled, plan.maximumFractionDigits ?? 0)
        }
        // Integers too large for the rounding path.
        return plan.roundsToCents ? exactIntegerDigits(ofMagnitude: magnitude) : nil
    }

    /// The digits of an exact integer (below 2^53, so the conversion is
    /// exact), which needs no rounding, padded to the minimum fraction
    /// digits; nil for other magnitudes.
    @inline(__always)
    private func exactIntegerDigits(ofMagnitude magnitude: Double) -> (digits: UInt64, fractionCount: Int)? {
        // Int64, not UInt64: x86-64 converts signed integers in one instruction.
        guard magnitude < 0x1p53, case let integer = Int64(magnitude), Double(integer) == magnitude else { return nil }
        return digits(ofInteger: UInt64(integer))
    }

    /// `format(value)`'s bytes, written at the end of the first
    /// ``Words/bufferCapacity`` bytes of `scratch` without making a
    /// `String`; nil when the value takes another path (a magnitude beyond
    /// the integer writer) or `scratch` is too small.
    func bytes(_ value: Int64, scratch: UnsafeMutableRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard let base = scratch.baseAddress, scratch.count >= Words.bufferCapacity,
              let (digits, fractionCount) = digits(ofInteger: value.magnitude) else { return nil }
        return put(value < 0, digits, fractionCount, endingAt: base + Words.bufferCapacity)
    }

    /// `format(value)`'s bytes as ``bytes(_:scratch:)-(Int64,_)`` writes an
    /// integer's; nil for NaN, ±∞ and the doubles that need every digit
    /// (``FixedDecimal``), which `format(_:)` writes.
    func bytes(_ value: Double, scratch: UnsafeMutableRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard let base = scratch.baseAddress, scratch.count >= Words.bufferCapacity, value.isFinite,
              let (digits, fractionCount) = nativeDigits(ofMagnitude: value.magnitude, twoDigitsFirst: false)
        else { return nil }
        return put(value.sign == .minus, digits, fractionCount, endingAt: base + Words.bufferCapacity)
    }

    @inline(__always)
    private func put(_ negative: Bool, _ digits: UInt64, _ fractionCount: Int,
                     endingAt end: UnsafeMutableRawPointer) -> UnsafeRawBufferPointer {
        let start = put(negative: negative, digits: digits, fractionCount: fractionCount, before: end)
        return UnsafeRawBufferPointer(start: start, count: end - start)
    }

    private func format(negative: Bool, magnitude: UInt64) -> String {
        if let text = write(negative: negative, integer: magnitude) { return text }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedDecimal.binaryNumberCapacity) { storage in
            var number = FixedDecimal(magnitude, negative: negative, storage: storage)
            number.multiply(byPowerOfTen: plan.magnitudeShift)
            return write(number)
        }
    }

    /// Writes an integer times 10^magnitudeShift with the minimum fraction
    /// digits (zeros); nil when that does not fit a `UInt64`.
    @inline(__always)
    private func write(negative: Bool, integer: UInt64) -> String? {
        guard let (digits, fractionCount) = digits(ofInteger: integer) else { return nil }
        return write(negative: negative, digits: digits, fractionCount: fractionCount)
    }

    /// The digits and fraction count `write(negative:integer:)` writes; nil
    /// when they do not fit a `UInt64`.
    @inline(__always)
    private func digits(ofInteger integer: UInt64) -> (digits: UInt64, fractionCount: Int)? {
        let fractionCount = plan.minimumFractionDigits, shift = plan.magnitudeShift &+ fractionCount
        guard shift < Self.powersOf10.count else { return nil }
        let (digits, overflow) = integer.multipliedReportingOverflow(by: Self.powersOf10[shift])
        return overflow ? nil : (digits, fractionCount)
    }

    /// The digits and fraction count of `scaled` / 10^fractionCount
    /// without the trailing fraction zeros beyond the minimum: the same text
    /// as `write(_:)` writes for the same digits, without holding them as a
    /// ``FixedDecimal`` first.
    @inline(__always)
    private func trimmed(_ scaled: UInt64, fractionCount: Int) -> (digits: UInt64, fractionCount: Int) {
        // Two zeros per division while two may go (a rounded amount has
        // mostly zeros there), then one.
        var (digits, fractionCount) = (scaled, fractionCount)
        let minimum = plan.minimumFractionDigits
        while fractionCount >= minimum &+ 2 && digits % 100 == 0 {
            digits /= 100
            fractionCount &-= 2
        }
        if fractionCount > minimum && digits % 10 == 0 {
            digits /= 10
            fractionCount &-= 1
        }
        return (digits, fractionCount)
    }

    /// Writes `digits` / 10^fractionCount with its `fractionCount` fraction
    /// digits less the trailing zeros beyond the minimum fraction digits,
    /// with the locale's symbols.
    /// The bytes are valid UTF-8 by construction (copies of the locale's
    /// text, each piece checked at `init`): text of at most 15 bytes becomes
    /// a small string directly (``SmallStringBits``), longer text a string
    /// made without validating it again.
    ///
    /// Inlined with its buffer's closure into the callers, now that the
    /// writer inlined into it is short (``ASCIIDigits``, the general writer
    /// out of line): one function per number instead of three (held decimal
    /// 450 → 385 instructions, callgrind).
    @inline(__always)
    private func write(negative: Bool, digits: UInt64, fractionCount: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Words.bufferCapacity) { buffer in
            // No input reaches a nil base: the capacity is a positive constant.
            let end = UnsafeMutableRawPointer(buffer.baseAddress!) + buffer.count - Words.trailer
            // Zeros after the text: a small string is the 16 bytes from the
            // text's start (``SmallStringBits/string(startingAt:count:)``).
            end.storeBytes(of: 0, as: UInt64.self)
            (end + 8).storeBytes(of: 0, as: UInt64.self)
            let start = put(negative: negative, digits: digits, fractionCount: fractionCount, before: end)
            let count = end - start
            if makesSmallStrings && count <= SmallStringBits.capacity {
                return SmallStringBits.string(startingAt: start, count: count)
            }
            return String(knownValidUTF8: UnsafeRawBufferPointer(start: start, count: count), isASCII: isASCII)
        }
    }

    /// Writes `digits` / 10^fractionCount as ``write(negative:digits:fractionCount:)``
    /// does, ending just before `end`, and returns where the text starts.
    /// The ``Words/bufferCapacity`` − ``Words/trailer`` bytes before `end`
    /// must be writable (the longest text and the headroom fit, see `init`).
    /// Numbers of at most 8 integer and 7 fraction digits in a locale with
    /// ASCII digits (most numbers people format) take ``ASCIIDigits``, the
    /// others ``putEveryDigit(negative:digits:fractionCount:before:)``, out of line.
    @inline(__always)
    private func put(negative: Bool, digits: UInt64, fractionCount: Int,
                     before end: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        if fractionCount <= asciiFractionCapacity, digits < Self.powersOf10[8 &+ fractionCount] {
            return ASCIIDigits.put(asciiDigits, negative: negative, digits: digits,
                                   fractionCount: fractionCount, before: end)
        }
        return putEveryDigit(negative: negative, digits: digits, fractionCount: fractionCount, before: end)
    }

    /// ``put(negative:digits:fractionCount:before:)`` for any digits and
    /// locale: a call of its own, so that the short path inlined into the
    /// `String` and byte writers does not carry it.
    ///
    /// Written right to left, each piece with one or two word stores
    /// (``Words``), so nothing is measured first: fraction digits two at a
    /// time (the pair table), then the integer part a group at a time: a
    /// separator left of the first `primary` digits and of every
    /// `secondary` digits after them, once the integer part has
    /// `groupingThreshold` digits (ICU's `Grouper`), as in `write(_:)`.
    @inline(never)
    private func putEveryDigit(negative: Bool, digits: UInt64, fractionCount: Int,
                               before end: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        let (digits, fractionCount) = trimmed(digits, fractionCount: fractionCount)
        let words = UnsafePointer(words), pairs = UnsafePointer(words + pairsOffset)
        let digitWidth = digitWidth, pairWidth = 2 &* digitWidth
        let affixes = negative ? negativeAffixWords : positiveAffixWords
        var position = end
        /// Exactly `count` digits of `value` (< 10^count), leading zeros included.
        func putDigits(_ value: UInt64, count: Int) {
            var (value, count) = (value, count)
            while count >= 2 {
                let (quotient, pair) = value.quotientAndRemainder(dividingBy: 100)
                Words.put(pairs[Int(truncatingIfNeeded: pair)], count: pairWidth, before: &position)
                (value, count) = (quotient, count &- 2)
            }
            if count == 1 { Words.put(words[Int(truncatingIfNeeded: value)], count: digitWidth, before: &position) }
        }
        Words.put(words, affixes.suffix, count: (negative ? negativeSuffix : positiveSuffix).count,
                  before: &position)
        var rest = digits
        if fractionCount > 0 {
            let (integer, fraction) = Self.split(rest, digits: fractionCount)
            putDigits(fraction, count: fractionCount)
            Words.put(words[Words.decimalSeparator], count: decimalSeparator.count, before: &position)
            rest = integer
        }
        if let grouping, rest >= grouping.threshold {
            var size = grouping.primary
            repeat {
                let (higher, group) = Self.split(rest, digits: size)
                putDigits(group, count: size)
                Words.put(words[Words.groupingSeparator], count: groupingSeparator.count, before: &position)
                (rest, size) = (higher, grouping.secondary)
            } while rest >= Self.powersOf10[size]
        }
        // The highest digits, without leading zeros (at least one digit).
        while rest >= 100 {
            let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
            Words.put(pairs[Int(truncatingIfNeeded: pair)], count: pairWidth, before: &position)
            rest = quotient
        }
        putDigits(rest, count: rest >= 10 ? 2 : 1)
        Words.put(words, affixes.prefix, count: (negative ? negativePrefix : positivePrefix).count,
                  before: &position)
        return position
    }

    /// `value` split below its last `digits` digits: (value / 10^digits,
    /// value % 10^digits). The group sizes CLDR uses (3 and 2) and small
    /// fraction counts divide by a constant, which the compiler turns into
    /// a multiplication; other sizes pay a hardware division.
    @inline(__always)
    private static func split(_ value: UInt64, digits: Int) -> (UInt64, UInt64) {
        switch digits {
        case 1: value.quotientAndRemainder(dividingBy: 10)
        case 2: value.quotientAndRemainder(dividingBy: 100)
        case 3: value.quotientAndRemainder(dividingBy: 1_000)
        case 6: value.quotientAndRemainder(dividingBy: 1_000_000)
        default: value.quotientAndRemainder(dividingBy: powersOf10[digits])
        }
    }

    /// 10^0 … 10^19, every power a `UInt64` holds (a literal, so the array
    /// is built at compile time and read without a lazy-initialization check).
    private static let powersOf10: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// Writes the number with the locale's symbols into one string.
    private func write(_ number: FixedDecimal) -> String {
        let negative = number.isNegative, point = number.exponent
        let integerCount = max(point, 1)
        let fractionCount = max(plan.minimumFractionDigits, number.shownFractionDigits)
        var separatorCount = 0
        var primary = Int.max, secondary = 1
        if let groupSizes, integerCount >= groupingThreshold {
            (primary, secondary) = groupSizes
            separatorCount = 1 + (integerCount - 1 - primary) / secondary
        }
        var length = integerCount * digitWidth + separatorCount * groupingSeparator.count
        if fractionCount > 0 { length += decimalSeparator.count + fractionCount * digitWidth }
        let prefix = negative ? negativePrefix : positivePrefix
        let suffix = negative ? negativeSuffix : positiveSuffix
        length += prefix.count + suffix.count

        return text.withUnsafeBufferPointer { text in
            String(unsafeUninitializedCapacity: length) { out in
                var position = 0
                func copy(_ range: Range<Int>) {
                    for index in range {
                        out[position] = text[index]
                        position += 1
                    }
                }
                func copyDigit(_ digit: UInt8) {
                    let start = Int(digit) * digitWidth
                    copy(start..<start + digitWidth)
                }
                copy(prefix)
                // Integer digits, most significant first; digit i counts from the units.
                for i in stride(from: integerCount - 1, through: 0, by: -1) {
                    copyDigit(number.digit(at: point - 1 - i))
                    if i >= primary, (i - primary) % secondary == 0 { copy(groupingSeparator) }
                }
                if fractionCount > 0 {
                    copy(decimalSeparator)
                    for f in 0..<fractionCount {
                        copyDigit(number.digit(at: point + f))
                    }
                }
                copy(suffix)
                return position
            }
        }
    }
}

// MARK: Options

extension NativeDecimalFormat {
    /// What the native path supports, reduced to what it needs: decimal,
    /// percent or currency style (symbol, narrow symbol or ISO code; not the
    /// plural-dependent long names); automatic, integer or fraction-digit
    /// precision (and the currency's standard digits); any rounding mode; any
    /// grouping; no integer width, sign or numbering-system options.
    struct Plan: Hashable, Sendable {
        // The fields the short paths read first, so that they share a cache
        // line in the writer object.
        /// 10^(2 + magnitudeShift) when ``scaledDigits`` is set, the minimum
        /// fraction digits are at most 2 and the maximum at least 2; nil
        /// otherwise. A magnitude
        /// m with m × scale < 2^49 whose n = round(m × scale) reads back
        /// (n / scale == m) has shortest digits n without its trailing zeros:
        /// decimals with two (shifted) fraction digits are more than an ulp
        /// of m apart there, so n is the only one that reads back, and no
        /// shorter form differs from it. Those digits need no rounding to two
        /// or more fraction digits, in any mode.
        let twoDigitScale: Double?
        /// ``scaledDigits`` is set and the maximum fraction digits are 2
        /// (money in most currencies): the rounding path, which takes
        /// integers too, needs no integer check first.
        let roundsToCents: Bool
        /// The fraction digits to round a double's magnitude to with
        /// ``FixedDecimal/scaledHalfEven(_:fractionDigits:)``, which rounds
        /// as ICU does: the maximum fraction digits plus the magnitude shift
        /// (a percentage rounded to 0 digits is the value rounded to 2), when
        /// the mode is half-even, the sum is at most 14 and the minimum is at
        /// most the maximum; nil otherwise.
        let scaledDigits: Int?
        /// nil: every digit of the shortest representation.
        let maximumFractionDigits: Int?
        let minimumFractionDigits: Int
        /// The value is written times 10^magnitudeShift: 2 for percent.
        let magnitudeShift: Int
        /// The locale pattern whose symbols and grouping apply.
        let pattern: ICUDecimalSymbols.Pattern
        let roundingMode: NumberFormatOptions.RoundingMode
        let grouping: NumberFormatOptions.Grouping

        /// nil when the options need ICU.
        init?(_ options: NumberFormatOptions) {
            guard options.signDisplay == .automatic,
                  options.minimumIntegerDigits == nil, options.maximumIntegerDigits == nil,
                  options.numberingSystem == nil
            else { return nil }
            let automatic: (minimum: Int, maximum: Int?)
            switch options.style.kind {
            case .decimal:
                (pattern, magnitudeShift, automatic) = (.decimal, 0, (0, 6))
            case .percent:
                (pattern, magnitudeShift, automatic) = (.percent, 2, (0, 6))
            case .currency(let code, let display) where display != .name:
                guard let digits = Self.standardDigits(ofCurrency: code) else { return nil }
                (pattern, magnitudeShift, automatic) = (.currency, 0, (digits, digits))
            default:
                return nil
            }
            switch options.precision.kind {
            case .automatic: (minimumFractionDigits, maximumFractionDigits) = automatic
            case .currencyStandard where pattern == .currency:
                (minimumFractionDigits, maximumFractionDigits) = automatic
            case .integer: (minimumFractionDigits, maximumFractionDigits) = (0, 0)
            case .fraction(let minimum, let maximum): (minimumFractionDigits, maximumFractionDigits) = (minimum, maximum)
            default: return nil
            }
            roundingMode = options.roundingMode ?? .halfEven
            grouping = options.grouping
            if let maximum = maximumFractionDigits, roundingMode == .halfEven, maximum + magnitudeShift <= 14,
               (0...maximum).contains(minimumFractionDigits) {
                scaledDigits = maximum + magnitudeShift
            } else {
                scaledDigits = nil
            }
            roundsToCents = scaledDigits != nil && maximumFractionDigits == 2
            twoDigitScale = scaledDigits != nil && minimumFractionDigits <= 2 && maximumFractionDigits ?? 0 >= 2
                ? (0..<2 + magnitudeShift).reduce(1.0) { power, _ in power * 10 } : nil
        }

        /// The currency's standard fraction digits, as ICU's default currency
        /// precision uses them; nil for a currency that also rounds to an
        /// increment (left to ICU) or a code ICU rejects.
        private static func standardDigits(ofCurrency code: String) -> Int? {
            guard let code = try? normalizedCurrencyCode(code),
                  let standard = ISOCurrencies.standardRounding(of: code),
                  standard.increment == 0, (0...15).contains(standard.fractionDigits)
            else { return nil }
            return standard.fractionDigits
        }
    }
}

// MARK: Construction

extension NativeDecimalFormat {
    /// The native formatter for `options` in `locale`, or nil when the options
    /// or the locale's data need ICU. Built with the formatter that holds it,
    /// once per pooled locale and options (`FormatterPools.numberFormats`).
    ///
    /// - Parameter icu: the ICU formatter for the same locale and options,
    ///   whose output the native one must match.
    static func make(options: NumberFormatOptions, locale: IntlLocale,
                     icu: ICUNumberFormatter) -> NativeDecimalFormat? {
        guard let plan = Plan(options) else { return nil }
        return build(plan: plan, locale: locale, icu: icu)
    }

    private static func build(plan: Plan, locale: IntlLocale,
                              icu: ICUNumberFormatter) -> NativeDecimalFormat? {
        guard let data = ICUDecimalSymbols(locale: locale, pattern: plan.pattern), data.fitsNativeModel
        else { return nil }
        let patternSizes = data.primaryGroupingSize > 0
            ? (primary: data.primaryGroupingSize,
               secondary: data.secondaryGroupingSize > 0 ? data.secondaryGroupingSize : data.primaryGroupingSize)
            : nil
        // ICU's Grouper::forStrategy and setICUDecimalSymbols.
        let groupSizes: (primary: Int, secondary: Int)?
        switch plan.grouping.kind {
        case .never: groupSizes = nil
        case .automatic, .min2: groupSizes = patternSizes
        case .always: groupSizes = patternSizes ?? (3, 3)
        case .thousands: groupSizes = (3, 3)
        }
        let expectedIntegers = probeIntegers.map { try? icu.format($0).get() }
        let expectedDoubles = probeDoubles.map { try? icu.format($0).get() }
        for minimumGrouping in groupSizes == nil ? 1...1 : 1...3 {
            guard let affixes = affixes(data: data, groupSizes: groupSizes, minimumGrouping: minimumGrouping,
                                        plan: plan, icu: icu)
            else { continue }
            guard let candidate = NativeDecimalFormat(data: data, affixes: affixes, groupSizes: groupSizes,
                                                      minimumGrouping: minimumGrouping, plan: plan, icu: icu)
            else { continue }
            if probeIntegers.map({ candidate.format($0) }) == expectedIntegers,
               probeDoubles.map({ candidate.format($0) }) == expectedDoubles {
                return candidate
            }
        }
        return nil
    }

    /// Plain decimals: the classic formatter's minus sign. Percent and money:
    /// read off ICU's output around the digits a bare candidate writes.
    private static func affixes(data: ICUDecimalSymbols, groupSizes: (primary: Int, secondary: Int)?,
                                minimumGrouping: Int, plan: Plan, icu: ICUNumberFormatter) -> NumberAffixes? {
        guard plan.pattern != .decimal else {
            return NumberAffixes(negativePrefix: data.negativePrefix, negativeSuffix: data.negativeSuffix)
        }
        guard let bare = NativeDecimalFormat(data: data, affixes: NumberAffixes(), groupSizes: groupSizes,
                                             minimumGrouping: minimumGrouping, plan: plan, icu: icu)
        else { return nil }
        return NumberAffixes.read(digits: { bare.format($0) }, icu: { try? icu.format($0).get() })
    }

    /// Integers every native formatter must write as ICU does: each digit,
    /// each grouping threshold (also as percentages: 10 is "1,000%"), both
    /// signs, the extremes.
    static let probeIntegers: [Int64] = [
        0, 7, -7, 10, -12, 100, 1000, -1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
        1_234_567_890, -9_876_543_210_123, .max, .min,
    ]

    /// Doubles every native formatter must write as ICU does: fractions,
    /// rounding ties and carries, -0, negatives that round to 0, tiny and
    /// huge magnitudes.
    static let probeDoubles: [Double] = [
        -0.0, 0.5, 2.5, -2.5, 3.5, 0.125, 0.1 + 0.2, 1234.5, -1234567.891, 1.0000005,
        999.9999995, 0.0000005, 0.0000015, -0.0000001, 12_345_678.123456789, 1.5e-10,
        0x1p53 + 2, 0x1p60, 1e21, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
}
