@testable import Intl
import Testing

@Suite struct LocaleMatcherTests {
    static let app = ["en", "de", "fr-CA", "zh-Hans", "zh-Hant"]

    // MARK: CLDR 42 language matching

    @Test(arguments: [
        (["en", "en-US", "en-GB"], "en-GB"),
        (["en-US", "en-GB"], "en-GB"),
        (["en", "en-GB"], "en-GB"),
    ])
    func englishInAustraliaPrefersBritishEnglish(supported: [String], expected: String) throws {
        let match = try LocaleMatcher(supported: supported).bestMatch(for: [IntlLocale("en-AU")])
        #expect(match.supported == expected)
        #expect(match.desired?.identifier == "en-AU")
        #expect(match.quality == 0.97)
        #expect(!match.isDefault)
    }

    @Test func hongKongChineseGetsTraditional() throws {
        let matcher = try LocaleMatcher(supported: Self.app, default: "en")
        let match = matcher.bestMatch(acceptLanguage: "zh-HK,zh;q=0.8,en;q=0.5")
        #expect(match.supported == "zh-Hant")
        #expect(match.desired?.identifier == "zh-HK")
        #expect(match.quality == 0.95)
        #expect(matcher.bestMatch(acceptLanguage: "zh-CN").supported == "zh-Hans")
        #expect(matcher.bestMatch(acceptLanguage: "zh").supported == "zh-Hans")
        #expect(matcher.bestMatch(acceptLanguage: "zh-TW").supported == "zh-Hant")
    }

    @Test func norwegianBokmalAndNorwegianMatchBothWays() throws {
        let spelledNo = try LocaleMatcher(supported: ["en", "no"]).bestMatch(for: [IntlLocale("nb")])
        #expect(spelledNo.supported == "no")
        #expect(spelledNo.locale.identifier == "no")
        #expect(spelledNo.quality == 0.99)
        let spelledNb = try LocaleMatcher(supported: ["en", "nb"]).bestMatch(acceptLanguage: "no")
        #expect(spelledNb.supported == "nb")
        #expect(spelledNb.desired?.identifier == "no")
        #expect(spelledNb.quality == 0.99)
        let both = try LocaleMatcher(supported: ["en", "no", "nb"])
        #expect(both.bestMatch(acceptLanguage: "nb").supported == "nb")
        #expect(both.bestMatch(acceptLanguage: "no").supported == "no")
    }

    @Test func angolanPortugueseGetsEuropeanPortuguese() throws {
        let matcher = try LocaleMatcher(supported: ["pt", "pt-PT"])
        #expect(matcher.bestMatch(acceptLanguage: "pt-AO").supported == "pt-PT")
        #expect(matcher.bestMatch(acceptLanguage: "pt-AO").quality == 0.96)
        #expect(matcher.bestMatch(acceptLanguage: "pt-BR").supported == "pt")
    }

    @Test func earlierPreferenceWinsOverACloserLaterOne() throws {
        let matcher = try LocaleMatcher(supported: ["en-GB", "de"])
        let match = matcher.bestMatch(acceptLanguage: "de-AT, en-GB;q=0.9")
        #expect(match.supported == "de")
        #expect(match.desired?.identifier == "de-AT")
        #expect(match.quality == 0.96)
    }

    @Test func answerKeepsTheCallersSpelling() throws {
        let matcher = try LocaleMatcher(supported: ["en_GB", "DE-ch", "iw"])
        #expect(matcher.bestMatch(acceptLanguage: "en-GB").supported == "en_GB")
        #expect(matcher.bestMatch(acceptLanguage: "de-CH").supported == "DE-ch")
        #expect(matcher.bestMatch(acceptLanguage: "he").supported == "iw")
        #expect(matcher.bestMatch(acceptLanguage: "he").locale.identifier == "he")
    }

    // MARK: Default

    @Test func nothingCloseFallsBackToTheDefault() throws {
        let match = try LocaleMatcher(supported: Self.app, default: "de").bestMatch(acceptLanguage: "ja, ko;q=0.5")
        #expect(match.supported == "de")
        #expect(match.desired == nil)
        #expect(match.quality == 0)
        #expect(match.isDefault)
    }

    @Test func withoutADefaultTheFirstSupportedLocaleIsIt() throws {
        let match = try LocaleMatcher(supported: ["fr-CA", "de"]).bestMatch(for: [IntlLocale("ja")])
        #expect(match.supported == "fr-CA")
        #expect(match.isDefault)
        #expect(try LocaleMatcher(supported: ["fr-CA", "de"]).bestMatch(for: []).supported == "fr-CA")
    }

    @Test func theDefaultNeedNotBeSupported() throws {
        let matcher = try LocaleMatcher(supported: ["de"], default: "en_US")
        #expect(matcher.bestMatch(acceptLanguage: "fr").supported == "en_US")
        #expect(matcher.bestMatch(acceptLanguage: "fr").locale.identifier == "en-US")
        #expect(matcher.bestMatch(acceptLanguage: "de").supported == "de")
        #expect(try LocaleMatcher(supported: [], default: "en").bestMatch(acceptLanguage: "de").supported == "en")
    }

