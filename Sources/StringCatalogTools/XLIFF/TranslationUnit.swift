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
    /// False for a string the table marks as not to be translated (an `.xcstrings` key with
    /// `shouldTranslate: false`, a `.strings` key its `.stringsdict` also has): export lists it
    /// `translate="no"`; import and status never see it.
    var translatable = true
    /// Text the target has that is no translation: a catalog value in state `new`, an empty
    /// string. Export writes it as Xcode does (`<target state="new">Nouveau</target>`, `<target/>`);
    /// ``target`` stays nil, so import and status count the string as untranslated.
    var untranslatedText: String?
    /// The `<target>` state for ``untranslatedText``: `new`, or nil for the state's usual spelling.
    var untranslatedState: String?

    init(id: String, source: String, target: String?, state: TranslationState? = nil, note: String?,
         key: String, category: PluralCategory? = nil, path: [String]) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.note = note
        self.key = key
        self.category = category
        self.path = path
    }

    /// The unit as XLIFF writes it (`state` as Xcode spells it).
    var xliff: XLIFFUnit {
        let spelled: String? = switch self.state {
        case nil: nil
        case .translated, .stale: "translated"
        case .needsReview: "needs-review-l10n"
        }
        if let target {
            return XLIFFUnit(id: id, source: source, target: target, state: spelled, note: note, translate: translatable)
        }
        return XLIFFUnit(id: id, source: source, target: untranslatedText,
                         state: untranslatedText == nil ? nil : untranslatedState ?? spelled, note: note, translate: translatable)
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

/// Which merged entries may not be written, and why: each changed key that
/// the parsed result lacks (it would not load: a plural without `other`…),
/// or whose arguments differ from the development language's entry (`%@`
/// → `%d`, a missing `%1$@`: the positions and types lint and the
/// typed-accessor plugin compare), which would misread or drop an argument
/// at run time.
enum EntryCheck {
    /// The development language's entries, by key, that a translation's arguments must agree with.
    struct Development {
        var language: String
        var entries: [String: CatalogEntry]
    }

    /// The keys with a translation that is not the text they have now: only those are checked
    /// (an entry left as it is stays, whatever it is).
    static func changedKeys(_ translations: [(unit: TranslationUnit, text: String)]) -> Set<String> {
        Set(translations.filter { $0.unit.target != $0.text }.map(\.unit.key))
    }

    static func refused(_ changed: Set<String>, development: Development,
                        parse: (inout [CatalogWarning]) throws(CatalogParseError) -> [String: CatalogEntry])
        -> [(key: String, message: String)] {
        var warnings: [CatalogWarning] = []
        // The text was just written from a parsed tree: a document error cannot happen; if it did, every key is refused.
        let loaded = (try? parse(&warnings)) ?? [:]
        return changed.sorted().compactMap { key in
            guard let entry = loaded[key] else {
                return (key, "the entry would not load: " + (warnings.first { $0.key == key }?.message ?? "a string it needs is not translated"))
            }
            return argumentDifference(entry, development.entries[key], language: development.language).map { (key, $0) }
        }
    }

    /// Why `entry`'s arguments are not those of the development language's `expected` entry; nil when
    /// they agree, or when the development text takes no argument (then `%` is plain text, as in "10 %").
    static func argumentDifference(_ entry: CatalogEntry, _ expected: CatalogEntry?, language: String) -> String? {
        guard let expected, let wanted = try? ArgumentSignature.of(expected.message), !wanted.types.isEmpty else { return nil }
        let actual: ArgumentSignature
        do {
            actual = try ArgumentSignature.of(entry.message)
        } catch {
            return "its format is malformed: \(error.description)"
        }
        let differences = actual.differences(from: wanted, development: language)
        return differences.isEmpty ? nil : "its arguments differ from \(language): " + differences.joined(separator: "; ")
    }
}
