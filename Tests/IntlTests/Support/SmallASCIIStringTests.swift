import Testing
@testable import Intl

/// `SmallASCIIString` reads the standard library's small-string layout;
/// these fail if that layout ever changes, before any plural is wrong.
@Suite struct SmallASCIIStringTests {
    /// The bytes of `small` in order, as `utf8` would give them.
    static func bytes(_ small: SmallASCIIString) -> [UInt8] {
        (0..<small.count).map { index in
            UInt8(truncatingIfNeeded: (index < 8 ? small.low >> (8 * index) : small.high >> (8 * (index - 8))))
        }
    }

    @Test func everyLengthOfASCII() throws {
        let alphabet = Array("0123456789.-abcXYZ~ ".utf8)
        for count in 0...15 {
            // Literal-like, appended and sliced strings all end up small.
            let bytes = (0..<count).map { alphabet[($0 * 7 + count) % alphabet.count] }
            var appended = ""
            for byte in bytes { appended.append(Character(Unicode.Scalar(byte))) }
            let sliced = String(("#" + appended + "#").dropFirst().dropLast())
            for text in [String(decoding: bytes, as: UTF8.self), appended, sliced] {
                let small = try #require(SmallASCIIString(text), "\(count) bytes")
                #expect(small.count == count)
                #expect(Self.bytes(small) == Array(text.utf8))
                // Nothing past the count.
                #expect(small.low >> min(63, 8 * count) == (count >= 8 ? small.low >> 63 : 0))
                #expect(count > 8 || small.high == 0)
            }
        }
    }

    @Test func otherStringsAreNotRead() {
        #expect(SmallASCIIString("é") == nil)                        // small, not ASCII
        #expect(SmallASCIIString("12345678.1234567") == nil)         // 16 bytes: not small
        #expect(SmallASCIIString(String(repeating: "1", count: 40)) == nil)
        #expect(SmallASCIIString("1\u{0661}") == nil)                // Arabic-Indic digit
    }
}
