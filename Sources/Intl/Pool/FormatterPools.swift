import Synchronization

/// The process-wide pools behind every formatter type, one per kind of ICU
/// handle, and the process default locale: what a service may inspect or
/// drop (``statistics``, ``invalidate(locale:)``, ``removeAll()``).
///
///     try NumberFormat.format(1234.5, locale: "de-DE")    // "1.234,5" (pooled)
///     FormatterPools.statistics["number formats"]?.misses  // 1
public enum FormatterPools {
    /// Ready number formatters made from options (their ICU handle and
    /// native fast path built together), by canonical locale and options:
    /// what `NumberFormat(locale:options:)`, the one-shot calls and prepared
    /// keys all share, so a miss enters this one pool.
    static let numberFormats = FormatterPool<NumberFormatKey, PooledValue<NumberFormat>>(
        name: "number formats", capacity: 512, sharing: .shared)

    /// Formatters made from raw ICU skeletons: shareable across threads.
    static let numberSkeletons = FormatterPool<NumberSkeletonKey, ICUNumberFormatter>(
        name: "number skeletons", capacity: 256, sharing: .shared)

    /// Rule-based number formatters (spell-out, ordinals) and parsers: not
    /// thread-safe, checked out per call.
    static let classicNumbers = FormatterPool<ClassicNumberKey, ICUClassicNumberFormat>(
        name: "rule-based numbers and parsers", capacity: 128, sharing: .exclusive(maximumInstances: 4))

    /// Date formatters (`UDateFormat`): not thread-safe, checked out per call.
    static let dateFormats = FormatterPool<DateFormatKey, ICUDateFormat>(
        name: "date formats", capacity: 256, sharing: .exclusive(maximumInstances: 4))

    /// Native Gregorian date formatters, keyed like `dateFormats`; nil is
    /// kept too (the answer "use ICU"), so neither is worked out twice.
    static let nativeDates = FormatterPool<DateFormatKey, PooledValue<NativeDateFormat?>>(
        name: "native date formats", capacity: 256, sharing: .shared)

    /// UTC offset tables of time zones (ICU's zone data), by canonical zone id.
    static let zoneOffsets = FormatterPool<String, PooledValue<ZoneOffsetTable?>>(
        name: "zone offset tables", capacity: 64, sharing: .shared)

    /// Zone field texts per offset-table entry, by (locale, zone, field).
    static let zoneNames = FormatterPool<ZoneNameTable.Key, PooledValue<ZoneNameTable?>>(
        name: "zone name tables", capacity: 256, sharing: .shared)

    /// Relative-time formatters: not documented thread-safe, checked out per call.
    static let relativeTimeFormats = FormatterPool<RelativeTimeKey, ICURelativeDateTimeFormatter>(
        name: "relative time formats", capacity: 64, sharing: .exclusive(maximumInstances: 4))

    /// Date interval formatters: not thread-safe, checked out per call.
    static let dateIntervalFormats = FormatterPool<DateIntervalKey, ICUDateIntervalFormat>(
        name: "date interval formats", capacity: 64, sharing: .exclusive(maximumInstances: 4))

    /// List formatters (`UListFormatter`): not documented thread-safe, checked out per call.
    static let listFormats = FormatterPool<ListFormatKey, ICUListFormat>(
        name: "list formats", capacity: 64, sharing: .exclusive(maximumInstances: 4))

    /// Collators (`UCollator`): ICU's user guide says instances cannot be
    /// shared among threads, so they are checked out per call.
    static let collators = FormatterPool<CollatorKey, ICUCollator>(
        name: "collators", capacity: 64, sharing: .exclusive(maximumInstances: 4))

    /// C++ twins of skeleton number formatters, for the output unit of a
    /// measurement (``NumberFormat/formatMeasure(_:)``): shareable.
    static let unitUsageFormatters = FormatterPool<NumberSkeletonKey, ICUUnitUsageFormatter>(
        name: "unit usage formatters", capacity: 128, sharing: .shared)

    /// Number range formatters (`UNumberRangeFormatter`): shareable.
    static let numberRanges = FormatterPool<NumberRangeKey, ICUNumberRangeFormatter>(
        name: "number ranges", capacity: 256, sharing: .shared)

    /// Unit list formatters (durations' "1 hr, 5 min"): not documented
    /// thread-safe, checked out per call.
    static let unitLists = FormatterPool<UnitListKey, ICUUnitList>(
        name: "unit lists", capacity: 64, sharing: .exclusive(maximumInstances: 4))

    /// Digital duration layouts (separators, two-digit hours) per locale.
    static let digitalDurationLayouts = FormatterPool<IntlLocale, PooledValue<DigitalDurationLayout>>(
        name: "digital duration layouts", capacity: 128, sharing: .shared)

    /// Ready `DateTimeFormat` values for one-shot calls, keyed as requested.
    static let oneShotDates = FormatterPool<OneShotDateKey, PooledValue<DateTimeFormat>>(
        name: "one-shot dates", capacity: 512, sharing: .shared)

