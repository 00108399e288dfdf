@testable import Intl
import Testing

/// The native integers of `DurationUnitFormat` against ICU's unit
/// formatter: every ICU locale, width and duration unit, both sign displays
/// a duration uses, values in every plural category and grouping range.
@Suite struct DurationUnitFormatDifferentialTests {
    static let values: [Int64] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 14, 19, 20, 21, 22, 25, 40, 59, 100, 101, 102, 111, 1_000, 1_001,
        12_345, 100_000, 1_000_000, 2_000_000, 123_456_789, 9_007_199_254_740_993, .max, .min,
    ]

    @Test func everyLocaleWidthAndUnitMatchesICU() throws {
        var failures: [String] = []
        var native = 0, formats = 0
        for identifier in IntlLocale.availableIdentifiers {
            let locale = try IntlLocale(identifier)
            for width in [NumberFormatOptions.UnitWidth.fullName, .short, .narrow] {
                for unit in DurationFormat.Unit.all {
                    for sign in [NumberFormatOptions.SignDisplay.automatic, .never] {
                        let options = NumberFormatOptions(style: .unit(unit.cldrUnit, width: width), signDisplay: sign)
                        let format = try DurationUnitFormat(locale: locale, options: options)
                        formats += 1
                        if format.writesNatively { native += 1 }
                        for value in Self.values + Self.values.map({ 0 &- $0 }) where format.format(value) != format.icu.format(value) {
                            failures.append("\(identifier) \(width) \(unit) \(sign) \(value): \(format.format(value)) != \(format.icu.format(value))")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ: \(failures.prefix(10))")
        // Most formatters take the native path, so the loop above tests it.
        #expect(native * 4 > formats * 3, "\(native) of \(formats) native")
    }

    /// Where ICU's pattern has no number, that category stays with ICU.
    @Test func categoriesWithoutANumberStayWithICU() throws {
        let hours = try DurationUnitFormat(locale: IntlLocale("ar-EG"), options: .init(style: .unit("hour", width: .fullName)))
        #expect(hours.writesNatively)
        #expect(hours.format(1 as Int64) == "ساعة")
        #expect(hours.format(2 as Int64) == "ساعتان")
        #expect(hours.format(5 as Int64) == "٥ ساعات")
        let english = try DurationUnitFormat(locale: IntlLocale("en"), options: .init(style: .unit("minute", width: .short)))
        #expect(english.writesNatively)
        #expect(english.format(1_234 as Int64) == "1,234 min")
        #expect(english.format(-1 as Int64) == "-1 min")
    }
}
