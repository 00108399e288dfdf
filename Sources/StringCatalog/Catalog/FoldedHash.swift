/// A seeded hash of a few dozen bytes, cheaper than `Hasher` (SipHash, a
/// hasher set up and finalized per value): folded multiplies (the 128-bit
/// product's halves xored, as wyhash does) over 16-byte chunks, the last
/// chunk overlapping the one before it, so a 19-byte key is two
/// multiplies. Every byte reaches the hash (overlapping loads cover the
/// tail), and the length is mixed in. Used where the bytes are compared
/// anyway on a hit (``ASCIIKeyIndex``, ``CompiledMessageCache``), with a
/// seed drawn per process so that collisions cannot be arranged from outside.
enum FoldedHash {
    @inline(__always)
    static func hash(_ bytes: UnsafeRawPointer, count: Int, seed: UInt64) -> UInt64 {
        var hash = seed ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        let first: UInt64, second: UInt64
        if count > 16 {
            // The first 16 bytes, then (keys over 32 bytes) 16 at a time while more than 16 remain:
            // no loop for the common keys. Wrapping arithmetic: offsets stay below `count`.
            hash = fold(bytes.loadUnaligned(as: UInt64.self) ^ 0xA076_1D64_78BD_642F,
                        bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ hash)
            var offset = 16
            while count &- offset > 16 {
                hash = fold(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0xA076_1D64_78BD_642F,
                            bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self) ^ hash)
                offset &+= 16
            }
            // The last 16 bytes, overlapping the chunk before them.
            first = bytes.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
            second = bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 8 {
            // 8 to 16 bytes: the first and last 8, overlapping.
            first = bytes.loadUnaligned(as: UInt64.self)
            second = bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            first = UInt64(bytes.loadUnaligned(as: UInt32.self)) << 32
                | UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            second = 0
        } else if count > 0 {
            // 1 to 3 bytes: the first, the middle and the last.
            first = UInt64(bytes.load(as: UInt8.self)) << 16 | UInt64(bytes.load(fromByteOffset: count / 2, as: UInt8.self)) << 8
                | UInt64(bytes.load(fromByteOffset: count - 1, as: UInt8.self))
            second = 0
        } else {
            first = 0
            second = 0
        }
        return fold(first ^ 0xE703_7ED1_A0B4_28DB, second ^ hash)
    }

    /// ``hash(_:count:seed:)`` of 17 to 32 bytes from their words, read
    /// by the caller: the first 16 bytes and the last 16 (overlapping).
    @inline(__always)
    static func hash(first: UInt64, second: UInt64, third: UInt64, last: UInt64, count: Int, seed: UInt64) -> UInt64 {
        let hash = fold(first ^ 0xA076_1D64_78BD_642F, second ^ (seed ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15))
        return fold(third ^ 0xE703_7ED1_A0B4_28DB, last ^ hash)
    }

    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }
}
