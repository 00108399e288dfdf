/// Compares and sorts strings the way people of a locale expect:
/// Swedish puts "ä" after "z", German phone books read "ü" as "ue", and
/// with numeric ordering "file2" comes before "file10".
///
///     let sv = try Collator(locale: "sv")
///     sv.sorted(["z", "ä", "a", "ö", "å", "o"])   // ["a", "o", "z", "å", "ä", "ö"]
///     let en = try Collator(locale: "en")
///     en.sorted(["z", "ä", "a", "ö", "å", "o"])   // ["a", "å", "ä", "o", "ö", "z"]
///
///     let phonebook = try Collator(locale: "de-u-co-phonebk")
///     phonebook.sorted(["Muller", "Müller", "Mueller", "Muffler"])
///     // ["Mueller", "Müller", "Muffler", "Muller"]  (standard "de": Mueller, Muffler, Muller, Müller)
///
///     let files = try Collator(locale: "en", options: .init(numeric: true))
///     files.compare("file2", "file10")             // .ascending
///
/// The locale's `-u-co-` (collation type), `-u-kn-`, `-u-ks-`, `-u-kf-`,
/// `-u-ka-`, `-u-kr-`… keywords apply; ``CollatorOptions`` set here win over
/// them. Collators are immutable `Sendable` values; the ICU collator behind
/// one comes from a pool keyed by (locale, options), so making the same
/// collator again is a hash lookup. Each call checks an ICU collator out
/// for its own use (ICU's user guide: collators cannot be shared among threads).
///
/// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
///   `.unsupportedLocaleKeywordValue` at construction only.
public struct Collator: Sendable, Hashable {
    /// The result of comparing two strings.
    public enum Order: Hashable, Sendable {
        case ascending, equal, descending
    }

    /// The requested locale, canonicalized.
    public let locale: IntlLocale
    /// The options given (`nil` fields keep the locale's settings).
    public let options: CollatorOptions
    private let request: PooledRequest<CollatorKey, ICUCollator>

    /// Creates a collator for a locale identifier (BCP 47 or ICU).
    ///
    /// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
    ///   `.unsupportedLocaleKeywordValue`.
    public init(locale: String, options: CollatorOptions = .init()) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// Creates a collator for a validated locale.
    ///
    /// - Throws: `IntlError.unsupportedLocaleKeywordValue` for a `-u-kr-`
    ///   reordering that names a script ICU does not know.
    public init(locale: IntlLocale, options: CollatorOptions = .init()) throws(IntlError) {
        self.locale = locale
        self.options = options
        request = try CollatorKey.request(locale: locale, options: options)
    }

    /// How `a` sorts relative to `b`.
    ///
    ///     try Collator(locale: "de").compare("Müller", "Muller")   // .descending
    ///     try Collator(locale: "en", options: .init(strength: .primary)).compare("a", "A")   // .equal
    ///
    /// Strings longer than 2 GiB of UTF-8 are compared on their first
    /// 2³¹−1 bytes (ICU's length limit).
    public func compare(_ a: String, _ b: String) -> Order {
        let result = request.use { $0.compare(a, b) }
        return result < 0 ? .ascending : result > 0 ? .descending : .equal
    }

    /// The collation key of `text`; keys of one collator compare like the strings.
    ///
    ///     let files = try Collator(locale: "en", options: .init(numeric: true))
    ///     files.sortKey("file2") < files.sortKey("file10")   // true
    public func sortKey(_ text: String) -> SortKey {
        SortKey(bytes: request.use { $0.sortKeys([text]) }.first ?? [])
    }

    /// `strings` in collation order, using sort keys (one ICU call per
    /// string, then byte comparisons). Stable: strings that compare equal
    /// keep their input order.
    ///
    ///     try Collator(locale: "sv").sorted(["ö", "z", "a"])   // ["a", "z", "ö"]
    ///
    /// - Complexity: O(n log n) key comparisons plus n key computations.
    public func sorted(_ strings: some Sequence<String>) -> [String] {
        let strings = Array(strings)
        let (bytes, ends) = request.use { $0.sortKeyBuffer(strings) }
        var order = Array(strings.indices)
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
                }
                order.sort { a, b in
                    let comparison = SortKey.order(key(a), key(b))
                    return comparison < 0 || (comparison == 0 && a < b)
                }
            }
        }
        return order.map { strings[$0] }
    }

    /// Sorts `strings` in place with the collator's comparison (no keys):
    /// cheaper than ``sorted(_:)`` for short arrays. Not stable.
    ///
    ///     var names = ["Zoë", "zoe", "Ärger"]
    ///     try Collator(locale: "de").sort(&names)   // ["Ärger", "zoe", "Zoë"]
    public func sort(_ strings: inout [String]) {
        request.use { $0.sort(&strings) }
    }

    public static func == (lhs: Collator, rhs: Collator) -> Bool {
        lhs.locale == rhs.locale && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }
}

/// The key of a pooled ICU collator: ICU locale id and options.
struct CollatorKey: Hashable, Sendable {
    let icuLocaleID: String
    let options: CollatorOptions

    /// The pooled request for a collator.
    static func request(locale: IntlLocale,
                        options: CollatorOptions) throws(IntlError) -> PooledRequest<CollatorKey, ICUCollator> {
        try PooledRequest(pool: FormatterPools.collators,
                          key: CollatorKey(icuLocaleID: locale.icuID, options: options),
                          create: { () throws(IntlError) in try ICUCollator(locale: locale, options: options) })
    }
}
