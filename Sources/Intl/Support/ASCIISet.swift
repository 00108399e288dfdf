/// A set of ASCII bytes as a 128-bit mask: membership is a shift and an
/// AND, where a `Set<UInt8>` hashes every byte with SipHash (most of the
/// cost of checking a short date template).
struct ASCIISet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The set of `members`' bytes (ASCII only; other bytes are never members).
    init(_ members: String) {
        for byte in members.utf8 where byte < 128 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte &- 64)) != 0
    }
}
