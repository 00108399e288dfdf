@testable import Intl
import Testing

/// Display names, direction, case mapping and collation × hostile locales ×
/// hostile text: each call returns a result or throws an `IntlError`, never
/// traps (a trap stops the whole test process).
@Suite struct HostileTextTests {
    static let hostileTexts: [String] = [
        "", "\u{0}", "a\u{0}b", "\u{0301}", "\u{0307}\u{0307}\u{0307}", "\u{FFFD}", "\u{FEFF}", "\u{202E}abc",
        "👩‍👩‍👧‍👦", "🇩🇪", "ΣΣΣ", "ﬃ", "ŉ", "ΐ", "İıIi", "ß" + String(repeating: "\u{0301}", count: 500),
        String(repeating: "ß", count: 100_000), String(repeating: " ", count: 10_000), "\r\n\t",
        String(repeating: "a\u{0307}", count: 10_000), "\u{10FFFF}", "\u{E000}", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    ]

    static let collatorOptions: [CollatorOptions] = [
        .init(), .init(strength: .primary), .init(strength: .identical, numeric: true),
        .init(strength: .quaternary, caseFirst: .upper, alternate: .shifted), .init(numeric: true, caseFirst: .lower),
    ]

    @Test(arguments: HostileInputTests.hostileLocales)
    func caseMappingAndDirectionNeverTrap(locale: String) {
        guard let mapping = try? CaseMapping(locale: locale) else { return }
        _ = mapping.locale.direction
        for text in Self.hostileTexts {
            _ = mapping.uppercased(text)
            _ = mapping.lowercased(text)
            _ = mapping.titlecased(text)
        }
    }

    @Test(arguments: HostileInputTests.hostileLocales)
    func displayNamesNeverTrap(locale: String) {
        guard let names = try? DisplayNames(locale: locale) else { return }
        for code in Self.hostileTexts.prefix(10) + ["de", "CH", "Latn", "EUR", "und", "ZZ", "000", "Zzzz", "XXX"] {
            _ = try? names.name(of: code)
            _ = try? names.language(code)
            _ = try? names.region(code)
            _ = try? names.script(code)
            _ = try? names.currency(code)
        }
        _ = names.locale.selfDisplayName
    }

    @Test(arguments: HostileInputTests.hostileLocales)
    func collatorsNeverTrap(locale: String) {
        for options in Self.collatorOptions {
            guard let collator = try? Collator(locale: locale, options: options) else { continue }
            for (a, b) in zip(Self.hostileTexts, Self.hostileTexts.reversed()) { _ = collator.compare(a, b) }
            _ = Self.hostileTexts.map(collator.sortKey)
            _ = collator.sorted(Self.hostileTexts)
            var texts = Self.hostileTexts
            collator.sort(&texts)
        }
    }
}
