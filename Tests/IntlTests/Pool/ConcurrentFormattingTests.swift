import Intl
import Testing

/// 16 tasks × 10,000 mixed operations give exactly the single-threaded results.
@Suite struct ConcurrentFormattingTests {
    static let locales = ["en-US", "de-DE", "ar-EG", "hi-IN", "fr-FR", "ja-JP", "ru", "es"]

    /// One mixed operation, chosen by `index`: decimal, currency, percent,
    /// spell-out (pooled, exclusive), ordinal, parsing, and one-shot calls.
    static func operation(_ index: Int) throws -> String {
        let locale = locales[index % locales.count]
        let value = Double(index % 1000) * 1.25
        switch index % 7 {
        case 0: return try NumberFormat(locale: locale).format(value)
        case 1: return try NumberFormat(locale: locale, options: .init(style: .currency("EUR"))).format(value)
        case 2: return try NumberFormat.format(value / 100, locale: locale, options: .init(style: .percent))
        case 3: return try NumberFormat(locale: locale, options: .init(style: .spellOut())).format(index % 5000)
        case 4: return try NumberFormat.format(index % 200, locale: "en", options: .init(style: .ordinal))
        case 5:
            let text = try NumberFormat(locale: locale).format(value)
            return try NumberParser(locale: locale).parse(text).decimal
        default: return try NumberFormat.format(value, locale: locale, options: .init(style: .compact(.long)))
        }
    }

    @Test func concurrentResultsEqualSequentialOnes() async throws {
        let count = 10_000
        let expected = try (0..<count).map(Self.operation)
        let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<16 {
                group.addTask {
                    // Each task walks the operations from a different start.
                    let order = (0..<count).map { ($0 + task * 631) % count }
                    var results = Array(repeating: "", count: count)
                    for index in order { results[index] = try Self.operation(index) }
                    return (task, results)
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(results.count == 16)
        for (task, result) in results.sorted(by: { $0.key < $1.key }) {
            #expect(result == expected, "task \(task) differs")
        }
    }

    /// Held list, number and date formatters shared by 8 tasks: lists, and
    /// parts read from the same ICU result as their text, match a sequential run.
    @Test func listsAndPartsConcurrently() async throws {
        let lists = try Self.locales.map { try ListFormat(locale: $0) }
        let numbers = try Self.locales.map { try NumberFormat(locale: $0, options: .init(style: .currency("EUR"))) }
        let dates = try Self.locales.map { try DateTimeFormat(locale: $0, options: .init(layout: .styles(date: .full, time: .full))) }
        @Sendable func operation(_ index: Int) throws -> String {
            let slot = index % Self.locales.count
            switch index % 3 {
            case 0: return try lists[slot].formatToParts((0..<(index % 6)).map { "item\($0 + index)" }).description
            case 1: return numbers[slot].formatToParts(Double(index) * 1.25).description
            default: return dates[slot].formatToParts(seconds: Int64(index) * 86_413).description
            }
        }
        let count = 2_000
        let expected = try (0..<count).map(operation)
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var results = Array(repeating: "", count: count)
                    for index in (0..<count).map({ ($0 + task * 251) % count }) { results[index] = try operation(index) }
                    return results
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
