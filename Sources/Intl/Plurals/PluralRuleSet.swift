/// One compiled CLDR rule set, shared by every locale that uses it.
///
/// The generator (`Scripts/generate-plural-tables.swift`) emits both
/// functions and the rule texts in `Generated/PluralRuleTables.swift`.
struct PluralRuleSet: Sendable {
    /// The rules specialised for an integer's magnitude (v = f = t = c = 0).
    let integer: @Sendable (UInt64) -> PluralCategory
    /// The rules over all operands.
    let operands: @Sendable (PluralOperands) -> PluralCategory
    /// CLDR's rule texts, in file order; the last is the unconditional `other`.
    let rules: [PluralRules.Rule]
}
