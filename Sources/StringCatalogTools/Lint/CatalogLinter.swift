import Intl

/// Checks string tables the way a reviewer would, before they ship:
///
/// | check | severity | message |
/// |---|---|---|
/// | the file does not parse | error | `expected ';' after the value, found '"'` |
/// | a key defined twice in a `.strings` file | warning | `duplicate key "a" (first defined on line 1; the last definition wins)` |
/// | a malformed specifier, where the development text passes arguments (elsewhere `%` is text: "100 %") | error | `"runs" (de): format "%$1lu runs": offset 0: %$: "$" without a position number before it` |
/// | a translation's argument of another type | error | `"runs" (de): argument 2 is %@, but en has %lu` |
/// | a translation reads an argument the development language does not pass | error | `"runs" (de): argument 3 (%@) is not in en` |
/// | a translation leaves out an argument | error | `"runs" (de): argument 2 (%lu in en) is not used` |
/// | a plural category the language needs is absent (`other` is shown instead) | warning | `"days" (ru): plural variable "d" lacks few (ru needs one, few, many, other); the other text is shown for those numbers` |
/// | `other` itself is absent | error | `"days" (ru): plural variable "d" lacks other (ru needs one, few, many, other)` |
/// | a category string reads the number as another type than `NSStringFormatValueTypeKey` | error | `"days" (en): plural variable "d" reads its number as %d in "other", but its value type is %lu` |
/// | a `one` text that writes "1" where the language's `one` covers other numbers | warning | `"days" (fr): plural variable "d": the one text writes "1", but fr uses it for 0 too (use the number's specifier)` |
/// | a plural category the language never uses | warning | `"days" (en): plural variable "d" has few, which en never uses (en uses one, other; zero is always allowed)` |
/// | a key not ASCII (development language) | warning | `"Größe" (en): the key is not ASCII (keys should be ASCII identifiers; put the text in the value)` |
/// | a key the development language has and a translation lacks | warning | `"title" (de): missing (en has this key)` |
/// | a key only a translation has | warning | `"old" (de): not in the development language en` |
/// | a table only the development language has | warning | `table "Order" (de): missing (en has it)` |
/// | a key an earlier directory of `paths` defines in the same language and table | warning | `"sell" (en): also defined in Shop/Resources/en.lproj/Shop.strings, an earlier folder (the first folder wins)` |
///
///     let findings = CatalogLinter(developmentLanguage: "en").lint(["Resources"])
///     findings.map(\.description)
///     // ["Resources/de.lproj/Localizable.strings:2:1: error: \"runs\" (de): argument 2 is %@, but en has %lu"]
///
/// Paths may be files or directories. A directory with `xx.lproj` folders
/// is one set of languages compared with the development language; an
/// `.xcstrings` file is one set compared with its `sourceLanguage`; other
/// subdirectories are searched (8 levels deep at most). Directories given
/// together are one catalog's components, compared with each other as
/// `Catalog(directories:)`
/// merges them (the first one wins). A single `.strings`
/// or `.stringsdict` file, or one `.lproj` folder, gets the checks that need
/// no other language (its language is taken from its `xx.lproj` folder).
/// Positions of keys are known in `.strings` and `.stringsdict` files, not
/// in `.xcstrings` files.
public struct CatalogLinter: Sendable {
    /// The language translations are compared with when the files do not
    /// name one (an `.xcstrings` file names its own). Default: `"en"`.
    public var developmentLanguage: String

    /// Rules whose findings differ from their ``LintRule/defaultSeverity``: another severity, or off.
    ///
    ///     linter.settings = [.missingTranslation: .off, .pluralFallsBackToOther: .error]
    public var settings: [LintRule: LintRule.Setting]

    /// A linter comparing translations with `developmentLanguage`, with `settings` for some rules.
    public init(developmentLanguage: String = "en", settings: [LintRule: LintRule.Setting] = [:]) {
        self.developmentLanguage = developmentLanguage
        self.settings = settings
    }

    /// Every finding for the files and directories at `paths`, ordered by
    /// path, line and column. Never throws: an unreadable path is a finding.
    public func lint(_ paths: [String]) -> [LintFinding] {
        var run = LintRun(development: LintRun.canonical(developmentLanguage))
        for path in paths { run.lint(path) }
        let configured = run.findings.compactMap { finding -> LintFinding? in
            var configured = finding
            switch finding.rule.flatMap({ settings[$0] }) {
            case nil: break
            case .error?: configured.severity = .error
            case .warning?: configured.severity = .warning
            case .off?: return nil
            }
            return configured
        }
        return configured.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.path != b.path { return a.path < b.path }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return left.offset < right.offset
        }.map(\.element)
    }
}

extension [LintFinding] {
    /// True when any finding is an error (`intl strings lint` then exits 1).
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
