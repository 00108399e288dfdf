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
    /// The chosen supported locale exactly as the caller spelled it
    /// ("en_GB" stays "en_GB"), or the default's spelling.
    public let supported: String
    /// The chosen locale, validated and canonical ("en-GB").
    public let locale: IntlLocale
    /// The requested locale that matched, or nil when nothing matched and
    /// the default was chosen.
    public let desired: IntlLocale?
    /// How close `desired` is to `locale`, from 1 (same locale after adding
    /// likely subtags) towards 0; 0 for the default. ICU's CLDR 42 language
    /// distance: en-AU → en-GB is 0.97, zh-HK → zh-Hant 0.95, en-AU → en 0.95.
    public let quality: Double
    /// Header entries that could not be used (always empty for a list of locales).
    public let skipped: [AcceptLanguage.SkippedEntry]

    /// True when nothing the client asked for was supported closely enough,
    /// so the result is the matcher's default.
    public var isDefault: Bool { desired == nil }
}
