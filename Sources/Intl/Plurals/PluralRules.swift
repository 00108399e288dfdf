/// Chooses the plural form of a number for one locale: "1 day", "2 days".
///
/// Languages split numbers into up to six categories (`PluralCategory`), and
/// a message needs one string per category the language uses: English
/// "1 file" / "2 files", Russian "1 файл" / "2 файла" / "5 файлов" / "1,5 файла".
/// The rules are the loaded ICU's (CLDR 42 on ICU 72, CLDR 46 on ICU 76),
/// so a message agrees with the numbers ICU formats beside it; selection
/// needs no ICU call: rule sets are compiled into Swift, and one the loaded
/// ICU has beyond them is read from its rule text once.
///
///     let ru = try PluralRules(locale: "ru")
///     ru.category(for: 1)            // .one
///     ru.category(for: 3)            // .few
///     ru.category(for: 5)            // .many
///     try ru.category(for: "1.5")    // .other
///
///     let en = try PluralRules(locale: "en")
///     try en.category(for: "1.0")    // .other: "1.0 days"
///
///     let ordinal = try PluralRules(locale: "en", type: .ordinal)
///     ordinal.category(for: 2)       // .two: "2nd"
///
/// Pick the rules of the locale the message is shown in, not the device's:
/// Chinese rules (only `other`) with an English message give "1 days".
///
/// Locales resolve like ICU's: the canonical identifier ("iw" → "he"),
/// without extensions, then with subtags removed from the end until the
/// loaded ICU has rules for it (`zh-Hant-TW` → `zh`; `pt-BR` → `pt`, but `pt-PT` has its
/// own), else root, where every number is `other`. `resolvedLocale` says which
/// rules answered.
///
/// A `PluralRules` value is immutable, `Sendable` and cheap to copy.
public struct PluralRules: Sendable {
    /// Cardinal or ordinal.
    public let type: PluralRuleType
    /// The CLDR locale whose rules answer, in BCP 47 spelling: "pt-PT", "pt"
    /// (for "pt-BR"), "he" (for "iw"), "root" (for a locale CLDR lacks).
    public let resolvedLocale: String
    /// The locale's rule set: the case that `PluralRuleTables.category(set:…)`
    /// jumps to (a compiled set, or one `PluralData` read). Usable from
    /// inline code for the inlinable `category(for:)` of strings.
    @usableFromInline let ruleSet: Int
    /// The locale's table in `PluralData.rangeTables`, nil when CLDR has none.
    private let rangeTable: Int?

    /// Loads the rules of `locale` (a BCP 47 tag or ICU locale id).
    ///
    ///     try PluralRules(locale: "pt-BR").resolvedLocale   // "pt"
    ///     try PluralRules(locale: "iw").resolvedLocale      // "he"
    ///
    /// - Throws: `IntlError.malformedLocale` when the identifier is not well formed.
    public init(locale: String, type: PluralRuleType = .cardinal) throws(IntlError) {
        self.init(locale: try IntlLocale(locale), type: type)
    }

    /// Loads the rules of an already checked locale.
    public init(locale: IntlLocale, type: PluralRuleType = .cardinal) {
        let data = PluralData.loaded
        let tables = type == .cardinal ? data.cardinalLocales : data.ordinalLocales
        // ICU's tables have "root"; without it (ICU cannot open its data),
        // set 0, whose only category is `other`, keeps this initializer total.
        let (key, index) = pluralDataLocale(for: locale.identifier, in: tables) ?? ("root", tables["root"] ?? 0)
        self.type = type
        resolvedLocale = key
        ruleSet = index
        rangeTable = pluralDataLocale(for: locale.identifier, in: data.rangeLocales)?.index
    }

    // MARK: Selection

    /// The category of an integer.
    ///
    ///     try PluralRules(locale: "hr").category(for: 31)   // .one ("31 od 32 staze")
    ///     try PluralRules(locale: "he").category(for: 2)    // .two
    ///     try PluralRules(locale: "pl").category(for: 22)   // .few
    ///     try PluralRules(locale: "ar").category(for: 11)   // .many
    public func category(for value: Int) -> PluralCategory {
        PluralRuleTables.category(set: ruleSet, integer: UInt64(value.magnitude))
    }

    /// The category of `value` shown with exactly `fractionDigits` fraction
    /// digits (rounded half-even, as ICU formats it).
    ///
    ///     let en = try PluralRules(locale: "en")
    ///     try en.category(for: 1, fractionDigits: 0)     // .one   ("1")
    ///     try en.category(for: 1, fractionDigits: 1)     // .other ("1.0")
    ///     try PluralRules(locale: "lv").category(for: 0.1, fractionDigits: 1)   // .one
    ///
    /// - Throws: `IntlError.notFinite` for NaN and infinities;
    ///   `IntlError.invalidOptions` when `fractionDigits` is not in 0...999.
    public func category(for value: Double, fractionDigits: Int) throws(IntlError) -> PluralCategory {
        PluralRuleTables.category(set: ruleSet, try PluralOperands(value, fractionDigits: fractionDigits))
    }

