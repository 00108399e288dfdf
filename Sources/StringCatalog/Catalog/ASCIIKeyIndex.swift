/// A second index over a table's ASCII keys that answers most lookups
/// without `String` hashing: keys are compared as bytes and hashed with two
/// folded multiplies per 16 bytes, instead of SipHash over a normalized
/// form. Built once at load, never changed (lookups cannot lengthen its
/// probe sequences).
///
/// One allocation holds everything a lookup reads: the slots, 16 bytes
/// each (hash tag and key length; where the key's bytes start and its row),
/// then the keys' bytes back to back. A probe reads one slot, compares its
/// tag and length in one word, and only then the bytes; no array header,
/// bounds check or retain on the way.
///
/// It answers only where bytes decide: `String` equality is canonical
/// equivalence, and two ASCII strings are equivalent exactly when their
/// bytes are equal. A query whose bytes match a key is that key; a miss is
/// ``Answer/absent`` only when the query is ASCII and every key of the
/// table is too (`"\u{212A}"`, KELVIN SIGN, equals `"K"`); otherwise it is
/// ``Answer/undecided`` and goes to the table's `[String: Int]`.
final class ASCIIKeyIndex: @unchecked Sendable {
    // @unchecked: the storage is written only in `init` and read-only after,
    // so sharing across tasks is safe; it is freed in `deinit`, when no
    // lookup can hold the index any more.

    enum Answer {
        case row(Int)
        case absent
        case undecided
    }

    /// Per slot, two words: tag (high 32 bits of the hash) | key length,
    /// and key start | ``taken`` | row (0: an empty slot). Then the key bytes.
    private let storage: UnsafeMutableRawPointer
    private let slots: UnsafeRawPointer
    private let keyBytes: UnsafePointer<UInt8>
    /// The byte offset of the last slot, a mask: a hash masked with it is
    /// the offset of the key's first slot (no shift to turn a slot number
    /// into an offset on every probe).
    private let slotMask: Int
    private let seed: UInt64
    /// True when every key of the table is ASCII, so a miss of an ASCII query is a miss.
    private let hasAllKeys: Bool
    /// The bit that tells a taken slot from an empty one (row 0 of the key
    /// at start 0 would be a zero word): rows stay below it, so a row is
    /// read with one mask, known not negative.
    private static let taken: UInt64 = 0x8000_0000
    /// The bytes of a slot: its two words.
    private static let slotStride = 16

    /// The index of no keys, for a context without a default table: every
    /// answer is ``Answer/absent`` or ``Answer/undecided``, never a row.
    static let empty = ASCIIKeyIndex(keys: [])

    init(keys: [String]) {
        seed = UInt64.random(in: .min ... .max)  // Clustering cannot be arranged from outside the process.
        var ascii: [(row: Int, key: String)] = []
        var byteCount = 0
        for (row, key) in keys.enumerated() where key.utf8.allSatisfy({ $0 < 0x80 }) {
            ascii.append((row, key))
            byteCount += key.utf8.count
        }
        // Rows must stay below `taken`, starts and lengths fit the 32-bit halves; a table that
        // large only ever answers "undecided" and uses the dictionary.
        let fits = keys.count < Int(Self.taken) && byteCount < Int(UInt32.max)
        if !fits { ascii = [] }
        // At most a quarter full: a hit then nearly always ends at its first slot.
        var capacity = 16
        while capacity < ascii.count * 4 { capacity *= 2 }
        let slotBytes = capacity * Self.slotStride
        let slotMask = slotBytes - Self.slotStride
        storage = UnsafeMutableRawPointer.allocate(byteCount: slotBytes + (fits ? byteCount : 0), alignment: 8)
        let slots = UnsafeMutableRawPointer(storage.initializeMemory(as: UInt64.self, repeating: 0, count: 2 * capacity))
        let bytes = (storage + slotBytes).bindMemory(to: UInt8.self, capacity: fits ? byteCount : 0)
        var start = 0
        for (row, key) in ascii {
            let count = key.utf8.count
            _ = UnsafeMutableBufferPointer(start: bytes + start, count: count).initialize(from: key.utf8)
            let hash = FoldedHash.hash(UnsafeRawPointer(bytes + start), count: count, seed: seed)
            var offset = Int(truncatingIfNeeded: hash) & slotMask
            while slots.load(fromByteOffset: offset + 8, as: UInt64.self) != 0 { offset = (offset + Self.slotStride) & slotMask }
            slots.storeBytes(of: hash & 0xFFFF_FFFF_0000_0000 | UInt64(count), toByteOffset: offset, as: UInt64.self)
            slots.storeBytes(of: UInt64(start) << 32 | Self.taken | UInt64(row), toByteOffset: offset + 8, as: UInt64.self)
            start += count
        }
        self.slots = UnsafeRawPointer(slots)
        keyBytes = UnsafePointer(bytes)
        self.slotMask = slotMask
        hasAllKeys = fits && ascii.count == keys.count
    }

    deinit {
        storage.deallocate()
    }

