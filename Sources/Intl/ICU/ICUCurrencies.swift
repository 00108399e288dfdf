import CICU

/// The ISO 4217 codes ICU knows, current and historic, read once.
enum ISOCurrencies {
    static let codes: Set<String> = Set(icuStrings { cicu_currencies_open(&$0) })
}

extension ISOCurrencies {
    /// A currency's standard fraction digits (2 for EUR, 0 for JPY) and
    /// rounding increment in units of the last digit (0: none), as ICU's
    /// default currency precision uses them; nil when ICU does not answer.
    static func standardRounding(of code: String) -> (fractionDigits: Int, increment: Double)? {
        var status = cicu_status_ok()
        var increment = 0.0
        let digits = cicu_currency_fraction_digits(code, &increment, &status)
        return status.failed ? nil : (Int(digits), increment)
    }
}
