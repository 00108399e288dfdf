import Intl
import Testing

/// Lists to parts: elements and literals (ICU 72 / CLDR 42).
@Suite struct ListPartsTests {
    static let cases: [(String, [String], [String])] = [
        ("en", ["Anna", "Ben", "Cleo"], ["element=Anna", "literal=, ", "element=Ben", "literal=, and ", "element=Cleo"]),
        ("de", ["A", "B", "C"], ["element=A", "literal=, ", "element=B", "literal= und ", "element=C"]),
        ("fr", ["A", "B"], ["element=A", "literal= et ", "element=B"]),
        ("ja", ["A", "B", "C"], ["element=A", "literal=、", "element=B", "literal=、", "element=C"]),
        ("ar", ["A", "B"], ["element=A", "literal= و", "element=B"]),
        ("ru", ["A", "B", "C"], ["element=A", "literal=, ", "element=B", "literal= и ", "element=C"]),
        ("hi", ["A", "B", "C"], ["element=A", "literal=, ", "element=B", "literal=, और ", "element=C"]),
        ("en", ["😀x", "B"], ["element=😀x", "literal= and ", "element=B"]),
        ("en", ["A"], ["element=A"]),
        ("en", [], []),
        // ICU reports no field for an empty item: its text is in the literal around it.
        ("en", ["", "B"], ["literal= and ", "element=B"]),
        ("en", ["a", "", "c"], ["element=a", "literal=, , and ", "element=c"]),
    ]

    @Test(arguments: cases)
    func parts(locale: String, items: [String], expected: [String]) throws {
        let list = try ListFormat(locale: locale)
        let parts = try list.formatToParts(items)
        #expect(parts.pairs == expected)
        #expect(parts.string == (try list.format(items)))
    }

    /// A long list: one part per item and separator, joined to the text.
    @Test func twentyThousandItems() throws {
        let items = (0..<20_000).map { "item\($0)" }
        let parts = try ListFormat(locale: "en").formatToParts(items)
        #expect(parts.count == 39_999)
        #expect(parts.filter { $0.kind == .element }.map { String(parts[$0]) } == items)
        #expect(parts.map { String(parts[$0]) }.joined() == (try ListFormat(locale: "en").format(items)))
    }
}
