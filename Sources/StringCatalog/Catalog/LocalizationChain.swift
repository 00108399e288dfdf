import Intl

/// Chooses the localizations a lookup tries, in order; built once per
/// catalog over its localizations.
///
/// 1. the best available localization for the request, by ICU's
///    ``LocaleMatcher`` (CLDR language matching: `en-AU` picks `en-GB` over
///    `en`, `zh-HK` picks `zh-Hant`, `pt-PT` picks `pt-BR`); none when
///    nothing matches (the matcher's default, the development language, then
///    comes last, after `Base`);
/// 2. that localization's `IntlLocale.fallbackChain` restricted to the
///    localizations that exist (`en-GB` → `en`; never across scripts:
///    `zh-Hant` does not fall back to `zh`, which means Simplified);
/// 3. `Base`, when present;
/// 4. the development language, when present.
///
///     en-AU with en-GB.lproj, en.lproj       → ["en-GB", "en"]
///     zh-Hant-HK with zh-Hant.lproj, en.lproj → ["zh-Hant", "en"]
///     ja with Base.lproj, en.lproj            → ["Base", "en"]
struct LocalizationChain: Sendable {
    /// Existing localization identifiers, sorted, without `Base`.
    let localizations: [String]
    let hasBase: Bool
    let development: String
    /// Nil only when the catalog has no localization at all.
    private let matcher: LocaleMatcher?
    /// The chain of every possible best localization ("" when nothing
    /// matched), worked out at load: the catalog bounds them, so no cache.
    private let chains: [String: [String]]
    /// Matches by single requested locale: asking ICU's matcher costs far
    /// more than a lookup, and services ask for the same few locales.
    /// (Headers have their own cache in ``LocaleMatcher``.)
    private let localeMatches = BoundedCache<IntlLocale, LocaleMatch>(capacity: 512)

    init(localizations: [String], hasBase: Bool, development: String) {
        self.localizations = localizations
        self.hasBase = hasBase
        self.development = development
        // The identifiers are canonical IntlLocale spellings (checked at load),
        // so the matcher's init fails only when the list is empty.
        matcher = localizations.isEmpty ? nil : try? LocaleMatcher(supported: localizations, default: development)
        var chains = ["": Self.chain(best: nil, localizations: localizations, hasBase: hasBase, development: development)]
        for localization in localizations {
            chains[localization] = Self.chain(best: localization, localizations: localizations,
                                              hasBase: hasBase, development: development)
        }
        self.chains = chains
    }

    /// The chain for a list of preferences (most wanted first), with the match.
    func chain(for preferences: [IntlLocale]) -> (chain: [String], match: LocaleMatch?) {
        guard let matcher else { return (chain(best: nil), nil) }
        let match = preferences.count == 1
            ? localeMatches.value(for: preferences[0]) { matcher.bestMatch(for: preferences) }
            : matcher.bestMatch(for: preferences)
        return (chain(best: match), match)
    }

    /// The chain of the localization `name` itself (`de-CH` → `["de-CH", "de", "Base", "en"]`);
    /// `Base`, or a name that is not a localization, gets the chain of no match.
    func chain(from name: String) -> [String] {
        chains[name] ?? chains[""] ?? []
    }

    /// The chain for a raw `Accept-Language` header, with the match.
    func chain(acceptLanguage header: String) -> (chain: [String], match: LocaleMatch?) {
        let match = matcher?.bestMatch(acceptLanguage: header)
        return (chain(best: match), match)
    }

    private func chain(best match: LocaleMatch?) -> [String] {
        let best = match.flatMap { $0.isDefault ? nil : $0 }
        // Every supported spelling is a localization, whose chain was made at load.
        return chains[best?.supported ?? ""] ?? chains[""] ?? []
    }

    private static func chain(best: String?, localizations: [String], hasBase: Bool, development: String) -> [String] {
        var chain: [String] = []
        // `best` is a canonical IntlLocale spelling (checked at load).
        if let best, let locale = try? IntlLocale(best) {
            let existing = Set(localizations)
            chain.append(best)
            chain += locale.fallbackChain.filter { existing.contains($0) }
        }
        if hasBase { chain.append(LocalizationName.base) }
        if localizations.contains(development) { chain.append(development) }
        var seen = Set<String>()
        return chain.filter { seen.insert($0).inserted }
    }
}
