/// Picks the best of an app's supported locales for what a user or an HTTP
/// client asks for, with CLDR 42's language matching (ICU's `LocaleMatcher`).
///
/// Build one per supported list, once, and share it: matching is
/// thread-safe, and answers for raw `Accept-Language` headers are cached.
///
///     let matcher = try LocaleMatcher(supported: ["en", "en-GB", "de", "pt-PT", "pt", "zh-Hans", "zh-Hant"])
///     matcher.bestMatch(acceptLanguage: "en-AU").supported            // "en-GB"
///     matcher.bestMatch(acceptLanguage: "zh-HK, zh;q=0.8").supported  // "zh-Hant"
///     matcher.bestMatch(acceptLanguage: "pt-AO").supported            // "pt-PT"
///     matcher.bestMatch(for: [try IntlLocale("fr")]).isDefault        // true (supported: "en")
///
/// Matching is native: the same answers as ICU 72's `LocaleMatcher` (a test
/// compares them pair by pair), from CLDR data generated out of ICU's own
/// tables, with no ICU call per request.
///
/// CLDR's matching knows more than string prefixes: en-AU is closer to
/// en-GB than to en (US English), zh-HK reads Traditional Chinese, pt-AO
/// follows European Portuguese, nb and no match each other (0.99), and an
/// earlier preference wins over a slightly better match for a later one.
/// The answer is the supported entry exactly as the caller spelled it.
public struct LocaleMatcher: Sendable {
    /// Everything, behind one reference: a copy of the matcher (a closure
    /// capturing it, a `Localizer` holding it) costs one retain, not one per field.
    private let state: State

    private final class State: Sendable {
        let supportedSpellings: [String]
        let supportedLocales: [IntlLocale]
        let defaultSpelling: String
        let defaultLocale: IntlLocale
        let matcher: NativeLocaleMatcher
        /// Answers by raw header of at most ``maximumCachedHeaderLength`` bytes
        /// (browsers send well under 200). Keys hash with ``FastHashedString``:
        /// hashing the header was most of a hit's cost.
        let headerCache = BoundedCache<FastHashedString, LocaleMatch>(capacity: 1024)
        /// Validated locales and what each finds among the supported ones, by
        /// language range as written ("en-us") or locale identifier, of at most
        /// ``maximumCachedRangeLength`` bytes, shared by all headers: a header
        /// never seen before mostly repeats known ranges, and is then matched
        /// without walking any table.
        let rangeCache = BoundedCache<String, Result<Ranged, IntlError>>(capacity: 1024)

        init(supportedSpellings: [String], supportedLocales: [IntlLocale], defaultSpelling: String,
             defaultLocale: IntlLocale, matcher: NativeLocaleMatcher) {
            self.supportedSpellings = supportedSpellings
            self.supportedLocales = supportedLocales
            self.defaultSpelling = defaultSpelling
            self.defaultLocale = defaultLocale
            self.matcher = matcher
        }
    }

    private var supportedSpellings: [String] { state.supportedSpellings }
    private var supportedLocales: [IntlLocale] { state.supportedLocales }
    private var defaultSpelling: String { state.defaultSpelling }
    private var defaultLocale: IntlLocale { state.defaultLocale }
    private var matcher: NativeLocaleMatcher { state.matcher }
    private var headerCache: BoundedCache<FastHashedString, LocaleMatch> { state.headerCache }
    private var rangeCache: BoundedCache<String, Result<Ranged, IntlError>> { state.rangeCache }
    /// Longer headers and ranges are answered without the caches, so that
    /// hostile input cannot fill them with large keys.
    package static let maximumCachedHeaderLength = 512
    static let maximumCachedRangeLength = 64

    /// - Parameters:
    ///   - supported: the app's locales, BCP 47 or ICU ids, in order of
    ///     preference among equals (`["en", "de", "fr-CA"]`).
    ///   - defaultIdentifier: the answer when nothing matches; nil means the first supported locale.
    /// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
    ///   `.unsupportedLocaleKeywordValue` for a bad identifier;
    ///   `.invalidOptions("a LocaleMatcher needs at least one supported locale or a default")`.
    public init(supported: [String], default defaultIdentifier: String? = nil) throws(IntlError) {
        var locales: [IntlLocale] = []
        for identifier in supported { locales.append(try IntlLocale(identifier)) }
        guard let defaultSpelling = defaultIdentifier ?? supported.first else {
            throw .invalidOptions("a LocaleMatcher needs at least one supported locale or a default")
        }
        let defaultLocale = try IntlLocale(defaultSpelling)
        let matcher = NativeLocaleMatcher(supported: locales.map(NativeLocaleMatcher.lsr(of:)),
                                          defaultLSR: defaultIdentifier == nil ? nil : NativeLocaleMatcher.lsr(of: defaultLocale))
        state = State(supportedSpellings: supported, supportedLocales: locales, defaultSpelling: defaultSpelling,
                      defaultLocale: defaultLocale, matcher: matcher)
    }

