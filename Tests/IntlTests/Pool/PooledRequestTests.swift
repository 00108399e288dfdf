@testable import Intl
import Testing

/// Formatters hold a home instance of a non-shareable handle and borrow
/// more from the pool only when calls overlap.
@Suite(.serialized) struct PooledRequestTests {
    @Test func heldFormattersSurviveThePoolsEvictions() throws {
        let spellOut = try NumberFormat(locale: "pt-BR", options: .init(style: .spellOut()))
        let date = try DateTimeFormat(locale: "pt-BR", options: .init(layout: .template("yMMMd")))
        try FormatterPools.invalidate(locale: "pt-BR") // drops the pools' pt-BR entries, not the held handles
        // The held home instances outlive their pool entries.
        #expect(spellOut.format(21) == "vinte e um")
        #expect(date.format(0) == "1 de jan. de 1970")
    }

    @Test func overlappingCallsBorrowMoreInstances() async throws {
        let spellOut = try NumberFormat(locale: "fr-CA", options: .init(style: .spellOut()))
        let expected = (0..<400).map { spellOut.format($0) }
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<400).map { spellOut.format($0) } }
            }
            return await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected[71] == "soixante-et-onze")
    }
}
