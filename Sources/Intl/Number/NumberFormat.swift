/// Formats numbers for one locale with fixed options; safe to share across tasks.
///
///     let price = try NumberFormat(locale: "de-DE", options: .init(style: .currency("EUR")))
///     price.format(2.5)                        // "2,50\u{00A0}€"
///     let exact = try NumberFormat(locale: "en", options: .init(precision: .unlimited))
///     try exact.format(decimal: "12345678901234567890.123456789")
///     // "12,345,678,901,234,567,890.123456789"
///
/// Everything is checked when the formatter is created; `format(_:)` for
/// integers and doubles cannot fail. NaN and ±∞ format as the locale's
/// symbols ("NaN", "∞", "-∞" in en). Formatters are immutable values that
/// hold a shared ICU handle, so copies are cheap and creating one is the
/// expensive part: keep and reuse them. Plain decimals, percentages and
/// money (symbol, narrow symbol or ISO code) with the default or a
/// fraction-digit precision and no sign, integer-width or numbering-system
/// options are written directly in Swift, byte for byte as the loaded ICU
/// writes them (a locale whose data the native model does not fit stays on
/// ICU) and several times faster; everything else goes through ICU.
public struct NumberFormat: Sendable, Hashable {
    /// The requested locale, canonicalized ("he-IL" for "iw_IL").
    public var locale: IntlLocale { storage.locale }
    /// The options the formatter was made from (`nil` for a raw skeleton).
    public var options: NumberFormatOptions? { storage.options }
    /// The ICU number skeleton in use, e.g. "currency/EUR unit-width-narrow";
    /// `nil` for rule-based styles (spell-out, digit ordinals).
    public var skeleton: String? { storage.skeleton }
    /// The spell-out rule set in use, e.g. "%spellout-ordinal"; `nil` for the
    /// locale's default or for skeleton formatters.
    public var ruleSet: String? { storage.ruleSet }
    /// The locale whose data ICU actually uses: "de" for "de-XX", "root"
    /// when ICU has no data for the language ("xx-YY").
    public var resolvedLocale: String { storage.resolvedLocale }

    /// Everything, in one immutable object: copying a formatter is one retain.
    private let storage: Storage
    /// ``Storage/native`` again, for the hot path, beside ``storage`` so that
    /// a call reaches the writer with one load: reading it from the storage
    /// object touched one more cache line per call (`intl bench cache`'s
    /// 150 held formatters do not all stay in the L1 data cache). Unretained:
    /// a call through `_withUnsafeGuaranteedRef` does not retain and release
    /// the writer (two atomic operations and 49 instructions per call,
    /// measured; the compiler retains a writer read from a strong field, even
    /// through an `unowned(unsafe)` one). Safe: ``storage`` holds the same
    /// object strongly, and every copy of this formatter holds the storage.
    private let native: Unmanaged<NativeDecimalFormat>?

    /// What writes the numbers, as the initializers choose it.
    private enum Engine {
        /// A shareable formatter, held directly.
        case skeleton(ICUNumberFormatter)
        /// Plain decimals written in Swift, with ICU's formatter for what the
        /// native one leaves to it (NaN, ±∞, decimal strings).
        case native(NativeDecimalFormat, icu: ICUNumberFormatter)
        /// A non-thread-safe formatter, checked out of its pool per call.
        case ruleBased(PooledRequest<ClassicNumberKey, ICUClassicNumberFormat>)
    }

    /// The ``Engine`` is stored as three plain references, not as the enum:
    /// Swift keeps a multi-payload enum's case in the spare high bits of its
    /// pointers, and LeakSanitizer, not recognizing such a word as a
    /// pointer, reported every pooled ICU formatter as leaked. The hot path
    /// also reads `native` without binding payloads (which retains and
    /// releases each of them on every call).
    private final class Storage: Sendable {
        let locale: IntlLocale
        let options: NumberFormatOptions?
        let skeleton: String?
        let ruleSet: String?
        let resolvedLocale: String
        /// ICU's shareable formatter; nil exactly when ``ruleBased`` is set.
        let icu: ICUNumberFormatter?
        /// The native writer in front of ``icu``, where the options allow one.
        let native: NativeDecimalFormat?
        let ruleBased: PooledRequest<ClassicNumberKey, ICUClassicNumberFormat>?

