@testable import Intl
import Testing
import TestSupport

/// Sort keys must order exactly like `compare`, whatever the collator.
@Suite struct SortKeyTests {
    static let collators: [(String, CollatorOptions)] = [
        ("sv", .init()),
        ("de-u-co-phonebk", .init()),
        ("en", .init(numeric: true)),
        ("en", .init(strength: .primary, alternate: .shifted)),
        ("fr-CA", .init(caseFirst: .upper)),
        ("ja", .init(strength: .identical)),
    ]

    /// Short strings over an alphabet with accents, case, digits, spaces,
    /// punctuation and a few scripts, so many pairs tie at some level.
    static func randomWords(count: Int, seed: UInt64) -> [String] {
        let alphabet: [String] = ["a", "A", "ä", "á", "b", "e", "ü", "u", "z", "ß", "ss", "1", "2", "10", " ", "-",
                                  "ö", "å", "ñ", "ç", "Ω", "ж", "あ", "ア", "漢", "\u{0301}", "é", "E"]
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in (0..<random.int(0...6)).map { _ in random.pick(alphabet) }.joined() }
    }

    @Test(arguments: 0..<collators.count)
    func keysAgreeWithCompare(index: Int) throws {
        let (locale, options) = Self.collators[index]
        let collator = try Collator(locale: locale, options: options)
        let words = Self.randomWords(count: 400, seed: 0x5EED + UInt64(index))
        let keys = words.map(collator.sortKey)
        var random = SplitMix64(seed: 42)
        for _ in 0..<4_000 {
            let i = random.int(0...(words.count - 1)), j = random.int(0...(words.count - 1))
            let expected = collator.compare(words[i], words[j])
            let byKey: Collator.Order = keys[i] < keys[j] ? .ascending : keys[j] < keys[i] ? .descending : .equal
            #expect(byKey == expected, "\(locale) \(words[i]) vs \(words[j])")
        }
    }

    @Test(arguments: 0..<collators.count)
    func sortedIsOrderedAndStable(index: Int) throws {
        let (locale, options) = Self.collators[index]
        let collator = try Collator(locale: locale, options: options)
        var seen = Set<String>()
        let words = Self.randomWords(count: 300, seed: 0xC0FFEE + UInt64(index)).filter { seen.insert($0).inserted }
        let sorted = collator.sorted(words)
        #expect(sorted.count == words.count)
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect(collator.compare(a, b) != .descending, "\(locale) \(a) before \(b)")
        }
        // Stable: among equal strings, input order is kept.
        let position = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) })
        for (a, b) in zip(sorted, sorted.dropFirst()) where collator.compare(a, b) == .equal && a != b {
            #expect(position[a, default: 0] < position[b, default: 0], "\(locale) \(a) / \(b)")
        }
    }

    @Test func keyComparisonIsByteWise() {
        // SortKey's own order, independent of ICU.
        let keys: [[UInt8]] = [[], [1], [1, 0], [1, 2], [2]]
        for (i, a) in keys.enumerated() {
            for (j, b) in keys.enumerated() {
                #expect((SortKey(bytes: a) < SortKey(bytes: b)) == (i < j), "\(a) < \(b)")
            }
        }
    }
}
