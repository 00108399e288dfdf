import Foundation
@testable import Intl
import Testing

@Suite struct FallbackChainTests {
    @Test(arguments: [
        ("en-AU", ["en-AU", "en-001", "en", "und"]),
        ("en-CH", ["en-CH", "en-150", "en-001", "en", "und"]),
        ("es-MX", ["es-MX", "es-419", "es", "und"]),
        ("pt-AO", ["pt-AO", "pt-PT", "pt", "und"]),
        ("zh-Hant-HK", ["zh-Hant-HK", "zh-Hant", "und"]),
        ("zh-Hant-MO", ["zh-Hant-MO", "zh-Hant-HK", "zh-Hant", "und"]),
        ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant", "und"]),
        ("zh-Hans", ["zh-Hans", "zh", "und"]),
        ("zh-CN", ["zh-CN", "zh", "und"]),
        ("nb", ["nb", "no", "und"]),
        ("no", ["no", "und"]),
        ("nn-NO", ["nn-NO", "nn", "no", "und"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn", "und"]),
        ("sr-ME", ["sr-ME", "sr-Latn-ME", "sr-Latn", "und"]),
        ("en-Latn-AU", ["en-Latn-AU", "en-AU", "en-001", "en", "und"]),
        ("hi-Latn", ["hi-Latn", "en-IN", "en-001", "en", "und"]),
        ("ht", ["ht", "fr-HT", "fr", "und"]),
        ("ca-ES-valencia", ["ca-ES-valencia", "ca-ES", "ca", "und"]),
        ("de-CH-u-nu-latn-co-phonebk", ["de-CH", "de", "und"]),
        ("az-Arab-IR", ["az-Arab-IR", "az-Arab", "und"]),
        ("xx-YY", ["xx-YY", "xx", "und"]),
        ("root", ["und"]),
    ])
    func chains(identifier: String, chain: [String]) throws {
        #expect(try IntlLocale(identifier).fallbackChain == chain)
    }

    /// Every `<parentLocale>` of the pinned CLDR 42 data: the chain's second
    /// step is CLDR's parent. (ICU's `uloc_getParent` only truncates, so
    /// it is no reference here.)
    @Test func followsEveryParentLocalesEntry() throws {
        let pairs = try Self.cldrParentLocales()
        #expect(pairs.count == 174)
        for (child, parent) in pairs {
            let chain = try IntlLocale(child).fallbackChain
            #expect(chain.first == child, "\(child)")
            #expect(chain.dropFirst().first == parent, "\(child): \(chain)")
            #expect(chain.last == "und", "\(child): \(chain)")
        }
    }

    /// (child, parent) as BCP 47 tags, read straight from supplementalData.xml.
    static func cldrParentLocales() throws -> [(String, String)] {
        let url = CLDRPluralData.supplemental.appendingPathComponent("supplementalData.xml")
        let xml = try String(contentsOf: url, encoding: .utf8)
        guard let start = xml.range(of: "<parentLocales>"), let end = xml.range(of: "</parentLocales>") else { return [] }
        var pairs: [(String, String)] = []
        for line in xml[start.upperBound..<end.lowerBound].split(separator: "\n") where line.contains("<parentLocale ") {
            let parent = try #require(attribute("parent", in: line))
            for child in try #require(attribute("locales", in: line)).split(separator: " ") {
                pairs.append((bcp47(String(child)), bcp47(parent)))
            }
        }
        return pairs
    }

    private static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: "\(name)=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
    }

    private static func bcp47(_ id: String) -> String {
        id == "root" ? "und" : id.replacingOccurrences(of: "_", with: "-")
    }
}
