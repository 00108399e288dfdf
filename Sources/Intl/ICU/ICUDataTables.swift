import CICU

/// The loaded ICU's own CLDR tables, as the text lines `cicu_data_*` write
/// (see `cicu_data.h`): the data behind every answer Intl gives natively
/// (plural rules and ranges, aliases, parent locales, language matching).
///
/// Read from the ICU the process runs on rather than generated from one
/// ICU, so that a native answer equals ICU's on ICU 72 (CLDR 42), ICU 76
/// (CLDR 46) or any other: ICU 76 gives `scn` a `many` form, matches `ajp`
/// to `apc`, and files `en-ID` under `en-001`, and so does Intl there.
enum ICUDataTables {
    /// Language matching: likely subtags, distances, partitions, paradigms.
    static var localeMatching: String { text { cicu_data_locale_matching($0, $1, &$2) } }
    /// Language and territory alias rules.
    static var aliases: String { text { cicu_data_aliases($0, $1, &$2) } }
    /// Plural rules by locale and rule set, and plural ranges.
    static var plurals: String { text { cicu_data_plurals($0, $1, &$2) } }
    /// Parent locales (ICU ids).
    static var parentLocales: String { text { cicu_data_parent_locales($0, $1, &$2) } }

    /// The lines of a table, each split at spaces into at most `fields`
    /// fields (the last keeps its spaces: a rule's text).
    static func lines(_ text: String, fields: Int) -> [[Substring]] {
        text.split(separator: "\n").map { $0.split(separator: " ", maxSplits: fields - 1) }
    }

    /// Empty only when ICU cannot open its own data, where nothing formats
    /// either; every reader then has no rules and answers like root.
    private static func text(_ call: ICUTextCall) -> String {
        let (text, status) = icuString(initialCapacity: 4096, call)
        return status.failed ? "" : text
    }
}
