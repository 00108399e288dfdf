extension PluralRules {
    /// The plural category of `value` in `locale`, from pooled rules.
    ///
    ///     try PluralRules.category(for: 3, locale: "ru")                  // .few
    ///     try PluralRules.category(for: 3, locale: "en", type: .ordinal)  // .few ("3rd")
    ///
    /// - Parameters:
    ///   - value: the count.
    ///   - locale: the locale; `nil` is ``FormatterPools/defaultLocale``.
    ///   - type: cardinal ("3 days") or ordinal ("3rd day").
    /// - Throws: `IntlError.malformedLocale`.
    public static func category(for value: Int, locale: String? = nil,
                                type: PluralRuleType = .cardinal) throws(IntlError) -> PluralCategory {
        try withPooled(locale: locale, type: type) { $0.category(for: value) }
    }

    /// The plural category of a decimal string in `locale`, from pooled rules.
    ///
    ///     try PluralRules.category(for: "1.0", locale: "en")   // .other ("1.0 days")
    ///
    /// - Throws: `IntlError.malformedLocale`, `.invalidNumber`.
    public static func category(for decimal: String, locale: String? = nil,
                                type: PluralRuleType = .cardinal) throws(IntlError) -> PluralCategory {
        let rules = try pooled(locale: locale, type: type)
        return try rules.category(for: decimal)
    }

    /// The pooled plural rules for (`locale`, `type`), resolved on first use.
    ///
    ///     try PluralRules.pooled(locale: "ar").category(for: 11)   // .many
    ///
    /// - Throws: `IntlError.malformedLocale`.
    public static func pooled(locale: String? = nil, type: PluralRuleType = .cardinal) throws(IntlError) -> PluralRules {
        try withPooled(locale: locale, type: type) { copy $0 }
    }

    /// `body` applied to the pooled plural rules for (`locale`, `type`), borrowed.
    @inline(__always)
    static func withPooled<Result>(locale: String?, type: PluralRuleType,
                                   _ body: (borrowing PluralRules) -> Result) throws(IntlError) -> Result {
        try FormatterPools.withOneShot(
            front: FormatterPools.oneShotPluralsFront, locale: locale,
            options: type, make: { requested, _ throws(IntlError) in
                try PluralRules(locale: requested, type: type)
            }, body)
    }
}

/// A one-shot plural request as the caller spelled it (in the front cache,
/// a nil locale is the default locale).
struct OneShotPluralKey: OneShotKey {
    let locale: String?
    let type: PluralRuleType

    init(locale: String?, type: PluralRuleType) {
        self.locale = locale
        self.type = type
    }

    init(locale: String?, options type: PluralRuleType) { self.init(locale: locale, type: type) }

    @inline(__always)
    static func feed(locale: String?, options type: PluralRuleType, into hasher: inout FrontCacheHasher) {
        hasher.combine(locale)
        hasher.combine(type)
    }

    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) { Self.feed(locale: locale, options: type, into: &hasher) }

    @inline(__always)
    func matches(locale: String?, options type: PluralRuleType) -> Bool {
        self.type == type && self.locale == locale
    }
}