    /// Per-thread caches of one-shot answers, in front of the pools.
    /// Each has its own thread-local pointer (below `CICU_THREAD_SLOT_COUNT`).
    static let oneShotNumbersFront = ThreadFrontCache<OneShotNumberKey, NumberFormat>(slotIndex: 0)
    static let oneShotDatesFront = ThreadFrontCache<OneShotDateKey, DateTimeFormat>(slotIndex: 1)
    static let oneShotPluralsFront = ThreadFrontCache<OneShotPluralKey, PluralRules>(slotIndex: 2)
    /// Per-thread cache of `DatePatterns.bestPattern` answers, in front of
    /// `DatePatternCache.shared` (its pool is invalidated with the others).
    static let datePatternsFront = ThreadFrontCache<DatePatternCache.Key, String>(slotIndex: 3)
    /// Per-thread tables of the option fields made last, so options built
    /// again with equal fields share one object (thread-local pointers 4 and 5).
    static let numberOptionFields = ThreadOptionFieldsTable<NumberFormatOptions.Fields>(slotIndex: 4)
    static let dateOptionFields = ThreadOptionFieldsTable<DateTimeFormatOptions.Fields>(slotIndex: 5)

    private static let frontCacheGenerationCounter = Atomic<UInt64>(0)

    /// The generation front-cache slots must carry to be used.
    static var frontCacheGeneration: UInt64 { frontCacheGenerationCounter.load(ordering: .acquiring) }

    /// Makes every thread's front-cache slots stale (they are refilled from
    /// the pools on the next call).
    static func invalidateFrontCaches() {
        frontCacheGenerationCounter.add(1, ordering: .releasing)
    }

    /// Every pool, for statistics and invalidation.
    static var all: [any AnyFormatterPool] {
        [numberFormats, numberSkeletons, classicNumbers, dateFormats, relativeTimeFormats, dateIntervalFormats,
         DatePatternCache.shared.generators, DatePatternCache.shared.patterns, oneShotDates,
         collators, nativeDates, zoneOffsets, zoneNames,
         listFormats, unitUsageFormatters, numberRanges, unitLists, digitalDurationLayouts]
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

/// The key of a number formatter made from options: the canonical locale
/// identifier and the options.
struct NumberFormatKey: Hashable, Sendable {
    let locale: String
    let options: NumberFormatOptions

    /// Hashes the locale and style only: keys that differ only in digits or
    /// grouping are told apart by `==`, and hashing every option would be
    /// most of a lookup's cost.
    func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options.style)
    }
}

/// The key of a raw-skeleton number formatter: locale and skeleton.
struct NumberSkeletonKey: Hashable, Sendable {
    let locale: IntlLocale
    let skeleton: String
}

/// The key of a date formatter: everything `ResolvedDateOptions.open` uses.
struct DateFormatKey: Hashable, Sendable {
    let icuLocaleID: String
    let timeZoneID: String
    let hourCycle: DateTimeFormatOptions.HourCycle?
    let layout: DateTimeFormatOptions.Layout
}

/// The key of a relative-time formatter.
struct RelativeTimeKey: Hashable, Sendable {
    let locale: IntlLocale
    let width: RelativeTimeFormatOptions.Width
}

/// The key of a list formatter.
struct ListFormatKey: Hashable, Sendable {
    let locale: IntlLocale
    let options: ListFormatOptions
}

/// The key of a date interval formatter.
struct DateIntervalKey: Hashable, Sendable {
    let icuLocaleID: String
    let skeleton: String
    let timeZoneID: String
}

/// The key of a rule-based formatter or parser.
struct ClassicNumberKey: Hashable, Sendable {
    let locale: IntlLocale
    let kind: ICUClassicNumberFormat.Kind
    let ruleSet: String?
}

extension ClassicNumberKey {
    /// The pooled request for a rule-based formatter or parser.
    static func request(kind: ICUClassicNumberFormat.Kind, locale: IntlLocale,
                        ruleSet: String?) throws(IntlError) -> PooledRequest<ClassicNumberKey, ICUClassicNumberFormat> {
        try PooledRequest(pool: FormatterPools.classicNumbers,
                      key: ClassicNumberKey(locale: locale, kind: kind, ruleSet: ruleSet),
                      create: { () throws(IntlError) in try ICUClassicNumberFormat(kind: kind, locale: locale, ruleSet: ruleSet) })
    }
}

/// The key of a number range formatter: locale, skeleton and range options.
struct NumberRangeKey: Hashable, Sendable {
    let locale: IntlLocale
    let skeleton: String
    let collapse: NumberRangeFormatOptions.Collapse
    let identityFallback: NumberRangeFormatOptions.IdentityFallback
}

/// The key of a unit list formatter.
struct UnitListKey: Hashable, Sendable {
    let locale: IntlLocale
    let width: DurationFormatOptions.Style
}
