import Intl
import StringCatalog
import Testing

@Suite struct MessageNumberFormattingTests {
    private func format(_ text: String, _ arguments: [MessageArgument], locale: String = "en",
                        request: String? = nil) throws -> String {
        let formatter = try MessageFormatter(localization: IntlLocale(locale), request: request.map { try IntlLocale($0) })
        return try formatter.format(.text(text), arguments: arguments)
    }

    @Test(arguments: [
        ("en", "%d", MessageArgument.int(1234567), "1,234,567"),
        ("de", "%d", .int(1234567), "1.234.567"),
        ("ar-EG", "%d", .int(1234567), "١٬٢٣٤٬٥٦٧"),
        ("fr", "%ld", .int(1234567), "1\u{202F}234\u{202F}567"),
        ("hi-IN", "%lld", .int(1234567), "12,34,567"),
        ("en", "%ld", .int(-42), "-42"),
        ("ar-EG", "%ld", .int(-42), "\u{061C}-٤٢"),
        ("en", "%lu", .uint(UInt64.max), "18,446,744,073,709,551,615"),
        ("en", "%i", .uint(7), "7"),
        ("en", "%f", .double(1234.5), "1,234.500000"),
        ("de", "%f", .double(1234.5), "1.234,500000"),
        ("en", "%f", .int(3), "3.000000"),
        ("en", "%.2f", .double(1234.5), "1,234.50"),
        ("de", "%.2f", .double(1234.5), "1.234,50"),
        ("ar-EG", "%.2f", .double(1234.5), "١٬٢٣٤٫٥٠"),
        ("en", "%.0f", .double(2.5), "2"),
        ("en", "%.1f", .double(-0.04), "-0.0"),
        ("en", "%e", .double(1234.5), "1.234500E3"),
        ("de", "%.2e", .double(1234.5), "1,23E3"),
        ("de", "%e", .double(1234.5), "1,234500E3"),
        ("de", "%g", .double(1234.5), "1.234,5"),
        ("de", "%g", .double(1234567), "1,23457E6"),
        ("de", "%+d", .int(5), "+5"),
        ("ar-EG", "%x", .int(255), "ff"),
        ("en", "%g", .double(1234.5), "1,234.5"),
        ("en", "%g", .double(1234567), "1.23457E6"),
        ("en", "%g", .double(0.0001), "0.0001"),
        ("en", "%g", .double(0.00001), "1E-5"),
        ("en", "%g", .double(0), "0"),
        ("en", "%f", .double(.infinity), "∞"),
        ("en", "%+d", .int(5), "+5"),
        ("en", "%u", .int(-5), "-5"),
        ("en", "%.3d", .int(42), "042"),
        ("en", "%.3d", .int(1234567), "1,234,567"),
        ("en", "%05d", .int(42), "00042"),
        ("en", "%05d", .int(-42), "-0042"),
        ("en", "%07.2f", .double(1234.5), "1234.50"),
        ("en", "%5d|", .int(42), "   42|"),
        ("en", "%-5d|", .int(42), "42   |"),
        ("en", "%'d", .int(1234), "1,234"),
        ("en", "%x", .int(255), "ff"),
        ("en", "%X", .uint(255), "FF"),
        ("en", "%o", .int(8), "10"),
        ("en", "%x", .int(-1), "ffffffffffffffff"),
        // Hexadecimal floating point and addresses, as C writes them, in every locale.
        ("de", "%a", .double(3), "0x1.8p+1"),
        ("en", "%A", .double(-0.1), "-0X1.999999999999AP-4"),
        ("en", "%.2a", .double(1), "0x1.00p+0"),
        ("en", "%a", .int(0), "0x0p+0"),
        ("en", "%12a|", .double(1), "      0x1p+0|"),
        ("en", "%a", .double(.infinity), "inf"),
        ("de", "%p", .int(0), "0x0"),
        ("en", "%p", .int(0x7fff5fbff8c8), "0x7fff5fbff8c8"),
        ("en", "%@", .int(1234), "1234"),
        ("en", "%@", .double(2.5), "2.5"),
        ("en", "%@", .double(2), "2"),
        ("en", "%@", .string("Paul"), "Paul"),
        ("en", "%.3@", .string("Paul"), "Pau"),
        ("en", "%6@|", .string("Paul"), "  Paul|"),
        ("en", "%s", .string("text"), "text"),
        ("en", "%c", .character("é"), "é"),
        ("en", "%c", .int(65), "A"),
        ("en", "100%% %@", .character("é"), "100% é"),
    ] as [(String, String, MessageArgument, String)])
    func formatsOneSpecifier(locale: String, format: String, argument: MessageArgument, expected: String) throws {
        #expect(try self.format(format, [argument], locale: locale) == expected)
    }

