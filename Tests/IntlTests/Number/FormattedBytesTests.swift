import Intl
import Testing

/// `NumberFormat.formattedBytes` (the bytes catalogs copy into a message)
/// writes exactly `format(_:)`'s text, and declines what it does not write.
@Suite struct FormattedBytesTests {
    static let integers: [Int64] = [0, 7, -7, 1234, -1_234_567, .max, .min]
    static let doubles: [Double] = [
        0, -0.0, 2.5, 1234.5, -1234567.891, 0.125, 1e21, .nan, .infinity, 1235.458, 2470.025, 12, 1e13,
    ]

    private static func text(_ bytes: UnsafeRawBufferPointer?) -> String? {
        bytes.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: ["en", "de-CH", "ar-EG", "hi-IN-u-nu-deva"], [
        NumberFormatOptions(), NumberFormatOptions(precision: .integer),
        NumberFormatOptions(precision: .fractionDigits(1...1)), NumberFormatOptions(style: .currency("EUR")),
        NumberFormatOptions(precision: .fractionDigits(0...2)),
    ])
    func bytesAreTheFormattedText(locale: String, options: NumberFormatOptions) throws {
        let format = try NumberFormat(locale: locale, options: options)
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: NumberFormat.formattedBytesCapacity, alignment: 8)
        defer { scratch.deallocate() }
        for value in Self.integers {
            if let text = Self.text(format.formattedBytes(value, scratch: scratch)) { #expect(text == format.format(value)) }
        }
        for value in Self.doubles {
            if let text = Self.text(format.formattedBytes(value, scratch: scratch)) { #expect(text == format.format(value)) }
        }
        #expect(format.formattedBytes(Double.nan, scratch: scratch) == nil)  // ICU writes NaN.
    }

    @Test func theCommonCasesAreWrittenNatively() throws {
        let format = try NumberFormat(locale: "en", options: NumberFormatOptions(precision: .fractionDigits(1...1)))
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: NumberFormat.formattedBytesCapacity, alignment: 8)
        defer { scratch.deallocate() }
        #expect(Self.text(format.formattedBytes(1234.5, scratch: scratch)) == "1,234.5")
        #expect(Self.text(format.formattedBytes(Int64(-7), scratch: scratch)) == "-7.0")
    }

    @Test func aSmallScratchOrARuleBasedFormatDeclines() throws {
        let small = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 8)
        defer { small.deallocate() }
        #expect(try NumberFormat(locale: "en").formattedBytes(Int64(7), scratch: small) == nil)
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: NumberFormat.formattedBytesCapacity, alignment: 8)
        defer { scratch.deallocate() }
        let spellOut = try NumberFormat(locale: "en", options: NumberFormatOptions(style: .spellOut()))
        #expect(spellOut.formattedBytes(Int64(7), scratch: scratch) == nil)
    }
}
