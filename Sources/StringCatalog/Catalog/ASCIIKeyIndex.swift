/// A second index over a table's ASCII keys that answers most lookups
/// without `String` hashing: keys are compared as bytes and hashed 8 bytes
/// at a time, instead of SipHash over a normalized form. Built once at load,
/// never changed (lookups cannot lengthen its probe sequences). A class, so
/// that a lookup borrows its arrays instead of copying the value out of its
/// table (a retain and release of each array per lookup).
///
/// It answers only where bytes decide: `String` equality is canonical
/// equivalence, and two ASCII strings are equivalent exactly when their
/// bytes are equal. A non-ASCII query, or an ASCII query not found while the
/// table also holds non-ASCII keys (`"\u{212A}"`, KELVIN SIGN, equals `"K"`),
/// is ``Answer/undecided`` and goes to the table's `[String: Int]`.
final class ASCIIKeyIndex: Sendable {
    enum Answer {
        case row(Int)
        case absent
        case undecided
    }

    /// Hash tag (high 32 bits) and row + 1 (low 32 bits); 0 is an empty slot.
    private let slots: [UInt64]
    private let mask: Int
    /// The ASCII keys' bytes back to back.
    private let keyBytes: [UInt8]
    /// Per row: start in ``keyBytes`` (high 32 bits) and length (low 32
    /// bits); ``notASCII`` for a key that is not in the index.
    private let keyRanges: [UInt64]
    private let seed: UInt64
    /// True when every key of the table is ASCII, so a miss here is a miss.
    private let hasAllKeys: Bool
    private static let notASCII = UInt64.max

    init(keys: [String]) {
        let seed = UInt64.random(in: .min ... .max)  // Clustering cannot be arranged from outside the process.
        self.seed = seed
        var keyBytes: [UInt8] = []
        var keyRanges: [UInt64] = []
        keyRanges.reserveCapacity(keys.count)
        var hasAllKeys = true
        for key in keys {
            guard key.utf8.allSatisfy({ $0 < 0x80 }) else {
                hasAllKeys = false
                keyRanges.append(Self.notASCII)
                continue
            }
            keyRanges.append(UInt64(keyBytes.count) << 32 | UInt64(key.utf8.count))
            keyBytes.append(contentsOf: key.utf8)
        }
        var capacity = 16
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [UInt64](repeating: 0, count: capacity)
        // Rows and offsets must fit the 32-bit halves; a table that large only
        // ever answers "undecided" and uses the dictionary.
        let fits = keys.count < Int(UInt32.max) && keyBytes.count < Int(UInt32.max)
        if fits {
            keyBytes.withUnsafeBufferPointer { bytes in
                for (row, range) in keyRanges.enumerated() where range != Self.notASCII {
                    let start = Int(range >> 32)
                    let key = UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(range & 0xFFFF_FFFF))])
                    let hash = Self.hash(key, seed: seed).value
                    var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                    while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                    slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(row + 1)
                }
            }
        }
        self.slots = slots
        mask = capacity - 1
        self.keyBytes = keyBytes
        self.keyRanges = keyRanges
        self.hasAllKeys = hasAllKeys && fits
    }

    /// The row of `key`, its absence, or that only `String` equality can tell.
    func answer(_ key: String) -> Answer {
        key.utf8.withContiguousStorageIfAvailable { answer($0) } ?? .undecided
    }

    private func answer(_ key: UnsafeBufferPointer<UInt8>) -> Answer {
        let (hash, isASCII) = Self.hash(key, seed: seed)
        guard isASCII else { return .undecided }
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return hasAllKeys ? .absent : .undecided }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let row = Int(entry & 0xFFFF_FFFF) - 1
                if matches(row: row, key) { return .row(row) }
            }
            slot = (slot + 1) & mask
        }
    }

    private func matches(row: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = keyRanges[row]
        let start = Int(range >> 32), count = Int(range & 0xFFFF_FFFF)
        guard count == key.count else { return false }
        guard count > 0, let query = key.baseAddress else { return true }
        return keyBytes.withUnsafeBufferPointer { bytes in
            // In bounds: the range was cut from these bytes at init (so they are not empty).
            guard let base = bytes.baseAddress else { return false }
            return Self.bytesEqual(UnsafeRawPointer(base + start), UnsafeRawPointer(query), count: count)
        }
    }

    /// `memcmp(a, b, count) == 0` 8 bytes at a time, inline: keys are a few
    /// words long, shorter than a call into the C library pays for. The
    /// last word overlaps the one before it instead of a loop over the rest.
    @inline(__always)
    private static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        guard count >= 8 else {
            for offset in 0..<count where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            return true
        }
        var offset = 0
        while offset + 8 < count {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// A multiply-and-fold hash over 8-byte words, and whether every byte is ASCII.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> (value: UInt64, isASCII: Bool) {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash = seed ^ UInt64(raw.count) &* 0x9E37_79B9_7F4A_7C15
        var highBits: UInt64 = 0
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            highBits |= word
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        let tail = tailWord(raw, from: offset)
        highBits |= tail
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 32
        return (hash, highBits & 0x8080_8080_8080_8080 == 0)
    }

    /// The bytes from `offset` to the end (fewer than 8) in one word, with
    /// a few overlapping loads instead of a loop: every byte is in it (the
    /// ASCII test reads them all), and equal bytes give equal words.
    @inline(__always)
    private static func tailWord(_ raw: UnsafeRawBufferPointer, from offset: Int) -> UInt64 {
        let rest = raw.count - offset
        if rest == 0 { return 0 }
        if raw.count >= 8 {
            // The last 8 bytes, the ones already read shifted out.
            return raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) >> UInt64(64 - 8 * rest)
        }
        if rest >= 4 {
            let low = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            let high = raw.loadUnaligned(fromByteOffset: raw.count - 4, as: UInt32.self)
            return UInt64(low) | UInt64(high) << 32
        }
        // 1 to 3 bytes: the first, the middle and the last.
        return UInt64(raw[offset]) | UInt64(raw[offset + rest / 2]) << 8 | UInt64(raw[raw.count - 1]) << 16
    }
}
