/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4), read into validated
/// locales in preference order.
///
/// Entries are sorted by quality, highest first; equal qualities keep the
/// header's order. Nothing in a header can make parsing fail: every entry
/// that cannot be used is left out and listed in ``skipped`` with the reason.
///
///     let header = AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
///     header.entries.map(\.locale.identifier)   // ["fr-CH", "fr", "en", "de"]
///     header.entries.map(\.quality)             // [1000, 900, 800, 700]
///     header.wildcardQuality                    // 500
///
///     let odd = AcceptLanguage("en-u-nu-foo, de;q=2, en_US, fr")
///     odd.entries.map(\.locale.identifier)      // ["fr"]
///     odd.skipped.map(\.description)
///     // ["\"en-u-nu-foo\": unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)",
///     //  "\"de;q=2\": invalid quality \"2\" (expected 0 to 1 with at most three decimals)",
///     //  "\"en_US\": not a language range (letters, digits and \"-\", or \"*\")"]
///
/// Rules:
/// - `q=0` means "not acceptable": the entry goes to ``excluded``, not ``entries``.
/// - A range given twice (after canonicalization: `en-us` and `en-US`,
///   `iw` and `he`) counts once, at its highest quality; the others are
///   skipped as duplicates.
/// - `*` is not a locale; its quality is ``wildcardQuality``.
/// - Only the first ``maximumLength`` (8,192) bytes are read; an entry cut
///   by that limit is skipped. Only the first ``maximumEntries`` (100)
///   entries are read; the rest is skipped as one entry. So a header costs
///   bounded time and memory whatever its size.
/// - Ranges must have RFC 4647's syntax (`en_US` is skipped), then go
///   through ``IntlLocale`` (`en-u-nu-foo` is skipped with its error).
public struct AcceptLanguage: Hashable, Sendable {
    /// One usable entry of the header.
    public struct Entry: Hashable, Sendable {
        /// The language range as written: "en-us".
        public let range: String
        /// The validated, canonical locale: "en-US".
        public let locale: IntlLocale
        /// The quality in thousandths: 800 for `q=0.8`, 1000 when no `q` is given.
        public let quality: Int
    }

    /// Acceptable locales, highest quality first (stable for equal qualities).
    public let entries: [Entry]
    /// Locales the header marks not acceptable (`q=0`), in header order.
    public let excluded: [Entry]
    /// The quality of `*` in thousandths, nil when the header has none.
    public let wildcardQuality: Int?
    /// Entries that were left out, in header order, with the reason.
    public let skipped: [SkippedEntry]

    /// Entries read from one header at most; the rest is skipped.
    public static let maximumEntries = 100
    /// Bytes (UTF-8) read from one header at most; the rest is skipped.
    public static let maximumLength = 8192

    /// Reads a header value (without the `Accept-Language:` name).
    public init(_ header: String) {
        self.init(header) { range throws(IntlError) in try IntlLocale(range) }
    }

    /// Reads a header, validating ranges with `locale` (a cache, in ``LocaleMatcher``).
    init(_ header: String, locale: (String) throws(IntlError) -> IntlLocale) {
        var reader = AcceptLanguageReader()
        reader.read(header, locale: locale)
        entries = reader.acceptable
        excluded = reader.excluded
        wildcardQuality = reader.wildcardQuality
        skipped = reader.skipped
    }
}

/// The parsing state of one header: entries in header order, then sorted
/// and deduplicated.
private struct AcceptLanguageReader {
    var acceptable: [AcceptLanguage.Entry] = []
    var excluded: [AcceptLanguage.Entry] = []
    var wildcardQuality: Int?
    var skipped: [AcceptLanguage.SkippedEntry] = []
    /// Skipped entries with their header position, merged into `skipped` in header order.
    private var skippedAt: [(position: Int, entry: AcceptLanguage.SkippedEntry)] = []
    /// `text`: the whole entry as written, for reporting it as a duplicate.
    private var readEntries: [(position: Int, entry: AcceptLanguage.Entry, text: String)] = []
    private var wildcards: [(position: Int, quality: Int, text: String)] = []

    mutating func read(_ header: String, locale: (String) throws(IntlError) -> IntlLocale) {
        let bytes = Array(header.utf8.prefix(AcceptLanguage.maximumLength))
        var elements = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        if entryIsCut(header), let cut = elements.popLast(), !trimmingWhitespace(cut).isEmpty {
            skip(cut, .beyondLengthLimit, at: Int.max)
        }
        let readEnd = elements.last?.endIndex ?? 0
        var position = 0
        for element in elements {
            let trimmed = trimmingWhitespace(element)
            if trimmed.isEmpty { continue }   // RFC 9110 §5.6.1: empty list elements are ignored
            guard position < AcceptLanguage.maximumEntries else {
                skip(bytes[trimmed.startIndex..<readEnd], .beyondEntryLimit, at: Int.max - 1)
                break
            }
            readElement(trimmed, at: position, locale: locale)
            position += 1
        }
        finish()
    }

