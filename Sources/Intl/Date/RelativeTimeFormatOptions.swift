/// How a ``RelativeTimeFormat`` words an offset, after ECMA-402's
/// `Intl.RelativeTimeFormat` options.
///
///     RelativeTimeFormatOptions()                    // "yesterday", "in 3 days"
///     RelativeTimeFormatOptions(numeric: .always)    // "1 day ago", "in 3 days"
///     RelativeTimeFormatOptions(width: .short)       // "in 3 mo."
public struct RelativeTimeFormatOptions: Hashable, Sendable {
    /// Words for offsets that have them ("yesterday") or always numbers.
    /// Default: ``Numeric/auto``.
    public var numeric: Numeric
    /// Long, short or narrow unit names. Default: ``Width/long``.
    public var width: Width

    public init(numeric: Numeric = .auto, width: Width = .long) {
        self.numeric = numeric
        self.width = width
    }

    /// Whether offsets with a name use it.
    public enum Numeric: Hashable, Sendable, CaseIterable {
        /// "yesterday", "tomorrow", "last year" where the locale has a word;
        /// numbers otherwise. The default.
        case auto
        /// Always a number: "1 day ago", "in 1 day".
        case always
    }

    /// How long the unit names are.
    public enum Width: Hashable, Sendable, CaseIterable {
        /// "in 3 months". The default.
        case long
        /// "in 3 mo."
        case short
        /// "in 3mo" where the locale has a narrower form.
        case narrow
    }
}
