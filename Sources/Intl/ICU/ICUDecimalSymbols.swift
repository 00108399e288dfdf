import CICU

/// A locale's number symbols as ICU's classic formatter of one pattern has
/// them (`unum_getSymbol`, `unum_getTextAttribute`, `unum_getAttribute`),
/// as UTF-8 bytes for ``NativeDecimalFormat``.
struct ICUDecimalSymbols {
    /// Which of the locale's patterns: its grouping sizes differ (currency
    /// patterns may group otherwise), and money has its own separators.
    enum Pattern {
        case decimal, percent, currency
    }

    var digits: [[UInt8]] = []
    var decimalSeparator: [UInt8] = []
    var groupingSeparator: [UInt8] = []
    var negativePrefix: [UInt8] = []
    var negativeSuffix: [UInt8] = []
    var primaryGroupingSize = 0
    var secondaryGroupingSize = 0
    var positiveAffixes: [UInt8] = []
    let pattern: Pattern

    /// True when the symbols fit the native model: ten digits of one UTF-8
    /// length and, for plain decimals, no positive affixes (percent and
    /// currency affixes are read from ICU's output instead, see `NumberAffixes`).
    var fitsNativeModel: Bool {
        let digitWidth = digits.first?.count ?? 0
        return (pattern != .decimal || positiveAffixes.isEmpty)
            && digitWidth > 0 && digits.allSatisfy { $0.count == digitWidth }
    }

    init?(locale: IntlLocale, pattern: Pattern = .decimal) {
        self.pattern = pattern
        var status = cicu_status_ok()
        let kind = switch pattern {
        case .decimal: CICU_UNUM_DECIMAL
        case .percent: CICU_UNUM_PERCENT
        case .currency: CICU_UNUM_CURRENCY
        }
        guard let formatter = cicu_unum_open(kind, locale.icuID, &status), !status.failed
        else { return nil }
        defer { cicu_unum_close(formatter) }
        var failed = false
        func read(_ call: ICUTextCall) -> [UInt8] {
            let (value, status) = icuString(call)
            failed = failed || status.failed
            return Array(value.utf8)
        }
        func symbol(_ kind: cicu_unum_symbol_kind) -> [UInt8] {
            read { cicu_unum_symbol(formatter, kind, $0, $1, &$2) }
        }
        func textAttribute(_ kind: cicu_unum_text_attribute_kind) -> [UInt8] {
            read { cicu_unum_text_attribute(formatter, kind, $0, $1, &$2) }
        }
        digits = [symbol(CICU_UNUM_ZERO_DIGIT)] + (0..<9).map {
            symbol(cicu_unum_symbol_kind(CICU_UNUM_ONE_DIGIT.rawValue + UInt32($0)))
        }
        let money = pattern == .currency
        decimalSeparator = symbol(money ? CICU_UNUM_MONETARY_SEPARATOR : CICU_UNUM_DECIMAL_SEPARATOR)
        groupingSeparator = symbol(money ? CICU_UNUM_MONETARY_GROUPING_SEPARATOR : CICU_UNUM_GROUPING_SEPARATOR)
        negativePrefix = textAttribute(CICU_UNUM_NEGATIVE_PREFIX)
        negativeSuffix = textAttribute(CICU_UNUM_NEGATIVE_SUFFIX)
        positiveAffixes = textAttribute(CICU_UNUM_POSITIVE_PREFIX) + textAttribute(CICU_UNUM_POSITIVE_SUFFIX)
        primaryGroupingSize = Int(cicu_unum_attribute(formatter, CICU_UNUM_GROUPING_SIZE))
        secondaryGroupingSize = Int(cicu_unum_attribute(formatter, CICU_UNUM_SECONDARY_GROUPING_SIZE))
        if failed { return nil }
    }
}
