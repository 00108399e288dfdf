/// The Unicode extension keywords (`-u-` in BCP 47, `@key=value` in ICU ids)
/// a locale may carry, each with the values ICU supports.
///
/// ICU accepts any well-formed value and fails later, sometimes only on the
/// first format call (`en-u-nu-foo` made ICU's number formatter report
/// `U_UNSUPPORTED_ERROR` mid-request). Checking every keyword when the
/// ``IntlLocale`` is made means no formatter built from it can fail that way.
struct LocaleKeyword: Sendable {
    /// The BCP 47 key: "nu".
    let key: String
    /// What the keyword chooses, for messages: "numbering system".
    let meaning: String
    /// Whether ICU supports the value (BCP 47 form, lowercase; "" for a key
    /// given without a value, which BCP 47 reads as "true").
    let accepts: @Sendable (String) -> Bool

    /// Every keyword CLDR 42 defines that ICU 72 acts on, by key.
    static let all: [String: LocaleKeyword] = Dictionary(uniqueKeysWithValues: [
        LocaleKeyword("ca", "calendar", from: ICULocale.calendars, icuKey: "calendar"),
        LocaleKeyword("co", "collation", from: ICULocale.collationTypes, icuKey: "collation"),
        LocaleKeyword("cu", "currency", values: Set(ISOCurrencies.codes.map { $0.lowercased() })),
        LocaleKeyword("fw", "first day of the week", values: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]),
        LocaleKeyword("hc", "hour cycle", values: ["h11", "h12", "h23", "h24"]),
        LocaleKeyword("ms", "measurement system", values: ["metric", "ussystem", "uksystem"]),
        LocaleKeyword("nu", "numbering system", values: Set(ICULocale.numberingSystems)),
        LocaleKeyword("ka", "collation alternate handling", values: ["noignore", "shifted"]),
        LocaleKeyword("kb", "collation backward second level", values: booleans),
        LocaleKeyword("kc", "collation case level", values: booleans),
        LocaleKeyword("kf", "collation case first", values: ["upper", "lower", "false"]),
        LocaleKeyword("kh", "collation hiragana quaternary", values: booleans),
        LocaleKeyword("kk", "collation normalization", values: booleans),
        LocaleKeyword("kn", "collation numeric ordering", values: booleans),
        LocaleKeyword("kr", "collation reordering", accepts: isReorderList),
        LocaleKeyword("ks", "collation strength", values: ["level1", "level2", "level3", "level4", "identic"]),
        LocaleKeyword("kv", "collation max variable", values: ["space", "punct", "symbol", "currency"]),
        LocaleKeyword("lb", "line break style", values: ["strict", "normal", "loose"]),
        LocaleKeyword("lw", "line break word handling", values: ["normal", "breakall", "keepall", "phrase"]),
        LocaleKeyword("em", "emoji presentation", values: ["emoji", "text", "default"]),
        LocaleKeyword("ss", "sentence break suppressions", values: ["none", "standard"]),
        LocaleKeyword("tz", "time zone", accepts: isKnownTimeZone),
        LocaleKeyword("rg", "region override", accepts: isSubdivisionCode),
        LocaleKeyword("sd", "subdivision", accepts: isSubdivisionCode),
        LocaleKeyword("va", "variant", values: ["posix"]),
    ].map { ($0.key, $0) })

    /// The meaning of `key` for messages, or the key itself when unknown.
    static func meaning(of key: String) -> String { all[key]?.meaning ?? key }

    private init(_ key: String, _ meaning: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.key = key
        self.meaning = meaning
        self.accepts = accepts
    }

    private init(_ key: String, _ meaning: String, values: Set<String>) {
        self.init(key, meaning) { values.contains($0) }
    }

    /// A keyword whose values ICU lists in its own spelling ("gregorian"),
    /// accepted in their BCP 47 spelling ("gregory").
    private init(_ key: String, _ meaning: String, from icuValues: [String], icuKey: String) {
        let values = Set(icuValues.compactMap { ICULocale.unicodeType(key: icuKey, icuValue: $0) })
        self.init(key, meaning, values: values)
    }

    /// A key given without a value means "true".
    private static let booleans: Set<String> = ["", "true", "false"]

    /// `kr`: script codes and the special groups, e.g. "latn-digit".
    private static func isReorderList(_ value: String) -> Bool {
        let groups: Set<Substring> = ["space", "punct", "symbol", "currency", "digit", "others", "zzzz"]
        let codes = value.split(separator: "-", omittingEmptySubsequences: false)
        return !value.isEmpty && codes.allSatisfy { groups.contains($0) || $0.count == 4 && $0.allSatisfy(\.isLetter) }
    }

    /// `tz`: a short BCP 47 zone id ICU maps to a zone ("usnyc", "utc").
    private static func isKnownTimeZone(_ value: String) -> Bool {
        guard let zone = ICULocale.icuType(key: "tz", unicodeValue: value) else { return false }
        return zone != value
    }

    /// `rg`, `sd`: a region ICU knows followed by a subdivision of one to
    /// four letters or digits ("usca", "gbzzzz", "419zzzz"). Subdivision
    /// codes themselves are not in ICU's data, so only their form is checked.
    private static func isSubdivisionCode(_ value: String) -> Bool {
        let regionLength = value.first?.isNumber == true ? 3 : 2
        let suffix = value.dropFirst(regionLength)
        return (1...4).contains(suffix.count) && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && ICULocale.isKnownRegion(String(value.prefix(regionLength)))
    }
}
