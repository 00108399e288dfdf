/// Which list a ``ListFormat`` writes and how long its connecting words
/// are, after ECMA-402's `Intl.ListFormat` options (`type`, `style`) and
/// ICU's list formatter.
///
///     ListFormatOptions()                               // "A, B, and C"
///     ListFormatOptions(type: .or)                      // "A, B, or C"
///     ListFormatOptions(type: .and, width: .short)      // "A, B, & C"
///     ListFormatOptions(type: .unit, width: .narrow)    // "3ft 7in"
public struct ListFormatOptions: Hashable, Sendable {
    /// And, or, or a unit list. Default: ``ListType/and``.
    public var type: ListType
    /// How long the connecting words are. Default: ``Width/wide``.
    public var width: Width

    public init(type: ListType = .and, width: Width = .wide) {
        self.type = type
        self.width = width
    }

    /// What the list means (ECMA-402's `type`).
    public enum ListType: Hashable, Sendable, CaseIterable {
        /// All of the items: "A, B, and C" (ECMA-402 "conjunction"). The default.
        case and
        /// One of the items: "A, B, or C" (ECMA-402 "disjunction").
        case or
        /// The parts of one measure: "3 feet, 7 inches" (ECMA-402 "unit").
        case unit
    }

    /// How long the connecting words are (ECMA-402's `style`: long, short, narrow).
    public enum Width: Hashable, Sendable, CaseIterable {
        /// "A, B, and C". The default.
        case wide
        /// "A, B, & C" in en; the same as wide in many locales.
        case short
        /// "A, B, C" for and-lists in en; "3ft 7in" for unit lists.
        case narrow
    }
}
