/// Which plural rules to use: counting things, or ranking them.
///
/// In English, cardinal rules give "1 day" / "2 days" (`one`, `other`);
/// ordinal rules give "1st", "2nd", "3rd", "4th" (`one`, `two`, `few`, `other`).
public enum PluralRuleType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Counts: "1 item", "2 items" (CLDR plurals.xml).
    case cardinal
    /// Ranks: "1st", "2nd", "3rd", "4th" (CLDR ordinals.xml).
    case ordinal

    /// "cardinal" or "ordinal".
    public var description: String { rawValue }
}
