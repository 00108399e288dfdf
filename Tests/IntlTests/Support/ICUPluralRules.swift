import CICU
@testable import Intl

/// ICU's own plural rules (`uplrules_*`): the oracle the differential tests
/// compare `PluralRules` with. A test helper, not part of the library.
///
/// Not `Sendable`: one instance per task (it keeps formatters for
/// `select(decimal:fractionDigits:)`).
final class ICUPluralRules {
    private let rules: OpaquePointer
    /// Skeleton formatters by fraction digits, opened on first use.
    private var formatters: [Int: OpaquePointer] = [:]
    private let result: OpaquePointer

    /// Opens ICU's rules for an ICU locale id ("pt_PT", "iw", "").
    init(icuLocaleID: String, type: PluralRuleType) throws(IntlError) {
        var status = cicu_status_ok()
        guard let rules = cicu_plurals_open(icuLocaleID, type == .ordinal ? 1 : 0, &status),
              !status.failed else { throw status.failure("uplrules_openForType") }
        guard let result = cicu_numresult_open(&status), !status.failed else {
            cicu_plurals_close(rules)
            throw status.failure("unumf_openResult")
        }
        self.rules = rules
        self.result = result
    }

    deinit {
        for formatter in formatters.values { cicu_numfmt_close(formatter) }
        cicu_numresult_close(result)
        cicu_plurals_close(rules)
    }

    /// `uplrules_select`: ICU picks the visible digits of the double itself.
    func select(_ value: Double) -> PluralCategory? {
        category(icuString(initialCapacity: 16) { cicu_plurals_select(rules, value, $0, $1, &$2) })
    }

    /// `uplrules_selectFormatted` for a decimal string formatted with exactly
    /// `fractionDigits` fraction digits (skeleton `.00…`).
    func select(decimal: String, fractionDigits: Int) -> PluralCategory? {
        guard let formatter = formatter(fractionDigits: fractionDigits) else { return nil }
        var status = cicu_status_ok()
        var scratch: CChar = 0
        _ = cicu_numfmt_format_decimal(formatter, decimal, Int32(decimal.utf8.count), result, &scratch, 0, &status)
        guard !status.failed || status.isBufferOverflow else { return nil }
        return category(icuString(initialCapacity: 16) { cicu_plurals_select_formatted(rules, result, $0, $1, &$2) })
    }

    /// `uplrules_getKeywords`, in ICU's order.
    var keywords: [PluralCategory] {
        let (list, status) = icuString { cicu_plurals_keywords(rules, $0, $1, &$2) }
        return status.failed ? [] : list.split(separator: ";").compactMap { PluralCategory(rawValue: String($0)) }
    }

    private func category(_ answer: (String, cicu_status)) -> PluralCategory? {
        answer.1.failed ? nil : PluralCategory(rawValue: answer.0)
    }

    private func formatter(fractionDigits: Int) -> OpaquePointer? {
        if let formatter = formatters[fractionDigits] { return formatter }
        let skeleton = fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
        var status = cicu_status_ok()
        var offset: Int32 = -1
        guard let formatter = cicu_numfmt_open(skeleton + " group-off", "en", &offset, &status),
              !status.failed else { return nil }
        formatters[fractionDigits] = formatter
        return formatter
    }
}
