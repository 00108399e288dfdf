/// A value the per-thread front cache can place: it feeds every stored
/// field to a ``FrontCacheHasher``, so equal values hash alike and a field
/// added later changes the hash once it is fed too (`FrontCacheHashTests`
/// checks each options type feeds as many fields as it stores).
///
/// Why not `Hashable`'s hash: the front cache answers a one-shot call in
/// about as many instructions as SipHash spends on a locale and a set of
/// options, and a hit hashes the key the caller just built. A collision
/// only costs a miss: slots are confirmed with `==`.
protocol FrontCacheHashable {
    func frontCacheHash(into hasher: inout FrontCacheHasher)
}

/// A multiply-rotate hash over 64-bit words (the FxHash step of rustc and
/// Firefox, with the golden-ratio multiplier): a few instructions per
/// field, no seed, not for untrusted dictionaries. The last step is a
/// multiplication, so the top bits (which pick a front-cache set) mix
/// every input bit. Strings are read through their UTF-8 (never their
/// in-memory layout), so a string hashes the same however it is stored.
struct FrontCacheHasher {
    private var state: UInt64 = 0

    @inline(__always)
    mutating func combine(_ word: UInt64) { state = Self.mix(state, word) }

    @inline(__always)
    mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    @inline(__always)
    mutating func combine(_ value: Bool) { combine(value ? 1 as UInt64 : 2) }

    @inline(__always)
    mutating func combine(_ text: String) {
        let utf8 = text.utf8
        combine(utf8.withContiguousStorageIfAvailable(Self.word) ?? Self.word(Array(utf8)))
    }

    @inline(__always)
    mutating func combine<Value: FrontCacheHashable>(_ value: Value) { value.frontCacheHash(into: &self) }

    /// nil and a value hash apart.
    @inline(__always)
    mutating func combine<Value: FrontCacheHashable>(_ value: Value?) {
        if let value { value.frontCacheHash(into: &self) } else { combine(0x6E69_6C00 as UInt64) }
    }

    /// nil and a string hash apart.
    @inline(__always)
    mutating func combine(_ text: String?) {
        if let text { combine(text) } else { combine(0x6E69_6C00 as UInt64) }
    }

    /// nil and a number hash apart.
    @inline(__always)
    mutating func combine(_ value: Int?) {
        if let value { combine(value) } else { combine(0x6E69_6C00 as UInt64) }
    }

    /// The hash of everything combined; its top bits are the best mixed.
    var value: Int { Int(bitPattern: UInt(truncatingIfNeeded: state)) }

    /// One word for a string's UTF-8: its length, then its bytes a word at
    /// a time, the last word read overlapping (wyhash's way of reading a
    /// tail without a byte loop).
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        let count = raw.count
        var hash = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                hash = mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            return mix(hash, raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        if count >= 4 {
            return mix(hash, UInt64(raw.loadUnaligned(as: UInt32.self)) << 32
                | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
        }
        guard count > 0 else { return hash }
        return mix(hash, UInt64(raw[0]) << 16 | UInt64(raw[count >> 1]) << 8 | UInt64(raw[count - 1]))
    }

    /// `word` of a string without contiguous UTF-8 (bridged, on Darwin), copied first.
    private static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer(word)
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        ((hash << 5) | (hash >> 59) ^ word) &* 0x9E37_79B9_7F4A_7C15
    }
}
