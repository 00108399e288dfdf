import CICU

/// The ISO 4217 codes ICU knows, current and historic, read once.
enum ISOCurrencies {
    static let codes: Set<String> = Set(icuStrings { cicu_currencies_open(&$0) })
}
