import CICU
import Intl
import Testing

@Suite struct NumberRangeFormatTests {
    typealias Options = NumberRangeFormatOptions
    typealias Style = NumberFormatOptions.Style

    /// 3–5 kg, €3–5, 3,000–5,000,000 compact, ~5, 3–5 %, per locale.
    static let locales: [(String, [String])] = [
        ("en", ["3–5 kg", "€3.00 – €5.00", "3K – 5M", "~5", "3% – 5%"]),
        ("de", ["3–5 kg", "3,00–5,00\u{00A0}€", "3000–5\u{00A0}Mio.", "≈5", "3–5\u{00A0}%"]),
        ("fr", ["3–5\u{202F}kg", "3,00–5,00\u{00A0}€", "3\u{00A0}k – 5\u{00A0}M", "≃5", "3–5\u{00A0}%"]),
        ("ja", ["3～5 kg", "€3.00 ～ €5.00", "3000～500万", "約5", "3% ～ 5%"]),
        ("ar-EG", ["٣–٥ كغم", "\u{200F}٣٫٠٠–٥٫٠٠\u{00A0}€", "٣\u{00A0}آلاف – ٥\u{00A0}مليون", "~٥", "٣–٥٪\u{061C}"]),
        ("ru", ["3–5 кг", "3,00–5,00\u{00A0}€", "3\u{00A0}тыс. – 5\u{00A0}млн", "≈5", "3–5\u{00A0}%"]),
        ("hi", ["3–5 कि॰ग्रा॰", "€3.00 – €5.00", "3\u{00A0}हज़ार – 50\u{00A0}लाख", "~5", "3% – 5%"]),
    ]

    @Test(arguments: locales)
    func exactStringsPerLocale(locale: String, expected: [String]) throws {
        func range(_ style: Style) throws -> NumberRangeFormat {
            try NumberRangeFormat(locale: locale, options: .init(number: .init(style: style)))
        }
        let actual = [
            try range(.unit("kilogram")).format(3, 5),
            try range(.currency("EUR")).format(3, 5),
            try range(.compact()).format(3000, 5_000_000),
            try range(.decimal).formatApproximately(5),
            try range(.percent).format(0.03, 0.05),
        ]
        #expect(actual == expected)
    }

    @Test func collapseAndIdentityFallback() throws {
        func format(_ collapse: Options.Collapse, _ style: Style, _ lower: Double, _ upper: Double) throws -> String {
            try NumberRangeFormat(locale: "en", options: .init(number: .init(style: style), collapse: collapse)).format(lower, upper)
        }
        #expect(try format(.automatic, .unit("kilogram"), 3, 5) == "3–5 kg")
        #expect(try format(.none, .unit("kilogram"), 3, 5) == "3 kg – 5 kg")
        #expect(try format(.unit, .compact(), 3000, 5000) == "3K – 5K")
        #expect(try format(.all, .compact(), 3000, 5000) == "3–5K")
        let fallbacks: [(Options.IdentityFallback, [String])] = [
            (.singleValue, ["5", "5"]),
            (.approximatelyOrSingleValue, ["5", "~5"]),
            (.approximately, ["~5", "~5"]),
            (.range, ["5–5", "5–5"]),
        ]
        for (fallback, expected) in fallbacks {
            let range = try NumberRangeFormat(locale: "en", options: .init(identityFallback: fallback))
            #expect([range.format(5.0, 5.0), range.format(4.9999999, 5)] == expected, "\(fallback)")
            #expect(range.format(5, 5) == expected[0], "\(fallback)")
            #expect(try range.format(decimal: "5.0", "5") == expected[0], "\(fallback)")
            #expect(range.formatApproximately(5) == "~5")
        }
    }

    /// Every skeleton style of NumberFormat, with its options, works for ranges.
    @Test func everyNumberStyleAndOption() throws {
        func format(_ options: NumberFormatOptions, _ lower: Double, _ upper: Double) throws -> String {
            try NumberRangeFormat(locale: "en", options: .init(number: options)).format(lower, upper)
        }
        #expect(try format(.init(style: .scientific), 1234, 5678) == "1.234E3 – 5.678E3")
        #expect(try format(.init(style: .engineering), 12345, 67890) == "12.345E3 – 67.89E3")
        #expect(try format(.init(style: .compact(.long)), 3000, 5_000_000) == "3 thousand – 5 million")
        #expect(try format(.init(style: .currency("USD", display: .name)), 1, 2) == "1.00–2.00 US dollars")
        #expect(try format(.init(style: .unit("kilometer-per-hour", width: .fullName)), 50, 70) == "50–70 kilometers per hour")
        #expect(try format(.init(precision: .fractionDigits(2...2), signDisplay: .always), -1, 2) == "-1.00 – +2.00")
        #expect(try format(.init(grouping: .never), 1000, 20000) == "1000–20000")
        #expect(try format(.init(numberingSystem: "arab"), 3, 5) == "٣–٥")
        let exact = try NumberRangeFormat(locale: "en", options: .init(number: .init(precision: .unlimited)))
        #expect(exact.format(Int64.min, Int64.max) == "-9,223,372,036,854,775,808 – 9,223,372,036,854,775,807")
        #expect(try exact.format(decimal: "0.1", "12345678901234567890.5") == "0.1–12,345,678,901,234,567,890.5")
    }

