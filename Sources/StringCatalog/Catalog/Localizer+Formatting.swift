import Intl
import MachineTime

/// The numbers, prices and dates a response formats outside its messages,
/// in the request's ``Localizer/numberLocale`` and ``Localizer/timeZone``,
/// through the library's pooled formatters (no formatter is built per call).
extension Localizer {
    /// The currency where the request's locale is (``numberLocale``'s
    /// `IntlLocale.currency`): "CHF" for a de-CH request served from
    /// `de.lproj`, "EUR" for en-IE, "JPY" for ja; nil when the locale names
    /// no region with a currency, or its number formats could not be built.
    public var currency: String? { (try? numberLocale)?.currency }

    /// `amount` as a price in `currency`, or in the request's ``currency``
    /// when nil:
    ///
    ///     let swiss = catalog.localizer(acceptLanguage: "de-CH")
    ///     try swiss.formatPrice(1234.5)                  // "CHF\u{00A0}1\u{2019}234.50"
    ///     try swiss.formatPrice(1234.5, currency: "EUR") // "EUR\u{00A0}1\u{2019}234.50"
    ///
    /// Pass the currency the amount is in; the request's currency is right
    /// only for amounts already converted to it.
    ///
    /// - Throws: `IntlError.unknownCurrency` / `malformedCurrencyCode` for a
    ///   bad `currency`; `IntlError.invalidOptions` when it is nil and the
    ///   request's locale has no currency.
    public func formatPrice(_ amount: Double, currency: String? = nil) throws(IntlError) -> String {
        try NumberFormat.format(amount, locale: numberLocale.identifier, options: priceOptions(currency))
    }

    /// An exact decimal amount ("19.99", "12345678901234567.89") as a price,
    /// digit for digit (see ``formatPrice(_:currency:)``):
    ///
    ///     try catalog.localizer(acceptLanguage: "en-IE").formatPrice(decimal: "19.99")   // "€19.99"
    ///
    /// - Throws: `IntlError.invalidNumber` when `decimal` is no decimal
    ///   number, and the errors of ``formatPrice(_:currency:)``.
    public func formatPrice(decimal: String, currency: String? = nil) throws(IntlError) -> String {
        try NumberFormat.pooled(locale: numberLocale.identifier, options: priceOptions(currency)).format(decimal: decimal)
    }

    /// A number in the request's locale:
    ///
    ///     try catalog.localizer(acceptLanguage: "de-CH").formatNumber(1234.5)   // "1\u{2019}234.5"
    ///     try catalog.localizer(acceptLanguage: "de").formatNumber(0.25, options: .init(style: .percent))   // "25\u{00A0}%"
    ///
    /// - Throws: the `IntlError` of an option the locale cannot take.
    public func formatNumber(_ value: Double, options: NumberFormatOptions = .init()) throws(IntlError) -> String {
        try NumberFormat.format(value, locale: numberLocale.identifier, options: options)
    }

    /// An instant in the request's locale and ``timeZone``, in the locale's
    /// date style and (optionally) time style:
    ///
    ///     let zurich = catalog.localizer(acceptLanguage: "de-CH").inTimeZone("Europe/Zurich")
    ///     let instant = Timestamp(seconds: 1_438_968_572)
    ///     try zurich.formatDate(instant)                               // "07.08.2015"
    ///     try zurich.formatDate(instant, style: .full, time: .short)   // "Freitag, 7. August 2015 um 19:29"
    ///
    /// - Throws: the `IntlError` of a zone ICU does not know.
    public func formatDate(_ instant: Timestamp, style: DateTimeFormatOptions.Style = .medium,
                           time: DateTimeFormatOptions.Style = .none) throws(IntlError) -> String {
        try DateTimeFormat.format(instant, locale: numberLocale.identifier,
                                  options: DateTimeFormatOptions(dateStyle: style, timeStyle: time, timeZone: timeZone))
    }

    /// Currency options for `code`, else the request's currency.
    private func priceOptions(_ code: String?) throws(IntlError) -> NumberFormatOptions {
        guard let code = code ?? currency else {
            throw .invalidOptions("the locale \(missLocaleForPrices) names no region with a currency: pass currency:")
        }
        return NumberFormatOptions(style: .currency(code))
    }

    /// The locale a price error names.
    private var missLocaleForPrices: String { (try? numberLocale.identifier) ?? localization }
}
