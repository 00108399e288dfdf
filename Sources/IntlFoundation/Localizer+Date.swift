import Foundation
import Intl
import StringCatalog

extension Localizer {
    /// A Foundation `Date` in the request's locale and zone (see
    /// `Localizer.formatDate(_:style:time:)` for a `Timestamp`):
    ///
    ///     let zurich = catalog.localizer(acceptLanguage: "de-CH").inTimeZone("Europe/Zurich")
    ///     try zurich.formatDate(Date(timeIntervalSince1970: 1_438_968_572), time: .short)   // "07.08.2015, 19:29"
    ///
    /// - Throws: the `IntlError` of a zone ICU does not know.
    public func formatDate(_ date: Date, style: DateTimeFormatOptions.Style = .medium,
                           time: DateTimeFormatOptions.Style = .none) throws(IntlError) -> String {
        let options = DateTimeFormatOptions(dateStyle: style, timeStyle: time, timeZone: timeZone)
        return try DateTimeFormat.pooled(locale: numberLocale.identifier, options: options).format(date)
    }
}
