@testable import Intl
import Testing

/// The ASCII-digit writer (`NativeDecimalFormat.ASCIIDigits`): its digit
/// words, and its text against ICU 72 for every integer digit count it
/// takes (1…8) and the one past it, every fraction digit count (0…7) and the
/// one past it, both signs, zero, and each grouping boundary, in locales with
/// one- and multi-byte separators, groups of 3/3 and 3/2, minimum grouping 2,
/// and money and percent affixes on either side.
@Suite struct NativeDecimalFormatASCIIDigitsTests {
    typealias Options = NumberFormatOptions

    // MARK: Digit words

    /// The digit bytes of `spread(value)`, in memory order.
    private static func digits(_ value: UInt64) -> String {
        let word = NativeDecimalFormat.ASCIIDigits.spread(value) | 0x3030_3030_3030_3030
        return withUnsafeBytes(of: word.littleEndian) { String(decoding: $0, as: UTF8.self) }
    }

    @Test func spreadWritesEightDigitsInReadingOrder() {
        #expect(Self.digits(0) == "00000000")
        #expect(Self.digits(7) == "00000007")
        #expect(Self.digits(1234) == "00001234")
        #expect(Self.digits(10_000) == "00010000")
        #expect(Self.digits(12_345_678) == "12345678")
        #expect(Self.digits(99_999_999) == "99999999")
        #expect(Self.digits(90_909_090) == "90909090")
    }