    /// True when the length limit falls inside an entry rather than just before a comma.
    private func entryIsCut(_ header: String) -> Bool {
        let utf8 = header.utf8
        guard let firstUnread = utf8.index(utf8.startIndex, offsetBy: AcceptLanguage.maximumLength,
                                           limitedBy: utf8.endIndex), firstUnread != utf8.endIndex else { return false }
        return utf8[firstUnread] != UInt8(ascii: ",")
    }

    private mutating func readElement(_ element: ArraySlice<UInt8>, at position: Int,
                                      locale: (String) throws(IntlError) -> IntlLocale) {
        let parts = element.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        let range = trimmingWhitespace(parts[parts.startIndex])   // split never returns no parts
        var quality = 1000
        var sawQuality = false
        for parameter in parts.dropFirst().map(trimmingWhitespace) {
            guard !sawQuality, parameter.count >= 2, parameter.first.map(isQ) == true,
                  parameter[parameter.startIndex + 1] == UInt8(ascii: "=") else {
                return skip(element, .unexpectedParameter(text(parameter)), at: position)
            }
            guard let value = parseQuality(parameter.dropFirst(2)) else {
                return skip(element, .invalidQuality(text(parameter.dropFirst(2))), at: position)
            }
            quality = value
            sawQuality = true
        }
        if range.elementsEqual("*".utf8) {
            wildcards.append((position, quality, text(element)))
            return
        }
        guard isLanguageRange(range) else { return skip(element, .malformedRange, at: position) }
        do {
            let validated = try locale(text(range))
            readEntries.append((position, AcceptLanguage.Entry(range: text(range), locale: validated, quality: quality),
                                text(element)))
        } catch {
            skip(element, .invalidLocale(error), at: position)
        }
    }

    /// Sorts by quality (stable), keeps the first of each locale, splits off
    /// `q=0` (equal qualities keep header order, so `excluded` is in header order).
    private mutating func finish() {
        let ordered = readEntries.enumerated().sorted { lhs, rhs in
            lhs.element.entry.quality != rhs.element.entry.quality
                ? lhs.element.entry.quality > rhs.element.entry.quality
                : lhs.offset < rhs.offset
        }.map(\.element)
        var seen: [IntlLocale: String] = [:]
        for (position, entry, written) in ordered {
            if let first = seen[entry.locale] {
                skippedAt.append((position, .init(text: written, reason: .duplicate(of: first))))
                continue
            }
            seen[entry.locale] = entry.range
            if entry.quality == 0 { excluded.append(entry) } else { acceptable.append(entry) }
        }
        finishWildcard()
        skipped = skippedAt.enumerated().sorted { lhs, rhs in
            lhs.element.position != rhs.element.position
                ? lhs.element.position < rhs.element.position
                : lhs.offset < rhs.offset
        }.map(\.element.entry)
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

    private mutating func skip(_ element: ArraySlice<UInt8>, _ reason: AcceptLanguage.SkippedEntry.Reason, at position: Int) {
        skippedAt.append((position, .init(text: text(trimmingWhitespace(element)), reason: reason)))
    }
}

// MARK: Syntax

/// RFC 4647 `language-range`: 1*8ALPHA *("-" 1*8alphanum) (`*` is handled before).
private func isLanguageRange(_ range: ArraySlice<UInt8>) -> Bool {
    let subtags = range.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy(isASCIILetter) else { return false }
    return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(isASCIIAlphanumeric) }
}

/// RFC 9110 `qvalue` as thousandths: ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ).
private func parseQuality(_ value: ArraySlice<UInt8>) -> Int? {
    guard let units = value.first, units == UInt8(ascii: "0") || units == UInt8(ascii: "1") else { return nil }
    let fraction = value.dropFirst()
    if !fraction.isEmpty && fraction.first != UInt8(ascii: ".") { return nil }
    let digits = fraction.dropFirst()
    guard digits.count <= 3, digits.allSatisfy(isASCIIDigit) else { return nil }
    var thousandths = 0
    for (index, digit) in digits.enumerated() {
        thousandths += Int(digit - UInt8(ascii: "0")) * [100, 10, 1][index]
    }
    if units == UInt8(ascii: "1") { return thousandths == 0 ? 1000 : nil }
    return thousandths
}

private func trimmingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isWhitespace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isWhitespace($0) }),
          let last = bytes.lastIndex(where: { !isWhitespace($0) }) else { return bytes[bytes.endIndex...] }
    return bytes[start...last]
}

private func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
private func isQ(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "q") || byte == UInt8(ascii: "Q") }
private func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
private func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
}
private func isASCIIAlphanumeric(_ byte: UInt8) -> Bool { isASCIILetter(byte) || isASCIIDigit(byte) }
