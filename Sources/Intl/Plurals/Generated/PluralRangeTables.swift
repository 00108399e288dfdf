// GENERATED FILE, DO NOT EDIT. Regenerate with: swift Scripts/generate-plural-tables.swift
// Source: CLDRData/42.0/common/supplemental/pluralRanges.xml (CLDR 42.0, ICU 72)
// Contents: plural ranges for 91 locales, 22 distinct tables.

/// CLDR's plural ranges: for each table, `result[start * 6 + end]` is the
/// category of a range from a `start` value to an `end` value, as
/// `PluralCategory` raw order (zero … other); 255 where CLDR gives none.
enum PluralRangeTables {
    static let tables: [[UInt8]] = [
        // 0: id ja km ko lo ms my th vi yue zh: other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5],
        // 1: am as bn gu hi hy kn mr ps zu: one+one→one, one+other→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5],
        // 2: ka: one+other→one, other+one→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 5],
        // 3: az de el gl gsw hu kk ky lij ml mn ne nl sc scn sq sw ta te tk tr ug uz: one+other→other, other+one→one, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5],
        // 4: af an bg en et eu fi ia io nb no pcm sv ur: one+other→other, other+one→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 5],
        // 5: da fil is pa: one+one→one, one+other→other, other+one→one, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5],
        // 6: si: one+one→one, one+other→other, other+one→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 5],
        // 7: ak fa or sd: one+one→other, one+other→other, other+one→one, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5],
        // 8: mk: one+one→other, one+other→other, other+one→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 5],
        // 9: lv: zero+zero→other, zero+one→one, zero+other→other, one+zero→other, one+one→one, one+other→other, other+zero→other, other+one→one, other+other→other
        [5, 1, 255, 255, 255, 5, 5, 1, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 1, 255, 255, 255, 5],
        // 10: he: one+two→other, one+other→other, two+other→other, other+one→other, other+two→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 5, 255, 255, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 5, 255, 255, 5],
        // 11: ro: one+few→few, one+other→other, few+one→few, few+few→few, few+other→other, other+few→few, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 3, 255, 5, 255, 255, 255, 255, 255, 255, 255, 3, 255, 3, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 3, 255, 5],
        // 12: bs hr sr: one+one→one, one+few→few, one+other→other, few+one→one, few+few→few, few+other→other, other+one→one, other+few→few, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 1, 255, 3, 255, 5, 255, 255, 255, 255, 255, 255, 255, 1, 255, 3, 255, 5, 255, 255, 255, 255, 255, 255, 255, 1, 255, 3, 255, 5],
        // 13: fr pt: one+one→one, one+other→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5],
        // 14: it: one+other→other, other+one→one, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1, 255, 255, 255, 5],
        // 15: ca es: one+other→other, other+one→other, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 5, 255, 255, 255, 5],
        // 16: sl: one+one→few, one+two→two, one+few→few, one+other→other, two+one→few, two+two→two, two+few→few, two+other→other, few+one→few, few+two→two, few+few→few, few+other→other, other+one→few, other+two→two, other+few→few, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 3, 2, 3, 255, 5, 255, 3, 2, 3, 255, 5, 255, 3, 2, 3, 255, 5, 255, 255, 255, 255, 255, 255, 255, 3, 2, 3, 255, 5],
        // 17: cs pl sk: one+few→few, one+many→many, one+other→other, few+few→few, few+many→many, few+other→other, many+one→one, many+few→few, many+many→many, many+other→other, other+one→one, other+few→few, other+many→many, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 255, 3, 4, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 3, 4, 5, 255, 1, 255, 3, 4, 5, 255, 1, 255, 3, 4, 5],
        // 18: be lt ru uk: one+one→one, one+few→few, one+many→many, one+other→other, few+one→one, few+few→few, few+many→many, few+other→other, many+one→one, many+few→few, many+many→many, many+other→other, other+one→one, other+few→few, other+many→many, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 1, 255, 3, 4, 5, 255, 255, 255, 255, 255, 255, 255, 1, 255, 3, 4, 5, 255, 1, 255, 3, 4, 5, 255, 1, 255, 3, 4, 5],
        // 19: ga: one+two→two, one+few→few, one+many→many, one+other→other, two+few→few, two+many→many, two+other→other, few+few→few, few+many→many, few+other→other, many+many→many, many+other→other, other+one→one, other+two→two, other+few→few, other+many→many, other+other→other
        [255, 255, 255, 255, 255, 255, 255, 255, 2, 3, 4, 5, 255, 255, 255, 3, 4, 5, 255, 255, 255, 3, 4, 5, 255, 255, 255, 255, 4, 5, 255, 1, 2, 3, 4, 5],
        // 20: cy: zero+one→one, zero+two→two, zero+few→few, zero+many→many, zero+other→other, one+two→two, one+few→few, one+many→many, one+other→other, two+few→few, two+many→many, two+other→other, few+many→many, few+other→other, many+other→other, other+one→one, other+two→two, other+few→few, other+many→many, other+other→other
        [255, 1, 2, 3, 4, 5, 255, 255, 2, 3, 4, 5, 255, 255, 255, 3, 4, 5, 255, 255, 255, 255, 4, 5, 255, 255, 255, 255, 255, 5, 255, 1, 2, 3, 4, 5],
        // 21: ar: zero+one→zero, zero+two→zero, zero+few→few, zero+many→many, zero+other→other, one+two→other, one+few→few, one+many→many, one+other→other, two+few→few, two+many→many, two+other→other, few+few→few, few+many→many, few+other→other, many+few→few, many+many→many, many+other→other, other+one→other, other+two→other, other+few→few, other+many→many, other+other→other
        [255, 0, 0, 3, 4, 5, 255, 255, 5, 3, 4, 5, 255, 255, 255, 3, 4, 5, 255, 255, 255, 3, 4, 5, 255, 255, 255, 3, 4, 5, 255, 5, 5, 3, 4, 5],
    ]

