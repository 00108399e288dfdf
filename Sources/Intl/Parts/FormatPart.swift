/// One part of a formatted string: what it is and where it lies.
///
///     let parts = try ListFormat(locale: "en").formatToParts(["Anna", "Ben"])
///     parts[0].kind          // .element
///     parts[parts[0]]        // "Anna"
///     parts[1].kind          // .literal ("and" with its spaces)
public struct FormatPart: Sendable, Hashable {
    /// What the part is: ``Kind/integer``, ``Kind/month``, ``Kind/element``…
    public let kind: Kind
    /// Where the part lies in ``FormattedParts/string``.
    public let range: Range<String.Index>

    init(kind: Kind, range: Range<String.Index>) {
        self.kind = kind
        self.range = range
    }
}
