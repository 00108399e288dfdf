import Intl
import Testing

@Suite struct DateTimeFormatErrorTests {
    typealias Options = DateTimeFormatOptions

    static let cases: [(String, Options, IntlError, String)] = [
        ("!!", Options(), .malformedLocale("!!"), "malformed locale identifier \"!!\""),
        ("en", Options(timeZone: "Mars/Olympus"), .unknownTimeZone("Mars/Olympus"),
         "unknown time zone \"Mars/Olympus\" (expected an IANA id such as \"Europe/Berlin\" or an offset such as \"GMT+05:30\")"),
        ("en", Options(timeZone: "america/new_york"), .unknownTimeZone("america/new_york"),
         "unknown time zone \"america/new_york\" (expected an IANA id such as \"Europe/Berlin\" or an offset such as \"GMT+05:30\")"),
        ("en", Options(timeZone: "Etc/Unknown"), .unknownTimeZone("Etc/Unknown"),
         "unknown time zone \"Etc/Unknown\" (expected an IANA id such as \"Europe/Berlin\" or an offset such as \"GMT+05:30\")"),
        ("en", Options(timeZone: .offset(seconds: 90_000)), .unknownTimeZone("GMT+25:00"),
         "unknown time zone \"GMT+25:00\" (expected an IANA id such as \"Europe/Berlin\" or an offset such as \"GMT+05:30\")"),
        ("en", Options(calendar: "klingon"), .unknownCalendar("klingon"), "unknown calendar \"klingon\""),
        ("en", Options(calendar: "Japanese!"), .unknownCalendar("Japanese!"), "unknown calendar \"Japanese!\""),
        ("en-u-ca-klingon", Options(), .unsupportedLocaleKeywordValue(key: "ca", value: "klingon", locale: "en-u-ca-klingon"),
         "unsupported calendar \"klingon\" in locale \"en-u-ca-klingon\" (keyword -u-ca-)"),
        ("en", Options(numberingSystem: "klingon"), .unknownNumberingSystem("klingon"), "unknown numbering system \"klingon\""),
        ("en-u-nu-klingon", Options(), .unsupportedLocaleKeywordValue(key: "nu", value: "klingon", locale: "en-u-nu-klingon"),
         "unsupported numbering system \"klingon\" in locale \"en-u-nu-klingon\" (keyword -u-nu-)"),
        ("en-u-hc-h25", Options(), .unsupportedLocaleKeywordValue(key: "hc", value: "h25", locale: "en-u-hc-h25"),
         "unsupported hour cycle \"h25\" in locale \"en-u-hc-h25\" (keyword -u-hc-)"),
        ("en", Options(layout: .template("yMMM!")), .invalidTemplate(template: "yMMM!", offset: 4),
         "invalid date template \"yMMM!\" at offset 4: \"!\" is not a template field letter"),
        ("en", Options(layout: .template("")), .invalidTemplate(template: "", offset: 0), "empty date template"),
        ("en", Options(layout: .pattern("yyyy-MM-dd'T")), .invalidPattern(pattern: "yyyy-MM-dd'T", offset: 10),
         "invalid date pattern \"yyyy-MM-dd'T\" at offset 10: unterminated quote"),
        ("en", Options(layout: .pattern("d MMM y at HH:mm")), .invalidPattern(pattern: "d MMM y at HH:mm", offset: 9),
         "invalid date pattern \"d MMM y at HH:mm\" at offset 9: \"t\" is not a pattern field letter (quote literal text: 'at')"),
        ("en", Options(layout: .styles(date: .none, time: .none)), .invalidOptions("date style and time style cannot both be none"),
         "invalid options: date style and time style cannot both be none"),
    ]

    @Test(arguments: cases)
    func rejectsAtConstruction(locale: String, options: Options, expected: IntlError, message: String) {
        let error = #expect(throws: IntlError.self) { try DateTimeFormat(locale: locale, options: options) }
        #expect(error == expected)
        #expect(error?.description == message)
    }

    @Test func intervalsAndPatternsCheckTheSameWay() {
        #expect(throws: IntlError.unknownTimeZone("Mars/Olympus")) {
            try DateIntervalFormat(locale: "en", options: .init(layout: .template("yMMMd"), timeZone: "Mars/Olympus"))
        }
        #expect(throws: IntlError.invalidTemplate(template: "yMMM!", offset: 4)) {
            try DatePatterns.bestPattern(template: "yMMM!", locale: "en")
        }
        #expect(throws: IntlError.malformedLocale("!!")) { try DatePatterns.bestPattern(template: "yMMMd", locale: "!!") }
        #expect(throws: IntlError.malformedLocale("!!")) { try RelativeTimeFormat(locale: "!!") }
    }
}
