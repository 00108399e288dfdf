/// Parses numbers typed in a locale's format; safe to share across tasks.
///
///     let parser = try NumberParser(locale: "de-DE")
///     try parser.parse("1.234,5").double   // 1234.5
///     try parser.parse("12x")              // throws .parseFailure(input: "12x", position: 2)
///
/// Parsing is strict (not lenient): the whole input must be a number in the
/// locale's format.
public struct NumberParser: Sendable {
    /// The requested locale, canonicalized.
    public let locale: IntlLocale
    private let parser: PooledRequest<ClassicNumberKey, ICUClassicNumberFormat>

    /// - Throws: `IntlError.malformedLocale`.
    public init(locale: String) throws(IntlError) {
        try self.init(locale: IntlLocale(locale))
    }

    /// A parser for a validated locale.
    public init(locale: IntlLocale) throws(IntlError) {
        self.locale = locale
        parser = try ClassicNumberKey.request(kind: .decimal, locale: locale, ruleSet: nil)
    }

    /// Parses the whole of `text`.
    ///
    /// - Throws: `IntlError.parseFailure` with the character position where
    ///   parsing stopped (0 for empty input).
    public func parse(_ text: String) throws(IntlError) -> ParsedNumber {
        let (decimal, endOffset) = parser.use { $0.parseDecimal(text) }
        guard let decimal, endOffset == text.utf8.count, !text.isEmpty else {
            throw .parseFailure(input: text, position: characterOffset(ofUTF8Offset: endOffset, in: text))
        }
        return ParsedNumber(decimal: (try? FixedDecimal.plainText(ofDecimal: decimal)) ?? decimal)
    }

    private func characterOffset(ofUTF8Offset offset: Int, in text: String) -> Int {
        let index = text.utf8.index(text.startIndex, offsetBy: min(offset, text.utf8.count))
        return text.distance(from: text.startIndex, to: index)
    }
}

/// A parsed number, kept exactly as a decimal string.
public struct ParsedNumber: Hashable, Sendable, CustomStringConvertible {
    /// The exact value as a decimal string, e.g. "1234.5" or "-0.001"; in
    /// scientific form ("1E+999999999") when writing it out would take more
    /// than a thousand extra digits.
    public let decimal: String

    /// The nearest `Double`.
    public var double: Double { Double(decimal) ?? .nan }

    public var description: String { decimal }
}