    /// CLDR locale (BCP 47 spelling) → index into `tables`.
    static let locales: [String: Int] = [
        "af": 4,
        "ak": 7,
        "am": 1,
        "an": 4,
        "ar": 21,
        "as": 1,
        "az": 3,
        "be": 18,
        "bg": 4,
        "bn": 1,
        "bs": 12,
        "ca": 15,
        "cs": 17,
        "cy": 20,
        "da": 5,
        "de": 3,
        "el": 3,
        "en": 4,
        "es": 15,
        "et": 4,
        "eu": 4,
        "fa": 7,
        "fi": 4,
        "fil": 5,
        "fr": 13,
        "ga": 19,
        "gl": 3,
        "gsw": 3,
        "gu": 1,
        "he": 10,
        "hi": 1,
        "hr": 12,
        "hu": 3,
        "hy": 1,
        "ia": 4,
        "id": 0,
        "io": 4,
        "is": 5,
        "it": 14,
        "ja": 0,
        "ka": 2,
        "kk": 3,
        "km": 0,
        "kn": 1,
        "ko": 0,
        "ky": 3,
        "lij": 3,
        "lo": 0,
        "lt": 18,
        "lv": 9,
        "mk": 8,
        "ml": 3,
        "mn": 3,
        "mr": 1,
        "ms": 0,
        "my": 0,
        "nb": 4,
        "ne": 3,
        "nl": 3,
        "no": 4,
        "or": 7,
        "pa": 5,
        "pcm": 4,
        "pl": 17,
        "ps": 1,
        "pt": 13,
        "ro": 11,
        "ru": 18,
        "sc": 3,
        "scn": 3,
        "sd": 7,
        "si": 6,
        "sk": 17,
        "sl": 16,
        "sq": 3,
        "sr": 12,
        "sv": 4,
        "sw": 3,
        "ta": 3,
        "te": 3,
        "th": 0,
        "tk": 3,
        "tr": 3,
        "ug": 3,
        "uk": 18,
        "ur": 4,
        "uz": 3,
        "vi": 0,
        "yue": 0,
        "zh": 0,
        "zu": 1,
    ]
}
