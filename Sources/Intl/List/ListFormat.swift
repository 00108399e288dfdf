import CICU

/// Joins items into a list the way a locale writes one: "Anna, Ben, and
/// Cleo"; safe to share across tasks.
///
///     let en = try ListFormat(locale: "en")
///     try en.format(["Anna", "Ben", "Cleo"])                            // "Anna, Ben, and Cleo"
///     try ListFormat(locale: "de").format(["Anna", "Ben", "Cleo"])      // "Anna, Ben und Cleo"
///     try ListFormat(locale: "ja").format(["A", "B", "C"])              // "A、B、C"
///     try ListFormat(locale: "en", type: .or).format(["tea", "coffee"]) // "tea or coffee"
///     try ListFormat(locale: "es").format(["padre", "hijo"])            // "padre e hijo"
///
/// Any number of items formats: none is "", one is the item itself. The
/// words can depend on the items (Spanish "y" becomes "e" before an "i"
/// sound, Hebrew "ו" takes a hyphen before a non-Hebrew item); ICU's list
/// formatter (`ulistfmt`) writes every list, so those rules hold.
/// Creating one costs a pool lookup after the first; keep and reuse it.
public struct ListFormat: Sendable, Hashable {
    /// The requested locale, canonicalized.
    public let locale: IntlLocale
    /// The options the formatter was made from.
    public let options: ListFormatOptions

    private let formatter: PooledRequest<ListFormatKey, ICUListFormat>

    /// The most UTF-8 bytes a list's items may have together (plus one per
    /// item): ICU counts in Int32 UTF-16 units and the list grows by its
    /// connecting words, so 256 MiB keeps every count far from overflow.
    public static let maximumInputBytes = 1 << 28

    /// - Throws: `IntlError.malformedLocale`, `.unsupportedLocaleKeywordValue`.
    public init(locale: String, options: ListFormatOptions = .init()) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// A formatter for the list type and width, as ECMA-402 and the issue spell it.
    ///
    ///     try ListFormat(locale: "en", type: .or, width: .wide).format(["A", "B"])   // "A or B"
    ///
    /// - Throws: `IntlError.malformedLocale`, `.unsupportedLocaleKeywordValue`.
    public init(locale: String, type: ListFormatOptions.ListType = .and,
                width: ListFormatOptions.Width = .wide) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: ListFormatOptions(type: type, width: width))
    }

    /// A formatter for a validated locale.
    ///
    /// - Throws: `IntlError.icuFailure` only if ICU cannot open the formatter
    ///   (out of memory); every locale has list patterns (root's at worst).
    public init(locale: IntlLocale, options: ListFormatOptions = .init()) throws(IntlError) {
        self.locale = locale
        self.options = options
        formatter = try PooledRequest(
            pool: FormatterPools.listFormats,
            key: ListFormatKey(locale: locale, options: options),
            create: { () throws(IntlError) in try ICUListFormat(locale: locale, options: options) })
    }

    /// Formats the items as one list.
    ///
    ///     try ListFormat(locale: "en").format([])                 // ""
    ///     try ListFormat(locale: "en").format(["Anna"])           // "Anna"
    ///     try ListFormat(locale: "en").format(["Anna", "Ben"])    // "Anna and Ben"
    ///
    /// - Throws: `IntlError.inputTooLong` when the items have more than
    ///   ``maximumInputBytes`` of UTF-8 together.
    public func format(_ items: [String]) throws(IntlError) -> String {
        try Self.checkLength(items)
        return formatter.use { $0.format(items) }
    }

    /// Formats the items to parts: ``FormatPart/Kind/element`` for each item
    /// and ``FormatPart/Kind/literal`` for the words between them,
    /// ECMA-402's `formatToParts`.
    ///
    ///     try ListFormat(locale: "en").formatToParts(["Anna", "Ben", "Cleo"]).description
    ///     // element "Anna", literal ", ", element "Ben", literal ", and ", element "Cleo"
    ///
    /// An empty item has no part (ICU reports no field for it, as in
    /// JavaScript engines built on ICU); the parts still join to the text.
    ///
    /// - Throws: `IntlError.inputTooLong`, as ``format(_:)``.
    public func formatToParts(_ items: [String]) throws(IntlError) -> FormattedParts {
        try Self.checkLength(items)
        let (text, spans) = formatter.use { $0.formatWithFields(items) }
        return FormattedParts(string: text, spans: spans, kind: FormatPart.Kind.init(listField:))
    }

    /// Refuses items with more than `limit` bytes of UTF-8 together (plus one per item).
    static func checkLength(_ items: [String], limit: Int = maximumInputBytes) throws(IntlError) {
        var bytes = items.count
        for item in items { bytes += item.utf8.count }
        if bytes > limit { throw .inputTooLong(bytes: bytes, limit: limit) }
    }

    public static func == (lhs: ListFormat, rhs: ListFormat) -> Bool {
        lhs.locale == rhs.locale && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(options)
    }
}

extension FormatPart.Kind {
    /// ECMA-402's kind for a field of a formatted list; nil for the per-item
    /// spans, which repeat the element fields.
    init?(listField span: cicu_field_span) {
        guard span.category == Int32(CICU_FIELD_CATEGORY_LIST.rawValue) else { return nil }
        self = span.field == Int32(CICU_LIST_ELEMENT_FIELD.rawValue) ? .element : .literal
    }
}
