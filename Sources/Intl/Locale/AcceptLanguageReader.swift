/// Reads one `Accept-Language` header for ``AcceptLanguage``: entries in
/// header order, then sorted by quality and deduplicated.
///
/// Works on the header's UTF-8 bytes in place, with index ranges instead
/// of split arrays: a header is read on every request that misses the
/// cache, so it allocates only the result arrays and the strings it keeps.
struct AcceptLanguageReader {
    private(set) var acceptable: [AcceptLanguage.Entry] = []
    private(set) var excluded: [AcceptLanguage.Entry] = []
    private(set) var wildcardQuality: Int?
    private(set) var skipped: [AcceptLanguage.SkippedEntry] = []
    /// Skipped entries with their header position, put in header order at the end.
    private var skippedAt: [(position: Int, entry: AcceptLanguage.SkippedEntry)] = []
    /// `text`: the whole entry as written, for reporting it as a duplicate.
    private var readEntries: [(position: Int, entry: AcceptLanguage.Entry, text: String)] = []
    private var wildcards: [(position: Int, quality: Int, text: String)] = []

    typealias Bytes = UnsafeBufferPointer<UInt8>

    mutating func read(_ header: String, locale: (String) throws(IntlError) -> IntlLocale) {
        var header = header
        header.withUTF8 { all in
            let bytes = Bytes(rebasing: all.prefix(AcceptLanguage.maximumLength))
            let cut = all.count > bytes.count && all[bytes.count] != UInt8(ascii: ",")
            read(bytes, lastEntryIsCut: cut, locale: locale)
        }
        finish()
    }

    private mutating func read(_ bytes: Bytes, lastEntryIsCut: Bool,
                               locale: (String) throws(IntlError) -> IntlLocale) {
        var readEnd = bytes.count
        if lastEntryIsCut {
            let cutStart = (bytes.lastIndex(of: UInt8(ascii: ",")) ?? -1) + 1
            let cut = trimmed(cutStart..<bytes.count, in: bytes)
            if !cut.isEmpty { skip(text(cut, in: bytes), .beyondLengthLimit, at: Int.max) }
            readEnd = cutStart
        }
        readEntries.reserveCapacity(min(bytes.count / 2 + 1, AcceptLanguage.maximumEntries))
        var position = 0
        var start = 0
        while start < readEnd {
            let end = bytes[start..<readEnd].firstIndex(of: UInt8(ascii: ",")) ?? readEnd
            let element = trimmed(start..<end, in: bytes)
            start = end + 1
            if element.isEmpty { continue }   // RFC 9110 §5.6.1: empty list elements are ignored
            guard position < AcceptLanguage.maximumEntries else {
                let rest = trimmed(element.lowerBound..<max(element.lowerBound, readEnd - (lastEntryIsCut ? 1 : 0)), in: bytes)
                skip(text(rest, in: bytes), .beyondEntryLimit, at: Int.max - 1)
                break
            }
            readElement(element, in: bytes, at: position, locale: locale)
            position += 1
        }
    }

    private mutating func readElement(_ element: Range<Int>, in bytes: Bytes, at position: Int,
                                      locale: (String) throws(IntlError) -> IntlLocale) {
        let rangeEnd = bytes[element].firstIndex(of: UInt8(ascii: ";")) ?? element.upperBound
        let range = trimmed(element.lowerBound..<rangeEnd, in: bytes)
        var quality = 1000
        var sawQuality = false
        var parameterStart = rangeEnd
        while parameterStart < element.upperBound {
            let parameterEnd = bytes[(parameterStart + 1)..<element.upperBound].firstIndex(of: UInt8(ascii: ";"))
                ?? element.upperBound
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
        let written = text(range, in: bytes)
        do {
            let validated = try locale(written)
            readEntries.append((position, AcceptLanguage.Entry(range: written, locale: validated, quality: quality),
                                text(element, in: bytes)))
        } catch {
            skip(text(element, in: bytes), .invalidLocale(error), at: position)
        }
    }

    /// Keeps the last of each locale, sorts by quality (stable), splits off
    /// `q=0` (equal qualities keep header order, so `excluded` is in header order).
    private mutating func finish() {
        dropEarlierDuplicates()
        sortByQuality()
        acceptable.reserveCapacity(readEntries.count)
        for (_, entry, _) in readEntries {
            if entry.quality == 0 {
                excluded.append(entry)
            } else {
                acceptable.append(entry)
            }
        }
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
    private mutating func dropEarlierDuplicates() {
        // Linear: at most 100 entries, and a cached range compares by reference.
        var kept: [(position: Int, entry: AcceptLanguage.Entry, text: String)] = []
        kept.reserveCapacity(readEntries.count)
        for index in readEntries.indices {
            let (position, entry, written) = readEntries[index]
            if let later = readEntries[(index + 1)...].last(where: { $0.entry.locale == entry.locale }) {
                skippedAt.append((position, .init(text: written, reason: .duplicate(of: later.entry.range))))
            } else {
                kept.append(readEntries[index])
            }
        }
        readEntries = kept
    }

    /// Stable insertion sort, highest quality first: headers are usually
    /// sorted already, which makes this one pass.
    private mutating func sortByQuality() {
        guard readEntries.count > 1 else { return }
        for index in 1..<readEntries.count {
            let moving = readEntries[index]
            var slot = index
            while slot > 0 && readEntries[slot - 1].entry.quality < moving.entry.quality {
                readEntries[slot] = readEntries[slot - 1]
                slot -= 1
            }
            if slot != index { readEntries[slot] = moving }
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

private func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
}

private func isWhitespace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
private func isQ(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "q") || byte == UInt8(ascii: "Q") }
private func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
private func isASCIILetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
private func isASCIIAlphanumeric(_ byte: UInt8) -> Bool { isASCIILetter(byte) || isASCIIDigit(byte) }
