#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a reader makes of a well-formed range: ``AcceptLanguage`` makes its
/// ``AcceptLanguage/Entry``, ``LocaleMatcher`` its cached answer for the range.
protocol AcceptLanguageValue {
    /// The validated locale, which decides duplicates.
    var locale: IntlLocale { get }
}

/// Reads one `Accept-Language` header for ``AcceptLanguage`` and
/// ``LocaleMatcher``: entries in header order, then deduplicated and sorted
/// by quality.
///
/// Works on the header's UTF-8 bytes in place, with index ranges instead
/// of split arrays: a header is read on every request that misses the
/// cache, so it allocates only its entry array, and a string only for
/// what is skipped (or what `make` keeps).
struct AcceptLanguageReader<Value: AcceptLanguageValue> {
    /// One entry read: where it is in the header, its quality and where
    /// its value is. Plain integers only: sorting and deduplicating move
    /// these without retaining or releasing anything. Stored as 32-bit
    /// integers (a header is cut at 8,192 bytes and 100 entries, so every
    /// offset fits): 40 bytes an entry, so the 16 reserved for a browser's
    /// header take 640 bytes, which malloc serves from its per-thread cache
    /// (up to 1,032 bytes), where 64-byte entries took its slower general path.
    struct Read {
        private var storedPosition: Int32
        private var elementBounds: (lower: Int32, upper: Int32)
        private var rangeBounds: (lower: Int32, upper: Int32)
        private var storedQuality: Int32
        private var storedValueIndex: Int32
        /// The locale's ``IntlLocale/identifierHash``: duplicates are looked
        /// for by comparing these integers, and locales only when two are equal.
        let localeHash: UInt64

        init(position: Int, element: Range<Int>, range: Range<Int>, quality: Int, localeHash: UInt64, valueIndex: Int) {
            storedPosition = Int32(truncatingIfNeeded: position)
            elementBounds = (Int32(truncatingIfNeeded: element.lowerBound), Int32(truncatingIfNeeded: element.upperBound))
            rangeBounds = (Int32(truncatingIfNeeded: range.lowerBound), Int32(truncatingIfNeeded: range.upperBound))
            storedQuality = Int32(truncatingIfNeeded: quality)
            storedValueIndex = Int32(truncatingIfNeeded: valueIndex)
            self.localeHash = localeHash
        }

        var position: Int { Int(storedPosition) }
        /// The whole entry ("de;q=0.5"), for reporting it as a duplicate.
        var element: Range<Int> { Int(elementBounds.lower)..<Int(elementBounds.upper) }
        /// The language range ("de").
        var range: Range<Int> { Int(rangeBounds.lower)..<Int(rangeBounds.upper) }
        var quality: Int { Int(storedQuality) }
        /// The index of its value in ``values``.
        var valueIndex: Int { Int(storedValueIndex) }
    }

    /// Each locale once, highest quality first (stable for equal qualities),
    /// so the `q=0` entries come last, in header order.
    private(set) var entries: [Read] = []
    /// What each well-formed range became, in header order (``Read/valueIndex``).
    private(set) var values: [Value] = []
    /// How many of ``entries`` are acceptable (quality above 0).
    private(set) var acceptableCount = 0
    private(set) var wildcardQuality: Int?
    private(set) var skipped: [AcceptLanguage.SkippedEntry] = []
    /// Skipped entries with their header position, put in header order at the end.
    private var skippedAt: [(position: Int, entry: AcceptLanguage.SkippedEntry)] = []
    private var wildcards: [(position: Int, quality: Int, text: String)] = []

    typealias Bytes = UnsafeBufferPointer<UInt8>
    /// Makes the value of a well-formed range (its bytes, its quality), or throws why it cannot be used.
    typealias Make = (_ range: Bytes, _ quality: Int) throws(IntlError) -> Value

    /// Reads a header value's UTF-8 bytes.
    mutating func read(_ header: Bytes, make: Make) {
        let bytes = Bytes(rebasing: header.prefix(AcceptLanguage.maximumLength))
        let cut = header.count > bytes.count && header[bytes.count] != UInt8(ascii: ",")
        read(bytes, lastEntryIsCut: cut, make: make)
        finish(bytes)
    }

