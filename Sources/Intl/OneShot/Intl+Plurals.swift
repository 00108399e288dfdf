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
        let requested = locale ?? defaultLocale
        return try FormatterPools.oneShotPlurals.handle(
            for: OneShotPluralKey(locale: requested, type: type), fromDefaultLocale: locale == nil
        ) { () throws(IntlError) in
            let canonical = try IntlLocale(requested)
            return PooledPluralRules(PluralRules(locale: canonical, type: type), locale: canonical.identifier)
        }.rules
    }
}

/// A one-shot plural request as the caller spelled it.
struct OneShotPluralKey: Hashable, Sendable {
    let locale: String
    let type: PluralRuleType
}

/// Resolved plural rules, held by the one-shot pool.
final class PooledPluralRules: PooledFormatter {
    let rules: PluralRules
    let localeIdentifier: String

    init(_ rules: PluralRules, locale: String) {
        self.rules = rules
        self.localeIdentifier = locale
    }
}
