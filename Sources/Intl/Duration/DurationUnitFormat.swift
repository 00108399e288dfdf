/// The formatter of one duration unit ("5 hr"), with integers written
/// natively where that is proven to give ICU's text.
///
/// ICU's unit formatter writes a number as its decimal format does and
/// puts it into the unit's pattern for the number's plural category
/// ("{0} hr", "{0} Stunden"). So, when the locale's decimals are written
/// natively (``NativeDecimalFormat``), an integer here is the text ICU puts
/// before and after the number for its category, read off ICU's own output
/// once, around the native decimal. ICU's unit formatting and its UTF-16
/// round trip were 40% of the instructions of a three-unit duration.
///
/// A category whose pattern has no number in it (Arabic writes 1 hour as
/// "ساعة"), fractions, and every integer of a formatter whose probes do not
/// all match ICU stay with ICU. `DurationUnitFormatDifferentialTests`
/// checks every ICU locale, style and unit against ICU.
struct DurationUnitFormat: Sendable {
    /// ICU's unit formatter: the reference, and the fallback.
    let icu: NumberFormat
    /// The plain decimal format of the same locale; native when `affixes`
    /// holds anything.
    private let decimal: NumberFormat
    /// Sign display `.never`: the magnitude is written (native decimals
    /// follow the locale's default sign display only).
    private let dropsSign: Bool
    private let plurals: PluralRules
    /// By `PluralCategory.slot` of the plural category: the text before and after
    /// the number; nil where ICU writes the number.
    private let affixes: [Affixes?]

    private struct Affixes: Sendable {
        let prefix: String
        let suffix: String
    }

    /// - Throws: what `NumberFormat(locale:options:)` throws for `options`.
    init(locale: IntlLocale, options: NumberFormatOptions) throws(IntlError) {
        icu = try NumberFormat(locale: locale, options: options)
        let decimal = try NumberFormat(locale: locale, options: NumberFormatOptions())
        let dropsSign = options.signDisplay == .never
        self.decimal = decimal
        self.dropsSign = dropsSign
        plurals = PluralRules(locale: locale)
        let native = decimal.usesNativeDecimalFormat && (options.signDisplay == .automatic || dropsSign)
        affixes = Self.affixes(icu: icu, native: native, plurals: plurals) {
            Self.number($0, decimal: decimal, dropsSign: dropsSign)
        }
    }

    /// Formats an integer exactly, as ICU's unit formatter does.
    func format(_ value: Int64) -> String {
        // Int is 64 bits wide on the platforms Intl builds for (64-bit Linux and macOS).
        guard let around = affixes[plurals.category(for: Int(value)).slot] else { return icu.format(value) }
        return around.prefix + Self.number(value, decimal: decimal, dropsSign: dropsSign) + around.suffix
    }

    /// The number's text as ICU's unit formatter writes it inside the pattern.
    @inline(__always)
    private static func number(_ value: Int64, decimal: NumberFormat, dropsSign: Bool) -> String {
        dropsSign ? decimal.format(value.magnitude) : decimal.format(value)
    }

    /// Formats a double (the duration's "-0"), always through ICU.
    func format(_ value: Double) -> String { icu.format(value) }

    /// True when some integers are written natively; for tests.
    var writesNatively: Bool { affixes.contains { $0 != nil } }

    /// The affixes of each category, read at the first CLDR integer sample of
    /// the category; all nil unless the decimals are native and every probe
    /// (each category's samples, 0…25, grouping thresholds, both signs)
    /// comes out as ICU writes it.
    private static func affixes(icu: NumberFormat, native: Bool, plurals: PluralRules,
                                number: (Int64) -> String) -> [Affixes?] {
        var affixes = [Affixes?](repeating: nil, count: PluralCategory.allCases.count)
        guard native else { return affixes }
        var probes: [Int64] = Array(0...25) + [100, 101, 1_000, 1_001, 1_000_000, 12_345_678, 1 << 53]
        for rule in plurals.rules {
            let samples = integerSamples(rule.integerSamples)
            probes += samples
            guard let sample = samples.first else { continue }
            let whole = icu.format(sample), digits = number(sample)
            // Exactly one occurrence of the number, else it cannot be told apart.
            guard let range = whole.firstRange(of: digits),
                  whole[range.upperBound...].firstRange(of: digits) == nil else { continue }
            affixes[rule.category.slot] = Affixes(prefix: String(whole[..<range.lowerBound]),
                                                   suffix: String(whole[range.upperBound...]))
        }
        for probe in probes + probes.map({ -$0 }) {
            guard let around = affixes[plurals.category(for: Int(probe)).slot] else { continue }
            if around.prefix + number(probe) + around.suffix != icu.format(probe) {
                return [Affixes?](repeating: nil, count: PluralCategory.allCases.count)
            }
        }
        return affixes
    }

    /// The integers CLDR lists as samples of a rule ("0, 2~16, 100, 1000, …"):
    /// each number and each range's ends.
    private static func integerSamples(_ text: String) -> [Int64] {
        text.split(whereSeparator: { $0 == "," || $0 == "~" || $0 == " " }).compactMap { Int64($0) }
    }
}