    private mutating func read(_ bytes: Bytes, lastEntryIsCut: Bool, make: Make) {
        var readEnd = bytes.count
        if lastEntryIsCut {
            let cutStart = (bytes.lastIndex(of: UInt8(ascii: ",")) ?? -1) + 1
            let cut = trimmed(cutStart..<bytes.count, in: bytes)
            if !cut.isEmpty { skip(text(cut, in: bytes), .beyondLengthLimit, at: Int.max) }
            readEnd = cutStart
        }
        // Room for what browsers send (a few to a dozen entries) in one
        // small allocation each; longer headers grow the arrays.
        let expected = min(bytes.count / 2 + 1, 16)
        entries.reserveCapacity(expected)
        values.reserveCapacity(expected)
        var position = 0
        var start = 0
        while start < readEnd {
            let end = firstIndex(of: UInt8(ascii: ","), in: start..<readEnd, bytes)
            let element = trimmed(start..<end, in: bytes)
            start = end + 1
            if element.isEmpty { continue }   // RFC 9110 §5.6.1: empty list elements are ignored
            guard position < AcceptLanguage.maximumEntries else {
                let rest = trimmed(element.lowerBound..<max(element.lowerBound, readEnd - (lastEntryIsCut ? 1 : 0)), in: bytes)
                skip(text(rest, in: bytes), .beyondEntryLimit, at: Int.max - 1)
                break
            }
            readElement(element, in: bytes, at: position, make: make)
            position += 1
        }
    }

    private mutating func readElement(_ element: Range<Int>, in bytes: Bytes, at position: Int, make: Make) {
        let rangeEnd = firstIndex(of: UInt8(ascii: ";"), in: element, bytes)
        let range = trimmed(element.lowerBound..<rangeEnd, in: bytes)
        var quality = 1000
        var sawQuality = false
        var parameterStart = rangeEnd
        while parameterStart < element.upperBound {
            let parameterEnd = firstIndex(of: UInt8(ascii: ";"), in: (parameterStart + 1)..<element.upperBound, bytes)
            let parameter = trimmed((parameterStart + 1)..<parameterEnd, in: bytes)
            parameterStart = parameterEnd
            guard !sawQuality, parameter.count >= 2, isQ(bytes[parameter.lowerBound]),
                  bytes[parameter.lowerBound + 1] == UInt8(ascii: "=") else {
                return skip(text(element, in: bytes), .unexpectedParameter(text(parameter, in: bytes)), at: position)
            }
            let value = (parameter.lowerBound + 2)..<parameter.upperBound
            guard let parsed = parseQuality(Bytes(rebasing: bytes[value])) else {
                return skip(text(element, in: bytes), .invalidQuality(text(value, in: bytes)), at: position)
            }
            quality = parsed
            sawQuality = true
        }
        if range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: "*") {
            wildcards.append((position, quality, text(element, in: bytes)))
            return
        }
        guard isLanguageRange(Bytes(rebasing: bytes[range])) else {
            return skip(text(element, in: bytes), .malformedRange, at: position)
        }
        do {
            let value = try make(Bytes(rebasing: bytes[range]), quality)
            entries.append(Read(position: position, element: element, range: range, quality: quality,
                                localeHash: value.locale.identifierHash, valueIndex: values.count))
            values.append(consume value)   // moved, not retained and released
        } catch {
            skip(text(element, in: bytes), .invalidLocale(error), at: position)
        }
    }

    /// Keeps the last of each locale and sorts by quality (stable), which
    /// puts `q=0` last in header order; then the wildcard and the skipped entries.
    private mutating func finish(_ bytes: Bytes) {
        dropEarlierDuplicates(bytes)
        sortByQuality()
        acceptableCount = entries.firstIndex { $0.quality == 0 } ?? entries.count
        finishWildcard()
        guard !skippedAt.isEmpty else { return }
        skipped = skippedAt.enumerated().sorted { lhs, rhs in
            lhs.element.position != rhs.element.position
                ? lhs.element.position < rhs.element.position
                : lhs.offset < rhs.offset
        }.map(\.element.entry)
    }

    /// A locale named twice counts once, with the quality and the place of
    /// its last mention, as ICU's `LocalePriorityList` reads a header
    /// ("de, fr, de" prefers fr; "de, fr, de;q=0" excludes de); the earlier
    /// mentions are skipped as duplicates of the last.
    private mutating func dropEarlierDuplicates(_ bytes: Bytes) {
        guard mayNameALocaleTwice() else { return }
        // Quadratic, in place: at most 100 entries, compared by hash first.
        var kept = 0
        for index in entries.indices {
            if let later = lastMention(of: index) {
                let written = text(entries[index].element, in: bytes)
                let laterRange = text(entries[later].range, in: bytes)
                skippedAt.append((entries[index].position, .init(text: written, reason: .duplicate(of: laterRange))))
            } else {
                if kept != index { entries[kept] = entries[index] }
                kept += 1
            }
        }
        entries.removeLast(entries.count - kept)
    }

    /// False when no two entries' hashes agree in their low 8 bits, which
    /// one pass over a 256-bit set tells: then no locale is named twice (a
    /// browser's header, nearly always), and the quadratic search is skipped.
    private func mayNameALocaleTwice() -> Bool {
        var seen: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for entry in entries {
            let bit = UInt64(1) << (entry.localeHash & 63)
            let wasSeen: Bool
            switch (entry.localeHash >> 6) & 3 {
            case 0: wasSeen = seen.0 & bit != 0; seen.0 |= bit
            case 1: wasSeen = seen.1 & bit != 0; seen.1 |= bit
            case 2: wasSeen = seen.2 & bit != 0; seen.2 |= bit
            default: wasSeen = seen.3 & bit != 0; seen.3 |= bit
            }
            if wasSeen { return true }
        }
        return false
    }

    /// The index of the last later entry with the same locale as `index`'s, if any.
    /// Compares hashes first: reading an entry's locale retains it, and
    /// different locales (nearly every pair) differ there.
    private func lastMention(of index: Int) -> Int? {
        let hash = entries[index].localeHash
        var later = entries.count - 1
        while later > index {
            if entries[later].localeHash == hash && value(at: later).locale == value(at: index).locale {
                return later
            }
            later -= 1
        }
        return nil
    }

    /// The value of ``entries``[`index`].
    func value(at index: Int) -> Value { values[entries[index].valueIndex] }

    /// The values of ``entries``[`bounds`], in that order: ``values`` itself,
    /// not a copy, when that is all of them in header order (a header sorted
    /// by quality with no duplicates, as browsers send).
    func values(_ bounds: Range<Int>) -> [Value] {
        if bounds == values.indices && entries.indices.allSatisfy({ entries[$0].valueIndex == $0 }) { return values }
        return entries[bounds].map { values[$0.valueIndex] }
    }

    /// Stable insertion sort, highest quality first: headers are usually
    /// sorted already, which makes this one pass.
    private mutating func sortByQuality() {
        guard entries.count > 1 else { return }
        for index in 1..<entries.count where entries[index - 1].quality < entries[index].quality {
            let moving = entries[index]
            var slot = index
            while slot > 0 && entries[slot - 1].quality < moving.quality {
                entries[slot] = entries[slot - 1]
                slot -= 1
            }
            entries[slot] = moving
        }
    }

    /// The first highest-quality `*` counts; any other is a duplicate.
    private mutating func finishWildcard() {
        guard let best = wildcards.max(by: { lhs, rhs in
            lhs.quality != rhs.quality ? lhs.quality < rhs.quality : lhs.position > rhs.position
        }) else { return }
        wildcardQuality = best.quality
        for candidate in wildcards where candidate.position != best.position {
            skippedAt.append((candidate.position, .init(text: candidate.text, reason: .duplicate(of: "*"))))
        }
    }

    private mutating func skip(_ text: String, _ reason: AcceptLanguage.SkippedEntry.Reason, at position: Int) {
        skippedAt.append((position, .init(text: text, reason: reason)))
    }
}

