/// The process-wide pools behind every formatter type, one per kind of ICU
/// handle, and the process default locale.
enum FormatterPools {
    /// Skeleton number formatters: shareable across threads.
    static let numberSkeletons = FormatterPool<NumberSkeletonKey, ICUNumberFormatter>(
        name: "number skeletons", capacity: 512, sharing: .shared)

    /// Rule-based number formatters (spell-out, ordinals) and parsers: not
    /// thread-safe, checked out per call.
    static let classicNumbers = FormatterPool<ClassicNumberKey, ICUClassicNumberFormat>(
        name: "rule-based numbers and parsers", capacity: 128, sharing: .exclusive(maximumInstances: 4))

    /// Ready `NumberFormat` values for one-shot calls, keyed as requested.
    static let oneShotNumbers = FormatterPool<OneShotNumberKey, PooledNumberFormat>(
        name: "one-shot numbers", capacity: 512, sharing: .shared)

    /// Ready `DateTimeFormat` values for one-shot calls, keyed as requested.
    static let oneShotDates = FormatterPool<OneShotDateKey, PooledDateTimeFormat>(
        name: "one-shot dates", capacity: 512, sharing: .shared)

    /// Resolved plural rules for one-shot calls, keyed as requested.
    static let oneShotPlurals = FormatterPool<OneShotPluralKey, PooledPluralRules>(
        name: "one-shot plural rules", capacity: 256, sharing: .shared)

    /// Every pool, for statistics and invalidation.
    static var all: [any AnyFormatterPool] {
        [numberSkeletons, classicNumbers, oneShotNumbers, oneShotDates, oneShotPlurals]
    }
}

/// What ``FormatterPools`` needs from a pool whatever its key and handle.
protocol AnyFormatterPool: Sendable {
    var name: String { get }
    var statistics: FormatterPoolStatistics { get }
    func invalidate(locale: String)
    func invalidateDefaultLocaleEntries()
    func removeAll()
}

extension FormatterPool: AnyFormatterPool {}

/// The key of a skeleton number formatter: ICU locale id and skeleton.
struct NumberSkeletonKey: Hashable, Sendable {
    let icuLocaleID: String
    let skeleton: String
}

/// The key of a rule-based formatter or parser.
struct ClassicNumberKey: Hashable, Sendable {
    let icuLocaleID: String
    let kind: ICUClassicNumberFormat.Kind
    let ruleSet: String?
}

/// Everything needed to check a rule-based formatter or parser out of its
/// pool, re-creating it if the pool dropped it meanwhile.
struct ClassicNumberRequest: Hashable, Sendable {
    let key: ClassicNumberKey
    let locale: IntlLocale

    init(kind: ICUClassicNumberFormat.Kind, locale: IntlLocale, ruleSet: String?) {
        key = ClassicNumberKey(icuLocaleID: locale.icuID, kind: kind, ruleSet: ruleSet)
        self.locale = locale
    }

    /// Runs `body` with a checked-out formatter.
    ///
    /// - Throws: the creation error (`.unknownRuleSet`, ICU failures).
    func withFormatter<Result>(_ body: (ICUClassicNumberFormat) -> Result) throws(IntlError) -> Result {
        try FormatterPools.classicNumbers.withHandle(
            for: key,
            create: { () throws(IntlError) in try ICUClassicNumberFormat(kind: key.kind, locale: locale, ruleSet: key.ruleSet) },
            body)
    }

    /// Formats with a checked-out formatter. The request was checked when the
    /// owning formatter was made, so only an ICU failure (out of memory) can
    /// make re-creating it fail here.
    func format(_ body: (ICUClassicNumberFormat) -> String) -> String {
        Result { () throws(IntlError) in try withFormatter(body) }.requireSuccess()
    }
}
