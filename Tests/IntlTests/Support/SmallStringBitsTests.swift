@testable import Intl
import Testing

/// Strings made from their bits are the standard library's own: equal,
/// with the same bits, hash, count and ASCII-ness, for every length a
/// small string holds.
@Suite struct SmallStringBitsTests {
    @Test func isAvailableOnSixtyFourBitLittleEndianTargets() {
        #if _pointerBitWidth(_64) && _endian(little)
        #expect(SmallStringBits.isAvailable)
        #endif
    }

    @Test(arguments: ["", "7", "-1.234,5", "123,456,789.125", "1\u{202F}234,5\u{00A0}€", "١٬٢٣٤٫٥", "€12,345.67"])
    func bitsAreTheStandardLibrarysOwn(text: String) throws {
        try #require(SmallStringBits.isAvailable)
        let bytes = Array(text.utf8)
        // Prefixes that end on a character boundary, so each is valid UTF-8.
        for count in 0...bytes.count where count == bytes.count || bytes[count] & 0xC0 != 0x80 {
            let expected = String(decoding: bytes[..<count], as: UTF8.self)
            // Zeros after the text, as the writer leaves them, and garbage
            // after those, which the string must not pick up.
            let buffer = Array(bytes[..<count]) + [UInt8](repeating: 0, count: 16 - count)
                + [UInt8](repeating: 0xFF, count: 8)
            let made = buffer.withUnsafeBytes { SmallStringBits.string(startingAt: $0.baseAddress!, count: count) }
            #expect(made == expected)
            #expect(made.utf8.count == count)
            #expect(made.hashValue == expected.hashValue)
            #expect(Self.bits(made) == Self.bits(expected), "\(expected.debugDescription)")
        }
    }

    private static func bits(_ string: String) -> [UInt64] {
        withUnsafeBytes(of: string) { [$0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)] }
    }
}
