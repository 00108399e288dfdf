import Intl
import Testing
import TestSupport

@Suite struct DurationFormatTests {
    typealias Style = DurationFormatOptions.Style
    typealias Components = DurationFormat.Components

    /// 3,900 seconds (1 hour 5 minutes) in each style, -90 and 0 seconds in
    /// the short style, and 65.125 seconds in the digital style, per locale.
    static let locales: [(String, [String])] = [
        ("en", ["1 hour, 5 minutes", "1 hr, 5 min", "1h 5m", "1:05:00", "-1 min, 30 sec", "0 sec", "0:01:05.125"]),
        ("de", ["1 Stunde, 5 Minuten", "1 Std., 5 Min.", "1 Std., 5 Min.", "1:05:00", "-1 Min., 30 Sek.", "0 Sek.", "0:01:05,125"]),
        ("fr", ["1\u{00A0}heure et 5 minutes", "1\u{202F}h et 5\u{00A0}min", "1h 5min", "1:05:00",
                "-1\u{00A0}min et 30\u{202F}s", "0\u{202F}s", "0:01:05,125"]),
        ("ja", ["1 時間 5 分", "1 時間 5 分", "1h5m", "1:05:00", "-1 分 30 秒", "0 秒", "0:01:05.125"]),
        ("ar-EG", ["ساعة و٥ دقائق", "١ س و٥ د", "١ س و٥ د", "١:٠٥:٠٠", "\u{061C}-١ د و٣٠ ث", "٠ ث", "٠:٠١:٠٥٫١٢٥"]),
        ("ru", ["1 час 5 минут", "1 ч 5 мин", "1 ч 5 мин", "1:05:00", "-1 мин 30 с", "0 с", "0:01:05,125"]),
        // CLDR 46 spaces hi's narrow units ("1 घं 5 मि").
        ("hi", ["1 घंटा और 5 मिनट", "1 घं॰, 5 मि॰", LoadedCLDR.pick(cldr42: "1घं॰ 5 मि", cldr46: "1 घं 5 मि"), "1:05:00", "-1 मि॰, 30 से॰", "0 से॰", "0:01:05.125"]),
    ]

    @Test(arguments: locales)
    func exactStringsPerLocale(locale: String, expected: [String]) throws {
        var actual: [String] = []
        for style in [Style.long, .short, .narrow, .digital] {
            actual.append(try DurationFormat(locale: locale, options: .init(style: style)).format(seconds: 3900))
        }
        let short = try DurationFormat(locale: locale)
        actual.append(try short.format(seconds: -90))
        actual.append(try short.format(seconds: 0))
        let clock = try DurationFormat(locale: locale, options: .init(style: .digital, smallestUnit: .milliseconds))
        actual.append(try clock.format(seconds: 65.125))
        #expect(actual == expected)
    }

