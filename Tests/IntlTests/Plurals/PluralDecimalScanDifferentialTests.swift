import TestSupport
import Testing
@testable import Intl

/// The fast decimal readers (eight bytes at a time, then byte by byte)
/// against the general reader on seeded random strings, most of them not
/// decimals: same operands, or both nil; and `PluralRules` gives the same
/// category or the same error.
@Suite struct PluralDecimalScanDifferentialTests {
    /// Bytes that decimals are made of, their ASCII neighbours ("/" and ":"),
    /// and a few that never occur in one.
    static let alphabet: [UInt8] = Array("0000011123456789..--ce/: x".utf8) + [0x7F, 0xC3, 0xA9]

    /// Random strings of 0...24 bytes from `alphabet`, and random decimals
    /// (sign, 1...20 integer digits, 0...20 fraction digits, sometimes an
    /// exponent) with one byte sometimes replaced.
    static func inputs(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        var inputs: [String] = []
        for _ in 0..<count {
            var bytes: [UInt8] = []
            if generator.next() & 1 == 0 {
                for _ in 0..<generator.int(0...24) { bytes.append(alphabet[generator.int(0...(alphabet.count - 1))]) }
            } else {
                if generator.next() & 1 == 0 { bytes.append(UInt8(ascii: "-")) }
                for _ in 0..<generator.int(1...20) { bytes.append(UInt8(ascii: "0") + UInt8(generator.int(0...9))) }
                let fractionDigits = generator.int(0...20)
                if fractionDigits > 0 { bytes.append(UInt8(ascii: ".")) }
                for _ in 0..<fractionDigits { bytes.append(UInt8(ascii: "0") + UInt8(generator.int(0...9))) }
                if generator.int(0...3) == 0 {
                    bytes.append(generator.next() & 1 == 0 ? UInt8(ascii: "c") : UInt8(ascii: "e"))
                    for _ in 0..<generator.int(0...3) { bytes.append(UInt8(ascii: "0") + UInt8(generator.int(0...9))) }
                }
                if generator.int(0...3) == 0 {
                    bytes[generator.int(0...(bytes.count - 1))] = alphabet[generator.int(0...(alphabet.count - 1))]
                }
            }
            inputs.append(String(decoding: bytes, as: UTF8.self))
        }
        return inputs
    }

    @Test func fastReadersAgreeWithTheGeneralReader() {
        var mismatches: [String] = []
        var decimals = 0
        for text in Self.inputs(count: 200_000, seed: 13) {
            var copy = text
            let general = copy.withUTF8 { PluralOperands.parseGeneral($0) }
            if general != nil { decimals += 1 }
            if PluralOperands.parse(text) != general || PluralOperands.parse(text[...]) != general {
                mismatches.append(text)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // The inputs reach both outcomes in quantity: the test can fail either way.
        #expect(decimals > 50_000 && decimals < 150_000, "\(decimals) decimals")
    }

    /// Every string of up to three bytes from `alphabet`, and seeded ones of
    /// four to eight bytes, half of them decimals: the inputs the
    /// eight-byte reader answers for.
    @Test func shortInputsAgreeWithTheGeneralReader() {
        var short: [[UInt8]] = []
        var layer: [[UInt8]] = [[]]
        for _ in 1...3 {
            layer = layer.flatMap { prefix in Self.alphabet.map { prefix + [$0] } }
            short += layer
        }
        var generator = SplitMix64(seed: 88)
        let digits = Array("0123456789".utf8)
        for _ in 0..<100_000 {
            let count = generator.int(4...8)
            let bytes: [UInt8] = generator.next() & 1 == 0
                ? (0..<count).map { _ in Self.alphabet[generator.int(0...(Self.alphabet.count - 1))] }
                : (0..<count).map { _ in digits[generator.int(0...9)] }
            var decimal = bytes
            if generator.next() & 1 == 0 { decimal[generator.int(0...(count - 1))] = UInt8(ascii: ".") }
            if generator.next() & 3 == 0 { decimal[0] = UInt8(ascii: "-") }
            short.append(decimal)
        }
        var mismatches: [String] = []
        var decimals = 0
        for bytes in short {
            let text = String(decoding: bytes, as: UTF8.self)
            var copy = text
            let general = copy.withUTF8 { PluralOperands.parseGeneral($0) }
            if general != nil { decimals += 1 }
            if PluralOperands.parse(text) != general { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(decimals > 40_000, "\(decimals) decimals")
    }

    @Test(arguments: ["en", "ru", "ar", "pl", "fr", "lv"])
    func categoriesAndErrorsAgreeWithTheGeneralReader(locale: String) throws {
        let rules = try PluralRules(locale: locale)
        var mismatches: [String] = []
        for text in Self.inputs(count: 20_000, seed: 1313) {
            var copy = text
            let general = copy.withUTF8 { PluralOperands.parseGeneral($0) }
            let expected: Result<PluralCategory, IntlError> =
                general.map { .success(rules.category(for: $0)) } ?? .failure(.invalidNumber(text))
            let actual = Result { () throws(IntlError) in try rules.category(for: text) }
            if actual != expected { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// An exponent marker without digits, after the fast readers gave up.
    @Test func exponentWithoutDigitsIsAnError() throws {
        let rules = try PluralRules(locale: "en")
        #expect(throws: IntlError.invalidNumber("1.5c")) { try rules.category(for: "1.5c") }
        #expect(IntlError.invalidNumber("1.5c").description == "not a decimal number: \"1.5c\"")
    }
}
