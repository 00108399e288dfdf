@testable import Intl
import Testing

/// The native plain-decimal path against ICU 72: it must be taken for the
/// common locales and write exactly what ICU writes, for every locale.
/// Invisible characters are escaped: U+00A0 no-break space, U+202F narrow
/// no-break space, U+200E LRM, U+061C ALM.
@Suite struct NativeDecimalFormatTests {
    typealias Options = NumberFormatOptions

    // MARK: Exact strings

    static let examples: [(String, Options, Double, String)] = [
        ("en", Options(), -1234567.891, "-1,234,567.891"),
        ("de", Options(), 1234.5, "1.234,5"),
        ("fr", Options(), -1234.5, "-1\u{202F}234,5"),
        ("es", Options(), 1234, "1234"),
        ("es", Options(), 12345, "12.345"),
        ("es", Options(grouping: .always), 1234, "1.234"),
        ("pl", Options(), 1234.5, "1234,5"),
        ("en", Options(grouping: .min2), 1234, "1234"),
        ("hi-IN", Options(), 1234567.891, "12,34,567.891"),
        ("hi-IN", Options(grouping: .thousands), 1234567.891, "1,234,567.891"),
        ("hi-IN-u-nu-deva", Options(), 1000.01, "१,०००.०१"),
        ("ar-EG", Options(), -1234.5, "\u{061C}-١٬٢٣٤٫٥"),
        ("ar-EG-u-nu-latn", Options(), -1234.5, "\u{200E}-1,234.5"),
        ("he", Options(), -2.5, "\u{200E}-2.5"),
        ("en", Options(), 0.1 + 0.2, "0.3"),
        ("en", Options(), 2.5e-7, "0"),
        ("en", Options(), 1.5e-6, "0.000002"),
        ("en", Options(), 999.9999995, "1,000"),
        ("en", Options(), -0.0, "-0"),
        ("en", Options(), -1e-9, "-0"),
        ("en", Options(), 1e21, "1,000,000,000,000,000,000,000"),
        ("en", Options(precision: .integer), 2.5, "2"),
        ("en", Options(precision: .integer), 3.5, "4"),
        ("en", Options(precision: .fractionDigits(2...2)), 2.675, "2.68"),
        ("en", Options(precision: .fractionDigits(2...2), roundingMode: .halfDown), 2.675, "2.67"),
        ("en", Options(precision: .fractionDigits(min: 1, max: nil)), 0.1 + 0.2, "0.30000000000000004"),
        ("en", Options(precision: .fractionDigits(0...1), roundingMode: .ceiling), -0.01, "-0"),
        ("en", Options(precision: .fractionDigits(0...1), roundingMode: .up), 0.001, "0.1"),
    ]

    @Test(arguments: examples)
    func writesWhatICUWrites(locale: String, options: Options, value: Double, expected: String) throws {
        let format = try NumberFormat(locale: locale, options: options)
        #expect(format.usesNativeDecimalFormat)
        #expect(format.format(value) == expected)
    }

    @Test func integersAreExact() throws {
        let format = try NumberFormat(locale: "de")
        #expect(format.format(Int64.min) == "-9.223.372.036.854.775.808")
        #expect(format.format(UInt64.max) == "18.446.744.073.709.551.615")
        #expect(format.format(0) == "0")
    }

    @Test func nonFiniteValuesAndDecimalStringsGoToICU() throws {
        let format = try NumberFormat(locale: "de")
        #expect(format.usesNativeDecimalFormat)
        #expect(format.format(Double.nan) == "NaN")
        #expect(format.format(-Double.infinity) == "-∞")
        #expect(try format.format(decimal: "12345678901234567890.5") == "12.345.678.901.234.567.890,5")
    }

    // MARK: Eligibility

