extension DisplayNames {
    /// The name of a locale in another: for a language picker.
    ///
    ///     try DisplayNames.name(of: "de-CH", in: "fr")      // "allemand (Suisse)"
    ///     try DisplayNames.name(of: "de-CH", in: "de-CH")   // "Deutsch (Schweiz)"
    ///
    /// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
    ///   `.unsupportedLocaleKeywordValue` for either identifier.
    public static func name(of identifier: String, in displayLocale: String) throws(IntlError) -> String {
        try DisplayNames(locale: displayLocale).name(of: identifier)
    }

    /// The name of an ISO 4217 currency in a locale, or nil when ICU has none.
    ///
    ///     try DisplayNames.currencyName(of: "EUR", in: "de")   // "Euro"
    ///
    /// - Throws: `IntlError.malformedLocale` (and the other locale errors),
    ///   `.malformedCurrencyCode`.
    public static func currencyName(of code: String, in displayLocale: String) throws(IntlError) -> String? {
        try DisplayNames(locale: displayLocale).currency(code)
    }
}
