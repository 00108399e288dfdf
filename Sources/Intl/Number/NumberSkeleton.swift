// The only file that spells ICU number-skeleton stems. Options are checked
// here and turned into either a skeleton (for UNumberFormatter) or a
// rule-based formatter request (spell-out and digit ordinals, which ICU's
// skeletons cannot express).

/// What ICU object a set of options needs.
enum NumberFormatPlan: Hashable, Sendable {
    /// A skeleton formatter ("currency/EUR .00 group-off").
    case skeleton(String)
    /// A rule-based formatter with an optional named rule set.
    case ruleBased(RuleBasedKind, ruleSet: String?)

    enum RuleBasedKind: Hashable, Sendable {
        case spellOut, ordinal
    }
}

extension NumberFormatOptions {
    /// Checks the options and spells them as an ICU object request.
    ///
    /// - Throws: `IntlError.invalidOptions` for out-of-range or contradictory
    ///   options, `.malformedCurrencyCode` for a code that is not three letters.
    func plan() throws(IntlError) -> NumberFormatPlan {
        switch style.kind {
        case .spellOut(let spellOut):
            try requireDigitDefaults(for: "spell-out")
            return .ruleBased(.spellOut, ruleSet: spellOut.ruleSet)
        case .ordinal:
            try requireDigitDefaults(for: "ordinal")
            return .ruleBased(.ordinal, ruleSet: nil)
        default:
            return .skeleton(try skeleton())
        }
    }

    /// The ICU skeleton, stems in a fixed order: style, precision, rounding
    /// mode, integer width, grouping, sign, numbering system.
    func skeleton() throws(IntlError) -> String {
        let stems: [String?] = [
            try style.skeletonStems(),
            try precision.skeletonStem(),
            roundingMode?.skeletonStem,
            try integerWidthStem(),
            grouping.skeletonStem,
            signDisplay.skeletonStem,
            try numberingSystemStem(),
        ]
        return stems.compactMap { $0 }.joined(separator: " ")
    }

    private func requireDigitDefaults(for styleName: String) throws(IntlError) {
        let defaults = NumberFormatOptions(style: style)
        guard self == defaults else {
            throw .invalidOptions("\(styleName) uses the locale's rules and takes no precision, rounding, integer-digit, grouping, sign or numbering-system options")
        }
    }

    private func integerWidthStem() throws(IntlError) -> String? {
        guard minimumIntegerDigits != nil || maximumIntegerDigits != nil else { return nil }
        let minimum = minimumIntegerDigits ?? 1
        guard (0...999).contains(minimum) else {
            throw .invalidOptions("minimum integer digits \(minimum) is not in 0...999")
        }
        guard let maximum = maximumIntegerDigits else {
            return "integer-width/*" + String(repeating: "0", count: minimum)
        }
        guard (max(minimum, 1)...999).contains(maximum) else {
            throw .invalidOptions("maximum integer digits \(maximum) is not in \(max(minimum, 1))...999")
        }
        return "integer-width/" + String(repeating: "#", count: maximum - minimum)
            + String(repeating: "0", count: minimum)
    }

    private func numberingSystemStem() throws(IntlError) -> String? {
        guard let system = numberingSystem else { return nil }
        guard !system.isEmpty, system.utf8.allSatisfy({ isASCIILowercaseOrDigit($0) }) else {
            throw .invalidOptions("numbering system \(quoted(system)) is not a lowercase identifier such as \"latn\"")
        }
        return "numbering-system/" + system
    }
}

private func isASCIILowercaseOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

extension NumberFormatOptions.Style {
    func skeletonStems() throws(IntlError) -> String? {
        switch kind {
        case .decimal: nil
        case .percent: "percent scale/100"
        case .scientific: "scientific"
        case .engineering: "engineering"
        case .compact(.short): "compact-short"
        case .compact(.long): "compact-long"
        case .currency(let code, let display):
            ["currency/" + (try normalizedCurrencyCode(code)), display.skeletonStem]
                .compactMap { $0 }.joined(separator: " ")
        case .unit(let identifier, let width, let usage):
            [try unitStem(identifier), width.skeletonStem, try usage.map(usageStem)]
                .compactMap { $0 }.joined(separator: " ")
        case .ordinal, .spellOut:
            nil // rule-based; never reaches a skeleton
        }
    }
}

/// "eur" → "EUR"; anything but three ASCII letters is malformed.
func normalizedCurrencyCode(_ code: String) throws(IntlError) -> String {
    let letters = code.utf8.filter { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0 & 0xDF) }
    guard code.utf8.count == 3, letters.count == 3 else { throw .malformedCurrencyCode(code) }
    return String(decoding: letters.map { $0 & 0xDF }, as: UTF8.self)
}

/// ICU's measure types: "length-meter" is a type-prefixed id, "meter" a core unit.
private let measureTypes: Set<Substring> = [
    "acceleration", "angle", "area", "concentr", "consumption", "digital", "duration",
    "electric", "energy", "force", "frequency", "graphics", "length", "light", "mass",
    "power", "pressure", "speed", "temperature", "torque", "volume",
]

