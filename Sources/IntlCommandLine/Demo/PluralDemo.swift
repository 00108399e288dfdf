import Intl

/// Plural categories for the languages that show why they matter, and
/// English ordinals with their digit and spelled-out forms.
let pluralDemoSection = DemoSection(title: "Plural rules") {
    let values = ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1.5"]
    var rows = [["locale"] + values]
    for locale in ["en", "ru", "pl", "hr", "he", "ar", "zh"] {
        let rules = try PluralRules(locale: locale)
        rows.append([locale] + (try values.map { try rules.category(for: $0).description }))
    }
    let ordinal = try PluralRules(locale: "en", type: .ordinal)
    let digits = try NumberFormat(locale: "en", options: .init(style: .ordinal))
    let words = try NumberFormat(locale: "en", options: .init(style: .spellOut(.ordinal)))
    var ordinals = [["en ordinal", "category", "digits", "words"]]
    for value in [1, 2, 3, 4, 11, 21, 22, 23, 101] {
        ordinals.append(["\(value)", "\(ordinal.category(for: value))", digits.format(value), words.format(value)])
    }
    let fr = try PluralRules(locale: "fr")
    return renderTable(rows) + "\n\n" + renderTable(ordinals) + "\n\n"
        + "fr range 1–2: \(fr.rangeCategory(start: try fr.category(for: "1"), end: try fr.category(for: "2")))"
}
