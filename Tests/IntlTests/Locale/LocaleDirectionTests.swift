import Intl
import Testing

@Suite struct LocaleDirectionTests {
    @Test(arguments: [
        ("ar", LocaleDirection.rightToLeft, "rtl"),
        ("he", .rightToLeft, "rtl"),
        ("iw", .rightToLeft, "rtl"),
        ("fa", .rightToLeft, "rtl"),
        ("ur", .rightToLeft, "rtl"),
        ("az-Arab", .rightToLeft, "rtl"),
        ("ar-EG-u-nu-latn", .rightToLeft, "rtl"),
        ("az", .leftToRight, "ltr"),
        ("az-Latn-AZ", .leftToRight, "ltr"),
        ("en", .leftToRight, "ltr"),
        ("zh-Hant-TW", .leftToRight, "ltr"),
        ("xq", .leftToRight, "ltr"),
    ])
    func direction(identifier: String, expected: LocaleDirection, html: String) throws {
        let locale = try IntlLocale(identifier)
        #expect(locale.direction == expected)
        #expect(locale.direction.htmlValue == html)
    }
}
