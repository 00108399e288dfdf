import Testing
@testable import Intl

/// Native selection agrees with the loaded ICU's `uplrules` for every
/// locale that ICU has plural rules for (its own list, not CLDR 42's): integers 0…10,000 and decimals with 1, 2 and 3 fraction
/// digits (0.0…1000.0, 0.00…100.00, 0.000…10.000) formatted with that
/// precision.
@Suite struct PluralICUDifferentialTests {
    /// CLDR's locales plus identifiers that exercise resolution: (swift-intl, ICU).
    static let entries = loadedICUEntries + [
        ("pt-AO", "pt_AO"), ("pt-BR", "pt_BR"), ("pt-PT-u-nu-latn", "pt_PT@numbers=latn"),
        ("zh-Hant-TW", "zh_Hant_TW"), ("sr-Latn-RS", "sr_Latn_RS"), ("en-US-u-va-posix", "en_US_POSIX"),
        ("ca-ES-valencia", "ca_ES_VALENCIA"), ("und", "und"), ("xx-YY", "xx_YY"), ("tl", "tl"),
        ("mo", "mo"), ("sh", "sh"), ("no-NO", "no_NO"), ("ja_JP@calendar=japanese", "ja_JP@calendar=japanese"),
    ].flatMap { locale, icuID in
        [LocaleEntry(locale: locale, icuID: icuID, type: .cardinal),
         LocaleEntry(locale: locale, icuID: icuID, type: .ordinal)]
    }

    @Test(arguments: entries)
    func integers(_ entry: LocaleEntry) throws {
        let native = try PluralRules(locale: entry.locale, type: entry.type)
        let icu = try ICUPluralRules(icuLocaleID: entry.icuID, type: entry.type)
        var mismatches: [String] = []
        for value in 0...10_000 where native.category(for: value) != icu.select(Double(value)) {
            mismatches.append("\(value): \(native.category(for: value)) vs \(String(describing: icu.select(Double(value))))")
        }
        #expect(mismatches.isEmpty, "\(entry.locale) \(entry.type): \(mismatches.prefix(5))")
        #expect(Set(native.categories) == Set(icu.keywords), "\(entry.locale) \(entry.type)")
    }

    @Test(arguments: entries)
    func decimals(_ entry: LocaleEntry) throws {
        let native = try PluralRules(locale: entry.locale, type: entry.type)
        let icu = try ICUPluralRules(icuLocaleID: entry.icuID, type: entry.type)
        var mismatches: [String] = []
        for fractionDigits in 1...3 {
            var scale = 1.0
            for _ in 0..<fractionDigits { scale *= 10 }
            for scaled in 0...10_000 {
                let decimal = CLDRPluralData.decimalString(scaled, fractionDigits: fractionDigits)
                let expected = icu.select(decimal: decimal, fractionDigits: fractionDigits)
                let fromString = try native.category(for: decimal)
                let fromFormatted = try native.category(forFormatted: decimal)
                let fromDouble = try native.category(for: Double(scaled) / scale, fractionDigits: fractionDigits)
                if fromString != expected || fromFormatted != expected || fromDouble != expected {
                    mismatches.append("\(decimal): \(fromString)/\(fromFormatted)/\(fromDouble) vs \(String(describing: expected))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(entry.locale) \(entry.type): \(mismatches.prefix(5))")
    }

    /// Every (locale, type) pair the loaded ICU has rules for, in ICU's spelling.
    static let loadedICUEntries: [LocaleEntry] =
        PluralData.loaded.cardinalLocales.keys.sorted().map { LocaleEntry(locale: $0, icuID: $0, type: .cardinal) }
        + PluralData.loaded.ordinalLocales.keys.sorted().map { LocaleEntry(locale: $0, icuID: $0, type: .ordinal) }
}
