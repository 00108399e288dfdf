/// A numbering system's digits as machine words, so writing a number is one
/// table load and one unaligned store per one or two digits, for ASCII and
/// for multi-byte digits alike ("٠"…"٩" are 2 bytes each in UTF-8).
///
///     pairs[7]    = "07" (bytes in memory order, then zeros), width 1 → 2 bytes written
///     shortest[7] = "7",  shortest[42] = "42"
///
/// Words are stored whole (8 bytes) and the cursor advances by the digits'
/// length, so the buffer written to keeps ``DateTextWriter/slack`` spare bytes.
struct DigitWords: Sendable {
    /// UTF-8 bytes of one digit: 1…4 (two digits fit a UInt64).
    let width: Int
    /// 0…99 as two digits.
    let pairs: [UInt64]
    /// 0…99 in as few digits as they need (1 below 10).
    let shortest: [UInt64]
    /// The digits are ASCII ("0"…"9" or another ASCII set).
    let isASCII: Bool

    /// nil when the digits are not ten strings of one UTF-8 length of 1…4 bytes.
    init?(digits: [[UInt8]]) {
        guard digits.count == 10, let width = digits.first?.count, (1...4).contains(width),
              digits.allSatisfy({ $0.count == width }) else { return nil }
        func word(_ bytes: [UInt8]) -> UInt64 {
            bytes.enumerated().reduce(0) { word, byte in word | UInt64(byte.element) << (8 * byte.offset) }
        }
        self.width = width
        isASCII = digits.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        pairs = (0..<100).map { word(digits[$0 / 10] + digits[$0 % 10]) }
        shortest = (0..<100).map { $0 < 10 ? word(digits[$0]) : word(digits[$0 / 10] + digits[$0 % 10]) }
    }
}
