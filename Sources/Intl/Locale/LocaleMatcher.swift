/// Picks the best of an app's supported locales for what a user or an HTTP
/// client asks for, with CLDR's language matching (ICU's `LocaleMatcher`).
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
/// Matching is native: the same answers as the loaded ICU's `LocaleMatcher`
/// (a test compares them pair by pair on ICU 72 and 76), from the matching
/// data in that ICU's own tables, read once, with no ICU call per request.
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
        /// (browsers send well under 200), read on every request.
        let headerCache = UTF8KeyedCache<LocaleMatch>()
        /// Validated locales and what each finds among the supported ones, by
        /// language range as written ("en-us") or locale identifier, of at most
        /// ``maximumCachedRangeLength`` bytes, shared by all headers: a header
        /// never seen before mostly repeats known ranges, and is then matched
        /// without making a locale or walking any table. The cached object is
        /// what the header's reader keeps: a known range costs one retain.
        let rangeCache = UTF8KeyedCache<Matched>()
        /// Why ranges that are not locales were refused, keyed like ``rangeCache``
        /// and asked only when it misses.
        let rejectedRanges = UTF8KeyedCache<Rejected>()

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
    private var headerCache: UTF8KeyedCache<LocaleMatch> { state.headerCache }
    private var rangeCache: UTF8KeyedCache<Matched> { state.rangeCache }
    private var rejectedRanges: UTF8KeyedCache<Rejected> { state.rejectedRanges }
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

    /// A validated locale and its outcome against this matcher's supported
    /// locales. A class, so that a cached one is copied out with one retain.
    private final class Matched: Sendable, AcceptLanguageValue {
        let locale: IntlLocale
        let outcome: NativeLocaleMatcher.Outcome

        init(locale: IntlLocale, outcome: NativeLocaleMatcher.Outcome) {
            self.locale = locale
            self.outcome = outcome
        }
    }

    /// Why a range is not a locale. A class holding the error, not the error
    /// itself: a cached object reachable only through a multi-payload enum is
    /// invisible to LeakSanitizer.
    private final class Rejected: Sendable {
        let error: IntlError

        init(_ error: IntlError) {
            self.error = error
        }
    }

    /// The best supported locale for preferences in order, most wanted first.
    ///
    ///     try matcher.bestMatch(for: [IntlLocale("nb")]).supported   // "no" when supported: ["no", "en"]
    public func bestMatch(for preferences: [IntlLocale]) -> LocaleMatch {
        var outcomes: [NativeLocaleMatcher.Outcome] = []
        outcomes.reserveCapacity(preferences.count)
        let found = matcher.bestMatch(count: preferences.count) { index in
            while outcomes.count <= index { outcomes.append(matched(preferences[outcomes.count]).outcome) }
            return outcomes[index]
        }
        return match(found, desired: { preferences[$0] }, skipped: [])
    }

    /// The best supported locale for a raw `Accept-Language` header value;
    /// see ``AcceptLanguage`` for how the header is read. A header seen
    /// before is answered from a bounded cache (1,024 headers of up to 512
    /// bytes), and its language ranges are validated once (1,024 ranges).
    ///
    ///     matcher.bestMatch(acceptLanguage: "en-u-nu-foo, de;q=0.5").supported   // "de"
    ///     matcher.bestMatch(acceptLanguage: "en-u-nu-foo, de;q=0.5").skipped.count   // 1
    public func bestMatch(acceptLanguage header: String) -> LocaleMatch {
        // A native string (every string on Linux) reads its UTF-8 in place.
        if let match = header.utf8.withContiguousStorageIfAvailable({ bytes in bestMatch(acceptLanguage: bytes) }) {
            return match
        }
        return bestMatch(copying: header)
    }

    /// A string without contiguous UTF-8 (none on Linux). A function of its
    /// own: the caller then borrows the header's bytes without retaining it.
    @inline(never)
    private func bestMatch(copying header: String) -> LocaleMatch {
        Array(header.utf8).withUnsafeBufferPointer { bytes in bestMatch(acceptLanguage: bytes) }
    }

    private func bestMatch(acceptLanguage header: UnsafeBufferPointer<UInt8>) -> LocaleMatch {
        guard header.count <= Self.maximumCachedHeaderLength else { return match(acceptLanguage: header) }
        return headerCache.value(for: header) { match(acceptLanguage: header) }
    }

    /// How many headers the cache holds now (tests check its bound).
    var cachedHeaderCount: Int { headerCache.count }
    /// The header cache's bounds (capacity, longest key), for tests.
    var headerCacheBounds: (capacity: Int, maximumKeyLength: Int) {
        (UTF8KeyedCache<LocaleMatch>.capacity, Self.maximumCachedHeaderLength)
    }

    private func match(acceptLanguage header: UnsafeBufferPointer<UInt8>) -> LocaleMatch {
        var reader = AcceptLanguageReader<Matched>()
        reader.read(header) { range, _ throws(IntlError) in try matched(range) }
        // Entries are sorted: the acceptable ones first, in preference order.
        let found = matcher.bestMatch(count: reader.acceptableCount) { reader.value(at: $0).outcome }
        return match(found, desired: { reader.value(at: $0).locale }, skipped: reader.skipped)
    }

    /// A language range's locale and outcome, cached by the range as written
    /// (and why it is not a locale, cached apart).
    private func matched(_ range: UnsafeBufferPointer<UInt8>) throws(IntlError) -> Matched {
        func read() throws(IntlError) -> Matched { make(try IntlLocale(utf8: range)) }
        guard range.count <= Self.maximumCachedRangeLength else { return try read() }
        return try rangeCache.value(for: range) { () throws(IntlError) in
            if let rejected = rejectedRanges.cachedValue(for: range) { throw rejected.error }
            do throws(IntlError) {
                return try read()
            } catch {
                throw rejectedRanges.value(for: range) { Rejected(error) }.error
            }
        }
    }

    /// A valid locale's outcome, cached by its identifier.
    private func matched(_ locale: IntlLocale) -> Matched {
        var identifier = locale.identifier   // withUTF8 is mutating; a native string is not copied
        return identifier.withUTF8 { bytes in
            guard bytes.count <= Self.maximumCachedRangeLength else { return make(locale) }
            return rangeCache.value(for: bytes) { make(locale) }
        }
    }

    /// A locale's outcome, found in the tables.
    private func make(_ locale: IntlLocale) -> Matched {
        Matched(locale: locale, outcome: matcher.outcome(for: NativeLocaleMatcher.lsr(of: locale)))
    }

    private func match(_ found: NativeLocaleMatcher.Match?, desired: (Int) -> IntlLocale,
                       skipped: [AcceptLanguage.SkippedEntry]) -> LocaleMatch {
        guard let found else {
            return LocaleMatch(supported: defaultSpelling, locale: defaultLocale, desired: nil, quality: 0,
                               skipped: skipped)
        }
        return LocaleMatch(supported: supportedSpellings[found.supportedIndex],
                           locale: supportedLocales[found.supportedIndex],
                           desired: desired(found.desiredIndex), quality: found.quality, skipped: skipped)
    }
}