    /// Options the native path supports, each in every locale below.
    static let eligibleOptions: [Options] = [
        Options(),
        Options(precision: .integer),
        Options(precision: .fractionDigits(2...2)),
        Options(precision: .fractionDigits(min: 1, max: nil)),
        Options(precision: .fractionDigits(0...3), roundingMode: .halfUp),
        Options(grouping: .never),
        Options(grouping: .min2),
        Options(grouping: .always),
        Options(grouping: .thousands),
    ]

    static let commonLocales = ["en", "en-US", "de", "de-DE", "fr", "es", "pl", "hi-IN", "ar-EG",
                                "ar-EG-u-nu-latn", "hi-IN-u-nu-deva", "ja", "zh", "ru", "pt-BR", "he", "fa"]

    @Test(arguments: commonLocales)
    func commonLocalesTakeTheNativePath(locale: String) throws {
        for options in Self.eligibleOptions {
            let format = try NumberFormat(locale: locale, options: options)
            #expect(format.usesNativeDecimalFormat, "\(locale) \(format.skeleton ?? "")")
        }
    }

    static let icuOnlyOptions: [Options] = [
        Options(style: .currency("EUR", display: .name)),
        Options(style: .currency("CHF"), precision: .currencyCash),
        Options(style: .percent, signDisplay: .always),
        Options(style: .scientific),
        Options(precision: .significantDigits(1...3)),
        Options(precision: .increment("0.05")),
        Options(precision: .unlimited),
        Options(minimumIntegerDigits: 3),
        Options(signDisplay: .always),
        Options(numberingSystem: "arab"),
    ]

    @Test(arguments: icuOnlyOptions)
    func otherOptionsKeepICU(options: Options) throws {
        #expect(try !NumberFormat(locale: "en", options: options).usesNativeDecimalFormat)
    }

    // MARK: Differential: native against ICU

    /// Integers: zero, each grouping threshold, both signs, the extremes.
    static let integers: [Int64] = [
        0, 1, -1, 7, 12, 123, 999, 1000, -1000, 9999, 10_000, 12_345, 100_000, 123_456, 1_234_567,
        12_345_678, 123_456_789, 1_234_567_890, -9_876_543_210, 100_000_000_000_000, .max, .min,
    ]

    /// Doubles: ties at 0, 2 and 6 fraction digits, carries, -0, negatives
    /// rounding to 0, binary fractions that are not what they look like
    /// (2.675, 1.005), the largest exact integers and beyond, the extremes.
    static let doubles: [Double] = [
        0, -0.0, 0.5, 1.5, 2.5, -2.5, 3.5, 0.125, 0.375, -0.625, 2.675, 1.005, 0.045, 0.1, 0.1 + 0.2,
        999.9995, 999.9999995, 0.0000005, 0.0000015, -0.0000004, 1.0000005, 2.0000005, 0.1234565,
        1234.5678, -98_765.4321, 123_456_789.123456789, 1e15, 1e16, 1e21, 1.2345678e21, 1e22, 1e-7,
        1e-300, 0x1p53 - 1, 0x1p53, 0x1p53 + 2, 0x1p63, 0x1p64, 0x1p70, .leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity,
    ]

