import Testing
@testable import Intl

/// The front caches' string hash: equal strings hash alike however they are
/// stored (else an equal key would be looked for in the wrong set).
@Suite struct FrontCacheHashTests {
    /// `text`'s contents in a string stored out of line (not small).
    static func storedOutOfLine(_ text: String) -> String {
        var stored = String()
        stored.reserveCapacity(64)
        stored += text
        return stored
    }

    @Test func storageDoesNotChangeTheHash() {
        for text in ["", "d", "de-DE", "zh-Hant-TW", "sr-Latn-RS-u-nu", "123456789012345", "1234567890123456", "fr-CA-é"] {
            let stored = Self.storedOutOfLine(text)
            #expect(stored == text)
            #expect(SmallASCIIString(stored) == nil, "\(text) is stored out of line")
            #expect(frontCacheHash(stored, seed: 7) == frontCacheHash(text, seed: 7), "\(text)")
        }
    }

    @Test func differentStringsAndSeedsHashApart() {
        let texts = ["de-DE", "de-AT", "ed-DE", "de-DE ", "EUR", "USD", "yMMMd", "yMMMMd", "1234567890123456789"]
        let hashes = Set(texts.map { frontCacheHash($0) })
        #expect(hashes.count == texts.count)
        #expect(frontCacheHash("de-DE", seed: 1) != frontCacheHash("de-DE", seed: 2))
    }
}
