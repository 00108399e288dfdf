extension IntlLocale {
    /// The locales whose data (or `.lproj` folder) to try, in order, when
    /// this one has none: the locale itself, then the loaded ICU's parents down to
    /// root, written "und". BCP 47 tags without `-u-` keywords.
    ///
    ///     try IntlLocale("en-AU").fallbackChain        // ["en-AU", "en-001", "en", "und"]
    ///     try IntlLocale("es-MX").fallbackChain        // ["es-MX", "es-419", "es", "und"]
    ///     try IntlLocale("pt-AO").fallbackChain        // ["pt-AO", "pt-PT", "pt", "und"]
    ///     try IntlLocale("zh-Hant-HK").fallbackChain   // ["zh-Hant-HK", "zh-Hant", "und"]
    ///     try IntlLocale("zh-TW").fallbackChain        // ["zh-TW", "zh-Hant-TW", "zh-Hant", "und"]
    ///     try IntlLocale("zh-Hans-CN").fallbackChain   // ["zh-Hans-CN", "zh-Hans", "zh", "und"]
    ///     try IntlLocale("nb").fallbackChain           // ["nb", "no", "und"]
    ///
    /// Each step takes the parent from the loaded ICU's parent locales, else
    /// drops the last subtag, except that a locale written in a script other
    /// than its language's usual one never falls back to the bare language
    /// ("zh-Hant" → root, not "zh": Simplified text is no fallback for
    /// Traditional). A locale is first put in CLDR's form,
    /// listed second when it differs: a script that is not the language's
    /// default is added ("zh-TW" → "zh-Hant-TW"), a default one removed
    /// ("en-Latn-AU" → "en-AU"). A locale ICU has data for keeps the script
    /// it names until the script itself is dropped ("sr-Cyrl-RS" →
    /// "sr-Cyrl" → "sr", "zh-Hans" → "zh"), as ICU's bundles fall back. Tags are strings, not ``IntlLocale``s: they name
    /// data and folders to look for, and most of them are never formatted with.
    public var fallbackChain: [String] {
        let tag = baseTag
        var chain = [tag]
        var current = tag
        // A locale ICU has data for keeps its explicit script: "zh-Hans-CN"
        // falls back to "zh-Hans", then "zh", never to "zh-CN"; one without
        // data is looked up in CLDR's form first ("en-Latn-AU" → "en-AU"), as
        // ICU's own bundle fallback does.
        let keepsScript = script != nil && Self.tagsWithData.contains(tag)
        if !keepsScript, parentLocales[tag] == nil, let cldrForm = cldrLookupForm, cldrForm != tag {
            chain.append(cldrForm)
            current = cldrForm
        }
        // Each step shortens the tag or follows the acyclic CLDR table; the
        // bound only guards against a future table with a cycle.
        while current != "und", chain.count < 16 {
            current = parentLocales[current] ?? truncatedParent(of: current)
            chain.append(current)
        }
        return chain
    }

    /// language[-script][-region][-variants]: the identifier without extensions.
    private var baseTag: String { LocaleSubtags(tag: identifier).baseTag }

    /// The base tag with the script CLDR files it under: added when likely
    /// subtags give a script other than the language's default, removed
    /// when it is the default. Nil when ICU knows no script for the language.
    private var cldrLookupForm: String? {
        guard let usualScript = Self.defaultScript(of: language), let likelyScript = maximized.script else { return nil }
        let cldrScript = likelyScript == usualScript ? nil : likelyScript
        return ([language] + [cldrScript, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// The tag without its last subtag; root for a bare language, or for a
    /// language in a script other than its default.
    private func truncatedParent(of tag: String) -> String {
        var subtags = tag.split(separator: "-").map(String.init)
        guard subtags.count > 1 else { return "und" }
        let removed = subtags.removeLast()
        if subtags.count == 1, removed.count == 4, removed.first?.isLetter == true,
           Self.defaultScript(of: subtags[0]) != removed {
            return "und"
        }
        return subtags.joined(separator: "-")
    }

    /// The tags ICU has a locale bundle for ("zh-Hans-CN", "sr-Cyrl-RS").
    private static let tagsWithData = Set(availableIdentifiers)

    /// The script likely subtags give a bare language: "Hans" for "zh", "Latn" for "en".
    private static func defaultScript(of language: String) -> String? {
        guard language != "und", let locale = try? IntlLocale(language) else { return nil }
        return locale.maximized.script
    }
}