    /// The category of a decimal number string: "1.50", "-3", "1.2c6"
    /// (CLDR sample syntax; `c` or `e` gives the compact exponent).
    ///
    ///     let fr = try PluralRules(locale: "fr")
    ///     try fr.category(for: "1.5")        // .one
    ///     try fr.category(for: "1000000")    // .many ("1 000 000 de jours")
    ///     try fr.category(for: "1.2c6")      // .many ("1,2 million de jours")
    ///
    /// - Throws: `IntlError.invalidNumber` for anything else ("", "1..2", "abc").
    @inlinable
    public func category(for decimal: String) throws(IntlError) -> PluralCategory {
        guard let category = Self.category(set: ruleSet, decimal: decimal) else { throw .invalidNumber(decimal) }
        return category
    }

    /// `category(for:)` of a decimal string given the rule set alone; nil
    /// when it is not a decimal. Inlined into the caller, the public method
    /// is a direct call of this one: written as one non-inlinable throwing
    /// method, the optimizer splits off a copy that takes the rule set
    /// alone and calls it through a thunk that copies the error, 14
    /// instructions a call (callgrind).
    @usableFromInline @inline(never)
    static func category(set: Int, decimal: String) -> PluralCategory? {
        guard let operands = PluralOperands.parse(decimal) else { return nil }
        return PluralRuleTables.category(set: set, operands)
    }

    /// The category of a number as a formatter displayed it, so that the
    /// message agrees with the digits next to it ("1.0 days", not "1.0 day").
    /// Digits of any script count; `decimalSeparator` starts the fraction;
    /// grouping, signs and symbols are skipped.
    ///
    ///     let en = try PluralRules(locale: "en")
    ///     try en.category(forFormatted: "1.00")                              // .other
    ///     try PluralRules(locale: "ar").category(forFormatted: "١٠٠")         // .other
    ///     try PluralRules(locale: "ru").category(forFormatted: "1 021,0", decimalSeparator: ",")   // .other
    ///
    /// Compact and scientific displays ("1,2 M") are not understood: use
    /// `category(for:)` with the exponent ("1.2c6").
    ///
    /// - Throws: `IntlError.invalidNumber` when the text holds no number.
    public func category(forFormatted text: String, decimalSeparator: Unicode.Scalar = ".") throws(IntlError) -> PluralCategory {
        guard let operands = PluralOperands.parse(formatted: text, decimalSeparator: decimalSeparator) else {
            throw .invalidNumber(text)
        }
        return PluralRuleTables.category(set: ruleSet, operands)
    }

    /// The category of explicit operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        PluralRuleTables.category(set: ruleSet, operands)
    }

    // MARK: The rules

    /// The categories the locale uses, in the order zero, one, two, few,
    /// many, other.
    ///
    ///     try PluralRules(locale: "en").categories   // [.one, .other]
    ///     try PluralRules(locale: "ar").categories   // [.zero, .one, .two, .few, .many, .other]
    ///     try PluralRules(locale: "zh").categories   // [.other]
    public var categories: [PluralCategory] {
        PluralCategory.allCases.filter { category in rules.contains { $0.category == category } }
    }

    /// The loaded ICU's rules for the locale, zero to other; the last is `other`.
    ///
    ///     try PluralRules(locale: "en").rules[0].condition   // "i = 1 and v = 0"
    public var rules: [Rule] { PluralData.loaded.rules[ruleSet] ?? [] }

    /// One CLDR plural rule: a category, its condition and sample numbers.
    public struct Rule: Hashable, Sendable {
        /// The category the condition selects.
        public let category: PluralCategory
        /// The condition over the operands ("i = 1 and v = 0"); empty for `other`.
        public let condition: String
        /// CLDR's integer samples ("1, 21, 31, …"); empty when none.
        public let integerSamples: String
        /// CLDR's decimal samples ("0.0~1.5, 10.0, …"); empty when none.
        public let decimalSamples: String
    }

    // MARK: Ranges

    /// The category of a range such as "1–2 days", from the categories of
    /// its two ends (CLDR pluralRanges.xml; cardinal categories).
    ///
    ///     let fr = try PluralRules(locale: "fr")
    ///     fr.rangeCategory(start: .one, end: .other)   // .other ("1–2 jours")
    ///     try PluralRules(locale: "lv").rangeCategory(start: .zero, end: .one)   // .one
    ///
    /// Where the loaded ICU lists no result (no data for the locale, or a
    /// pair it does not list) the answer is `.other`, as ICU answers.
    public func rangeCategory(start: PluralCategory, end: PluralCategory) -> PluralCategory {
        guard let rangeTable, let startIndex = PluralCategory.allCases.firstIndex(of: start),
              let endIndex = PluralCategory.allCases.firstIndex(of: end) else { return .other }
        let cell = Int(PluralData.loaded.rangeTables[rangeTable][startIndex * PluralCategory.allCases.count + endIndex])
        return cell < PluralCategory.allCases.count ? PluralCategory.allCases[cell] : .other
    }
}
