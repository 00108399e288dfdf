@testable import Intl
import Testing

@Suite struct IntlLocaleTests {
    @Test(arguments: [
        ("de-DE", "de-DE", "de-DE"),
        ("de_DE", "de-DE", "de-DE"),
        ("iw_IL", "he-IL", "he-IL"),
        ("hi-IN-u-nu-deva", "hi-IN-u-nu-deva", "hi-IN"),
        ("ja_JP@calendar=japanese", "ja-JP-u-ca-japanese", "ja-JP"),
        ("iw", "he", "he"),
        ("de-XX", "de-XX", "de"),
        ("xx-YY", "xx-YY", "root"),
        ("", "und", "root"),
        ("root", "und", "root"),
    ])
    func resolves(input: String, identifier: String, dataLocale: String) throws {
        let locale = try IntlLocale(input)
        #expect(locale.identifier == identifier)
        #expect(locale.dataLocale == dataLocale)
    }

    @Test func rootSubstitutionKeepsKeywords() throws {
        #expect(try IntlLocale("xx-YY-u-nu-arab").icuID == "@numbers=arab")
        #expect(try IntlLocale("xx-YY").icuID == "")
        #expect(try IntlLocale("hi-IN-u-nu-deva").icuKeyword("numbers") == "deva")
    }

    /// ICU is handed only what its data depends on: the identifier keeps the
    /// rest, so that distinct requests stay distinct where it matters.
    @Test(arguments: [
        ("en-US-x-k1", "en_US"),
        ("en-US-u-nu-arab-x-k1-k2", "en_US@numbers=arab"),
        ("en-t-ja", "en"),
        ("de-DE-vabcd", "de_DE"),
        ("de-vabcd-x-p", "de"),
        ("en-US-u-va-posix", "en_US_POSIX"),
        ("ca-ES-valencia", "ca_ES"),   // ICU 72 has no data of its own for it
        ("ja-JP-u-ca-japanese", "ja_JP@calendar=japanese"),
        ("xx-YY-x-p", ""),
        ("xx-u-nu-arab-x-p", "@numbers=arab"),
    ])
    func handsICUOnlyWhatItsDataReads(input: String, icuID: String) throws {
        let locale = try IntlLocale(input)
        #expect(locale.icuID == icuID)
        #expect(locale.identifier == input)
    }

    @Test func knowsWhichVariantsICUHasDataFor() {
        #expect(ICULocale.variantsWithData == ["POSIX"])   // ICU 72: en_US_POSIX only
        #expect(ICULocale.languagesWithData.isSuperset(of: ["en", "de", "yue", "haw", "ar"]))
        #expect(!ICULocale.languagesWithData.contains("xx") && !ICULocale.languagesWithData.contains("root"))
    }

