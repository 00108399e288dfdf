extension Intl {
    /// The plural category of `value` in `locale`, from pooled rules.
    ///
    ///     try Intl.plural(3, locale: "ru")    // .few
    ///     try Intl.plural(3, locale: "en", type: .ordinal)   // .few ("3rd")
    ///
    /// - Throws: `IntlError.malformedLocale`.
    public static func plural(_ value: Int, locale: String? = nil,
                              type: PluralRuleType = .cardinal) throws(IntlError) -> PluralCategory {
        try withPluralRules(locale: locale, type: type) { $0.category(for: value) }
    }

    /// The pooled plural rules for (`locale`, `type`), resolved on first use.
    public static func pluralRules(locale: String? = nil, type: PluralRuleType = .cardinal) throws(IntlError) -> PluralRules {
        try withPluralRules(locale: locale, type: type) { copy $0 }
    }

    /// `body` applied to the pooled plural rules for (`locale`, `type`), borrowed.
    @inline(__always)
    static func withPluralRules<Result>(locale: String?, type: PluralRuleType,
                                        _ body: (borrowing PluralRules) -> Result) throws(IntlError) -> Result {
        try withOneShot(FormatterPools.oneShotPlurals, front: FormatterPools.oneShotPluralsFront, locale: locale,
                        key: { OneShotPluralKey(locale: $0, type: type) }, make: { requested throws(IntlError) in
            let canonical = try IntlLocale(requested)
            return (PluralRules(locale: canonical, type: type), canonical.identifier)
        }, body)
    }
}

/// A one-shot plural request as the caller spelled it.
struct OneShotPluralKey: FrontCacheKey {
    let locale: String
    let type: PluralRuleType

    var quickHash: Int { frontCacheHash(locale, seed: type == .cardinal ? 0 : 1) }
}
