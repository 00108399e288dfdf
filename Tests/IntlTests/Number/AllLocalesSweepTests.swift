import Intl
import Testing

/// Every locale ICU lists formats as decimal, percent and currency without
/// error and without an empty result.
@Suite struct AllLocalesSweepTests {
    @Test func everyLocaleFormats() throws {
        let locales = IntlLocale.availableIdentifiers
        #expect(locales.count > 700)
        let styles: [NumberFormatOptions.Style] = [.decimal, .percent, .currency("EUR")]
        var failures: [String] = []
        for locale in locales {
            for style in styles {
                do {
                    let text = try NumberFormat(locale: locale, options: .init(style: style)).format(1234567.891)
                    if text.isEmpty || !text.unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
                        failures.append("\(locale) \(style): \(text.debugDescription)")
                    }
                } catch {
                    failures.append("\(locale) \(style): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }
}
