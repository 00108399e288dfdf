@testable import Intl
import Testing
import TestSupport

/// The native matcher answers exactly as ICU 72's `LocaleMatcher` (through
/// the C shim, kept as the reference): same supported index, same desired
/// index, same quality, for every pair of a 200-locale desired set and 60
/// seeded supported lists, and for multi-entry preference lists.
@Suite struct NativeLocaleMatcherDifferentialTests {
    /// 200 desired locales: ICU's own locales, and what headers send that ICU
    /// has no data for (unknown regions, scripts, deprecated codes, und, pseudolocales).
    static let desired: [IntlLocale] = {
        var generator = SplitMix64(seed: 29)
        let available = IntlLocale.availableIdentifiers
        var tags = ["und", "en-XA", "ar-XB", "en-XC", "en-PSACCENT", "ar-PSBIDI", "fr-CA-PSCRACK", "und-XA",
                    "sr-ME", "sh", "iw", "mo", "no", "tl", "zh-MO", "zh-Hant-CN", "und-TW", "und-Hant",
                    "und-419", "es-419", "es-MX", "en-150", "en-001", "pt-AO", "en-SU", "de-DD", "en-UK",
                    "az-Arab", "qaa", "xx-YY", "zxx", "en-Latn-US-posix", "ca-ES-valencia", "und-x-private",
                    "en-u-nu-arab", "und-u-ca-japanese", "yue", "yue-Hans", "cmn-Hant", "hr-BA", "bs-Cyrl"]
        let languages = ["en", "es", "pt", "zh", "fr", "de", "ar", "sr", "hi", "ru", "ms", "sw", "nb", "da", "ku"]
        let regions = ["US", "GB", "AU", "IN", "419", "MX", "BR", "PT", "CN", "TW", "HK", "SG", "DE", "AT",
                       "CH", "FR", "BE", "CA", "EG", "RS", "ZZ", "001", "150", "142", "AQ", "XK"]
        while tags.count < 120 { tags.append("\(generator.pick(languages))-\(generator.pick(regions))") }
        while tags.count < 200 { tags.append(generator.pick(available)) }
        return tags.compactMap { try? IntlLocale($0) }
    }()

    /// 60 supported lists of 1 to 40 locales, every fourth with an explicit default.
    static let supportedLists: [(supported: [IntlLocale], default: IntlLocale?)] = {
        var generator = SplitMix64(seed: 42)
        let available = IntlLocale.availableIdentifiers.compactMap { try? IntlLocale($0) }
        let common = ["en", "en-GB", "en-US", "es", "es-419", "es-ES", "pt", "pt-PT", "pt-BR", "zh-Hans",
                      "zh-Hant", "zh", "fr", "fr-CA", "de", "ar", "sr-Latn", "sr", "hi", "nb", "no", "und"]
            .compactMap { try? IntlLocale($0) }
        return (0..<60).map { list in
            let count = generator.int(1...40)
            var supported: [IntlLocale] = []
            for _ in 0..<count {
                supported.append(generator.chance(2) ? generator.pick(common) : generator.pick(available))
            }
            let defaultLocale = list % 4 == 3 ? generator.pick(available) : nil
            return (supported, defaultLocale)
        }
    }()

