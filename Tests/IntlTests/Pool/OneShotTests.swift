@testable import Intl
import MachineTime
import Testing

@Suite(.serialized) struct OneShotTests {
    @Test func formatsThroughThePool() throws {
        #expect(try NumberFormat.format(3, locale: "en", options: .init(style: .ordinal)) == "3rd")
        #expect(try NumberFormat.format(2.5, locale: "de-DE", options: .init(style: .spellOut())) == "zwei Komma fünf")
        // A repeated request is answered by this thread's front cache.
        let key = OneShotNumberKey(locale: "de-DE", options: .init(style: .currency("EUR")))
        let cached = try Self.frontCached(FormatterPools.oneShotNumbersFront, key) { () throws in
            #expect(try NumberFormat.format(1234.5, locale: "de-DE", options: .init(style: .currency("EUR"))) == "1.234,50\u{00A0}€")
        }
        #expect(cached?.format(99.5) == "99,50\u{00A0}€")
    }

    @Test func datesAndPluralsThroughThePool() throws {
        // 2014-02-07T00:00:00Z
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), locale: "de-DE", options: .init(layout: .template("dMMM"))) == "7. Feb.")
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), locale: "en-US", options: .init(layout: .template("yMMMd"), timeZone: "America/Los_Angeles")) == "Feb 6, 2014")
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), locale: "en-US", options: .init(layout: .styles(date: .short, time: .short))) == "2/7/14, 12:00\u{202F}AM")
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), locale: "en-US", options: .init(layout: .template("yMd"))) == "2/7/2014")
        #expect(throws: IntlError.unknownTimeZone("Mars/Olympus")) {
            try DateTimeFormat.format(Timestamp(seconds: 0), locale: "en", options: .init(timeZone: "Mars/Olympus"))
        }
        #expect(try PluralRules.category(for: 5, locale: "ru") == .many)
        #expect(try PluralRules.category(for: 3, locale: "en", type: .ordinal) == .few)
        let key = OneShotPluralKey(locale: "ru", type: .cardinal)
        let cached = try Self.frontCached(FormatterPools.oneShotPluralsFront, key) { () throws in
            #expect(try PluralRules.category(for: 3, locale: "ru") == .few)
        }
        #expect(cached?.category(for: 21) == .one)
        #expect(throws: IntlError.malformedLocale("!!")) { try PluralRules.category(for: 1, locale: "!!") }
    }

    /// A hit compares the whole request in place: options that differ in one
    /// field or in the locale each get their own answer.
    @Test func hitsCompareLocaleAndEveryOption() throws {
        for _ in 0..<2 {
            #expect(try NumberFormat.format(1.23456, locale: "de-DE", options: .init(precision: .fractionDigits(0...2))) == "1,23")
            #expect(try NumberFormat.format(1.23456, locale: "de-DE", options: .init(precision: .fractionDigits(0...3))) == "1,235")
            #expect(try NumberFormat.format(1234.5, locale: "de-DE", options: .init(grouping: .never)) == "1234,5")
            #expect(try NumberFormat.format(1234.5, locale: "de-AT", options: .init()) == "1\u{00A0}234,5")
            #expect(try NumberFormat.format(0.5, locale: "en-US", options: .init(style: .percent)) == "50%")
            #expect(try PluralRules.category(for: 2, locale: "en", type: .ordinal) == .two)
            #expect(try PluralRules.category(for: 2, locale: "en") == .other)
        }
        let key = OneShotNumberKey(locale: "de-DE", options: .init(grouping: .never))
        let never = NumberFormatOptions(grouping: .never)
        #expect(key.matches(locale: "de-DE", options: never))
        #expect(key.matches(locale: "de-DE", options: NumberFormatOptions()) == false)
        #expect(key.matches(locale: nil, options: never) == false)
        #expect(key.matches(locale: "de-AT", options: never) == false)
    }

    /// A call without options has its own front-cache key (nil options),
    /// apart from one passing `NumberFormatOptions()`; both format alike.
    @Test func callsWithoutOptionsUseTheDefaultOptions() throws {
        for _ in 0..<2 {
            #expect(try NumberFormat.format(1234.5, locale: "de-DE") == "1.234,5")
            #expect(try NumberFormat.format(1234, locale: "de-DE") == "1.234")
            #expect(try NumberFormat.format(1234.5, locale: "de-DE", options: .init()) == "1.234,5")
            #expect(try NumberFormat.format(-0.5) == "-0.5")
        }
        #expect(throws: IntlError.malformedLocale("!!")) { try NumberFormat.format(1, locale: "!!") }
        let key = OneShotNumberKey(locale: "de-DE", options: nil)
        #expect(key.matches(locale: "de-DE", options: nil))
        #expect(!key.matches(locale: "de-DE", options: NumberFormatOptions()))
        #expect(!OneShotNumberKey(locale: "de-DE", options: NumberFormatOptions()).matches(locale: "de-DE", options: nil))
    }

    /// Looking a formatter's key up again must find its handle: the creator
    /// must not run. (Pool-wide counters would race with other suites.)
    @Test func sameFormatterTwiceReusesTheICUHandle() throws {
        let first = try NumberFormat(locale: "fr-CA", options: .init(style: .currency("CAD")))
        let second = try NumberFormat(locale: "fr_CA", options: .init(style: .currency("CAD")))
        #expect(first == second)
        var created = false
        let key = NumberFormatKey(locale: "fr-CA", options: .init(style: .currency("CAD")))
        _ = try FormatterPools.numberFormats.handle(for: key) { () throws(IntlError) in
            created = true
            return PooledValue(try NumberFormat(locale: "fr-CA"), localeIdentifier: "fr-CA")
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
        #expect(throws: IntlError.unknownCurrency("XYZ")) { try NumberFormat.format(1, locale: "en", options: .init(style: .currency("XYZ"))) }
        #expect(throws: IntlError.malformedLocale("!!")) { try NumberFormat.format(1, locale: "!!") }
    }

    @Test func defaultLocaleChangesAndDropsItsFormatters() throws {
        let original = FormatterPools.defaultLocale
        defer { try? FormatterPools.setDefaultLocale(original) }
        try FormatterPools.setDefaultLocale("de_DE")
        #expect(FormatterPools.defaultLocale == "de-DE")
        #expect(try NumberFormat.format(1234.5) == "1.234,5")
        try FormatterPools.setDefaultLocale("en-US")
        #expect(try NumberFormat.format(1234.5) == "1,234.5")
        #expect(throws: IntlError.malformedLocale("!!")) { try FormatterPools.setDefaultLocale("!!") }
        #expect(FormatterPools.defaultLocale == "en-US")
    }

    @Test func frontCachesFollowInvalidation() throws {
        let key = OneShotNumberKey(locale: "sv-SE", options: .init(style: .percent))
        let filled = try Self.frontCached(FormatterPools.oneShotNumbersFront, key) { _ = try NumberFormat.format(1, locale: "sv-SE", options: .init(style: .percent)) }
        #expect(filled != nil)
        try FormatterPools.invalidate(locale: "sv_SE")
        #expect(FormatterPools.oneShotNumbersFront.value(for: key, generation: FormatterPools.frontCacheGeneration) == nil)
        let refilled = try Self.frontCached(FormatterPools.oneShotNumbersFront, key) { () throws in
            #expect(try NumberFormat.format(0.5, locale: "sv-SE", options: .init(style: .percent)) == "50\u{00A0}%")
        }
        #expect(refilled != nil)
    }

    @Test func invalidationAcceptsAnySpelling() throws {
        _ = try NumberFormat.format(1, locale: "nl-NL", options: .init(style: .percent))
        try FormatterPools.invalidate(locale: "nl_NL")
        let before = FormatterPools.numberFormats.statistics
        _ = try NumberFormat.format(1, locale: "nl-NL", options: .init(style: .percent))
        #expect(FormatterPools.numberFormats.statistics.misses >= before.misses + 1)
        #expect(FormatterPools.statistics.keys.sorted() == [
            "collators",
            "date formats", "date interval formats", "date pattern generators", "date patterns", "digital duration layouts",
            "list formats", "native date formats", "number formats", "number ranges", "number skeletons", "one-shot dates",
            "relative time formats", "rule-based numbers and parsers", "unit lists", "unit usage formatters",
            "zone name tables", "zone offset tables",
        ])
    }

    // MARK: Prepared keys

    @Test func preparedKeysFormatWithTheirFormatter() throws {
        let price = try NumberFormat.Key(locale: "de_DE", options: .init(style: .currency("EUR")))
        #expect(price.locale.identifier == "de-DE")
        #expect(price.description == "de-DE currency/EUR")
        #expect(try NumberFormat.format(1234, key: NumberFormat.Key(locale: "de")) == "1.234")
        #expect(try NumberFormat.format(0.25, key: NumberFormat.Key(locale: "fr", options: .init(style: .percent))) == "25\u{00A0}%")
        #expect(try NumberFormat.format(1234.5, key: price) == "1.234,50\u{00A0}€")
        // The key's formatter is the string-keyed call's: one pool entry.
        #expect(try NumberFormat.pooled(key: price) == NumberFormat.pooled(locale: "de-DE", options: .init(style: .currency("EUR"))))
        let twin = try NumberFormat.Key(locale: "de-DE", options: .init(style: .currency("EUR")))
        #expect(twin == price && twin.hashValue == price.hashValue)
    }

    @Test func preparedKeysReportErrorsAtConstruction() {
        #expect(throws: IntlError.unknownCurrency("XYZ")) { try NumberFormat.Key(locale: "en", options: .init(style: .currency("XYZ"))) }
        #expect(throws: IntlError.malformedLocale("!!")) { try NumberFormat.Key(locale: "!!") }
        #expect(throws: IntlError.malformedCurrencyCode("EURO")) {
            try NumberFormat.Key(locale: "en", options: .init(style: .currency("EURO")))
        }
    }

    /// Invalidation drops the pools' references only: a key made before
    /// keeps its formatter, and formats exactly as before.
    @Test func preparedKeysOutliveInvalidation() throws {
        let percent = try NumberFormat.Key(locale: "da-DK", options: .init(style: .percent))
        let day = try DateTimeFormat.Key(locale: "da-DK", options: .init(layout: .template("dMMM")))
        try FormatterPools.invalidate(locale: "da_DK")
        #expect(try NumberFormat.format(0.5, key: percent) == "50\u{00A0}%")
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), key: day) == "7. feb.")
        FormatterPools.removeAll()
        #expect(try NumberFormat.format(-0.5, key: percent) == "-50\u{00A0}%")
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200 + 86_400), key: day) == "8. feb.")
    }

    @Test func preparedDateKeysFormatWithTheirFormatter() throws {
        let day = try DateTimeFormat.Key(locale: "de_DE", options: .init(layout: .template("dMMM")))
        #expect(day.locale.identifier == "de-DE")
        #expect(day.description == "de-DE d. MMM")
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), key: DateTimeFormat.Key(locale: "en-US", options: .init(layout: .template("yMd")))) == "2/7/2014")
        #expect(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), key: day) == "7. Feb.")
        #expect(try DateTimeFormat.pooled(key: day).format(1_391_731_200 + 86_400) == "8. Feb.")
        // The key's formatter is the string-keyed call's: one pool entry.
        #expect(try DateTimeFormat.pooled(key: day) == DateTimeFormat.pooled(locale: "de-DE", options: .init(layout: .template("dMMM"))))
        let twin = try DateTimeFormat.Key(locale: "de-DE", options: .init(layout: .template("dMMM")))
        #expect(twin == day && twin.hashValue == day.hashValue)
        #expect(throws: IntlError.unknownTimeZone("Mars/Olympus")) {
            try DateTimeFormat.Key(locale: "en", options: .init(timeZone: "Mars/Olympus"))
        }
        #expect(throws: IntlError.malformedLocale("!!")) { try DateTimeFormat.Key(locale: "!!") }
    }

    /// Many threads sharing prepared keys (and making new ones) while the
    /// pools are invalidated: every answer exact. Run under ThreadSanitizer
    /// by `Scripts/test.sh`.
    @Test func preparedKeysAcrossThreads() async throws {
        let locales = ["en", "de", "fr", "ja", "hi-IN", "ar-EG"]
        let keys = try locales.map { try NumberFormat.Key(locale: $0, options: .init(style: .currency("USD"))) }
        let expected = try locales.map { try NumberFormat(locale: $0, options: .init(style: .currency("USD"))).format(-1234.5) }
        let failures = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var failures = 0
                    for round in 0..<400 {
                        let index = (round + task) % keys.count
                        if round % 100 == 99 { try FormatterPools.invalidate(locale: locales[index]) }
                        let key = round % 7 == 0
                            ? try NumberFormat.Key(locale: locales[index], options: .init(style: .currency("USD")))
                            : keys[index]
                        if try NumberFormat.format(-1234.5, key: key) != expected[index] { failures += 1 }
                    }
                    return failures
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    /// What this thread's front cache answers for `key` right after `fill`
    /// asked for it. Other suites invalidate the pools meanwhile
    /// (PooledRequestTests), which makes every slot stale; then `fill` runs again.
    private static func frontCached<Key: FrontCacheKey, Value>(
        _ cache: ThreadFrontCache<Key, Value>, _ key: Key, after fill: () throws -> Void
    ) rethrows -> Value? {
        for _ in 0..<100 {
            let generation = FormatterPools.frontCacheGeneration
            try fill()
            let value = cache.value(for: key, generation: generation)
            if generation == FormatterPools.frontCacheGeneration { return value }
        }
        return nil
    }
}
