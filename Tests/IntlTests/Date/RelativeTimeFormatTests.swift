import Intl
import Testing

@Suite struct RelativeTimeFormatTests {
    typealias Options = RelativeTimeFormatOptions

    static let cases: [(String, Options, Double, RelativeTimeFormat.Unit, String)] = [
        ("en", Options(), 3, .day, "in 3 days"),
        ("en", Options(), -3, .day, "3 days ago"),
        ("en", Options(), -1, .day, "yesterday"),
        ("en", Options(), 1, .day, "tomorrow"),
        ("en", Options(), 0, .day, "today"),
        ("en", Options(), -1, .year, "last year"),
        ("en", Options(numeric: .always), -1, .day, "1 day ago"),
        ("en", Options(numeric: .always), 0, .day, "in 0 days"),
        ("en", Options(), 1.5, .hour, "in 1.5 hours"),
        ("en", Options(width: .short), 3, .month, "in 3 mo."),
        ("en", Options(width: .narrow), -3, .month, "3mo ago"),
        ("en", Options(), -2, .quarter, "2 quarters ago"),
        ("en", Options(), 10, .second, "in 10 seconds"),
        ("zh", Options(), -5, .day, "5天前"),
        ("zh", Options(), -1, .day, "昨天"),
        ("de", Options(), -2, .day, "vorgestern"),
        ("de", Options(numeric: .always), -2, .day, "vor 2 Tagen"),
        ("es", Options(), 1, .week, "la próxima semana"),
        ("ar-EG", Options(numeric: .always), 3, .day, "خلال ٣ أيام"),
    ]

    @Test(arguments: cases)
    func formats(locale: String, options: Options, value: Double, unit: RelativeTimeFormat.Unit, expected: String) throws {
        #expect(try RelativeTimeFormat(locale: locale, options: options).format(value, unit) == expected)
    }

    @Test func nonFiniteValuesUseTheLocaleSymbols() throws {
        let en = try RelativeTimeFormat(locale: "en")
        #expect(en.format(.nan, .day) == "in NaN days")
        #expect(en.format(-.infinity, .day) == "∞ days ago")
    }
}