    static let errors: [(NumberFormatOptions, String)] = [
        (.init(style: .unit("meter", usage: "person-height")),
         "invalid options: number ranges do not support a unit usage (\"person-height\"): ICU aborts or misconverts such ranges"),
        (.init(style: .unit("meter", usage: "road")),
         "invalid options: number ranges do not support a unit usage (\"road\"): ICU aborts or misconverts such ranges"),
        (.init(style: .spellOut()), "invalid options: number ranges support skeleton styles only; spell-out and ordinal are rule-based"),
        (.init(style: .ordinal), "invalid options: number ranges support skeleton styles only; spell-out and ordinal are rule-based"),
        (.init(style: .currency("XYZ")), "unknown currency code \"XYZ\" (not in ISO 4217)"),
        (.init(style: .unit("parsec-per-fortnight")), "unknown measurement unit \"parsec-per-fortnight\""),
        (.init(precision: .fractionDigits(min: 3, max: 1)),
         "invalid options: fraction digits 3...1 must lie within 0...999 with minimum ≤ maximum"),
    ]

    /// ICU 72 aborts the process on `usage/person-height` ranges: refused, typed.
    @Test(arguments: errors)
    func badOptionsAreTypedErrors(options: NumberFormatOptions, message: String) {
        let error = #expect(throws: IntlError.self) { try NumberRangeFormat(locale: "en-US", options: .init(number: options)) }
        #expect(error?.description == message)
    }

    @Test func badValuesAreTypedErrorsAndExtremesFormat() throws {
        let range = try NumberRangeFormat(locale: "en")
        #expect(throws: IntlError.invalidNumber("1..2")) { try range.format(decimal: "1..2", "3") }
        #expect(throws: IntlError.invalidNumber("x")) { try range.format(decimal: "1", "x") }
        #expect(throws: IntlError.invalidNumber("")) { try range.formatApproximately(decimal: "") }
        #expect(range.format(.nan, 5) == "NaN–5")
        #expect(range.format(-.infinity, .infinity) == "-∞ – ∞")
        #expect(range.format(5, 3) == "5–3")
        #expect(range.format(-Double.greatestFiniteMagnitude, 0).hasPrefix("-179,769,313,486,231,570,000,000"))
        #expect(try range.formatApproximately(decimal: "1e3") == "~1,000")
    }

    /// Ranges for a raw skeleton, as `NumberFormat(locale:skeleton:)` takes one.
    @Test func aRawSkeletonForBothEnds() throws {
        let speeds = try NumberRangeFormat(locale: "en", skeleton: "unit/kilometer-per-hour unit-width-full-name")
        #expect(speeds.format(3, 5) == "3–5 kilometers per hour")
        #expect(speeds.format(5, 5) == "~5 kilometers per hour")
        #expect(try speeds.format(decimal: "1.5", "2.25") == "1.5–2.25 kilometers per hour")
        #expect(speeds.skeleton == "unit/kilometer-per-hour unit-width-full-name")
        let collapsed = try NumberRangeFormat(locale: "de", skeleton: "currency/EUR", collapse: .none, identityFallback: .range)
        #expect(collapsed.format(3, 3) == "3,00\u{00A0}€ – 3,00\u{00A0}€")
        // Equal only with equal skeletons.
        #expect(speeds != (try NumberRangeFormat(locale: "en", skeleton: "unit/kilometer-per-hour")))
        #expect(throws: IntlError.invalidOptions(
            #"number ranges do not support a unit usage ("usage/road"): ICU aborts or misconverts such ranges"#)) {
            try NumberRangeFormat(locale: "en-US", skeleton: "unit/meter usage/road")
        }
        #expect {
            try NumberRangeFormat(locale: "en", skeleton: "unit/furlong-per-fortnight")
        } throws: { error in
            guard case IntlError.invalidSkeleton(let skeleton, _, _) = error else { return false }
            return skeleton == "unit/furlong-per-fortnight"
        }
    }

    /// The range formatter against ICU's own, opened straight through the
    /// shim with hand-written skeletons, in every locale ICU has.
    @Test func differentialAgainstRawICUInEveryLocale() throws {
        let cases: [(Style, String)] = [
            (.decimal, ""), (.percent, "percent scale/100"), (.currency("EUR"), "currency/EUR"),
            (.unit("kilogram"), "unit/kilogram"), (.compact(), "compact-short"),
        ]
        var mismatches: [String] = []
        for locale in IntlLocale.availableIdentifiers {
            for (style, skeleton) in cases {
                let ours = try NumberRangeFormat(locale: locale, options: .init(number: .init(style: style)))
                let theirs = try Self.rawRanges(skeleton, locale, [(3, 5), (5, 5), (0.03, 1234.5)])
                let mine = [ours.format(3, 5), ours.format(5, 5), ours.format(0.03, 1234.5)]
                if mine != theirs { mismatches.append("\(locale) \(skeleton): \(mine) ≠ \(theirs)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    private static func rawRanges(_ skeleton: String, _ locale: String, _ pairs: [(Double, Double)]) throws -> [String] {
        var status = cicu_status_ok()
        var offset: Int32 = -1
        let formatter = try #require(cicu_numrangefmt_open(skeleton, locale, CICU_RANGE_COLLAPSE_AUTO,
                                                           CICU_RANGE_IDENTITY_APPROXIMATELY, &offset, &status))
        defer { cicu_numrangefmt_close(formatter) }
        let result = try #require(cicu_numrangeresult_open(&status))
        defer { cicu_numrangeresult_close(result) }
        return pairs.map { lower, upper in
            var buffer = [CChar](repeating: 0, count: 512)
            var status = cicu_status_ok()
            let length = cicu_numrangefmt_format_double(formatter, lower, upper, result, &buffer, 512, &status)
            return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