// MARK: Syntax

/// RFC 4647 `language-range`: 1*8ALPHA *("-" 1*8alphanum) (`*` is handled before).
private func isLanguageRange(_ range: UnsafeBufferPointer<UInt8>) -> Bool {
    var subtagLength = 0
    var isFirstSubtag = true
    for byte in range {
        if byte == UInt8(ascii: "-") {
            guard subtagLength > 0 else { return false }
            subtagLength = 0
            isFirstSubtag = false
            continue
        }
        guard isFirstSubtag ? isASCIILetter(byte) : isASCIIAlphanumeric(byte) else { return false }
        subtagLength += 1
        if subtagLength > 8 { return false }
    }
    return subtagLength > 0
}

/// RFC 9110 `qvalue` as thousandths: ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ).
private func parseQuality(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let units = value.first, units == UInt8(ascii: "0") || units == UInt8(ascii: "1") else { return nil }
    if value.count > 1 && value[1] != UInt8(ascii: ".") { return nil }
    guard value.count <= 5 else { return nil }   // "0." and at most three digits
    var thousandths = 0
    var scale = 100
    for digit in value.dropFirst(2) {
        guard isASCIIDigit(digit) else { return nil }
        thousandths += Int(digit - UInt8(ascii: "0")) * scale
        scale /= 10
    }
    if units == UInt8(ascii: "1") { return thousandths == 0 ? 1000 : nil }
    return thousandths
}

/// The range without leading and trailing spaces and tabs (RFC 9110 OWS).
private func trimmed(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var lower = range.lowerBound, upper = range.upperBound
    while lower < upper && isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower && isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
}

/// The first `byte` in `range`, or its end: libc's `memchr`, which reads
/// many bytes an instruction, where a loop over a header's commas and
/// semicolons costs a few instructions a byte.
private func firstIndex(of byte: UInt8, in range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard !range.isEmpty, let base = bytes.baseAddress,
          let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return range.upperBound }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
}

private func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(utf8Copy: UnsafeBufferPointer(rebasing: bytes[range]))
}

private func isWhitespace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
private func isQ(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "q") || byte == UInt8(ascii: "Q") }
private func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
private func isASCIILetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
private func isASCIIAlphanumeric(_ byte: UInt8) -> Bool { isASCIILetter(byte) || isASCIIDigit(byte) }