    /// A validated range and its outcome against this matcher's supported locales.
    private struct Ranged: Sendable {
        let locale: IntlLocale
        let outcome: NativeLocaleMatcher.Outcome
    }

    /// The best supported locale for preferences in order, most wanted first.
    ///
    ///     try matcher.bestMatch(for: [IntlLocale("nb")]).supported   // "no" when supported: ["no", "en"]
    public func bestMatch(for preferences: [IntlLocale]) -> LocaleMatch {
        match(preferences, skipped: [])
    }

    /// The best supported locale for a raw `Accept-Language` header value;
    /// see ``AcceptLanguage`` for how the header is read. A header seen
    /// before is answered from a bounded cache (1,024 headers of up to 512
    /// bytes), and its language ranges are validated once (1,024 ranges).
    ///
    ///     matcher.bestMatch(acceptLanguage: "en-u-nu-foo, de;q=0.5").supported   // "de"
    ///     matcher.bestMatch(acceptLanguage: "en-u-nu-foo, de;q=0.5").skipped.count   // 1
    public func bestMatch(acceptLanguage header: String) -> LocaleMatch {
        guard header.utf8.count <= Self.maximumCachedHeaderLength else { return match(acceptLanguage: header) }
        return headerCache.value(for: FastHashedString(header)) { match(acceptLanguage: header) }
    }

    /// How many headers the cache holds now (tests check its bound).
    var cachedHeaderCount: Int { headerCache.count }
    /// The header cache's bounds (capacity, longest key), for tests.
    var headerCacheBounds: (capacity: Int, maximumKeyLength: Int) {
        (headerCache.capacity, Self.maximumCachedHeaderLength)
    }

    private func match(acceptLanguage header: String) -> LocaleMatch {
        var outcomes: [(range: String, outcome: NativeLocaleMatcher.Outcome)] = []
        let parsed = AcceptLanguage(header) { [rangeCache, matcher] range throws(IntlError) in
            let ranged = try Self.ranged(range, cache: rangeCache, matcher: matcher) { () throws(IntlError) in
                try IntlLocale(range)
            }
            outcomes.append((range, ranged.outcome))
            return ranged.locale
        }
        let entries = parsed.entries
        return match(entries.map(\.locale), skipped: parsed.skipped) { index in
            // Entries keep the header's order among equal qualities, so the
            // search from the front is short; every entry's range was read.
            outcomes.first { $0.range == entries[index].range }?.outcome ?? .none
        }
    }

    private static func ranged(_ key: String, cache: BoundedCache<String, Result<Ranged, IntlError>>,
                               matcher: NativeLocaleMatcher,
                               locale: () throws(IntlError) -> IntlLocale) throws(IntlError) -> Ranged {
        func make() -> Result<Ranged, IntlError> {
            Result { () throws(IntlError) in
                let locale = try locale()
                return Ranged(locale: locale, outcome: matcher.outcome(for: NativeLocaleMatcher.lsr(of: locale)))
            }
        }
        guard key.utf8.count <= maximumCachedRangeLength else { return try make().get() }
        return try cache.value(for: key, orMake: make).get()
    }

    private func match(_ preferences: [IntlLocale], skipped: [AcceptLanguage.SkippedEntry]) -> LocaleMatch {
        match(preferences, skipped: skipped) { index in
            let locale = preferences[index]
            // Never throws: the locale is already valid.
            let ranged = try? Self.ranged(locale.identifier, cache: rangeCache, matcher: matcher) { locale }
            return ranged?.outcome ?? .none
        }
    }

    private func match(_ preferences: [IntlLocale], skipped: [AcceptLanguage.SkippedEntry],
                       outcome: (Int) -> NativeLocaleMatcher.Outcome) -> LocaleMatch {
        guard let found = matcher.bestMatch(count: preferences.count, outcome: outcome) else {
            return LocaleMatch(supported: defaultSpelling, locale: defaultLocale, desired: nil, quality: 0,
                               skipped: skipped)
        }
        return LocaleMatch(supported: supportedSpellings[found.supportedIndex],
                           locale: supportedLocales[found.supportedIndex],
                           desired: preferences[found.desiredIndex], quality: found.quality, skipped: skipped)
    }
}
