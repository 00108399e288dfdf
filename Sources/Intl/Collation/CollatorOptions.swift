/// How a ``Collator`` compares: each setting left `nil` keeps the locale's
/// own value (its CLDR default, or the `-u-ks-`, `-u-kn-`, `-u-kf-`, `-u-ka-`
/// keyword of the identifier); a setting given here wins over the keyword.
///
///     let options = CollatorOptions(strength: .primary, numeric: true)
///     try Collator(locale: "en", options: options).compare("File10", "file2")   // .descending
public struct CollatorOptions: Hashable, Sendable {
    /// Which differences count, from base letters only to every code point.
    public enum Strength: Hashable, Sendable, CaseIterable {
        /// Base letters only: "a" = "á" = "A".
        case primary
        /// Plus accents: "a" = "A" < "á".
        case secondary
        /// Plus case and variants: "a" < "A" < "á" (the default of most locales).
        case tertiary
        /// Plus punctuation, when `alternate` is `.shifted`: "a-b" < "ab"
        /// (equal at tertiary strength).
        case quaternary
        /// Plus the code points themselves: nothing distinct compares equal.
        case identical
    }

    /// Whether upper or lower case sorts first when strings differ only in case.
    public enum CaseFirst: Hashable, Sendable, CaseIterable {
        /// "A" < "a".
        case upper
        /// "a" < "A".
        case lower
        /// The locale's tertiary order ("a" < "A" in most locales).
        case off
    }

    /// Whether spaces and punctuation count at the first three strengths.
    public enum Alternate: Hashable, Sendable, CaseIterable {
        /// They count like letters: "a b" < "ab" (the default of most locales).
        case nonIgnorable
        /// They are ignored unless strength is `.quaternary` or more:
        /// "a-b" = "ab" at tertiary strength.
        case shifted
    }

    /// Default `nil`: the locale's strength (tertiary unless `-u-ks-` says otherwise).
    public var strength: Strength?
    /// Digits compare as numbers ("file2" < "file10") when true. Default
    /// `nil`: the locale's setting (off unless `-u-kn` says otherwise).
    public var numeric: Bool?
    /// Default `nil`: the locale's setting (off unless `-u-kf-` says otherwise).
    public var caseFirst: CaseFirst?
    /// Default `nil`: the locale's setting (non-ignorable in most locales, `-u-ka-`).
    public var alternate: Alternate?

    public init(strength: Strength? = nil, numeric: Bool? = nil, caseFirst: CaseFirst? = nil,
                alternate: Alternate? = nil) {
        self.strength = strength
        self.numeric = numeric
        self.caseFirst = caseFirst
        self.alternate = alternate
    }
}
