/// The answer of a ``LocaleMatcher``: which supported locale to use, and how
/// well it fits what was asked for.
///
///     let matcher = try LocaleMatcher(supported: ["en", "de", "fr-CA", "zh-Hans", "zh-Hant"], default: "en")
///     let match = matcher.bestMatch(acceptLanguage: "zh-HK,zh;q=0.8,en;q=0.5")
///     match.supported             // "zh-Hant"
///     match.desired?.identifier   // "zh-HK"
///     match.isDefault             // false
///     matcher.bestMatch(acceptLanguage: "ja").isDefault   // true (supported: "en", quality: 0)
public struct LocaleMatch: Hashable, Sendable {
    /// Every field behind one reference: a cached answer is copied out on
    /// every request, for one retain instead of one per field.
    private let storage: Storage

    /// The chosen supported locale exactly as the caller spelled it
    /// ("en_GB" stays "en_GB"), or the default's spelling.
    public var supported: String { storage.supported }
    /// The chosen locale, validated and canonical ("en-GB").
    public var locale: IntlLocale { storage.locale }
    /// The requested locale that matched, or nil when nothing matched and
    /// the default was chosen.
    public var desired: IntlLocale? { storage.desired }
    /// How close `desired` is to `locale`, from 1 (same locale after adding
    /// likely subtags) towards 0; 0 for the default. ICU's CLDR language
    /// distance: en-AU → en-GB is 0.97, zh-HK → zh-Hant 0.95, en-AU → en 0.95.
    public var quality: Double { storage.quality }
    /// Header entries that could not be used (always empty for a list of locales).
    public var skipped: [AcceptLanguage.SkippedEntry] { storage.skipped }

    /// True when nothing the client asked for was supported closely enough,
    /// so the result is the matcher's default.
    public var isDefault: Bool { desired == nil }

    init(supported: String, locale: IntlLocale, desired: IntlLocale?, quality: Double,
         skipped: [AcceptLanguage.SkippedEntry]) {
        storage = Storage(supported: supported, locale: locale, desired: desired, quality: quality, skipped: skipped)
    }

    public static func == (lhs: LocaleMatch, rhs: LocaleMatch) -> Bool {
        lhs.storage === rhs.storage
            || lhs.supported == rhs.supported && lhs.locale == rhs.locale && lhs.desired == rhs.desired
                && lhs.quality == rhs.quality && lhs.skipped == rhs.skipped
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(supported)
        hasher.combine(locale)
        hasher.combine(desired)
        hasher.combine(quality)
        hasher.combine(skipped)
    }

    private final class Storage: Sendable {
        let supported: String
        let locale: IntlLocale
        let desired: IntlLocale?
        let quality: Double
        let skipped: [AcceptLanguage.SkippedEntry]

        init(supported: String, locale: IntlLocale, desired: IntlLocale?, quality: Double,
             skipped: [AcceptLanguage.SkippedEntry]) {
            self.supported = supported
            self.locale = locale
            self.desired = desired
            self.quality = quality
            self.skipped = skipped
        }
    }
}
