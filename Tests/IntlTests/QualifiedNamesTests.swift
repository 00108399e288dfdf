import Intl
import MachineTime
import Testing

/// Written fully qualified on purpose: this file compiles only while no
/// public type shares its module's name (a type `Intl` in module `Intl`
/// hides the module, so `Intl.NumberFormat` would not resolve).
struct QualifiedNamesTests {
    @Test func typesResolveThroughTheirModule() throws {
        let price: Intl.NumberFormat = try Intl.NumberFormat(
            locale: "de-DE", options: Intl.NumberFormatOptions(style: .currency("EUR")))
        #expect(price.format(1234.5) == "1.234,50\u{00A0}€")
        let day = try Intl.DateTimeFormat.format(
            MachineTime.Timestamp(seconds: 1_391_731_200), locale: "de-DE", options: .init(layout: .template("dMMM")))
        #expect(day == "7. Feb.")
        #expect(try Intl.PluralRules.category(for: 3, locale: "ru") == Intl.PluralCategory.few)
    }

    /// `options: .init()` names one overload: numbers and dates no longer
    /// share a bare-number signature.
    @Test func defaultOptionsAreNotAmbiguous() throws {
        #expect(try Intl.NumberFormat.format(1234.5, locale: "en-US", options: .init()) == "1,234.5")
        #expect(try Intl.DateTimeFormat.format(MachineTime.Timestamp(seconds: 0), locale: "en-US", options: .init())
            == "Jan 1, 1970, 12:00:00\u{202F}AM")
    }
}