    @Test func everyDesiredLocaleAgainstEverySupportedList() throws {
        var mismatches: [String] = []
        for (supported, defaultLocale) in Self.supportedLists {
            let reference = try ICULocaleMatcher(supportedTags: supported.map(\.identifier),
                                                 defaultTag: defaultLocale?.identifier)
            let native = NativeLocaleMatcher(supported: supported.map(NativeLocaleMatcher.lsr(of:)),
                                             defaultLSR: defaultLocale.map(NativeLocaleMatcher.lsr(of:)))
            for desired in Self.desired {
                let expected = try reference.bestMatch(desiredTags: [desired.identifier]).get()
                let actual = native.bestMatch(count: 1) { _ in native.outcome(for: NativeLocaleMatcher.lsr(of: desired)) }
                if !Self.same(expected, actual) {
                    mismatches.append("\(desired) in \(supported.map(\.identifier)) default \(defaultLocale?.identifier ?? "-"): ICU \(expected) native \(String(describing: actual))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test func preferenceListsAgainstEverySupportedList() throws {
        var generator = SplitMix64(seed: 7)
        var mismatches: [String] = []
        for (supported, defaultLocale) in Self.supportedLists {
            let reference = try ICULocaleMatcher(supportedTags: supported.map(\.identifier),
                                                 defaultTag: defaultLocale?.identifier)
            let native = NativeLocaleMatcher(supported: supported.map(NativeLocaleMatcher.lsr(of:)),
                                             defaultLSR: defaultLocale.map(NativeLocaleMatcher.lsr(of:)))
            for _ in 0..<40 {
                let preferences = (0..<generator.int(2...10)).map { _ in generator.pick(Self.desired) }
                let expected = try reference.bestMatch(desiredTags: preferences.map(\.identifier)).get()
                let actual = native.bestMatch(count: preferences.count) {
                    native.outcome(for: NativeLocaleMatcher.lsr(of: preferences[$0]))
                }
                if !Self.same(expected, actual) {
                    mismatches.append("\(preferences.map(\.identifier)) in \(supported.map(\.identifier)): ICU \(expected) native \(String(describing: actual))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// Multi-entry headers through the public API (parsing, range cache,
    /// cached outcomes) against ICU's matcher on the header's entries.
    @Test func acceptLanguageHeadersThroughThePublicAPI() throws {
        var generator = SplitMix64(seed: 11)
        var mismatches: [String] = []
        for (supported, defaultLocale) in Self.supportedLists {
            let matcher = try LocaleMatcher(supported: supported.map(\.identifier), default: defaultLocale?.identifier)
            let reference = try ICULocaleMatcher(supportedTags: supported.map(\.identifier),
                                                 defaultTag: defaultLocale?.identifier)
            for _ in 0..<40 {
                let header = (0..<generator.int(1...10)).map { index in
                    let range = generator.pick(Self.desired).identifier
                    return index == 0 ? range : "\(range);q=0.\(generator.int(1...9))"
                }.joined(separator: ", ")
                let match = matcher.bestMatch(acceptLanguage: header)
                let entries = AcceptLanguage(header).entries.map(\.locale)
                let expected = try reference.bestMatch(desiredTags: entries.map(\.identifier)).get()
                let expectedSupported = expected.supportedIndex.map { supported[$0].identifier }
                    ?? defaultLocale?.identifier ?? supported[0].identifier
                if match.supported != expectedSupported || match.desired != expected.desiredIndex.map({ entries[$0] })
                    || match.quality != expected.quality {
                    mismatches.append("\(header) in \(supported.map(\.identifier)): ICU \(expected) native \(match)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    static func same(_ expected: ICULocaleMatcher.Match, _ actual: NativeLocaleMatcher.Match?) -> Bool {
        guard let actual else { return expected.supportedIndex == nil && expected.desiredIndex == nil }
        return expected.supportedIndex == actual.supportedIndex && expected.desiredIndex == actual.desiredIndex
            && expected.quality == actual.quality
    }
}

/// ICU's own matcher test cases (``icuLocaleMatcherCases``) through the
/// public API: the expected supported locale, and the same answer as ICU's
/// matcher in desired index and quality.
@Suite struct ICULocaleMatcherCaseTests {
    @Test(arguments: icuLocaleMatcherCases)
    func caseMatchesICU(_ line: String) throws {
        let parts = line.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: " ") }
        let halves = parts[2].split(separator: ">").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
        let supported = parts[0].split(separator: ",").map { $0.trimmingCharacters(in: " ") }
        let defaultSpelling = parts[1].isEmpty ? nil : parts[1]
        let desired = try halves[0].split(separator: ",").map { try IntlLocale($0.trimmingCharacters(in: " ")) }
        let matcher = try LocaleMatcher(supported: supported, default: defaultSpelling)
        let match = matcher.bestMatch(for: desired)
        #expect(match.supported == halves[1])

        let reference = try ICULocaleMatcher(supportedTags: supported.map { try IntlLocale($0).identifier },
                                             defaultTag: try defaultSpelling.map { try IntlLocale($0).identifier })
        let expected = try reference.bestMatch(desiredTags: desired.map(\.identifier)).get()
        #expect(match.supported == expected.supportedIndex.map { supported[$0] } ?? defaultSpelling ?? supported[0])
        #expect(match.desired == expected.desiredIndex.map { desired[$0] })
        #expect(match.quality == expected.quality)
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
