import Intl

/// Chooses the localizations a lookup tries, in order.
///
/// STAND-IN: this is the one place that picks localizations. It uses likely
/// subtags (`IntlLocale.maximized`) and truncation, not CLDR's language
/// matching data or parentLocales. At merge, replace `bestMatch` with
/// `LocaleMatcher(supported:default:)` and `parents` with `IntlLocale`'s
/// fallback chain; ``chain(for:available:development:)`` keeps its contract:
///
/// 1. the best available localization for the request (none when the
///    languages differ);
/// 2. that localization's parents that exist (`zh-Hant-HK` → `zh-Hant`;
///    never across scripts: `zh-Hant` does not fall back to `zh`, which means
///    Simplified);
/// 3. `Base`, when present;
/// 4. the development language, when present.
///
/// Known differences from ICU's LocaleMatcher: `en-AU` with `en-GB` and `en`
/// picks `en` here (CLDR groups en-AU with en-GB under en-001).
enum LocalizationChain {
    /// A localization with its maximized subtags, computed once at load.
    struct Candidate: Sendable {
        var identifier: String
        var language: String
        var script: String?
        var region: String?
        /// True when the identifier names a region itself (`en-GB`, not `en`).
        var hasExplicitRegion: Bool

        init(_ locale: IntlLocale) {
            let maximized = locale.maximized
            identifier = locale.identifier
            language = maximized.language
            script = maximized.script
            region = maximized.region
            hasExplicitRegion = locale.region != nil
        }
    }

    static func chain(for requested: IntlLocale, available: [Candidate], hasBase: Bool, development: String) -> [String] {
        var chain: [String] = []
        let identifiers = Set(available.map(\.identifier))
        if let best = bestMatch(for: Candidate(requested), in: available) {
            chain.append(best.identifier)
            chain += parents(of: best).filter { identifiers.contains($0) }
        }
        if hasBase { chain.append(LocalizationName.base) }
        if identifiers.contains(development) { chain.append(development) }
        var seen = Set<String>()
        return chain.filter { seen.insert($0).inserted }
    }

    /// Same language and script required; then the same region, then a
    /// region-less localization, then any region. Ties go to the first
    /// identifier in sorted order, so the choice is deterministic.
    static func bestMatch(for requested: Candidate, in available: [Candidate]) -> Candidate? {
        func score(_ candidate: Candidate) -> Int {
            guard candidate.language == requested.language, candidate.script == requested.script else { return 0 }
            if candidate.region == requested.region { return 3 }
            return candidate.hasExplicitRegion ? 1 : 2
        }
        let ranked = available.map { ($0, score($0)) }.filter { $0.1 > 0 }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.identifier < $1.0.identifier }
        return ranked.first?.0
    }

    /// Spellings of the localization's ancestors, nearest first:
    /// `pt-BR` → ["pt-Latn-BR", "pt-BR", "pt-Latn", "pt"]; `zh-Hant-HK` →
    /// ["zh-Hant-HK", "zh-Hant"] (`zh` is Hans, another script).
    static func parents(of candidate: Candidate) -> [String] {
        let language = candidate.language
        guard let script = candidate.script else { return [language] }
        let isDefaultScript = (try? IntlLocale(language))?.maximized.script == script
        var spellings: [String] = []
        if candidate.hasExplicitRegion, let region = candidate.region {
            spellings.append("\(language)-\(script)-\(region)")
            if isDefaultScript { spellings.append("\(language)-\(region)") }
        }
        spellings.append("\(language)-\(script)")
        if isDefaultScript { spellings.append(language) }
        return spellings
    }
}