    @Test func privateUseAndUnknownVariantsFormatLikeTheirLocale() throws {
        let options = DateTimeFormatOptions(layout: .template("yMMMMdjmz"), timeZone: .identifier("America/Los_Angeles"))
        let plain = try DateTimeFormat(locale: "de-DE", options: options).format(1_438_968_572)
        #expect(plain == "7. August 2015 um 10:29 GMT-7")
        #expect(try DateTimeFormat(locale: "de-DE-x-k1", options: options).format(1_438_968_572) == plain)
        #expect(try DateTimeFormat(locale: "de-DE-vabcd", options: options).format(1_438_968_572) == plain)
        #expect(try NumberFormat(locale: "de-DE-x-k1", options: .init(style: .currency("EUR"))).format(1234.5)
                == "1.234,50\u{A0}€")
    }

    @Test(arguments: ["!!", "en US", "de-", "-de", "en--US", "a", "en-US-u", "de_DE@=x", "日本", "fi-a-yes"])
    func rejectsMalformed(input: String) {
        #expect(throws: IntlError.malformedLocale(input)) { try IntlLocale(input) }
    }

    /// A fuzzing finding: "x-…" of 253 bytes was accepted, and its canonical
    /// form "und-x-…" (257 bytes) was then refused as too long.
    @Test func refusesWhatCanonicalizationLengthensPastTheLimit() throws {
        let longest = "x-" + String(repeating: "abcdefg-", count: 31) + "abc"  // 253 bytes
        #expect(longest.utf8.count == 253)
        #expect(throws: IntlError.malformedLocale(longest)) { try IntlLocale(longest) }
        let fits = String(longest.dropLast(2))  // canonical "und-" + 251 bytes = 255
        #expect(try IntlLocale(fits).identifier == "und-" + fits)
        #expect(try IntlLocale("und-" + fits).identifier == "und-" + fits)
    }

    /// A fuzzing finding: ICU reads "-lvariant-" after "x-" as a variant only
    /// in lower case, so "x-i-lvariaNt-ls" canonicalized to a tag that parses
    /// as another locale.
    @Test(arguments: ["x-i-lvariaNt-ls", "x-i-lvariant-ls", "und-x-i-lvariant-ls", "en-x-lvariant-ab"])
    func refusesTagsICUReadsAsAnotherLocale(input: String) {
        #expect(throws: IntlError.malformedLocale(input)) { try IntlLocale(input) }
    }

    @Test func knowsDirectionAndAvailableLocales() throws {
        #expect(try IntlLocale("ar-EG").isRightToLeft)
        #expect(try IntlLocale("he").isRightToLeft)
        #expect(try !IntlLocale("de").isRightToLeft)
        let available = IntlLocale.availableIdentifiers
        #expect(available.count > 700)
        #expect(available.contains("de-DE") && available.contains("hi-IN") && available.contains("ar-EG"))
    }
}

@Suite struct IntlLocaleCanonicalizationTests {
    @Test(arguments: [
        ("zh_Hant_TW", "zh-Hant-TW"),
        ("zh-Hant-TW", "zh-Hant-TW"),
        ("en-US-u-nu-arab-ca-japanese", "en-US-u-ca-japanese-nu-arab"),
        ("ja_JP@calendar=japanese", "ja-JP-u-ca-japanese"),
        ("EN_us", "en-US"),
        ("iw", "he"),
        ("in", "id"),
        ("no", "no"),
        ("de-u-co-phonebk", "de-u-co-phonebk"),
        ("de@collation=phonebook", "de-u-co-phonebk"),
        ("ca-ES-valencia", "ca-ES-valencia"),
        ("es-419", "es-419"),
        ("en-u-kn", "en-u-kn"),
        ("en-u-kn-true", "en-u-kn"),
        ("en-u-ms-imperial", "en-u-ms-uksystem"),
        ("und-x-private", "und-x-private"),
    ])
    func canonicalizesAndRoundTrips(input: String, canonical: String) throws {
        let locale = try IntlLocale(input)
        #expect(locale.identifier == canonical)
        #expect(try IntlLocale(locale.identifier).identifier == canonical)
    }

    @Test func readsSubtagsAndKeywords() throws {
        let locale = try IntlLocale("zh_Hant_TW@calendar=chinese;numbers=hanidec")
        #expect(locale.language == "zh")
        #expect(locale.script == "Hant")
        #expect(locale.region == "TW")
        #expect(locale.variants == [])
        #expect(locale.keywords == ["ca": "chinese", "nu": "hanidec"])
        let valencian = try IntlLocale("ca-ES-valencia-u-kn")
        #expect(valencian.language == "ca" && valencian.script == nil && valencian.region == "ES")
        #expect(valencian.variants == ["valencia"])
        #expect(valencian.keywords == ["kn": ""])
        #expect(try IntlLocale("es-419").region == "419")
        #expect(try IntlLocale("").language == "und")
    }

    @Test(arguments: [
        ("zh-TW", "zh-Hant-TW", "zh-TW"),
        ("zh-Hant-TW", "zh-Hant-TW", "zh-TW"),
        ("en", "en-Latn-US", "en"),
        ("en-Latn-US", "en-Latn-US", "en"),
        ("sr", "sr-Cyrl-RS", "sr"),
        ("az-Arab", "az-Arab-IR", "az-IR"),
        ("de-CH-u-nu-latn", "de-Latn-CH-u-nu-latn", "de-CH-u-nu-latn"),
    ])
    func maximizesAndMinimizes(input: String, maximized: String, minimized: String) throws {
        let locale = try IntlLocale(input)
        #expect(locale.maximized.identifier == maximized)
        #expect(locale.minimized.identifier == minimized)
    }

