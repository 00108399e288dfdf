import Intl

/// 2.5 in de-DE and ar-EG in every number style, then the separators, in the order a newcomer reads them.
let numberDemoSection = DemoSection(title: "Numbers") {
    typealias Options = NumberFormatOptions
    let styles: [(String, (String) -> Options)] = [
        ("none (integer)", { _ in Options(precision: .integer) }),
        ("decimal", { _ in Options() }),
        ("currency", { locale in Options(style: .currency(locale == "de-DE" ? "EUR" : "EGP")) }),
        ("scientific", { _ in Options(style: .scientific) }),
        ("percent", { _ in Options(style: .percent) }),
        ("spell-out", { _ in Options(style: .spellOut()) }),
    ]
    let locales = ["de-DE", "ar-EG"]
    var rows = [["2.5"] + locales]
    for (name, options) in styles {
        rows.append([name] + (try locales.map { try NumberFormat(locale: $0, options: options($0)).format(2.5) }))
    }
    var separators = [["value", "locale", "formatted"]]
    for locale in ["zh", "en", "de", "hi-IN-u-nu-deva"] {
        separators.append(["1000.01", locale, try NumberFormat(locale: locale).format(1000.01)])
    }
    separators.append(["1234567.891", "hi-IN", try NumberFormat(locale: "hi-IN").format(1234567.891)])
    let exact = try NumberFormat(locale: "en", options: Options(precision: .unlimited))
    separators.append(["12345678901234567890.123456789", "en (unlimited)",
                       try exact.format(decimal: "12345678901234567890.123456789")])
    return renderTable(rows) + "\n\n" + renderTable(separators)
}
