/// What a ``LintFinding`` checks. Each rule has a default severity (errors for what breaks at
/// run time or loses text, warnings for the rest), which a team may change per rule
/// (``CatalogLinter/settings``; `intl strings lint --rule missing-translation=off`).
///
///     let linter = CatalogLinter(settings: [.missingTranslation: .off, .pluralFallsBackToOther: .error])
public enum LintRule: String, CaseIterable, Hashable, Sendable {
    /// A file that cannot be read or parsed, or is not a string table. Error.
    case unreadableFile = "unreadable-file"
    /// An entry the catalog skips at load (a plural variable without `other`, an unknown rule type). Error.
    case unservableEntry = "unservable-entry"
    /// A `.strings` key defined twice in one file (the last one is served). Warning.
    case duplicateKey = "duplicate-key"
    /// A development-language key that is not ASCII. Warning.
    case nonASCIIKey = "non-ascii-key"
    /// A `%` that is no conversion, in a message the development language passes arguments to. Error.
    case malformedFormat = "malformed-format"
    /// A translation whose arguments differ from the development language's (`%@` → `%d`, a missing `%1$@`). Error.
    case argumentMismatch = "argument-mismatch"
    /// A plural variable whose category strings read its number with another type than its value type. Error.
    case pluralValueType = "plural-value-type"
    /// A plural variable without `other` that lacks a category the language needs: no text for those numbers. Error.
    case pluralMissingText = "plural-missing-text"
    /// A plural variable that lacks a category the language needs but has `other`, whose text is shown. Warning.
    case pluralFallsBackToOther = "plural-falls-back-to-other"
    /// A `one` text that writes "1" where the language's `one` covers other numbers too (fr 0, ru 21). Warning.
    case pluralLiteralOne = "plural-literal-one"
    /// A plural category the language never uses. Warning.
    case pluralUnusedCategory = "plural-unused-category"
    /// A key or table the development language has and a translation lacks. Warning.
    case missingTranslation = "missing-translation"
    /// A key a translation has and the development language does not. Warning.
    case extraKey = "extra-key"
    /// Translations without a development-language localization to compare them with. Warning.
    case noDevelopmentLanguage = "no-development-language"
    /// A key that an earlier folder of the same catalog defines in the same table (the first folder wins). Warning.
    case definedInEarlierFolder = "defined-in-earlier-folder"

    /// What a team makes of a rule: its findings as errors, as warnings, or not reported.
    public enum Setting: String, CaseIterable, Hashable, Sendable {
        case error, warning, off
    }

    /// The severity a finding of this rule has unless configured otherwise.
    public var defaultSeverity: LintFinding.Severity {
        switch self {
        case .unreadableFile, .unservableEntry, .malformedFormat, .argumentMismatch, .pluralValueType, .pluralMissingText: .error
        case .duplicateKey, .nonASCIIKey, .pluralFallsBackToOther, .pluralLiteralOne, .pluralUnusedCategory,
             .missingTranslation, .extraKey, .noDevelopmentLanguage, .definedInEarlierFolder: .warning
        }
    }
}
