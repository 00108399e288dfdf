/// A seeded hash of a string's UTF-8 bytes for the caches read on every
/// request (``UTF8KeyedCache``, StringCatalog's localizer contexts by header),
/// rather than SipHash over every byte: an `Accept-Language` header (often
/// 100 bytes or more) is hashed on every request, and SipHash was most of
/// the cost of a cached answer.
///
/// A folded multiply (the 128-bit product's halves xored, as wyhash does) per
/// 16 bytes: 100 bytes take 7 multiplies. The seed is random per process
/// (from `Hasher`'s seed), so inputs cannot be chosen to collide ahead of
/// time; it is not a keyed PRF, which is why it only picks slots of bounded
/// caches, where even colliding keys cost a bounded scan, never growth.
///
///     FastHashedString.mix("de") == FastHashedString.mix("de")   // true
package enum FastHashedString {
    package static func mix(_ string: String) -> UInt64 {
        var string = string   // withUTF8 is mutating; a native string is not copied
        return string.withUTF8 { mix(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of `bytes`; the same as ``mix(_:)-(String)`` of the string they encode.
    package static func mix(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        let keys = Self.keys
        var hash = keys.seed ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress, count > 0 else { return fold(hash, keys.first) }
        func word(_ offset: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        if count < 8 {
            // Three to seven bytes: two overlapping 4-byte reads; one or two: each byte.
            let low: UInt64, high: UInt64
            if count >= 4 {
                low = UInt64(base.loadUnaligned(as: UInt32.self))
                high = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            } else {
                let bytes = base.assumingMemoryBound(to: UInt8.self)
                low = UInt64(bytes[0]) << 16 | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1])
                high = 0
            }
            return fold(low ^ keys.first, high ^ hash)
        }
        var offset = 0
        while offset + 16 < count {
            hash = fold(word(offset) ^ keys.first, word(offset + 8) ^ hash)
            offset += 16
        }
        // The last 1…16 bytes, as two words that may overlap bytes already read
        // (the same bytes are read for the same input, so equal strings hash equal).
        let first = count - offset > 8 ? word(offset) : word(count - 8)
        return fold(first ^ keys.second, word(count - 8) ^ hash)
    }

    /// The halves of the 128-bit product, xored.
    @inline(__always)
    private static func fold(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
        let (high, low) = lhs.multipliedFullWidth(by: rhs)
        return high ^ low
    }

    /// The seed and the two words xored into the multiplied operands, all
    /// random per process: with fixed words, a block equal to one would zero
    /// the product and make every header that starts differently collide.
    private static let keys: (seed: UInt64, first: UInt64, second: UInt64) = {
        func random(_ salt: Int) -> UInt64 {
            var hasher = Hasher()
            hasher.combine(salt)
            return UInt64(UInt(bitPattern: hasher.finalize()))
        }
        // Odd, so that no key is zero.
        return (random(0x5EED), random(1) | 1, random(2) | 1)
    }()
}
