import CICU
import Foundation
import TestSupport
import Testing
@testable import Intl

/// The fast paths of `PluralOperands` against independent answers: doubles
/// against ICU's own formatting and against the exact (string) conversion,
/// ASCII formatted text against the general Unicode scan, and decimal
/// strings against operands worked out digit by digit.
@Suite struct PluralOperandsFastPathTests {
    /// Doubles that exercise every branch of the double conversion for
    /// `fractionDigits`: decimals with one digit more than shown (ties
    /// included), values whose shortest form is long (1/3, 0.1 × n), random
    /// bit patterns from 2^-40 to 2^60 (past the fast path's 2^49 limit),
    /// and edge values.
    static func doubles(fractionDigits: Int) -> [Double] {
        var generator = SplitMix64(seed: UInt64(fractionDigits) &+ 1)
        var scale = 1.0
        for _ in 0...fractionDigits { scale *= 10 }
        var values: [Double] = [0, 0.5, 1.5, 2.5, 1.005, 1.015, 2.675, 0.125, 0.375, 9.995, 99.5, 1e-300,
                                .leastNonzeroMagnitude, .leastNormalMagnitude, 0x1p49, 0x1p52, 0x1p53 - 1, 1e15, 1e16]
        for _ in 0..<3000 {
            values.append(Double(UInt64.random(in: 0..<100_000_000, using: &generator)) / scale)
        }
        for n in 0..<1000 {
            values.append(Double(n) / 3)
            values.append(Double(n) / 7)
            values.append(Double(n) * 0.1)
        }
        for _ in 0..<3000 {
            let exponent = UInt64.random(in: (1023 - 40)...(1023 + 60), using: &generator)
            values.append(Double(bitPattern: exponent << 52 | UInt64.random(in: 0..<(1 << 52), using: &generator)))
        }
        return values
    }