    @Test(arguments: [
        "en-u-ca-gregory", "th-u-ca-buddhist", "ja-u-ca-japanese", "ar-SA-u-ca-islamic-umalqura",
        "de-u-co-phonebk", "zh-u-co-pinyin", "en-u-cu-eur", "en-GB-u-fw-mon", "en-u-hc-h23",
        "en-u-ms-metric", "ar-u-nu-latn", "en-u-nu-arab", "en-u-ka-shifted", "en-u-kn",
        "en-u-kf-upper", "en-u-ks-level2", "en-u-kr-grek-latn-digit", "en-u-lb-strict", "en-u-tz-usnyc",
        "en-u-rg-gbzzzz", "en-US-u-va-posix", "en-u-em-emoji",
    ])
    func acceptsSupportedKeywordValues(identifier: String) throws {
        #expect(try IntlLocale(identifier).identifier == identifier)
    }

    @Test(arguments: [
        ("en-u-nu-foo", IntlError.unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en-u-nu-foo"),
         "unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)"),
        ("en@numbers=foo", .unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en@numbers=foo"),
         "unsupported numbering system \"foo\" in locale \"en@numbers=foo\" (keyword -u-nu-)"),
        ("en-u-ca-foo", .unsupportedLocaleKeywordValue(key: "ca", value: "foo", locale: "en-u-ca-foo"),
         "unsupported calendar \"foo\" in locale \"en-u-ca-foo\" (keyword -u-ca-)"),
        ("de-u-co-foo", .unsupportedLocaleKeywordValue(key: "co", value: "foo", locale: "de-u-co-foo"),
         "unsupported collation \"foo\" in locale \"de-u-co-foo\" (keyword -u-co-)"),
        ("en-u-cu-xyz", .unsupportedLocaleKeywordValue(key: "cu", value: "xyz", locale: "en-u-cu-xyz"),
         "unsupported currency \"xyz\" in locale \"en-u-cu-xyz\" (keyword -u-cu-)"),
        ("en-u-hc-h25", .unsupportedLocaleKeywordValue(key: "hc", value: "h25", locale: "en-u-hc-h25"),
         "unsupported hour cycle \"h25\" in locale \"en-u-hc-h25\" (keyword -u-hc-)"),
        ("en-u-fw-abc", .unsupportedLocaleKeywordValue(key: "fw", value: "abc", locale: "en-u-fw-abc"),
         "unsupported first day of the week \"abc\" in locale \"en-u-fw-abc\" (keyword -u-fw-)"),
        ("en-u-ms-furlong", .unsupportedLocaleKeywordValue(key: "ms", value: "furlong", locale: "en-u-ms-furlong"),
         "unsupported measurement system \"furlong\" in locale \"en-u-ms-furlong\" (keyword -u-ms-)"),
        ("en-u-tz-zzzzz", .unsupportedLocaleKeywordValue(key: "tz", value: "zzzzz", locale: "en-u-tz-zzzzz"),
         "unsupported time zone \"zzzzz\" in locale \"en-u-tz-zzzzz\" (keyword -u-tz-)"),
        ("en-u-nu", .unsupportedLocaleKeywordValue(key: "nu", value: "", locale: "en-u-nu"),
         "unsupported numbering system \"\" in locale \"en-u-nu\" (keyword -u-nu-)"),
    ])
    func rejectsUnsupportedKeywords(identifier: String, error: IntlError, message: String) {
        #expect(throws: error) { try IntlLocale(identifier) }
        #expect(error.description == message)
    }

    @Test func rejectsOverlongIdentifiers() {
        let long = "en-" + Array(repeating: "abcdefgh", count: 128).joined(separator: "-")
        #expect(throws: IntlError.malformedLocale(long)) { try IntlLocale(long) }
    }
}
