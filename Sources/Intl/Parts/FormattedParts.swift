/// A formatted string and the parts it is made of, in order: what
/// ECMA-402's `formatToParts` returns, with ranges into one string instead
/// of copied substrings.
///
///     let price = try NumberFormat(locale: "de-DE", options: .init(style: .currency("EUR")))
///     let parts = price.formatToParts(-1234.5)
///     parts.string                                   // "-1.234,50\u{00A0}€"
///     parts.map { "\($0.kind)=\(parts[$0])" }
///     // ["minusSign=-", "integer=1", "group=.", "integer=234", "decimal=,",
///     //  "fraction=50", "literal=\u{00A0}", "currency=€"]
///
/// The parts cover the string without gaps or overlaps, so their texts
/// joined are ``string``; text ICU marks as no field is a ``FormatPart/Kind/literal``.
/// Empty input formats to no parts.
public struct FormattedParts: Sendable, Hashable, RandomAccessCollection {
    /// The formatted text, the same as the formatter's `format` returns.
    public let string: String
    /// The parts, from the start of ``string`` to its end.
    public let parts: [FormatPart]

    /// A string and parts that cover it; the caller guarantees they do.
    init(string: String, parts: [FormatPart]) {
        self.string = string
        self.parts = parts
    }

    /// The text of a part: `string[part.range]`.
    public subscript(part: FormatPart) -> Substring { string[part.range] }

    /// 0: the parts are a collection of ``FormatPart``s, `parts[0]` the first.
    public var startIndex: Int { parts.startIndex }
    /// The number of parts.
    public var endIndex: Int { parts.endIndex }
    /// The part at `position`, in the order of the text.
    public subscript(position: Int) -> FormatPart { parts[position] }
}

extension FormattedParts: CustomStringConvertible {
    /// The parts with their texts: `integer "1", group ",", integer "234"`.
    public var description: String {
        parts.map { "\($0.kind) \(quoted(String(self[$0])))" }.joined(separator: ", ")
    }
}
