/// What a ``NumberFormat`` produces, in the spirit of ECMA-402's
/// `Intl.NumberFormat` options. Every field has a stated default; the
/// defaults format like ICU's plain decimal format for the locale.
///
///     var options = NumberFormatOptions(style: .currency("EUR"))
///     options.grouping = .never
///     try NumberFormat(locale: "de-DE", options: options).format(1234.5)   // "1234,50 €"
///
/// Options become an ICU number skeleton in exactly one place
/// (`NumberFormatOptions.skeleton`); ``NumberFormat/skeleton`` shows it.
public struct NumberFormatOptions: Hashable, Sendable {
    /// What kind of number this is. Default: ``Style/decimal``.
    public var style: Style {
        get { shared.fields.style }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.style = newValue } }
    }
    /// How many digits to show and where to round. Default: ``Precision/automatic``.
    public var precision: Precision {
        get { shared.fields.precision }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.precision = newValue } }
    }
    /// How to round. Default: `nil`, ICU's half-even.
    public var roundingMode: RoundingMode? {
        get { shared.fields.roundingMode }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.roundingMode = newValue } }
    }
    /// Minimum integer digits, zero-padded ("007"). Default: `nil` (1).
    public var minimumIntegerDigits: Int? {
        get { shared.fields.minimumIntegerDigits }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.minimumIntegerDigits = newValue } }
    }
    /// Maximum integer digits; higher digits are cut off. Default: `nil`, no limit.
    public var maximumIntegerDigits: Int? {
        get { shared.fields.maximumIntegerDigits }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.maximumIntegerDigits = newValue } }
    }
    /// Digit grouping. Default: ``Grouping/automatic`` (the locale's rule).
    public var grouping: Grouping {
        get { shared.fields.grouping }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.grouping = newValue } }
    }
    /// When to show a sign. Default: ``SignDisplay/automatic``.
    public var signDisplay: SignDisplay {
        get { shared.fields.signDisplay }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.signDisplay = newValue } }
    }
    /// A numbering system such as "latn", "arab", "deva", overriding the
    /// locale's (and its `-u-nu-` keyword). Default: `nil`.
    public var numberingSystem: String? {
        get { shared.fields.numberingSystem }
        set { shared = shared.updating(in: FormatterPools.numberOptionFields) { $0.numberingSystem = newValue } }
    }

    /// The stored fields, one per public property above.
    struct Fields: Hashable, Sendable {
        var style: Style
        var precision: Precision
        var roundingMode: RoundingMode?
        var minimumIntegerDigits: Int?
        var maximumIntegerDigits: Int?
        var grouping: Grouping
        var signDisplay: SignDisplay
        var numberingSystem: String?
    }

    /// The fields, shared by every copy (``SharedOptionFields``: a copy is
    /// one retain, reused options compare by one pointer).
    private var shared: SharedOptionFields<Fields>

    /// The fields as stored.
    var fields: Fields { shared.fields }

    /// Every field fed to a ``FrontCacheHasher``, worked out when the options
    /// are made or changed, so a one-shot call's front-cache lookup hashes
    /// one word for them.
    var frontCacheHashValue: Int { shared.frontCacheHashValue }

    /// The shared fields object this value holds: options built again on a
    /// thread with equal fields hold the same one (``ThreadOptionFieldsTable``).
    var sharedFieldsIdentity: ObjectIdentifier { ObjectIdentifier(shared) }

    public init(
        style: Style = .decimal,
        precision: Precision = .automatic,
        roundingMode: RoundingMode? = nil,
        minimumIntegerDigits: Int? = nil,
        maximumIntegerDigits: Int? = nil,
        grouping: Grouping = .automatic,
        signDisplay: SignDisplay = .automatic,
        numberingSystem: String? = nil
    ) {
        shared = FormatterPools.numberOptionFields.shared(Fields(
            style: style, precision: precision, roundingMode: roundingMode,
            minimumIntegerDigits: minimumIntegerDigits, maximumIntegerDigits: maximumIntegerDigits,
            grouping: grouping, signDisplay: signDisplay, numberingSystem: numberingSystem))
    }

    /// Equal fields (the same shared object at the cost of one comparison).
    public static func == (lhs: NumberFormatOptions, rhs: NumberFormatOptions) -> Bool {
        lhs.shared.hasFields(equalTo: rhs.shared)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(shared.fields) }
}