    // MARK: Header entries

    @Test func badHeaderEntriesAreSkippedAndReported() throws {
        let match = try LocaleMatcher(supported: Self.app).bestMatch(acceptLanguage: "en-u-nu-foo, de;q=0.5")
        #expect(match.supported == "de")
        #expect(match.skipped.map(\.description) == [
            "\"en-u-nu-foo\": unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)",
        ])
        #expect(match.skipped.first?.reason == .invalidLocale(
            .unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en-u-nu-foo")))
    }

    @Test func wildcardAndExclusionsAreNotPreferences() throws {
        let matcher = try LocaleMatcher(supported: Self.app, default: "en")
        #expect(matcher.bestMatch(acceptLanguage: "*").isDefault)
        #expect(matcher.bestMatch(acceptLanguage: "*").supported == "en")
        #expect(matcher.bestMatch(acceptLanguage: "de;q=0, fr-CA;q=0.1").supported == "fr-CA")
        #expect(matcher.bestMatch(acceptLanguage: "").supported == "en")
        #expect(matcher.bestMatch(acceptLanguage: "").skipped == [])
    }

    // MARK: Construction errors

    @Test func badSupportedIdentifiersThrow() {
        #expect(throws: IntlError.malformedLocale("!!")) { try LocaleMatcher(supported: ["en", "!!"]) }
        #expect(throws: IntlError.unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en-u-nu-foo")) {
            try LocaleMatcher(supported: ["de"], default: "en-u-nu-foo")
        }
    }

    @Test func needsSomethingToAnswer() {
        #expect(throws: IntlError.invalidOptions("a LocaleMatcher needs at least one supported locale or a default")) {
            try LocaleMatcher(supported: [])
        }
        #expect(IntlError.invalidOptions("a LocaleMatcher needs at least one supported locale or a default").description
                == "invalid options: a LocaleMatcher needs at least one supported locale or a default")
    }

    // MARK: Cache

    @Test func cachedAnswersEqualFreshOnes() throws {
        let matcher = try LocaleMatcher(supported: Self.app, default: "en")
        let header = "zh-HK,zh;q=0.8,en;q=0.5,xx_YY"
        let first = matcher.bestMatch(acceptLanguage: header)
        #expect(matcher.cachedHeaderCount == 1)
        #expect(matcher.bestMatch(acceptLanguage: header) == first)
        #expect(matcher.cachedHeaderCount == 1)
        #expect(first.skipped.map(\.text) == ["xx_YY"])
    }

    @Test func cachedRangesGiveTheSameAnswersAndErrors() throws {
        let matcher = try LocaleMatcher(supported: Self.app, default: "en")
        let first = matcher.bestMatch(acceptLanguage: "en-u-nu-foo, zh-hk;q=0.5")
        let second = matcher.bestMatch(acceptLanguage: "zh-hk, en-u-nu-foo;q=0.9")
        #expect(first.supported == "zh-Hant")
        #expect(second.supported == "zh-Hant")
        #expect(second.desired?.identifier == "zh-HK")
        #expect(second.skipped.map(\.description) == [
            "\"en-u-nu-foo;q=0.9\": unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)",
        ])
    }

    @Test func cacheIsBounded() throws {
        let matcher = try LocaleMatcher(supported: Self.app)
        #expect(matcher.headerCacheBounds == (1024, 512))
        for index in 0..<(1024 + 100) {
            _ = matcher.bestMatch(acceptLanguage: "de;q=0.\(index)")
        }
        // Full shards drop their oldest headers one at a time; none grows past its share.
        let cached = matcher.cachedHeaderCount
        #expect(cached <= 1024)
        #expect(cached >= 900)
        let long = "de," + String(repeating: " ", count: 512)
        #expect(matcher.bestMatch(acceptLanguage: long).supported == "de")
        #expect(matcher.cachedHeaderCount == cached)
    }

    @Test func concurrentCallersGetTheSingleThreadedAnswers() async throws {
        let matcher = try LocaleMatcher(supported: Self.app, default: "en")
        let headers = ["zh-HK", "de-AT, en;q=0.5", "fr", "fr-CH", "ja", "zh-CN,en", "*", "en-u-nu-foo", "pt"]
        let expected = headers.map { try? LocaleMatcher(supported: Self.app, default: "en").bestMatch(acceptLanguage: $0) }
        let results = await withTaskGroup(of: (Int, LocaleMatch).self) { group in
            for round in 0..<400 {
                let index = round % headers.count
                group.addTask { (index, matcher.bestMatch(acceptLanguage: headers[index])) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 400)
        for (index, match) in results { #expect(match == expected[index]) }
        #expect(expected.map { $0?.supported } == ["zh-Hant", "de", "fr-CA", "fr-CA", "en", "zh-Hans", "en", "en", "en"])
    }
}
