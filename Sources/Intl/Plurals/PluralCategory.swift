/// The plural form a number takes in a language: CLDR's six categories.
///
/// A language uses a subset: English only `one` and `other`, Chinese only
/// `other`, Arabic all six. Which category a number falls into depends on the
/// locale and on the digits shown ("1" and "1.0" differ in English).
///
/// | category | examples |
/// |---|---|
/// | `zero`  | 0 in Arabic (ar), Latvian (lv) 0, 10, 11 |
/// | `one`   | 1 in English (en); 1, 21, 31 in Russian (ru); 0 and 1 in French (fr) |
/// | `two`   | 2 in Arabic (ar), Hebrew (he), Slovenian (sl) 2, 102 |
/// | `few`   | 2–4, 22–24 in Russian (ru) and Polish (pl); 3–10 in Arabic (ar) |
/// | `many`  | 0, 5–20, 25 in Russian (ru); 0, 5–21 in Polish (pl); 11–99 in Arabic (ar); 1000000 in French (fr) |
/// | `other` | everything else: 2 in English (en), 1.0 in English (en), 1.5 in Russian (ru), every number in Chinese (zh) |
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Zero in Arabic (ar: 0); 0, 10–20, 30 in Latvian (lv).
    case zero
    /// One in English (en: 1); 1, 21, 31 in Russian (ru) and Croatian (hr); 0 and 1 in French (fr).
    case one
    /// Dual: 2 in Arabic (ar) and Hebrew (he); 2, 102 in Slovenian (sl).
    case two
    /// Paucal: 2–4, 22–24 in Russian (ru), Polish (pl) and Croatian (hr); 3–10, 103 in Arabic (ar).
    case few
    /// 0, 5–20, 25 in Russian (ru); 0, 5–21 in Polish (pl); 11–99 in Arabic (ar); 1000000 in French (fr).
    case many
    /// Every number the other categories do not claim: 2 and 1.0 in English (en),
    /// 1.5 in Russian (ru), every number in Chinese (zh) and Japanese (ja).
    case other

    /// The CLDR keyword: "zero", "one", "two", "few", "many" or "other".
    public var description: String { rawValue }

    /// The position in ``allCases`` (zero 0 … other 5): where a table of the six keeps this one.
    package var slot: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// CLDR's order, the order of ``PluralCategory/allCases``: zero < one < two < few < many < other
/// (how catalogs and tools list a message's forms).
///
///     [PluralCategory.other, .one, .few].sorted()   // [.one, .few, .other]
extension PluralCategory: Comparable {
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.slot < rhs.slot }
}