    /// ECMA-402's and MDN's examples for Intl.DurationFormat.
    @Test func ecma402Examples() throws {
        let record = Components(hours: 1, minutes: 46, seconds: 40)
        #expect(try DurationFormat(locale: "en", options: .init(style: .long)).format(record) == "1 hour, 46 minutes, 40 seconds")
        #expect(try DurationFormat(locale: "fr-FR", options: .init(style: .long)).format(record) == "1\u{00A0}heure, 46 minutes et 40\u{00A0}secondes")
        #expect(try DurationFormat(locale: "en").format(record) == "1 hr, 46 min, 40 sec")
        #expect(try DurationFormat(locale: "en", options: .init(style: .narrow)).format(record) == "1h 46m 40s")
        #expect(try DurationFormat(locale: "en", options: .init(style: .digital)).format(record) == "1:46:40")
        let withFraction = Components(hours: 1, minutes: 46, seconds: 40, milliseconds: 250)
        #expect(try DurationFormat(locale: "en", options: .init(style: .digital)).format(withFraction) == "1:46:40.25")
        #expect(try DurationFormat(locale: "en", options: .init(style: .digital, fractionalDigits: 3)).format(withFraction) == "1:46:40.250")
        // Components are formatted as given: no balancing.
        #expect(try DurationFormat(locale: "en").format(Components(hours: 1, minutes: 65)) == "1 hr, 65 min")
        #expect(try DurationFormat(locale: "en").format(Components(years: 1, months: 2, weeks: 3, days: 4))
                == "1 yr, 2 mths, 3 wks, 4 days")
    }

    /// The sign goes on the first unit shown; a zero shown first is "-0".
    @Test func negativeAndZero() throws {
        let short = try DurationFormat(locale: "en")
        let clock = try DurationFormat(locale: "en", options: .init(style: .digital))
        #expect(try short.format(Components(hours: -1, minutes: -5)) == "-1 hr, 5 min")
        #expect(try clock.format(Components(hours: -1, minutes: -5)) == "-1:05:00")
        #expect(try clock.format(Components(minutes: -5)) == "-0:05:00")
        #expect(try clock.format(Components(days: -1, minutes: -5)) == "-1 day, 0:05:00")
        // An all-zero record is "" (ECMA-402); seconds show the smallest unit.
        #expect(try short.format(Components()) == "")
        #expect(try clock.format(Components()) == "0:00:00")
        #expect(try short.format(seconds: 0) == "0 sec")
        #expect(try short.format(seconds: -0.0) == "0 sec")
        #expect(try short.format(seconds: -0.4) == "0 sec")
        #expect(try DurationFormat(locale: "en", options: .init(smallestUnit: .minutes)).format(seconds: 29) == "0 min")
    }

    @Test func largestAndSmallestUnit() throws {
        #expect(try DurationFormat(locale: "en").format(seconds: 90061) == "1 day, 1 hr, 1 min, 1 sec")
        #expect(try DurationFormat(locale: "en", options: .init(largestUnit: .hours)).format(seconds: 90061) == "25 hr, 1 min, 1 sec")
        #expect(try DurationFormat(locale: "en", options: .init(largestUnit: .seconds)).format(seconds: 3900) == "3,900 sec")
        #expect(try DurationFormat(locale: "en", options: .init(smallestUnit: .minutes)).format(seconds: 3930) == "1 hr, 6 min")
        #expect(try DurationFormat(locale: "en", options: .init(smallestUnit: .hours)).format(seconds: 5400) == "2 hr")
        #expect(try DurationFormat(locale: "en", options: .init(smallestUnit: .milliseconds)).format(seconds: 1.5) == "1 sec, 500 ms")
        #expect(try DurationFormat(locale: "en", options: .init(largestUnit: .milliseconds, smallestUnit: .milliseconds))
                .format(seconds: 61.5) == "61,500 ms")
        #expect(try DurationFormat(locale: "en", options: .init(smallestUnit: .nanoseconds)).format(seconds: 0.3) == "300 ms")
        #expect(try DurationFormat(locale: "en", options: .init(smallestUnit: .nanoseconds)).format(seconds: 1e-9) == "1 ns")
    }

    /// Rounding at the smallest unit, with every mode, on both signs of a tie and a non-tie.
    @Test func roundingModes() throws {
        typealias Mode = NumberFormatOptions.RoundingMode
        let expected: [(Mode, [String])] = [
            (.halfUp, ["3 min", "-3 min", "3 min", "-2 min"]),
            (.halfDown, ["2 min", "-2 min", "3 min", "-2 min"]),
            (.halfEven, ["2 min", "-2 min", "3 min", "-2 min"]),
            (.halfOdd, ["3 min", "-3 min", "3 min", "-2 min"]),
            (.halfCeiling, ["3 min", "-2 min", "3 min", "-2 min"]),
            (.halfFloor, ["2 min", "-3 min", "3 min", "-2 min"]),
            (.ceiling, ["3 min", "-2 min", "3 min", "-2 min"]),
            (.floor, ["2 min", "-3 min", "2 min", "-3 min"]),
            (.up, ["3 min", "-3 min", "3 min", "-3 min"]),
            (.down, ["2 min", "-2 min", "2 min", "-2 min"]),
        ]
        for (mode, strings) in expected {
            let format = try DurationFormat(locale: "en", options: .init(smallestUnit: .minutes, roundingMode: mode))
            let actual = try [150, -150, 151, -121].map { try format.format(seconds: Double($0)) }
            #expect(actual == strings, "\(mode)")
        }
    }

    /// A Swift `Duration` is exact to the attosecond.
    @Test func swiftDurations() throws {
        let short = try DurationFormat(locale: "en", options: .init(smallestUnit: .nanoseconds))
        #expect(try short.format(.seconds(3900) + .nanoseconds(5)) == "1 hr, 5 min, 5 ns")
        #expect(try short.format(.seconds(-90)) == "-1 min, 30 sec")
        #expect(try short.format(Duration(secondsComponent: 2, attosecondsComponent: -250_000_000_000_000_000)) == "1 sec, 750 ms")
        #expect(try short.format(.nanoseconds(-1)) == "-1 ns")
        #expect(try DurationFormat(locale: "en").format(.milliseconds(3_900_500)) == "1 hr, 5 min, 1 sec")
    }

    static let errors: [(DurationFormatOptions, String)] = [
        (.init(largestUnit: .weeks), "invalid options: largest unit weeks needs a calendar; a duration in seconds balances up to days"),
        (.init(largestUnit: .minutes, smallestUnit: .hours), "invalid options: smallest unit hours is larger than largest unit minutes"),
        (.init(style: .digital, fractionalDigits: 10), "invalid options: fractional digits 10 is not in 0...9"),
        (.init(fractionalDigits: -1), "invalid options: fractional digits -1 is not in 0...9"),
    ]

    @Test(arguments: errors)
    func badOptionsAreTypedErrors(options: DurationFormatOptions, message: String) {
        let error = #expect(throws: IntlError.self) { try DurationFormat(locale: "en", options: options) }
        #expect(error?.description == message)
    }

    @Test func badDurationsAreTypedErrors() throws {
        let short = try DurationFormat(locale: "en")
        #expect(throws: IntlError.notFinite(.infinity)) { try short.format(seconds: .infinity) }
        #expect(throws: IntlError.malformedLocale("!!")) { try DurationFormat(locale: "!!") }
        let mixed = #expect(throws: IntlError.self) { try short.format(Components(hours: 1, minutes: -5)) }
        #expect(mixed?.description == "invalid duration: minutes is -5 but the duration is positive; every field needs the same sign")
        let years = #expect(throws: IntlError.self) { try short.format(Components(years: 1 << 32)) }
        #expect(years?.description == "invalid duration: years 4294967296 is not below 2^32")
        let long = #expect(throws: IntlError.self) { try short.format(Components(days: Int64.max)) }
        #expect(long?.description == "invalid duration: days and shorter units add up to 2^53 seconds or more")
        for seconds in [9.1e15, 1e300, -Double.greatestFiniteMagnitude] {
            let error = #expect(throws: IntlError.self) { try short.format(seconds: seconds) }
            #expect(error?.description == "invalid duration: 2^53 seconds or more cannot be formatted")
        }
        let nanos = try DurationFormat(locale: "en", options: .init(largestUnit: .nanoseconds, smallestUnit: .nanoseconds))
        let overflow = #expect(throws: IntlError.self) { try nanos.format(seconds: 1e12) }
        #expect(overflow?.description == "invalid duration: nanoseconds cannot hold this duration in 64 bits")
        #expect(try nanos.format(seconds: 1e9) == "1,000,000,000,000,000,000 ns")
    }

    /// Every ICU locale formats every style without error or empty text.
    @Test func everyLocaleFormats() throws {
        var failures: [String] = []
        for locale in IntlLocale.availableIdentifiers {
            for style in Style.allCases {
                do {
                    let text = try DurationFormat(locale: locale, options: .init(style: style)).format(seconds: 93784.5)
                    if text.isEmpty { failures.append("\(locale) \(style): empty") }
                } catch {
                    failures.append("\(locale) \(style): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    /// Clock separators come from the locale's numeric duration pattern.
    @Test func digitalSeparators() throws {
        #expect(try DurationFormat(locale: "fi", options: .init(style: .digital)).format(seconds: 3723) == "1.02.03")
        #expect(try DurationFormat(locale: "da", options: .init(style: .digital)).format(seconds: 3723) == "1.02.03")
        #expect(try DurationFormat(locale: "en", options: .init(style: .digital)).format(seconds: 3723) == "1:02:03")
    }
}
