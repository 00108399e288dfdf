import Intl
import Testing

/// Units chosen by CLDR's unit preferences for a usage and the locale's region.
@Suite struct UnitUsageTests {
    private func measure(_ value: Double, _ unit: String, _ usage: String, _ locale: String) throws -> FormattedMeasure {
        try NumberFormat(locale: locale, options: .init(style: .unit(unit, usage: usage))).formatMeasure(value)
    }

    /// 1,000 m and 100 m on a road, per locale and with -u-ms- and -u-rg-.
    static let road: [(String, [FormattedMeasure])] = [
        ("en-US", [.init(text: "0.62 mi", unit: "mile"), .init(text: "350 ft", unit: "foot")]),
        ("en-GB", [.init(text: "0.62 mi", unit: "mile"), .init(text: "100 yd", unit: "yard")]),
        ("de", [.init(text: "1 km", unit: "kilometer"), .init(text: "100 m", unit: "meter")]),
        ("fr", [.init(text: "1\u{202F}km", unit: "kilometer"), .init(text: "100\u{202F}m", unit: "meter")]),
        ("ja", [.init(text: "1 km", unit: "kilometer"), .init(text: "100 m", unit: "meter")]),
        ("ar-EG", [.init(text: "١ كم", unit: "kilometer"), .init(text: "١٠٠ متر", unit: "meter")]),
        ("ru", [.init(text: "1 км", unit: "kilometer"), .init(text: "100 м", unit: "meter")]),
        ("hi", [.init(text: "1 कि॰मी॰", unit: "kilometer"), .init(text: "100 मी", unit: "meter")]),
        ("en-US-u-ms-metric", [.init(text: "1 km", unit: "kilometer"), .init(text: "100 m", unit: "meter")]),
        ("de-u-ms-ussystem", [.init(text: "0,62 mi", unit: "mile"), .init(text: "350 ft", unit: "foot")]),
        ("en-u-rg-gbzzzz", [.init(text: "0.62 mi", unit: "mile"), .init(text: "100 yd", unit: "yard")]),
    ]

    @Test(arguments: road)
    func roadDistances(locale: String, expected: [FormattedMeasure]) throws {
        #expect(try [measure(1000, "meter", "road", locale), measure(100, "meter", "road", locale)] == expected)
    }

    @Test func otherUsages() throws {
        #expect(try measure(1.8, "meter", "person-height", "en-US") == .init(text: "5 ft, 11 in", unit: "foot-and-inch"))
        #expect(try measure(1.8, "meter", "person-height", "de") == .init(text: "180 cm", unit: "centimeter"))
        #expect(try measure(30, "celsius", "weather", "en-US") == .init(text: "86°F", unit: "fahrenheit"))
        #expect(try measure(30, "celsius", "weather", "en-GB") == .init(text: "30°C", unit: "celsius"))
        #expect(try measure(2, "liter", "fluid", "en-US") == .init(text: "2.1 qt", unit: "quart"))
        #expect(try measure(2, "liter", "fluid", "en-GB") == .init(text: "70 fl oz", unit: "fluid-ounce-imperial"))
        #expect(try measure(80, "kilogram", "person", "en-GB") == .init(text: "12 st, 8.4 lb", unit: "stone-and-pound"))
        #expect(try measure(6, "liter-per-100-kilometer", "vehicle-fuel", "en-US") == .init(text: "39 mpg", unit: "mile-per-gallon"))
    }

    /// The text is what `format(_:)` writes; without a usage the unit is the style's.
    @Test func formatMeasureMatchesFormat() throws {
        let road = try NumberFormat(locale: "en-US", options: .init(style: .unit("meter", usage: "road")))
        #expect(road.format(1000.0) == "0.62 mi")
        #expect(road.skeleton == "unit/meter usage/road")
        let plain = try NumberFormat(locale: "en", options: .init(style: .unit("length-meter")))
        #expect(plain.formatMeasure(2.5) == .init(text: "2.5 m", unit: "meter"))
        #expect(try NumberFormat(locale: "en").formatMeasure(2.5) == .init(text: "2.5", unit: nil))
        #expect(try NumberFormat(locale: "en", options: .init(style: .spellOut())).formatMeasure(2) == .init(text: "two", unit: nil))
    }

    @Test func unknownUsagesAreTypedErrors() {
        for usage in ["foo", "Road", "", "road/x"] {
            let error = #expect(throws: IntlError.self) {
                try NumberFormat(locale: "en-US", options: .init(style: .unit("meter", usage: usage)))
            }
            #expect(error?.description.hasPrefix("invalid options: unknown unit usage \"\(usage)\"; ICU \(IntlLibrary.icuVersion) has: baromtrc, blood-glucose, default, engine, f") == true)
        }
    }
}