    @Test func textWithoutSpecifiersIsCopied() throws {
        #expect(try format("home.button.start-run 😂", []) == "home.button.start-run 😂")
        #expect(try format("", []) == "")
    }

    @Test func positionalArgumentsReorder() throws {
        // German puts the total first, so the translation numbers its arguments.
        let english = "%lu out of %lu runs completed"
        let german = "Von %2$lu Läufen wurden %1$lu abgeschlossen"
        #expect(try format(english, [1234, 5000]) == "1,234 out of 5,000 runs completed")
        #expect(try format(german, [1234, 5000], locale: "de") == "Von 5.000 Läufen wurden 1.234 abgeschlossen")
        #expect(try format("%2$@ %1$@ %2$@", ["a", "b"]) == "b a b")
    }

    @Test func requestRegionRefinesTheLocalizationsNumbers() throws {
        #expect(try format("%.1f km", [1234.5], locale: "de", request: "de-CH") == "1’234.5 km")
        #expect(try format("%d", [1234567], locale: "de", request: "de-CH") == "1’234’567")
        #expect(try format("%.1f km", [1234.5], locale: "de", request: "fr-CH") == "1.234,5 km")
        #expect(try format("%d", [1234], locale: "en", request: "en-u-nu-arab") == "١٬٢٣٤")
        #expect(try format("%d", [1234], locale: "en", request: nil) == "1,234")
    }

    @Test(arguments: [
        ("de", "de-CH", "de-CH"),
        ("de", "fr-CH", "de"),
        ("de", "de", "de"),
        ("en", "en-GB-u-nu-arab", "en-GB-u-nu-arab"),
        ("en-u-nu-arab", "en-GB-u-nu-latn", "en-GB-u-nu-latn"),
        ("zh-Hans", "zh-CN", "zh-Hans-CN"),
        ("zh-Hans", "zh-TW", "zh-Hans"),
        ("pt-BR", "pt-PT", "pt-PT"),
    ])
    func numberLocaleCombinesLocalizationAndRequest(localization: String, request: String, expected: String) throws {
        let formatter = try MessageFormatter(localization: IntlLocale(localization), request: IntlLocale(request))
        #expect(formatter.numberLocale.identifier == expected)
        #expect(formatter.localization.identifier == localization)
    }

    @Test func sharedFormattersAreCachedPerLocalizationAndRequest() throws {
        let de = try IntlLocale("de")
        #expect(try MessageFormatter.format(.text("%.1f km"), arguments: [1234.5], localization: de,
                                            request: IntlLocale("de-CH")) == "1’234.5 km")
        #expect(try MessageFormatter.format(.text("%.1f km"), arguments: [1234.5], localization: de) == "1.234,5 km")
        let shared = try MessageFormatter.shared(localization: de, request: IntlLocale("de-AT"))
        #expect(shared.numberLocale.identifier == "de-AT")
        #expect(try MessageFormatter.shared(localization: de, request: IntlLocale("de-AT")).numberLocale == shared.numberLocale)
    }
}
