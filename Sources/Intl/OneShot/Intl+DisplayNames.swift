extension Intl {
    /// The name of a locale in another: for a language picker.
    ///
    ///     try Intl.displayName(of: "de-CH", in: "fr")      // "allemand (Suisse)"
    ///     try Intl.displayName(of: "de-CH", in: "de-CH")   // "Deutsch (Schweiz)"
    ///
    /// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
    ///   `.unsupportedLocaleKeywordValue` for either identifier.
    public static func displayName(of identifier: String, in displayLocale: String) throws(IntlError) -> String {
        try DisplayNames(locale: displayLocale).name(of: identifier)
    }

    /// The name of an ISO 4217 currency in a locale, or nil when ICU has none.
    ///
    ///     try Intl.displayName(ofCurrency: "EUR", in: "de")   // "Euro"
    ///
    /// - Throws: `IntlError.malformedLocale` (and the other locale errors),
    ///   `.malformedCurrencyCode`.
    public static func displayName(ofCurrency code: String, in displayLocale: String) throws(IntlError) -> String? {
        try DisplayNames(locale: displayLocale).currency(code)
    }
}
