@testable import StringCatalogTools
import Testing

/// `TextReplacement.apply`, which every minimal-diff editor writes through: ranges replaced in
/// order of offset, insertions at one offset in the order given, every other byte as it was.
@Suite struct TextReplacementTests {
    @Test(arguments: [
        ("abcdef", [(2..<4, "XY")], "abXYef"),
        ("abcdef", [(6..<6, "!"), (0..<0, "¡")], "¡abcdef!"),
        ("abcdef", [(3..<3, "1"), (1..<2, "é"), (3..<3, "2")], "aéc12def"),
        ("abcdef", [], "abcdef"),
        ("", [(0..<0, "🍽")], "🍽"),
        ("über", [(0..<2, "u")], "uber"),
        ("abcdef", [(0..<6, "")], ""),
    ] as [(String, [(Range<Int>, String)], String)])
    func appliesEachReplacement(_ text: String, _ replacements: [(Range<Int>, String)], _ expected: String) {
        #expect(TextReplacement.apply(replacements.map { (range: $0.0, text: $0.1) }, to: Array(text.utf8)) == expected)
    }
}
