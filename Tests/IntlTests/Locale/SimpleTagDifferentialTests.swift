@testable import Intl
import Testing
import TestSupport

/// `IntlLocale` reads plain language[-Script][-REGION] identifiers without
/// ICU (`SimpleTag`); the result must be exactly what ICU's path gives:
/// same identifier, same ICU id, same subtags (and the same error, none).
@Suite struct SimpleTagDifferentialTests {
    static let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }

    @Test func everyLanguageCodeOfTwoAndThreeLetters() {
        var codes = Self.letters.flatMap { a in Self.letters.map { a + $0 } }
        codes += codes.flatMap { pair in Self.letters.map { pair + $0 } }
        #expect(codes.count == 676 + 17_576)
        let mismatches = codes.filter { !Self.samePath($0) }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
    }

    @Test func everyRegionCode() {
        var regions = Self.letters.flatMap { a in Self.letters.map { (a + $0).uppercased() } }
        regions += (0..<1000).map { String(repeating: "0", count: 3 - String($0).count) + String($0) }
        let identifiers = regions.map { "en-" + $0 } + regions.map { "und-" + $0 } + regions.map { "zh-Hant-" + $0 }
        let mismatches = identifiers.filter { !Self.samePath($0) }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
    }

    @Test func scriptsAndMixedCase() {
        var generator = SplitMix64(seed: 15924)
        var identifiers = ["sr-Latn", "zh-Hans-CN", "az-Arab-IR", "en-Zzzz", "en-Zyyy", "en-Qaaa", "en-Qaai",
                           "en-Zinh", "ja-Jpan", "und-Latn", "EN-us", "zH-hANT-tw", "Es-419", "sh", "cmn-Hans",
                           "tl-PH", "sgn-BE", "en-GB-oed", "i-klingon", "zh-min-nan", "art-lojban", "no-bok"]
        for _ in 0..<20_000 {
            let script = (0..<4).map { _ in generator.pick(Self.letters) }.joined()
            let language = (0..<generator.int(2...3)).map { _ in generator.pick(Self.letters) }.joined()
            let region = generator.chance(2) ? "-" + (0..<2).map { _ in generator.pick(Self.letters) }.joined() : ""
            let cased = generator.chance(3) ? script.uppercased() : script
            identifiers.append(language + "-" + cased + region)
        }
        let mismatches = identifiers.filter { !Self.samePath($0) }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
    }

    /// Both paths give the same locale, or both fail.
    static func samePath(_ identifier: String) -> Bool {
        let native = try? IntlLocale(identifier)
        let icu = try? IntlLocale(icuPath: identifier)
        guard let native, let icu else { return native == nil && icu == nil }
        return native.identifier == icu.identifier && native.canonicalID == icu.canonicalID
            && native.subtags == icu.subtags
    }
}
