import Intl
import Testing

/// Every locale ICU lists formats one instant in every style and in three
/// templates without error and without an empty result.
@Suite struct DateAllLocalesSweepTests {
    @Test func everyLocaleFormats() throws {
        let locales = IntlLocale.availableIdentifiers
        #expect(locales.count > 700)
        let styles = DateTimeFormatOptions.Style.allCases
        var layouts: [DateTimeFormatOptions.Layout] = styles.filter { $0 != .none }.flatMap { date in
            [DateTimeFormatOptions.Layout.styles(date: date, time: .none), .styles(date: .none, time: date)]
        }
        layouts += [.styles(date: .full, time: .full), .template("yMMMd"), .template("jmm"), .template("yMMMMEEEEd")]
        var failures: [String] = []
        for locale in locales {
            for layout in layouts {
                do {
                    let text = try DateTimeFormat(locale: locale, options: .init(layout: layout, timeZone: "Europe/Paris"))
                        .format(1_438_968_572)
                    if text.isEmpty { failures.append("\(locale) \(layout): empty") }
                } catch {
                    failures.append("\(locale) \(layout): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }
}