    @Test(arguments: 0...7)
    func doublesAgreeWithICUAndTheExactConversion(fractionDigits: Int) throws {
        let skeleton = (fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits))
            + " group-off"
        var status = cicu_status_ok()
        var offset: Int32 = -1
        let formatter = try #require(cicu_numfmt_open(skeleton, "en", &offset, &status))
        let result = try #require(cicu_numresult_open(&status))
        defer {
            cicu_numresult_close(result)
            cicu_numfmt_close(formatter)
        }
        var buffer = [CChar](repeating: 0, count: 512)
        var mismatches: [String] = []
        for value in Self.doubles(fractionDigits: fractionDigits) {
            var status = cicu_status_ok()
            let length = cicu_numfmt_format_double(formatter, value, result, &buffer, Int32(buffer.count), &status)
            try #require(length > 0 && length < Int32(buffer.count))
            let icu = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let native = try PluralOperands(value, fractionDigits: fractionDigits)
            let exact = PluralOperands(roundingDigitsOf: value, fractionDigits: fractionDigits)
            if try native != PluralOperands(icu) || native != exact || native != PluralOperands(-value, fractionDigits: fractionDigits) {
                mismatches.append("\(value): \(native) vs ICU \(icu), exact \(exact)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func doublesPastTheFastPath() throws {
        #expect(try PluralOperands(0.1, fractionDigits: 15) == PluralOperands("0.100000000000000"))
        #expect(try PluralOperands(1.0 / 3, fractionDigits: 20) == PluralOperands("0.33333333333333330000"))
        #expect(try PluralOperands(1e20, fractionDigits: 1) == PluralOperands("100000000000000000000.0"))
        #expect(try PluralOperands(0x1p49, fractionDigits: 0) == PluralOperands("562949953421312"))
        #expect(try PluralOperands(.leastNonzeroMagnitude, fractionDigits: 3) == PluralOperands("0.000"))
    }

    /// The one-pass scan (ASCII text) and the general Unicode scan agree,
    /// valid or not, on the text as is, behind a right-to-left mark, and with
    /// U+00A0 grouping.
    @Test(arguments: [
        "1", "1.00", "12,345.60", "US$1.00", "$ 1,234.5", "1.5 x", "1.5 3", "1.5.", "1.5,", ".5", "5.", "1. 5",
        "1.,5", "-1.50", "(1.50)", "1,2,3", "", "abc", "1.2.3", "1.5 – 2.5", "0.000", "1234567890123456789",
        "1.1234567890123456789", "12345678901234567890.5", "1e3", "1 000,50", "-5", "1-5", "12345678.12345678",
        "123456789.5", "1.123456789", "1,5", "1,50", "-1,5", "١٢٬٣٤٥٫٦٠", "١٫٥٫", "١٫٥ ٣", "٣٥", "1٫5",
    ])
    func onePassScanAgreesWithGeneralScan(_ text: String) {
        for separator: Unicode.Scalar in [".", ",", "-", "\u{66B}", "5"] {
            for text in [text, "\u{200F}" + text, text.replacingOccurrences(of: ",", with: "\u{A0}")] {
                let onePass = PluralOperands.parse(formatted: text, decimalSeparator: separator)
                let general = PluralOperands.scanFormatted(text, separator)
                #expect(onePass == general, "\(text) with \(separator)")
            }
        }
    }

    /// The digit shortcuts agree with Unicode's properties for every scalar.
    @Test func decimalDigitValueMatchesUnicodeProperties() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected = properties.numericType == .decimal ? properties.numericValue.map { UInt64($0) } : nil
            if PluralOperands.decimalDigitValue(scalar) != expected { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// Formatted text in other scripts and with non-ASCII grouping.
    @Test(arguments: [
        ("١٢٬٣٤٥٫٦٠", Unicode.Scalar("\u{66B}"), "12345.60"), ("\u{200F}-١٫٥", "\u{66B}", "1.5"),
        ("۱۲۳٫۴", "\u{66B}", "123.4"), ("१,२३४.५", ".", "1234.5"), ("১২৩", ".", "123"),
        ("12\u{A0}345,60", ",", "12345.60"), ("12\u{202F}345,6 €", ",", "12345.6"), ("−1\u{2009}000", ".", "1000"),
        ("１２３．５", "．", "123.5"), ("๑๒.๓", ".", "12.3"),
    ])
    func formattedInOtherScripts(_ text: String, separator: Unicode.Scalar, decimal: String) throws {
        #expect(try PluralOperands(formatted: text, decimalSeparator: separator) == PluralOperands(decimal))
    }

    /// Decimal strings against operands worked out from the digits.
    @Test func decimalStringsDigitByDigit() throws {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<20_000 {
            let integerDigits = Int.random(in: 1...20, using: &generator)
            let fractionDigits = Int.random(in: 0...20, using: &generator)
            let digits = (0..<(integerDigits + fractionDigits)).map { _ in
                // Zeros often, so that trailing zeros and zero parts occur.
                Bool.random(using: &generator) ? 0 : UInt64.random(in: 0...9, using: &generator)
            }
            let negative = Bool.random(using: &generator)
            var text = negative ? "-" : ""
            for (index, digit) in digits.enumerated() {
                if index == integerDigits { text += "." }
                text += String(digit)
            }
            #expect(try PluralOperands(text) == Self.operands(digits, integerDigits: integerDigits), "\(text)")
        }
    }

    /// Lengths and bytes at the edges of the word-at-a-time reader: 8 digits
    /// on a side (read whole) and 9 (read byte by byte), and the characters
    /// next to the digits in ASCII ("/" and ":"), which must not pass for digits.
    @Test(arguments: [
        ("0", PluralOperands(i: 0, v: 0, w: 0, f: 0, t: 0, c: 0)),
        ("12345678", PluralOperands(i: 12_345_678, v: 0, w: 0, f: 0, t: 0, c: 0)),
        ("123456789", PluralOperands(i: 123_456_789, v: 0, w: 0, f: 0, t: 0, c: 0)),
        ("-00000000", PluralOperands(i: 0, v: 0, w: 0, f: 0, t: 0, c: 0)),
        ("12345678.12345678", PluralOperands(i: 12_345_678, v: 8, w: 8, f: 12_345_678, t: 12_345_678, c: 0)),
        ("1.00000000", PluralOperands(i: 1, v: 8, w: 0, f: 0, t: 0, c: 0)),
        ("1.10000000", PluralOperands(i: 1, v: 8, w: 1, f: 10_000_000, t: 1, c: 0)),
        ("1.123456789", PluralOperands(i: 1, v: 9, w: 9, f: 123_456_789, t: 123_456_789, c: 0)),
        ("9.09", PluralOperands(i: 9, v: 2, w: 2, f: 9, t: 9, c: 0)),
        ("-0.0", PluralOperands(i: 0, v: 1, w: 0, f: 0, t: 0, c: 0)),
        ("0.50", PluralOperands(i: 0, v: 2, w: 1, f: 50, t: 5, c: 0)),
    ])
    func shortDecimals(_ text: String, expected: PluralOperands) throws {
        #expect(try PluralOperands(text) == expected)
        #expect(try PluralOperands(text[...]) == expected)
    }

    @Test(arguments: ["1:5", "1/5", "12345678:", "1234567/", "1.5:", "1.:", "1.0/", "-", "-.5", "1.5\u{7F}",
                      "0x10", "1.5\u{0}", "\u{0}", "1.2345678:", "12.345678/"])
    func notShortDecimals(_ text: String) throws {
        #expect(throws: IntlError.invalidNumber(text)) { try PluralOperands(text) }
    }

    /// UTS #35 operands from a digit list, integers capped as documented.
    static func operands(_ digits: [UInt64], integerDigits: Int) -> PluralOperands {
        let cap: UInt64 = 1_000_000_000_000_000_000
        func value(_ digits: ArraySlice<UInt64>) -> UInt64 {
            var low: UInt64 = 0, overflowed = false
            for digit in digits {
                low = low * 10 + digit
                if low >= cap { (low, overflowed) = (low % cap, true) }
            }
            return overflowed ? low + cap : low
        }
        let fraction = digits[integerDigits...]
        let significant = fraction.lastIndex { $0 != 0 }.map { fraction[...$0] } ?? []
        return PluralOperands(i: value(digits[..<integerDigits]), v: fraction.count, w: significant.count,
                              f: value(fraction), t: value(significant), c: 0)
    }
}
