extension Intl {
    /// The plural category of `value` in `locale`, from pooled rules.
    ///
    ///     try Intl.plural(3, locale: "ru")    // .few
    ///     try Intl.plural(3, locale: "en", type: .ordinal)   // .few ("3rd")
    ///
    /// - Throws: `IntlError.malformedLocale`.
    public static func plural(_ value: Int, locale: String? = nil,
                              type: PluralRuleType = .cardinal) throws(IntlError) -> PluralCategory {
        try pluralRules(locale: locale, type: type).category(for: value)
    }

    /// The pooled plural rules for (`locale`, `type`), resolved on first use.
    public static func pluralRules(locale: String? = nil, type: PluralRuleType = .cardinal) throws(IntlError) -> PluralRules {
        try oneShot(FormatterPools.oneShotPlurals, front: FormatterPools.oneShotPluralsFront, locale: locale, key: { OneShotPluralKey(locale: $0, type: type) }) {
            requested throws(IntlError) in
            let canonical = try IntlLocale(requested)
            return (PluralRules(locale: canonical, type: type), canonical.identifier)
        }
    }
}

/// A one-shot plural request as the caller spelled it.
struct OneShotPluralKey: FrontCacheKey {
    let locale: String
    let type: PluralRuleType

    var quickHash: Int { frontCacheHash(locale, seed: type == .cardinal ? 0 : 1) }
}
