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
}
