import CICU

/// ICU's locale services (`uloc_*`), the only place `IntlLocale` reaches ICU.
///
/// Every function takes and returns plain strings; `nil` means ICU refused
/// the input, so callers decide what is malformed.
enum ICULocale {
    /// The ICU id of a BCP 47 tag, or nil unless ICU understood every byte
    /// ("de-DE-u-nu-latn" → "de_DE@numbers=latn").
    static func id(forLanguageTag tag: String) -> String? {
        var parsed: Int32 = 0
        let (id, status) = icuString { cicu_locale_for_language_tag(tag, $0, $1, &parsed, &$2) }
        return status.failed || Int(parsed) != tag.utf8.count ? nil : id
    }

    /// The strict BCP 47 tag of an ICU id ("ja_JP@calendar=japanese" →
    /// "ja-JP-u-ca-japanese"), or nil when ICU cannot express it.
    static func languageTag(_ id: String) -> String? {
        let (tag, status) = icuString { cicu_locale_to_language_tag(id, 1, $0, $1, &$2) }
        return status.failed ? nil : tag
    }

    /// ICU's canonical id ("iw_IL" → "he_IL").
    static func canonicalize(_ id: String) -> String? {
        let (canonical, status) = icuString { cicu_locale_canonicalize(id, $0, $1, &$2) }
        return status.failed ? nil : canonical
    }

    /// The id with likely subtags added ("zh_TW" → "zh_Hant_TW").
    static func addLikelySubtags(_ id: String) -> String? {
        let (maximized, status) = icuString { cicu_locale_add_likely_subtags(id, $0, $1, &$2) }
        return status.failed ? nil : maximized
    }

    /// The id with likely subtags removed ("zh_Hant_TW" → "zh_TW").
    static func minimizeSubtags(_ id: String) -> String? {
        let (minimized, status) = icuString { cicu_locale_minimize_subtags(id, $0, $1, &$2) }
        return status.failed ? nil : minimized
    }

    /// The locale whose resource data ICU loads for `id`, and whether ICU
    /// substituted the process default because it has no data for the language.
    static func dataLocale(of id: String) -> (String, fellBackToDefault: Bool) {
        var fellBack: Int32 = 0
        let (data, _) = icuString { cicu_locale_data_locale(id, $0, $1, &fellBack, &$2) }
        return (data, fellBack != 0)
    }

    /// The variant subtags (upper case) some bundle of ICU's data is named
    /// with: ["POSIX"] in ICU 72 ("en_US_POSIX"). Read once from ICU's lists
    /// of bundles, so that checking a variant asks ICU about no new name.
    static var variantsWithData: Set<String> { dataSubtags.variants }

    /// The language subtags some bundle of ICU's data is named with ("en",
    /// "yue"; not "root"), read once like `variantsWithData`.
    static var languagesWithData: Set<String> { dataSubtags.languages }

    /// Both sets from one pass over the ids of every bundle in every tree of
    /// ICU's data; empty if ICU cannot list them.
    private static let dataSubtags: (languages: Set<String>, variants: Set<String>) = {
        let (list, status) = icuString { cicu_locale_data_bundle_ids($0, $1, &$2) }
        let ids = status.failed ? [] : list.split(separator: " ")
        return (Set(ids.map { String($0.prefix { $0 != "_" }) }).subtracting(["", "root"]),
                Set(ids.flatMap(variants(ofBundleID:))))
    }()

    /// The variants of an ICU id: what follows the language, the script
    /// (four letters) and the region (two letters, three digits, or empty in "es__TRADITIONAL").
    private static func variants(ofBundleID id: Substring) -> [String] {
        var parts = id.split(separator: "_", omittingEmptySubsequences: false).dropFirst()
        if let script = parts.first, script.count == 4, script.allSatisfy(\.isLetter) { parts = parts.dropFirst() }
        if let region = parts.first, region.count <= 3, region.allSatisfy({ $0.isLetter || $0.isNumber }) { parts = parts.dropFirst() }
        return parts.map { $0.uppercased() }
    }

    /// True when the locale's script is written right to left.
    static func isRightToLeft(_ id: String) -> Bool { cicu_locale_is_right_to_left(id) != 0 }

    /// Every locale id ICU has data for.
    static var availableIDs: [String] {
        (0..<cicu_locale_count_available()).compactMap { cicu_locale_available($0).map { String(cString: $0) } }
    }

    /// The BCP 47 form of an ICU keyword value ("calendar", "gregorian" → "gregory").
    static func unicodeType(key: String, icuValue: String) -> String? {
        let (value, status) = icuString { cicu_locale_unicode_type(key, icuValue, $0, $1, &$2) }
        return status.failed ? nil : value
    }

    /// The ICU form of a BCP 47 keyword value ("tz", "usnyc" → "America/New_York");
    /// a well-formed value ICU does not know comes back unchanged.
    static func icuType(key: String, unicodeValue: String) -> String? {
        let (value, status) = icuString { cicu_locale_legacy_type(key, unicodeValue, $0, $1, &$2) }
        return status.failed ? nil : value
    }

    /// True when ICU knows the region code ("US", "419"; any case).
    static func isKnownRegion(_ code: String) -> Bool { cicu_region_is_known(code) != 0 }

    /// The numbering systems ICU has ("latn", "arab", "roman"…).
    static let numberingSystems: [String] = icuStrings { cicu_numbering_systems_open(&$0) }

    /// The collation types ICU has, as ICU values ("phonebook", "pinyin"…).
    static let collationTypes: [String] = icuStrings { cicu_collation_types_open(&$0) }

    /// The calendars ICU has, as ICU values ("gregorian", "japanese"…).
    static let calendars: [String] = icuStrings { cicu_date_calendars_open(&$0) }
}
