@testable import Intl
import Testing

@Suite(.serialized) struct OneShotTests {
    @Test func formatsThroughThePool() throws {
        #expect(try Intl.format(1234.5, locale: "de-DE", .currency("EUR")) == "1.234,50\u{00A0}€")
        #expect(try Intl.format(3, locale: "en", .ordinal) == "3rd")
        #expect(try Intl.format(2.5, locale: "de-DE", options: .init(style: .spellOut())) == "zwei Komma fünf")
        // A repeated request is answered by this thread's front cache.
        let key = OneShotNumberKey(locale: "de-DE", options: .init(style: .currency("EUR")))
        #expect(FormatterPools.oneShotNumbersFront.value(for: key, generation: FormatterPools.frontCacheGeneration)?
            .format(99.5) == "99,50\u{00A0}€")
    }

    @Test func datesAndPluralsThroughThePool() throws {
        // 2014-02-07T00:00:00Z
        #expect(try Intl.format(1_391_731_200, locale: "de-DE", template: "dMMM") == "7. Feb.")
        #expect(try Intl.format(1_391_731_200, locale: "en-US", template: "yMMMd", timeZone: "America/Los_Angeles") == "Feb 6, 2014")
        #expect(try Intl.format(1_391_731_200, locale: "en-US", date: .short, time: .short) == "2/7/14, 12:00\u{202F}AM")
        #expect(try Intl.plural(3, locale: "ru") == .few)
        #expect(try Intl.plural(5, locale: "ru") == .many)
        #expect(try Intl.plural(3, locale: "en", type: .ordinal) == .few)
        let key = OneShotPluralKey(locale: "ru", type: .cardinal)
        #expect(FormatterPools.oneShotPluralsFront.value(for: key, generation: FormatterPools.frontCacheGeneration)?
            .category(for: 21) == .one)
        #expect(throws: IntlError.malformedLocale("!!")) { try Intl.plural(1, locale: "!!") }
    }

    /// Looking a formatter's key up again must find its handle: the creator
    /// must not run. (Pool-wide counters would race with other suites.)
    @Test func sameFormatterTwiceReusesTheICUHandle() throws {
        let first = try NumberFormat(locale: "fr-CA", options: .init(style: .currency("CAD")))
        let second = try NumberFormat(locale: "fr_CA", options: .init(style: .currency("CAD")))
        #expect(first == second)
        var created = false
        _ = try FormatterPools.numberSkeletons.handle(for: NumberSkeletonKey(locale: try IntlLocale("fr-CA"), skeleton: "currency/CAD")) {
            () throws(IntlError) in
            created = true
            return try ICUNumberFormatter(skeleton: "currency/CAD", locale: IntlLocale("fr-CA"))
        }
        #expect(!created)
    }

    @Test func sameDateFormatterTwiceReusesTheICUHandle() throws {
        let options = DateTimeFormatOptions(layout: .template("yMMMEd"), timeZone: "Asia/Tokyo")
        let first = try DateTimeFormat(locale: "it-IT", options: options)
        let second = try DateTimeFormat(locale: "it_IT", options: options)
        #expect(first.format(0) == second.format(0))
        var created = false
        let key = DateFormatKey(icuLocaleID: "it_IT", timeZoneID: "Asia/Tokyo", hourCycle: nil, layout: .template("yMMMEd"))
        let pattern = try FormatterPools.dateFormats.withHandle(for: key, create: { () throws(IntlError) in
            created = true
            throw IntlError.invalidOptions("should have been pooled")
        }) { $0.pattern }
        #expect(!created)
        #expect(pattern == first.pattern)
    }

    @Test func errorsComeFromConstruction() {
        #expect(throws: IntlError.unknownCurrency("XYZ")) { try Intl.format(1, locale: "en", .currency("XYZ")) }
        #expect(throws: IntlError.malformedLocale("!!")) { try Intl.format(1, locale: "!!") }
    }

    @Test func defaultLocaleChangesAndDropsItsFormatters() throws {
        let original = Intl.defaultLocale
        defer { try? Intl.setDefaultLocale(original) }
        try Intl.setDefaultLocale("de_DE")
        #expect(Intl.defaultLocale == "de-DE")
        #expect(try Intl.format(1234.5) == "1.234,5")
        try Intl.setDefaultLocale("en-US")
        #expect(try Intl.format(1234.5) == "1,234.5")
        #expect(throws: IntlError.malformedLocale("!!")) { try Intl.setDefaultLocale("!!") }
        #expect(Intl.defaultLocale == "en-US")
    }

    @Test func frontCachesFollowInvalidation() throws {
        let key = OneShotNumberKey(locale: "sv-SE", options: .init(style: .percent))
        _ = try Intl.format(1, locale: "sv-SE", .percent)
        #expect(FormatterPools.oneShotNumbersFront.value(for: key, generation: FormatterPools.frontCacheGeneration) != nil)
        try Intl.invalidateFormatters(locale: "sv_SE")
        #expect(FormatterPools.oneShotNumbersFront.value(for: key, generation: FormatterPools.frontCacheGeneration) == nil)
        #expect(try Intl.format(0.5, locale: "sv-SE", .percent) == "50\u{00A0}%")
        #expect(FormatterPools.oneShotNumbersFront.value(for: key, generation: FormatterPools.frontCacheGeneration) != nil)
    }

    @Test func invalidationAcceptsAnySpelling() throws {
        _ = try Intl.format(1, locale: "nl-NL", .percent)
        try Intl.invalidateFormatters(locale: "nl_NL")
        let before = FormatterPools.oneShotNumbers.statistics
        _ = try Intl.format(1, locale: "nl-NL", .percent)
        #expect(FormatterPools.oneShotNumbers.statistics.misses >= before.misses + 1)
        #expect(Intl.formatterPoolStatistics.keys.sorted() == [
            "collators",
            "date formats", "date interval formats", "date pattern generators", "date patterns",
            "native date formats", "native decimal formats", "number skeletons", "one-shot dates", "one-shot numbers",
            "one-shot plural rules", "relative time formats", "rule-based numbers and parsers", "zone name tables", "zone offset tables",
        ])
    }
}