func unitStem(_ identifier: String) throws(IntlError) -> String {
    let valid = !identifier.isEmpty && identifier.utf8.allSatisfy {
        isASCIILowercaseOrDigit($0) || $0 == UInt8(ascii: "-")
    }
    guard valid else { throw .unknownUnit(identifier) }
    if let type = identifier.split(separator: "-", maxSplits: 1).first, measureTypes.contains(type),
       identifier.count > type.count + 1 {
        return "measure-unit/" + identifier
    }
    return "unit/" + identifier
}

/// "road" → "usage/road". ICU quietly uses a category's default
/// preferences for a usage its data lacks ("usage/foo" formats like no
/// usage at all), so the usage must be one ICU has for some category.
func usageStem(_ usage: String) throws(IntlError) -> String {
    guard UnitUsages.known.contains(usage) else {
        throw .invalidOptions("unknown unit usage \(quoted(usage)); ICU \(IntlLibrary.icuVersion) has: \(UnitUsages.known.sorted().joined(separator: ", "))")
    }
    return "usage/" + usage
}

extension NumberFormatOptions.CurrencyDisplay {
    var skeletonStem: String? {
        switch self {
        case .symbol: nil
        case .narrowSymbol: "unit-width-narrow"
        case .code: "unit-width-iso-code"
        case .name: "unit-width-full-name"
        }
    }
}

extension NumberFormatOptions.UnitWidth {
    var skeletonStem: String? {
        switch self {
        case .short: nil
        case .narrow: "unit-width-narrow"
        case .fullName: "unit-width-full-name"
        }
    }
}

extension NumberFormatOptions.Precision {
    func skeletonStem() throws(IntlError) -> String? {
        switch kind {
        case .automatic: return nil
        case .integer: return "precision-integer"
        case .unlimited: return "precision-unlimited"
        case .currencyStandard: return "precision-currency-standard"
        case .currencyCash: return "precision-currency-cash"
        case .fraction(let minimum, let maximum):
            try checkDigits("fraction", minimum, maximum, allowed: 0...999)
            if maximum == 0 { return "precision-integer" }
            return "." + digitPattern(required: "0", minimum, maximum)
        case .significant(let minimum, let maximum):
            try checkDigits("significant", minimum, maximum, allowed: 1...999)
            return digitPattern(required: "@", minimum, maximum)
        case .increment(let increment):
            guard isPositiveDecimal(increment) else {
                throw .invalidOptions("rounding increment \(quoted(increment)) is not a positive decimal number such as \"0.05\"")
            }
            return "precision-increment/" + increment
        }
    }

    private func checkDigits(_ name: String, _ minimum: Int, _ maximum: Int?,
                             allowed: ClosedRange<Int>) throws(IntlError) {
        guard allowed.contains(minimum), maximum.map({ allowed.contains($0) && $0 >= minimum }) ?? true else {
            let range = maximum.map { "\(minimum)...\($0)" } ?? "\(minimum)..."
            throw .invalidOptions("\(name) digits \(range) must lie within \(allowed) with minimum ≤ maximum")
        }
    }

    /// "00##" for 2...4, "00*" for 2 and no maximum.
    private func digitPattern(required: Character, _ minimum: Int, _ maximum: Int?) -> String {
        String(repeating: required, count: minimum)
            + (maximum.map { String(repeating: "#", count: $0 - minimum) } ?? "*")
    }

    private func isPositiveDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digitsOnly = parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }
        return digitsOnly && parts.count <= 2 && text.utf8.contains { (49...57).contains($0) }
    }
}

extension NumberFormatOptions.RoundingMode {
    var skeletonStem: String {
        switch self {
        case .ceiling: "rounding-mode-ceiling"
        case .floor: "rounding-mode-floor"
        case .down: "rounding-mode-down"
        case .up: "rounding-mode-up"
        case .halfEven: "rounding-mode-half-even"
        case .halfOdd: "rounding-mode-half-odd"
        case .halfCeiling: "rounding-mode-half-ceiling"
        case .halfFloor: "rounding-mode-half-floor"
        case .halfDown: "rounding-mode-half-down"
        case .halfUp: "rounding-mode-half-up"
        }
    }
}

extension NumberFormatOptions.Grouping {
    var skeletonStem: String? {
        switch kind {
        case .automatic: nil
        case .never: "group-off"
        case .min2: "group-min2"
        case .always: "group-on-aligned"
        case .thousands: "group-thousands"
        }
    }
}

extension NumberFormatOptions.SignDisplay {
    var skeletonStem: String? {
        switch kind {
        case .automatic: nil
        case .always: "sign-always"
        case .never: "sign-never"
        case .exceptZero: "sign-except-zero"
        case .negative: "sign-negative"
        case .accounting: "sign-accounting"
        case .accountingAlways: "sign-accounting-always"
        case .accountingExceptZero: "sign-accounting-except-zero"
        case .accountingNegative: "sign-accounting-negative"
        }
    }
}