        init(locale: IntlLocale, options: NumberFormatOptions?, skeleton: String?,
             ruleSet: String?, resolvedLocale: String, engine: Engine) {
            self.locale = locale
            self.options = options
            self.skeleton = skeleton
            self.ruleSet = ruleSet
            self.resolvedLocale = resolvedLocale
            switch engine {
            case .skeleton(let formatter): (icu, native, ruleBased) = (formatter, nil, nil)
            case .native(let native, let formatter): (icu, self.native, ruleBased) = (formatter, native, nil)
            case .ruleBased(let request): (icu, native, ruleBased) = (nil, nil, request)
            }
        }
    }

    /// The rule-based formatter's request, for formats without ``Storage/icu``.
    private var ruleBased: PooledRequest<ClassicNumberKey, ICUClassicNumberFormat> {
        // No input reaches a nil here: `Storage.init` sets `ruleBased`
        // exactly when it leaves `icu` nil, and callers check `icu` first.
        storage.ruleBased!
    }

    /// Creates a formatter from options.
    ///
    /// - Throws: `IntlError.malformedLocale`, `.malformedCurrencyCode`,
    ///   `.unknownCurrency`, `.unknownUnit`, `.unknownRuleSet`,
    ///   `.invalidOptions`, `.invalidSkeleton`.
    public init(locale: String, options: NumberFormatOptions = .init()) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), options: options)
    }

    /// Creates a formatter from options for a validated locale. Formatters
    /// for the same locale and options share one pooled instance (the
    /// one-shot calls and prepared keys use the same pool), so creating one
    /// again is a lookup.
    ///
    /// - Throws: `IntlError.malformedCurrencyCode`, `.unknownCurrency`,
    ///   `.unknownUnit`, `.unknownRuleSet`, `.invalidOptions`, `.invalidSkeleton`.
    public init(locale: IntlLocale, options: NumberFormatOptions = .init()) throws(IntlError) {
        self = try FormatterPools.numberFormats.handle(for: NumberFormatKey(locale: locale.identifier, options: options)) {
            () throws(IntlError) in
            PooledValue(try NumberFormat(building: locale, options: options), localeIdentifier: locale.identifier)
        }.value
    }

    /// Builds the formatter for a pool miss: its ICU handle and, where the
    /// options allow, its native fast path, without entering another pool.
    private init(building locale: IntlLocale, options: NumberFormatOptions) throws(IntlError) {
        switch try options.plan() {
        case .skeleton(let skeleton):
            try Self.checkCurrencyExists(options.style)
            let formatter: ICUNumberFormatter
            do {
                formatter = try ICUNumberFormatter(skeleton: skeleton, locale: locale)
            } catch {
                throw Self.explain(error, style: options.style, locale: locale)
            }
            let native = NativeDecimalFormat.make(options: options, locale: locale, icu: formatter)
            self.init(locale: locale, options: options, skeleton: skeleton, ruleSet: nil,
                      resolvedLocale: locale.dataLocale,
                      engine: native.map { .native($0, icu: formatter) } ?? .skeleton(formatter))
        case .ruleBased(let kind, let ruleSet):
            let request = try ClassicNumberKey.request(kind: kind == .spellOut ? .spellOut : .ordinal,
                                                       locale: locale, ruleSet: ruleSet)
            let actualLocale = request.handle.actualLocale
            self.init(locale: locale, options: options, skeleton: nil, ruleSet: ruleSet,
                      resolvedLocale: actualLocale, engine: .ruleBased(request))
        }
    }

    /// Creates a formatter from an ICU number skeleton, for what the options
    /// do not cover: `"measure-unit/length-meter per-measure-unit/duration-second"`.
    ///
    /// - Throws: `IntlError.malformedLocale`, `.invalidSkeleton`.
    public init(locale: String, skeleton: String) throws(IntlError) {
        try self.init(locale: IntlLocale(locale), skeleton: skeleton)
    }

    /// Creates a formatter from an ICU number skeleton for a validated locale.
    ///
    /// - Throws: `IntlError.invalidSkeleton`.
    public init(locale: IntlLocale, skeleton: String) throws(IntlError) {
        let formatter = try FormatterPools.numberSkeletons.handle(
            for: NumberSkeletonKey(locale: locale, skeleton: skeleton)
        ) { () throws(IntlError) in try ICUNumberFormatter(skeleton: skeleton, locale: locale) }
        self.init(locale: locale, options: nil, skeleton: skeleton, ruleSet: nil,
                  resolvedLocale: locale.dataLocale, engine: .skeleton(formatter))
    }

    /// ICU's rule-based duration format (`URBNF_DURATION`), for ICU
    /// MessageFormat's `{n, duration}` in Messages: 3661 → "1:01:01" in en,
    /// "3.661" in de (no duration rules). Not public: no other API uses it.
    ///
    /// - Throws: `IntlError` when ICU cannot open the format.
    package static func ruleBasedDuration(locale: IntlLocale) throws(IntlError) -> NumberFormat {
        let request = try ClassicNumberKey.request(kind: .duration, locale: locale, ruleSet: nil)
        return NumberFormat(locale: locale, options: nil, skeleton: nil, ruleSet: nil,
                            resolvedLocale: request.handle.actualLocale, engine: .ruleBased(request))
    }

    private init(locale: IntlLocale, options: NumberFormatOptions?, skeleton: String?,
                 ruleSet: String?, resolvedLocale: String, engine: Engine) {
        storage = Storage(locale: locale, options: options, skeleton: skeleton, ruleSet: ruleSet,
                          resolvedLocale: resolvedLocale, engine: engine)
        native = storage.native.map { Unmanaged.passUnretained($0) }
    }

    // MARK: Formatting

    /// Formats an integer exactly.
    public func format(_ value: Int) -> String { format(Int64(value)) }

    /// Formats an integer exactly.
    public func format(_ value: Int64) -> String {
        if let native { return native._withUnsafeGuaranteedRef { $0.format(value) } }
        // ICU was tried with an integer and a double at construction (see
        // `requireSuccess`); HostileInputTests walks every kind × extreme value.
        if let icu = storage.icu { return icu.format(value).requireSuccess() }
        return ruleBased.use { $0.format(value) }
    }

    /// Formats an unsigned integer exactly, including values above `Int64.max`.
    public func format(_ value: UInt64) -> String {
        if let native { return native._withUnsafeGuaranteedRef { $0.format(value) } }
        if let signed = Int64(exactly: value) { return format(signed) }
        return formatDecimal(String(value), as: String(value)).requireSuccess()
    }

    /// Formats a double. The default precision rounds to the locale's usual
    /// digits (6 fraction digits for plain numbers); use
    /// ``NumberFormatOptions/Precision/unlimited`` to see every digit of the
    /// shortest representation.
    public func format(_ value: Double) -> String {
        // The native writer answers every double (NaN and ±∞ through ICU), so
        // its text is returned as is, without a check for nil.
        if let native { return native._withUnsafeGuaranteedRef { $0.format(value) } }
        return formatWithICU(value)
    }

    /// ``format(_:)-(Double)`` without the native writer. A call of its own, so the native
    /// path does not set up this path's stack frame (26 → 20 instructions
    /// per call, callgrind).
    @inline(never)
    private func formatWithICU(_ value: Double) -> String {
        if let icu = storage.icu { return icu.format(value).requireSuccess() }
        return value.isFinite ? ruleBased.use { $0.format(value) } : formatNonFinite(value)
    }

    /// The scratch bytes ``formattedBytes(_:scratch:)-(Int64,_)`` needs (the
    /// native writer's buffer). Inlinable, so that a caller's stack buffer
    /// of this size has a constant size.
    @inlinable
    package static var formattedBytesCapacity: Int { 512 }

    /// ``format(_:)-(Int64)``'s UTF-8 bytes, written into `scratch` (at
    /// least ``formattedBytesCapacity`` bytes) without making a `String`,
    /// for callers that copy a number into a longer text (a catalog
    /// message); valid until `scratch` is written again. Nil when this
    /// format does not write `value` natively: then ``format(_:)-(Int64)``.
    package func formattedBytes(_ value: Int64, scratch: UnsafeMutableRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard let native else { return nil }
        return native._withUnsafeGuaranteedRef { $0.bytes(value, scratch: scratch) }
    }

    /// ``format(_:)-(Double)``'s UTF-8 bytes, as ``formattedBytes(_:scratch:)-(Int64,_)``.
    package func formattedBytes(_ value: Double, scratch: UnsafeMutableRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard let native else { return nil }
        return native._withUnsafeGuaranteedRef { $0.bytes(value, scratch: scratch) }
    }

    /// ICU 72's rule-based formatter follows a missing rule for ±∞ in some
    /// locales and crashes (Japanese ordinal of -∞), so NaN and ±∞ never
    /// reach it: they are written as the locale's decimal format writes them
    /// ("∞", "-∞", "NaN").
    private func formatNonFinite(_ value: Double) -> String {
        // A decimal format for a locale that already made a formatter cannot fail.
        guard let decimal = try? NumberFormat(locale: locale, options: .init()) else { return String(value) }
        return decimal.format(value)
    }

    /// Formats a decimal number string exactly, beyond `Double` precision:
    /// "-1234.5", "12345678901234567890.123456789", "1.5e3".
    ///
    /// - Throws: `IntlError.invalidNumber` when `decimal` is not a number;
    ///   `.notRepresentable` for spell-out of a value a double cannot hold
    ///   exactly (integers of any size up to `Int64` are fine).
    public func format(decimal: String) throws(IntlError) -> String {
        try formatDecimal(FixedDecimal.plainText(ofDecimal: decimal), as: decimal).get()
    }

    /// Formats a plain decimal string; errors quote `input`, as the caller wrote it.
    private func formatDecimal(_ decimal: String, as input: String) -> Result<String, IntlError> {
        if let icu = storage.icu { return icu.format(decimal: decimal) }
        // ICU's rule-based formatter handles integers of any size but
        // silently garbles fractions beyond double precision
        // ("-777777777777777777.77" comes out as minus eighteen
        // quadrillion…), so such fractions never reach it.
        // `decimal` is plain already (see `format(decimal:)`).
        if !decimal.contains(".") { return ruleBased.use { $0.format(decimal: decimal) } }
        if let double = Double(decimal), FixedDecimal.withDigits(of: double, { $0.plainText }) == decimal {
            return .success(ruleBased.use { $0.format(double) })
        }
        return .failure(.notRepresentable(input, reason: "rule-based formats work in double precision"))
    }

    /// The skeleton formatter behind this format (the native engine keeps
    /// one too), nil for rule-based styles: what parts are read from.
    var skeletonFormatter: ICUNumberFormatter? {
        storage.icu
    }

    /// True when numbers are written natively rather than by ICU
    /// (see ``NativeDecimalFormat``); for tests.
    var usesNativeDecimalFormat: Bool {
        storage.native != nil
    }

    /// True when the native writer has its short path for ASCII digits
    /// (``NativeDecimalFormat/ASCIIDigits``); for tests.
    var usesASCIIDigitWriter: Bool {
        storage.native?.writesASCIIDigits ?? false
    }

    // MARK: Identity

    public static func == (lhs: NumberFormat, rhs: NumberFormat) -> Bool {
        lhs.storage === rhs.storage || lhs.locale == rhs.locale && lhs.skeleton == rhs.skeleton && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(skeleton)
        hasher.combine(options)
    }

    // MARK: Validation ICU does not do

    /// ICU formats "XYZ 1.00" for a currency that does not exist; refuse it.
    private static func checkCurrencyExists(_ style: NumberFormatOptions.Style) throws(IntlError) {
        guard case .currency(let code, _) = style.kind else { return }
        let normalized = try normalizedCurrencyCode(code)
        guard ISOCurrencies.codes.contains(normalized) else { throw .unknownCurrency(code) }
    }

    /// Names the unit when ICU's complaint is about it.
    private static func explain(_ error: IntlError, style: NumberFormatOptions.Style?,
                                locale: IntlLocale) -> IntlError {
        guard case .unit(let unit, _, _)? = style?.kind, let stem = try? unitStem(unit),
              (try? ICUNumberFormatter(skeleton: stem, locale: locale)) == nil
        else { return error }
        return .unknownUnit(unit)
    }
}
