/// Finds the plural data for a canonical BCP 47 tag, the way ICU
/// looks up its plural data: drop the extensions ("-u-…", "-x-…"), then try
/// the tag and each shorter prefix ("zh-Hant-TW", "zh-Hant", "zh"), then root.
///
/// CLDR's parentLocales (which would send pt-AO to pt-PT and zh-Hant to root)
/// do not take part: ICU truncates, and swift-intl agrees with it.
///
///     pluralDataLocale(for: "pt-BR", in: PluralData.loaded.cardinalLocales)   // ("pt", …)
///
/// Returns nil when neither the tag, its prefixes nor "root" is a key.
func pluralDataLocale<Value>(for identifier: String, in table: [String: Value]) -> (key: String, index: Value)? {
    var subtags: [Substring] = []
    for subtag in identifier.split(separator: "-") {
        if subtag.count == 1 { break }  // a singleton starts the extensions
        subtags.append(subtag)
    }
    while !subtags.isEmpty {
        let key = subtags.joined(separator: "-")
        if let value = table[key] { return (key, value) }
        subtags.removeLast()
    }
    return table["root"].map { ("root", $0) }
}
