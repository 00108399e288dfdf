import Intl

/// Choosing the locale per request: a browser header negotiated against an
/// app's localizations, then text that needs that locale (case, sort order,
/// direction, names).
let localeDemoSection = DemoSection(title: "Locales") {
    let supported = ["en", "de", "fr-CA", "zh-Hans", "zh-Hant", "pt-PT", "ar"]
    let matcher = try LocaleMatcher(supported: supported, default: "en")
    var negotiation = [["Accept-Language", "served", "quality"]]
    for header in ["zh-HK,zh;q=0.8,en;q=0.5", "pt-AO", "en-AU,en;q=0.9", "ja,ko;q=0.5", "en-u-nu-foo,de;q=0.5"] {
        let match = matcher.bestMatch(acceptLanguage: header)
        negotiation.append([header, match.supported, match.isDefault ? "default" : "\(match.quality)"])
    }
    let upper = try [("tr", "istanbul"), ("en", "istanbul"), ("de", "straße"), ("el", "ΟΔΟΣ")].map { locale, text in
        let mapping = CaseMapping(locale: try IntlLocale(locale))
        return [locale, text, locale == "el" ? mapping.lowercased(text) : mapping.uppercased(text)]
    }
    let words = ["zebra", "äpple", "apple", "file10", "file2"]
    let sorts = try ["sv", "de"].map { locale in
        [locale, try Collator(locale: locale, options: .init(numeric: true)).sorted(words).joined(separator: " ")]
    }
    let names = try ["de-CH", "ar-EG", "zh-Hant-TW"].map { identifier in
        let locale = try IntlLocale(identifier)
        return [identifier, locale.displayName(in: try IntlLocale("fr")), locale.selfDisplayName, locale.direction.htmlValue]
    }
    return renderTable(negotiation) + "\n\n" + renderTable([["locale", "text", "case-mapped"]] + upper)
        + "\n\n" + renderTable([["locale", "sorted (numeric)"]] + sorts)
        + "\n\n" + renderTable([["locale", "in French", "in itself", "dir"]] + names)
}
