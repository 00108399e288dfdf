/// A string cache key hashed by a seeded multiply-xorshift mix of its UTF-8
/// words rather than by SipHash over every byte: an `Accept-Language` header
/// (often 100 bytes or more) is looked up on every request, and its hash was
/// most of the cost of a cached answer.
///
/// The mix is seeded per process (from `Hasher`'s random seed), so inputs
/// cannot be chosen to collide ahead of time; it is not a keyed PRF, which is
/// why it is only used for a ``BoundedCache``, whose shards hold at most a
/// few hundred keys: even colliding keys cost a bounded scan, never growth.
package struct FastHashedString: Hashable, Sendable {
    package let string: String

    package init(_ string: String) { self.string = string }

    package func hash(into hasher: inout Hasher) { hasher.combine(Self.mix(string)) }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.string == rhs.string }

    private static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }()

    package static func mix(_ string: String) -> UInt64 {
        var string = string   // withUTF8 is mutating; a native string is not copied
        return string.withUTF8 { bytes in
            var hash = seed ^ UInt64(bytes.count)
            var index = 0
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                    hash ^= hash >> 29
                    index += 8
                }
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
            return hash ^ (hash >> 32)
        }
    }
}
