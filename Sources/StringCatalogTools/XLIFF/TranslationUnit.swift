import Intl
import StringCatalog

/// One translatable string of a development-language table, with its
/// translation in one target language: what export writes as a
/// `<trans-unit>`, what import matches an incoming unit's id against (and
/// whose ``source`` tells a stale unit), what status counts.
struct TranslationUnit: Sendable {
    /// The XLIFF id, as Xcode forms it (see ``XLIFFUnit``).
    var id: String
    /// The development-language text the translator sees.
    var source: String
    /// The target language's text, nil when untranslated (or in state `new`).
    var target: String?
    /// The target's review state (`.xcstrings` only).
    var state: TranslationState?
    /// The comment for translators.
    var note: String?
    /// The entry the unit belongs to (a key of the table).
    var key: String
    /// The plural category, when the unit is one form of a plural variable.
    var category: PluralCategory?
    /// Where the text goes in the target file: for a `.stringsdict`, the
    /// plist path below the root; for an `.xcstrings`, the JSON path below
    /// the language's localization, ending in `stringUnit`; empty for `.strings`.
    var path: [String]

    /// The unit as XLIFF writes it (`state` as Xcode spells it).
    var xliff: XLIFFUnit {
        let state: String? = switch self.state {
        case nil: nil
        case .translated, .stale: "translated"
        case .needsReview: "needs-review-l10n"
        }
        return XLIFFUnit(id: id, source: source, target: target, state: target == nil ? nil : state, note: note)
    }
}

/// The plural categories a unit list has for a variable: Apple's `zero`
/// when the source has it, every category the target language's CLDR rules
/// need (even untranslated), and those the target already has.
enum PluralCategories {
    static func forms(source: some Collection<String>, target: some Collection<String>, needed: [PluralCategory]?) -> [PluralCategory] {
        let present = Set(source.compactMap(PluralCategory.init(rawValue:)))
        let existing = Set(target.compactMap(PluralCategory.init(rawValue:)))
        let required = needed.map(Set.init) ?? present
        return PluralCategory.allCases.filter { form in
            existing.contains(form) || required.contains(form) || (form == .zero && present.contains(.zero))
        }
    }

    /// The categories `language`'s rules use; nil when it is no locale.
    static func needed(by language: String) -> [PluralCategory]? {
        PluralCoverage(language: language)?.needed
    }
}

/// Which merged entries would not load: each changed key the parsed result
/// lacks, with the parser's reason when it gives one.
enum EntryCheck {
    static func unloadable(_ changed: Set<String>,
                           parse: (inout [CatalogWarning]) throws(CatalogParseError) -> Dictionary<String, CatalogEntry>.Keys)
        -> [(key: String, message: String)] {
        var warnings: [CatalogWarning] = []
        // The text was just written from a parsed tree: a document error cannot happen; if it did, every key is refused.
        let loaded = (try? parse(&warnings)).map(Set.init) ?? []
        return changed.subtracting(loaded).sorted().map { key in
            (key, warnings.first { $0.key == key }?.message ?? "a string it needs is not translated")
        }
    }
}