    /// The row of `key`, its absence, or that only `String` equality can tell.
    @inline(__always)
    func answer(_ key: String) -> Answer {
        key.utf8.withContiguousStorageIfAvailable { answer($0) } ?? .undecided
    }

    @inline(__always)  // Into the lookup: the call, and the spills and reloads around it, cost ≈ 13 instructions a lookup.
    private func answer(_ key: UnsafeBufferPointer<UInt8>) -> Answer {
        guard let query = key.baseAddress else { return answerEmpty() }
        let count = key.count
        // Wrapping arithmetic: `count` is not negative, so below 17 the difference wraps past 15.
        if UInt(bitPattern: count &- 17) < 16 { return answer(words: UnsafeRawPointer(query), count: count) }
        guard count < Int(UInt32.max) else { return .undecided }
        let hash = FoldedHash.hash(UnsafeRawPointer(query), count: count, seed: seed)
        let tagAndLength = hash & 0xFFFF_FFFF_0000_0000 | UInt64(count)
        // Wrapping arithmetic: offsets are at most `slotMask` (see `init`).
        var offset = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let place = slots.load(fromByteOffset: offset &+ 8, as: UInt64.self)
            if place == 0 { return miss(key) }
            if slots.load(fromByteOffset: offset, as: UInt64.self) == tagAndLength,
               Self.bytesEqual(UnsafeRawPointer(keyBytes + Int(place >> 32)), UnsafeRawPointer(query), count: count) {
                return .row(Int(place & (Self.taken - 1)))
            }
            offset = (offset &+ Self.slotStride) & slotMask
        }
    }

    /// A key of 17 to 32 bytes (most dotted keys: `screen.12.label.345`):
    /// its four words (the first 16 bytes, the last 16, overlapping) are
    /// read once, hashed as ``FoldedHash/hash(_:count:seed:)`` hashes them
    /// (same value) and compared with a slot's key as four words, which
    /// cover every byte; no length dispatch in the hash or the compare. A
    /// slot's tag and length are compared before it is told taken: an empty
    /// slot's word is 0, never a tag and a length of 17 or more.
    @inline(__always)
    private func answer(words query: UnsafeRawPointer, count: Int) -> Answer {
        // Wrapping arithmetic: offsets stay below `count`, slot offsets at most `slotMask`.
        let first = Self.word(query, 0), second = Self.word(query, 8)
        let third = Self.word(query, count &- 16), last = Self.word(query, count &- 8)
        let hash = FoldedHash.hash(first: first, second: second, third: third, last: last, count: count, seed: seed)
        let tagAndLength = hash & 0xFFFF_FFFF_0000_0000 | UInt64(count)
        var offset = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let place = slots.load(fromByteOffset: offset &+ 8, as: UInt64.self)
            if slots.load(fromByteOffset: offset, as: UInt64.self) == tagAndLength {
                let stored = UnsafeRawPointer(keyBytes + Int(place >> 32))
                if Self.word(stored, 0) == first, Self.word(stored, 8) == second,
                   Self.word(stored, count &- 16) == third, Self.word(stored, count &- 8) == last {
                    return .row(Int(place & (Self.taken - 1)))
                }
            } else if place == 0 {
                return miss(UnsafeBufferPointer(start: query.assumingMemoryBound(to: UInt8.self), count: count))
            }
            offset = (offset &+ Self.slotStride) & slotMask
        }
    }

    /// The empty key (a buffer without a base address): looked up like any other.
    @inline(never)  // Cold, and its stack byte would put a stack protector on every lookup.
    private func answerEmpty() -> Answer {
        var zero: UInt8 = 0
        return withUnsafePointer(to: &zero) { answer(UnsafeBufferPointer(start: $0, count: 0)) }
    }

    /// A query no ASCII key matches: absent only if it is ASCII too and the table has no other keys.
    @inline(never)
    private func miss(_ key: UnsafeBufferPointer<UInt8>) -> Answer {
        hasAllKeys && key.allSatisfy({ $0 < 0x80 }) ? .absent : .undecided
    }

    /// `memcmp(a, b, count) == 0` 8 bytes at a time, inline: keys are a few
    /// words long, shorter than a call into the C library pays for. The
    /// last word overlaps the one before it instead of a loop over the rest,
    /// and the first two words of a longer key are compared before any loop
    /// (keys of 17 to 24 bytes, the common ones, then run none).
    @inline(__always)
    private static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        guard count >= 8 else {
            for offset in 0..<count where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            return true
        }
        // Wrapping arithmetic: offsets stay below `count`.
        if count > 16 {
            guard word(a, 0) == word(b, 0), word(a, 8) == word(b, 8) else { return false }
            var offset = 16
            while count &- offset > 8 {
                guard word(a, offset) == word(b, offset) else { return false }
                offset &+= 8
            }
        } else if count > 8 {
            guard word(a, 0) == word(b, 0) else { return false }
        }
        return word(a, count &- 8) == word(b, count &- 8)
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
}
