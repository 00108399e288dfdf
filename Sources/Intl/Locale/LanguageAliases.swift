/// CLDR's language and territory alias rules applied to a canonical tag:
/// "cmn" → "zh", "tl" → "fil", "sh-BA" → "sr-Latn-BA", "arb" → "ar",
/// "hy-arevmda" → "hyw", "de-DD" → "de-DE", "und-YU" → "und-RS".
///
/// ICU's C canonicalizer (`uloc_canonicalize`) leaves these names alone, so
/// "cmn" and "zh" would be two locales with two pool entries, and "cmn" would
/// have no plural rules or catalog folder. ICU's C++ `Locale::createCanonical`
/// and ECMA-402 apply them; this does the same from the loaded ICU's own rules
/// (bundle "metadata", read once through ``ICUDataTables``), without an ICU
/// call per locale, so it costs a dictionary lookup on every path that makes
/// a locale, negotiation included. ICU 76 has rules ICU 72 lacks
/// ("ajp" → "apc", "gom" → "kok"), and each answers with its own.
///
/// A rule's type names a language (or "und", any language) and optionally a
/// script, a region and variants; it matches a locale that has all of them.
/// The most specific matching rule applies (UTS #35, Annex C): the language
/// is replaced; a script or region the rule matched is replaced (or removed),
/// one it did not match is kept, or taken from the replacement when the locale
/// has none; matched variants are replaced by the replacement's. Then a
/// deprecated region is replaced; where it split into several ("SU", "YU"),
/// by the one the language is likeliest in, else the first (UTS #35).
enum LanguageAliases {
    /// The subtags after every rule that applies, or nil when none does.
    static func apply(to subtags: LocaleSubtags) -> LocaleSubtags? {
        var current = subtags
        var changed = false
        // Each rule removes what it matched; the bound only guards against a
        // table whose rules feed each other in a cycle.
        for _ in 0..<8 {
            guard let rule = firstRule(matching: current) else { break }
            current = rule.replace(in: current)
            changed = true
        }
        if let region = current.region, let replacements = territoryRules[region] {
            current.region = replacementRegion(replacements, for: current)
            changed = true
        }
        return changed ? current : nil
    }

    /// The most specific matching rule, the first among equals (the
    /// language's rules before "und"'s). No array is built: every locale
    /// made, each Accept-Language range included, asks.
    private static func firstRule(matching subtags: LocaleSubtags) -> Rule? {
        var best: Rule?
        func consider(_ rules: [Rule]?) {
            for rule in rules ?? [] where rule.matches(subtags) && rule.specificity > (best?.specificity ?? -1) {
                best = rule
            }
        }
        consider(rulesByLanguage[subtags.language])
        if !subtags.variants.isEmpty || !undRulesNeedVariants { consider(undRules) }
        return best
    }

    /// The region that replaces a deprecated one: the only replacement, or
    /// the likely region of the locale's language and script when it is one
    /// of several ("sr-YU" → "RS", "hy-SU" → "AM"), else the first ("und-SU" → "RU").
    private static func replacementRegion(_ replacements: [String], for subtags: LocaleSubtags) -> String {
        guard replacements.count > 1 else { return replacements.first ?? "" }
        let languageAndScript = [subtags.language] + (subtags.script.map { [$0] } ?? [])
        let likely = ICULocale.addLikelySubtags(languageAndScript.joined(separator: "_")).flatMap(ICULocale.languageTag)
        let likelyRegion = likely.flatMap { LocaleSubtags(tag: $0).region }
        return likelyRegion.flatMap { replacements.contains($0) ? $0 : nil } ?? replacements[0]
    }

    /// The languages some rule names ("no", "sh", "tl", "und"…).
    static var ruleLanguages: Dictionary<String, [Rule]>.Keys { rulesByLanguage.keys }
    /// The deprecated regions ("DD", "SU", "062"…).
    static var ruleRegions: Dictionary<String, [String]>.Keys { territoryRules.keys }

    private static let undRules = rulesByLanguage["und"]
    /// Every "und" rule names variants ("und_aaland" → "und_AX"…), so a
    /// locale without variants, nearly every one, skips them.
    private static let undRulesNeedVariants = (undRules ?? []).allSatisfy { !$0.type.variants.isEmpty }

    /// The loaded ICU's rules, read once.
    private static let table = ICUDataTables.lines(ICUDataTables.aliases, fields: 3)

    /// The language rules by the language their type names.
    private static let rulesByLanguage: [String: [Rule]] = Dictionary(
        grouping: table.filter { $0.count == 3 && $0[0] == "language" }
            .map { Rule(type: Fields(icuID: String($0[1])), replacement: Fields(icuID: String($0[2]))) },
        by: \.type.language)

    /// Deprecated region → its replacements, in CLDR's order. Regions whose
    /// replacement is not a region code (none in CLDR 42–46) are left out.
    private static let territoryRules: [String: [String]] = Dictionary(
        table.filter { $0.count == 3 && $0[0] == "territory" }
            .map { (String($0[1]), $0[2].split(separator: " ").map(String.init)) },
        uniquingKeysWith: { first, _ in first })

    /// Language, script, region and variants of an id in ICU form ("sr_Latn_BA").
    struct Fields {
        var language: String
        var script: String?
        var region: String?
        var variants: [String] = []

        init(icuID: String) {
            var parts = icuID.split(separator: "_").map(String.init)[...]
            language = parts.popFirst() ?? "und"
            if let next = parts.first, next.count == 4, next.allSatisfy(\.isLetter) {
                script = next
                parts = parts.dropFirst()
            }
            if let next = parts.first, next.count == 2 && next.allSatisfy(\.isLetter) || next.count == 3 && next.allSatisfy(\.isNumber) {
                region = next
                parts = parts.dropFirst()
            }
            variants = parts.map { $0.lowercased() }
        }
    }

    struct Rule {
        let type: Fields
        let replacement: Fields

        /// How many fields the type names; the most specific matching rule wins.
        var specificity: Int {
            (type.language == "und" ? 0 : 1) + (type.script == nil ? 0 : 1) + (type.region == nil ? 0 : 1) + type.variants.count
        }

        func matches(_ subtags: LocaleSubtags) -> Bool {
            (type.language == "und" || type.language == subtags.language)
                && (type.script == nil || type.script == subtags.script)
                && (type.region == nil || type.region == subtags.region)
                && type.variants.allSatisfy(subtags.variants.contains)
        }

        func replace(in subtags: LocaleSubtags) -> LocaleSubtags {
            var result = subtags
            if replacement.language != "und" { result.language = replacement.language }
            result.script = type.script != nil ? replacement.script : subtags.script ?? replacement.script
            result.region = type.region != nil ? replacement.region : subtags.region ?? replacement.region
            result.variants = (subtags.variants.filter { !type.variants.contains($0) } + replacement.variants).sorted()
            return result
        }
    }
}