    /// Every locale ICU lists (plus numbering-system variants), with the
    /// eligible options and the fixed values: native must equal ICU.
    @Test func everyLocaleMatchesICU() throws {
        let locales = IntlLocale.availableIdentifiers
            + ["ar-EG-u-nu-latn", "hi-IN-u-nu-deva", "th-TH-u-nu-thai", "en-u-nu-arab", "zh-u-nu-hanidec"]
        var native = 0, formatters = 0
        var mismatches: [String] = []
        for locale in locales {
            for options in Self.eligibleOptions {
                let format = try NumberFormat(locale: locale, options: options)
                formatters += 1
                guard format.usesNativeDecimalFormat else { continue }
                native += 1
                mismatches += try Self.compare(format, integers: Self.integers, doubles: Self.doubles)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(20))")
        // ICU 72's data fits the model everywhere; a drop means a locale fell back.
        #expect(native == formatters, "native for \(native) of \(formatters) formatters")
    }

    /// The common locales with every rounding mode and many seeded random
    /// values: magnitudes from 1e-9 to 1e22, and decimals with 7–8 fraction
    /// digits whose ties land exactly on 6.
    @Test(arguments: ["en", "de", "fr", "hi-IN", "ar-EG", "ar-EG-u-nu-latn", "es", "pl"])
    func randomValuesMatchICU(locale: String) throws {
        var random = Generator(state: 0x5EED ^ UInt64(locale.utf8.count))
        var doubles: [Double] = []
        for _ in 0..<1500 {
            let mantissa = Double(random.next() >> 11) * 0x1p-53
            doubles.append(mantissa * Self.powerOfTen(Int.random(in: -9...22, using: &random)))
            doubles.append(Double(Int.random(in: -99_999_999...99_999_999, using: &random))
                           / Self.powerOfTen(Int.random(in: 1...8, using: &random)))
        }
        let integers = (0..<1000).map { _ in
            Int64(bitPattern: random.next()) >> Int.random(in: 0...60, using: &random)
        }
        var options = Self.eligibleOptions
        for mode in Options.RoundingMode.allCases {
            options.append(Options(roundingMode: mode))
            options.append(Options(precision: .fractionDigits(1...2), roundingMode: mode))
        }
        try Self.expectNativeAsICU(locale: locale, options: options, integers: integers, doubles: doubles)
    }

    /// The native shortest digits are ICU's (double-conversion `SHORTEST`),
    /// every digit shown: random bit patterns over the whole exponent range
    /// (Swift's `description`), and decimals of up to 16 digits with 1–16
    /// fraction digits (`shortFraction`, and its hand-over to `description`).
    @Test func shortestDigitsMatchICU() throws {
        var random = Generator(state: 0xD161_75)
        var doubles = (0..<15_000).map { _ in Double(bitPattern: random.next()) }.filter(\.isFinite)
        for _ in 0..<15_000 {
            let digits = Int.random(in: 1...16, using: &random)
            let significand = UInt64.random(in: 1...UInt64(Self.powerOfTen(digits)), using: &random)
            doubles.append(Double(significand) / Self.powerOfTen(Int.random(in: 1...16, using: &random)))
        }
        let format = try NumberFormat(locale: "en", options: Options(precision: .fractionDigits(min: 0, max: nil),
                                                                     grouping: .never))
        #expect(format.usesNativeDecimalFormat)
        let mismatches = try Self.compare(format, integers: [], doubles: doubles)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
    }

    /// Exact integers as doubles take their own path (no rounding, the
    /// minimum fraction digits as zeros), and every value is written a digit
    /// pair and a group at a time: integral doubles of every length up to
    /// 2^53, both signs, and the decimals around them, in locales with
    /// primary/secondary groups of 3/3 and 3/2, minimum grouping 2, and
    /// multi-byte digits; plain, percent and money with padded fractions.
    @Test(arguments: ["en", "de", "es", "pl", "hi-IN", "ar-EG", "bn", "fr"])
    func integralDoublesMatchICU(locale: String) throws {
        var doubles: [Double] = [0, -0.0, 0x1p53 - 1, -(0x1p53 - 1), 0x1p53]
        var power = 1.0
        for _ in 0..<16 {
            doubles += [power, -power, power - 1, 3 * power + 7, power + 0.5, power - 0.25, power / 3]
            power *= 10
        }
        let options = Self.eligibleOptions + [
            Options(style: .percent), Options(style: .percent, precision: .fractionDigits(2...3)),
            Options(style: .currency("EUR")), Options(style: .currency("JPY")),
            Options(precision: .fractionDigits(min: 5, max: 7)),
        ]
        try Self.expectNativeAsICU(locale: locale, options: options, integers: [], doubles: doubles)
    }

    /// Amounts with at most two fraction digits (the short path that reads
    /// them with one product), and their neighbours one ulp away (which
    /// need more digits): every option whose fraction digits bound two from
    /// either side, plain, percent and money, against ICU.
    @Test(arguments: ["en", "de", "fr", "hi-IN", "ar-EG"])
    func amountsWithTwoFractionDigitsMatchICU(locale: String) throws {
        var random = Generator(state: 0xCE47 ^ UInt64(locale.utf8.count))
        var doubles: [Double] = [0.01, 0.1, 0.05, 0.5, 9.99, 99.95, 100.1, 0.07, 1234.5, 31_238.61]
        for _ in 0..<1000 {
            let cents = Double(Int.random(in: -999_999_999_999...999_999_999_999, using: &random))
            let amount = cents / [1, 10, 100][Int.random(in: 0...2, using: &random)]
            doubles += [amount, amount.nextUp, amount / 100]
        }
        let options = [
            Options(), Options(precision: .fractionDigits(2...2)), Options(precision: .fractionDigits(0...1)),
            Options(precision: .fractionDigits(1...2)), Options(precision: .fractionDigits(3...6)),
            Options(precision: .fractionDigits(min: 2, max: nil)), Options(precision: .integer),
            Options(style: .percent), Options(style: .percent, precision: .fractionDigits(0...2)),
            Options(style: .currency("EUR")), Options(style: .currency("JPY")), Options(style: .currency("KWD")),
        ]
        try Self.expectNativeAsICU(locale: locale, options: options, integers: [], doubles: doubles)
    }

    /// Doubles whose shortest digits go past the last digit shown and lie near
    /// a tie of it: the exact binary value rounds half up, which the double
    /// product decides only more than 1/64 of a unit away from the tie (closer
    /// ones take the exact path): 64 ulps either side of (k + 1/2) / 10^d, and
    /// the values 1/64 ± 1/256 of a unit away, for 0–6 fraction digits and
    /// small to large k; plain, percent and money, against ICU.
    @Test(arguments: ["en", "de", "fr"])
    func valuesNearRoundingTiesMatchICU(locale: String) throws {
        var doubles = Self.nearTieExamples.map(\.2)
        for digits in 0...6 {
            let scale = Self.powerOfTen(digits)
            for k in [0.0, 1, 2, 7, 12_345, 99_999, 1_234_567] {
                var (below, above) = ((k + 0.5) / scale, (k + 0.5) / scale)
                for _ in 0..<64 {
                    (below, above) = (below.nextDown, above.nextUp)
                    doubles += [below, above]
                }
                for offset in [1.0 / 64 - 1.0 / 256, 1.0 / 64 + 1.0 / 256] {
                    doubles += [(k + 0.5 - offset) / scale, (k + 0.5 + offset) / scale]
                }
            }
        }
        let options = (0...6).map { Options(precision: .fractionDigits(0...$0)) } + [
            Options(precision: .integer), Options(style: .percent),
            Options(style: .percent, precision: .fractionDigits(0...3)), Options(style: .currency("EUR")),
        ]
        try Self.expectNativeAsICU(locale: locale, options: options, integers: [], doubles: doubles)
    }

    /// `intl bench cache`'s values (k × 1234.567 + 0.891: three fraction
    /// digits, the last a 5 for one k in ten, a tie at two) with its options:
    /// rounded to 2…5 fraction digits, money in its eight currencies (most
    /// round to cents from the double product, JPY to units), percentages to
    /// 0…3; and integers past the rounding path's 2^49, which money writes as
    /// exact integers; against ICU.
    @Test(arguments: ["en", "de", "fr", "ja", "hi"])
    func benchValuesMatchICU(locale: String) throws {
        let values = (0..<64).map { Double($0) * 1234.567 + 0.891 }
        let doubles = values + values.map { -$0 } + [1e13, -123_456_789_012_345, 0x1p53]
        let options = (2...5).map { Options(precision: .fractionDigits(0...$0)) }
            + ["EUR", "USD", "JPY", "GBP", "CHF", "INR", "BRL", "CNY"].map { Options(style: .currency($0)) }
        try Self.expectNativeAsICU(locale: locale, options: options, integers: [], doubles: doubles)
        let percents = (0...3).map { Options(style: .percent, precision: .fractionDigits(0...$0)) }
        try Self.expectNativeAsICU(locale: locale, options: percents, integers: [],
                                   doubles: values.map { $0 / 10_000 })
    }

    /// Exact strings for amounts the double product rounds (their shortest
    /// digits go past the last digit shown, away from a tie), for one
    /// within 1/64 of a tie, which takes the exact path, for a tie of the
    /// shortest digits (half-even), and for money rounded to cents.
    static let nearTieExamples: [(String, Options, Double, String)] = [
        ("de", Options(), 51_241.350000000006, "51.241,35"),
        ("en", Options(), 71_244.09000000001, "71,244.09"),
        ("fr", Options(style: .currency("EUR")), 71_244.09000000001, "71\u{202F}244,09\u{00A0}€"),
        ("en", Options(precision: .fractionDigits(0...2)), 2.6749999999999994, "2.67"),
        ("en", Options(precision: .fractionDigits(0...2)), 1.0049999999999997, "1"),
        ("en", Options(style: .percent), 0.123449999, "12.345%"),
        ("en", Options(precision: .integer), 2.5000000000000004, "3"),
        ("en", Options(precision: .fractionDigits(0...2)), 2470.025, "2,470.02"),
        ("en-US", Options(style: .currency("USD")), 1235.458, "$1,235.46"),
        ("en-US", Options(style: .currency("USD")), 2470.025, "$2,470.02"),
        ("en-US", Options(style: .currency("USD")), 12, "$12.00"),
        ("fr-FR", Options(style: .currency("CHF")), 1235.458, "1\u{202F}235,46\u{00A0}CHF"),
    ]

    @Test(arguments: nearTieExamples)
    func writesNearTiesAsICUDoes(locale: String, options: Options, value: Double, expected: String) throws {
        let format = try NumberFormat(locale: locale, options: options)
        #expect(format.usesNativeDecimalFormat)
        #expect(format.format(value) == expected)
    }

    /// Every option of `options` in `locale` takes the native writer and writes `integers` and
    /// `doubles` exactly as ICU does (the mismatches listed when not).
    static func expectNativeAsICU(locale: String, options: [Options], integers: [Int64], doubles: [Double]) throws {
        var mismatches: [String] = []
        for option in options {
            let format = try NumberFormat(locale: locale, options: option)
            #expect(format.usesNativeDecimalFormat, "\(locale) \(format.skeleton ?? "")")
            mismatches += try compare(format, integers: integers, doubles: doubles)
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(20))")
    }

    /// Lines "locale skeleton value: native ≠ icu" where the two differ.
    static func compare(_ format: NumberFormat, integers: [Int64],
                                doubles: [Double]) throws -> [String] {
        let icu = try ICUNumberFormatter(skeleton: format.skeleton ?? "", locale: format.locale)
        var mismatches: [String] = []
        func check(_ value: some CustomStringConvertible, _ native: String, _ expected: String) {
            if native != expected {
                mismatches.append("\(format.locale) [\(format.skeleton ?? "")] \(value): \(native.debugDescription) ≠ ICU \(expected.debugDescription)")
            }
        }
        for value in integers { check(value, format.format(value), icu.format(value).requireSuccess()) }
        for value in doubles { check(value, format.format(value), icu.format(value).requireSuccess()) }
        for value in [UInt64.max, 1 << 63, 10_000_000_000_000_000_000] {
            check(value, format.format(value), icu.format(decimal: String(value)).requireSuccess())
        }
        return mismatches
    }

    private static func powerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent.magnitude { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    /// SplitMix64: the same inputs every run.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