    /// Every value below 200,000, each power of ten's neighbours and a
    /// sweep of the whole range in steps of a prime.
    @Test func spreadMatchesTheDecimalText() {
        var values = Array(0..<UInt64(200_000))
        var power: UInt64 = 1
        while power <= 100_000_000 {
            values += [power - 1, power, power + 1, power * 5 - 1]
            power *= 10
        }
        values += stride(from: UInt64(0), to: 100_000_000, by: 9_973)
        var mismatches: [String] = []
        for value in values where value < 100_000_000 {
            let text = String(value)
            let expected = String(repeating: "0", count: 8 - text.count) + text
            if Self.digits(value) != expected { mismatches.append("\(value): \(Self.digits(value))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    // MARK: Text against ICU

    /// Common locales take the writer; locales whose digits are not ASCII do not.
    @Test(arguments: [("en-US", true), ("de-DE", true), ("fr-FR", true), ("ja-JP", true), ("de-CH", true),
                      ("hi-IN", true), ("ar-EG", false), ("hi-IN-u-nu-deva", false)])
    func asciiLocalesTakeTheWriter(locale: String, takes: Bool) throws {
        for options in [Options(), Options(style: .currency("EUR")), Options(style: .percent)] {
            let format = try NumberFormat(locale: locale, options: options)
            #expect(format.usesNativeDecimalFormat)
            #expect(format.usesASCIIDigitWriter == takes, "\(locale) \(format.skeleton ?? "")")
        }
    }

    @Test func exactStrings() throws {
        let cases: [(String, Options, Double, String)] = [
            ("en-US", Options(), 0, "0"),
            ("en-US", Options(), -0.0, "-0"),
            ("en-US", Options(), 7, "7"),
            ("en-US", Options(), 999, "999"),
            ("en-US", Options(), 1000, "1,000"),
            ("en-US", Options(), -1234.5, "-1,234.5"),
            ("en-US", Options(), 12_345_678.25, "12,345,678.25"),
            ("en-US", Options(), 99_999_999.1234567, "99,999,999.123457"),
            ("en-US", Options(), 123_456_789.5, "123,456,789.5"),
            ("en-US", Options(precision: .fractionDigits(7...7)), 1.5, "1.5000000"),
            ("en-US", Options(precision: .fractionDigits(8...8)), 1.5, "1.50000000"),
            ("de-DE", Options(), 11_235.87, "11.235,87"),
            ("de-DE", Options(style: .currency("EUR")), -1234.5, "-1.234,50\u{00A0}€"),
            ("fr-FR", Options(style: .currency("EUR")), 11_235.87, "11\u{202F}235,87\u{00A0}€"),
            ("fr-FR", Options(), -1_234_567.891, "-1\u{202F}234\u{202F}567,891"),
            ("ja-JP", Options(style: .currency("EUR")), 1234.5, "€1,234.50"),
            ("ja-JP", Options(style: .currency("JPY")), 1234, "￥1,234"),
            ("de-CH", Options(), 1_234_567.5, "1’234’567.5"),
            ("hi-IN", Options(), 12_345_678.5, "1,23,45,678.5"),
            ("es", Options(), 1234, "1234"),
            ("es", Options(), 12_345, "12.345"),
            ("de-DE", Options(style: .percent), 0.25, "25\u{00A0}%"),
            ("en-US", Options(style: .percent), -1234.5678, "-123,456.78%"),
        ]
        for (locale, options, value, expected) in cases {
            let format = try NumberFormat(locale: locale, options: options)
            #expect(format.format(value) == expected, "\(locale) \(value)")
        }
    }

    /// Integers of every digit count 1…9 (first, last, a mixed one, both
    /// signs), each with every fraction digit count 0…8 (fraction digits
    /// 1…9 repeating, its first and last value), as doubles and as integers.
    static let doubles: [Double] = {
        var values: [Double] = [0, -0.0]
        var power = 1.0
        for _ in 1...9 {
            let integers = [power, power * 10 - 1, Double(Int(power * 10) * 7 / 9), power * 10 / 3 + 1]
            for integer in integers {
                var fraction = 0.0, scale = 1.0
                for fractionDigits in 0...8 {
                    let value = integer + fraction / scale
                    values += [value, -value]
                    fraction = fraction * 10 + Double(fractionDigits % 9 + 1)
                    scale *= 10
                    values += [integer + 1 / scale, integer + (scale - 1) / scale]
                }
            }
            power *= 10
        }
        return values
    }()

    static let integers: [Int64] = {
        var values: [Int64] = [0, 1, -1, 9, 10]
        var power: Int64 = 1
        for _ in 1...12 {
            values += [power, power - 1, -power, power * 10 - 1, -(power * 10 - 1), power * 7 + 3]
            power *= 10
        }
        return values
    }()

    static let options: [Options] = [
        Options(), Options(precision: .integer), Options(precision: .fractionDigits(2...2)),
        Options(precision: .fractionDigits(1...1)), Options(precision: .fractionDigits(0...7)),
        Options(precision: .fractionDigits(7...7)), Options(precision: .fractionDigits(0...8)),
        Options(precision: .fractionDigits(3...5), roundingMode: .halfUp),
        Options(grouping: .min2), Options(grouping: .always), Options(grouping: .never),
        Options(style: .percent), Options(style: .percent, precision: .fractionDigits(0...3)),
        Options(style: .currency("EUR")), Options(style: .currency("JPY")), Options(style: .currency("KWD")),
        Options(style: .currency("USD"), precision: .fractionDigits(0...2)),
    ]

    @Test(arguments: ["en-US", "de-DE", "fr-FR", "ja-JP", "de-CH", "hi-IN", "es", "pl", "he", "sv"])
    func writesWhatICUWrites(locale: String) throws {
        var mismatches: [String] = []
        for options in Self.options {
            let format = try NumberFormat(locale: locale, options: options)
            #expect(format.usesASCIIDigitWriter, "\(locale) \(format.skeleton ?? "")")
            mismatches += try NativeDecimalFormatTests.compare(format, integers: Self.integers, doubles: Self.doubles)
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(20))")
    }

    /// The byte writer (catalog messages) takes the same writer: its bytes
    /// are `format(_:)`'s text for the same values.
    @Test(arguments: ["en-US", "fr-FR", "hi-IN"])
    func bytesAreTheFormattedText(locale: String) throws {
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: NumberFormat.formattedBytesCapacity, alignment: 8)
        defer { scratch.deallocate() }
        for options in Self.options {
            let format = try NumberFormat(locale: locale, options: options)
            for value in Self.doubles {
                guard let bytes = format.formattedBytes(value, scratch: scratch) else { continue }
                #expect(String(decoding: bytes, as: UTF8.self) == format.format(value), "\(locale) \(value)")
            }
            for value in Self.integers {
                guard let bytes = format.formattedBytes(value, scratch: scratch) else { continue }
                #expect(String(decoding: bytes, as: UTF8.self) == format.format(value), "\(locale) \(value)")
            }
        }
    }
}