extension NumberFormatOptions {
    /// The kind of number: plain, percent, money, a measurement, spelled out…
    public struct Style: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case decimal, percent, scientific, engineering, ordinal
            case currency(code: String, display: CurrencyDisplay)
            case compact(CompactDisplay)
            case unit(String, width: UnitWidth, usage: String?)
            case spellOut(SpellOut)
        }
        let kind: Kind

        /// Plain digits with the locale's separators: "1.234,5" in de.
        public static let decimal = Style(kind: .decimal)
        /// The value times 100 with the locale's percent sign: 0.25 → "25 %" in de.
        public static let percent = Style(kind: .percent)
        /// Scientific notation: 2.5 → "2,5E0" in de.
        public static let scientific = Style(kind: .scientific)
        /// Engineering notation (exponent a multiple of 3): 12345 → "12.345E3" in en.
        public static let engineering = Style(kind: .engineering)
        /// An ordinal with digits, from ICU's rule-based ordinal format: 2 → "2nd" in en.
        public static let ordinal = Style(kind: .ordinal)

        /// Money in an ISO 4217 currency: `.currency("EUR")` → "2,50 €" in de.
        /// For the accounting form of negative amounts ("(€2.50)" in en) set
        /// ``NumberFormatOptions/signDisplay`` to ``SignDisplay/accounting``.
        public static func currency(_ code: String, display: CurrencyDisplay = .symbol) -> Style {
            Style(kind: .currency(code: code, display: display))
        }

        /// Compact notation: 1234567 → "1.2M" (short) or "1.2 million" (long) in en.
        public static func compact(_ display: CompactDisplay = .short) -> Style {
            Style(kind: .compact(display))
        }

        /// A measurement in a CLDR unit, either a core unit id ("meter",
        /// "kilometer-per-hour", "celsius") or ICU's type-prefixed form
        /// ("length-meter", "temperature-celsius"): 2.5 meters → "2.5 m" in en.
        ///
        /// With a `usage` from CLDR's unit preferences ("road",
        /// "person-height", "weather", "fluid", "vehicle-fuel"…) the value,
        /// given in `identifier`'s unit, is converted to the unit people in
        /// the locale's region use for it, honouring the locale's `-u-ms-`
        /// (measurement system) and `-u-rg-` (region override) keywords:
        /// 1,000 meters on a road is "0.62 mi" in en-US and en-GB, "1 km" in
        /// de, and "1 km" in "en-US-u-ms-metric".
        /// ``NumberFormat/formatMeasure(_:)`` says which unit was chosen.
        /// Default: `nil`, no conversion.
        public static func unit(_ identifier: String, width: UnitWidth = .short, usage: String? = nil) -> Style {
            Style(kind: .unit(identifier, width: width, usage: usage))
        }

        /// Words from ICU's rule-based spell-out: 2.5 → "zwei Komma fünf" in de.
        public static func spellOut(_ spellOut: SpellOut = .cardinal) -> Style {
            Style(kind: .spellOut(spellOut))
        }
    }

    /// How a currency is shown.
    public enum CurrencyDisplay: Hashable, Sendable {
        /// The locale's symbol: "€", "US$" or "$" depending on the locale. The default.
        case symbol
        /// The shortest symbol: "$" for USD everywhere.
        case narrowSymbol
        /// The ISO code: "EUR".
        case code
        /// The full, plural-aware name: "2.50 euros".
        case name
    }

    /// Short or long compact notation.
    public enum CompactDisplay: Hashable, Sendable {
        case short, long
    }

    /// How a measurement unit is written.
    public enum UnitWidth: Hashable, Sendable {
        /// "2.5 m". The default.
        case short
        /// "2.5m".
        case narrow
        /// "2.5 meters".
        case fullName
    }

    /// Which spell-out rule set.
    public struct SpellOut: Hashable, Sendable {
        let ruleSet: String?
        let ordinalDefault: Bool

        /// The locale's default cardinal spell-out: "two thousand".
        public static let cardinal = SpellOut(ruleSet: nil, ordinalDefault: false)
        /// Ordinal words: 2 → "second" (rule set `%spellout-ordinal`).
        public static let ordinal = SpellOut(ruleSet: "%spellout-ordinal", ordinalDefault: true)
        /// Years as spoken: 1999 → "nineteen ninety-nine" (`%spellout-numbering-year`).
        public static let year = SpellOut(ruleSet: "%spellout-numbering-year", ordinalDefault: false)
        /// Any public rule set of the locale, e.g. "%spellout-cardinal-feminine".
        public static func ruleSet(_ name: String) -> SpellOut {
            SpellOut(ruleSet: name, ordinalDefault: false)
        }
    }

    /// How many digits to show.
    public struct Precision: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case automatic, integer, unlimited
            case fraction(min: Int, max: Int?)
            case significant(min: Int, max: Int?)
            case increment(String)
            case currencyStandard, currencyCash
        }
        let kind: Kind

        /// ICU's default: up to 6 fraction digits for plain numbers, the
        /// currency's own digits for money, 2 significant digits for compact.
        public static let automatic = Precision(kind: .automatic)
        /// No fraction digits: 2.5 → "2" (half-even by default).
        public static let integer = Precision(kind: .integer)
        /// Every digit of the input, never rounded: the way to format
        /// "12345678901234567890.123456789" exactly.
        public static let unlimited = Precision(kind: .unlimited)
        /// Between `min` and `max` fraction digits; `max: nil` means no limit.
        public static func fractionDigits(min: Int = 0, max: Int?) -> Precision {
            Precision(kind: .fraction(min: min, max: max))
        }
        /// Exactly `range` fraction digits: `.fractionDigits(2...2)` → "1.50".
        public static func fractionDigits(_ range: ClosedRange<Int>) -> Precision {
            Precision(kind: .fraction(min: range.lowerBound, max: range.upperBound))
        }
        /// Between `min` and `max` significant digits; `max: nil` means no limit.
        public static func significantDigits(min: Int = 1, max: Int?) -> Precision {
            Precision(kind: .significant(min: min, max: max))
        }
        /// `range` significant digits: `.significantDigits(1...3)` → 1234 → "1,230".
        public static func significantDigits(_ range: ClosedRange<Int>) -> Precision {
            Precision(kind: .significant(min: range.lowerBound, max: range.upperBound))
        }
        /// Round to a multiple of `increment`, a positive decimal string such
        /// as "0.05" (cash rounding) or "5".
        public static func increment(_ increment: String) -> Precision {
            Precision(kind: .increment(increment))
        }
        /// The currency's standard digits (2 for EUR, 0 for JPY).
        public static let currencyStandard = Precision(kind: .currencyStandard)
        /// The currency's cash digits and rounding (CHF rounds to 0.05).
        public static let currencyCash = Precision(kind: .currencyCash)
    }

    /// How to round the digits that are dropped. Names follow ICU.
    ///
    /// ICU's `unnecessary` mode is deliberately absent: it makes formatting
    /// fail whenever a value needs rounding, and `format(_:)` never fails.
    public enum RoundingMode: Hashable, Sendable, CaseIterable {
        case ceiling, floor, down, up, halfEven, halfOdd, halfCeiling, halfFloor, halfDown, halfUp
    }

    /// Digit grouping.
    public struct Grouping: Hashable, Sendable {
        /// UInt8 raw values: the front cache hashes the code (FrontCacheHashable).
        enum Kind: UInt8, Hashable, Sendable { case automatic, never, min2, always, thousands }
        let kind: Kind

        /// The locale's rule (which may skip 4-digit numbers, as es and pl do).
        public static let automatic = Grouping(kind: .automatic)
        /// No separators: "1234567".
        public static let never = Grouping(kind: .never)
        /// Only from 5 integer digits: "1000" but "10,000".
        public static let min2 = Grouping(kind: .min2)
        /// Always, from 4 digits: "1,000" even where the locale says "1000".
        public static let always = Grouping(kind: .always)
        /// Groups of three whatever the locale (no Indian grouping).
        public static let thousands = Grouping(kind: .thousands)
    }

    /// When to show the sign.
    public struct SignDisplay: Hashable, Sendable {
        /// UInt8 raw values: the front cache hashes the code (FrontCacheHashable).
        enum Kind: UInt8, Hashable, Sendable {
            case automatic, always, never, exceptZero, negative
            case accounting, accountingAlways, accountingExceptZero, accountingNegative
        }
        let kind: Kind

        /// "-1", "0", "1". The default.
        public static let automatic = SignDisplay(kind: .automatic)
        /// "-1", "+0", "+1".
        public static let always = SignDisplay(kind: .always)
        /// "1", "0", "1".
        public static let never = SignDisplay(kind: .never)
        /// "-1", "0", "+1".
        public static let exceptZero = SignDisplay(kind: .exceptZero)
        /// "-1", "0", "1", and no "-0".
        public static let negative = SignDisplay(kind: .negative)
        /// Accounting form for negative amounts: "(€1.00)" in en.
        public static let accounting = SignDisplay(kind: .accounting)
        /// Accounting form, with "+" on positive amounts and zero.
        public static let accountingAlways = SignDisplay(kind: .accountingAlways)
        /// Accounting form, with "+" on positive amounts but not zero.
        public static let accountingExceptZero = SignDisplay(kind: .accountingExceptZero)
        /// Accounting form for negatives only, no "-0".
        public static let accountingNegative = SignDisplay(kind: .accountingNegative)
    }
}
