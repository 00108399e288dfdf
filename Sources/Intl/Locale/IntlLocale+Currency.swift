import CICU

extension IntlLocale {
    /// The currency in use where the locale is, from CLDR's currency data
    /// (`ucurr_forLocale`): its `-u-cu-` keyword, else the currency of its
    /// `-u-rg-` region, its region, or its likely region.
    ///
    ///     try IntlLocale("de-CH").currency             // "CHF"
    ///     try IntlLocale("en-IE").currency             // "EUR"
    ///     try IntlLocale("ja").currency                // "JPY" (likely region JP)
    ///     try IntlLocale("en-US-u-cu-eur").currency    // "EUR"
    ///     try IntlLocale("und-AQ").currency            // nil (Antarctica has none)
    ///
    /// A price a server shows for a request formats in this currency only
    /// when the amount is in it: it names where the client is, not what a
    /// product costs.
    public var currency: String? {
        ICULocale.currency(icuID) ?? ICULocale.currency(maximized.icuID)
    }

    /// The currency of the locale as written, with no likely region: what
    /// ICU's classic currency format (and ICU MessageFormat's
    /// `{n, number, currency}`) shows. nil for "en" (ICU writes "¤").
    package var icuCurrency: String? { ICULocale.currency(icuID) }
}

extension ICULocale {
    /// ICU's currency for a locale id with a region ("de_CH" → "CHF"); nil without one.
    static func currency(_ id: String) -> String? {
        let (code, status) = icuString(initialCapacity: 8) { cicu_currency_for_locale(id, $0, $1, &$2) }
        return status.failed ? nil : code
    }
}
