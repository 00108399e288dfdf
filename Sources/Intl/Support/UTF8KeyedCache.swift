#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Values by string key, for what is looked up on every request
/// (``LocaleMatcher``'s answers by `Accept-Language` header and by language
/// range): a read hashes the key's bytes once and compares them in place.
///
///     let cache = UTF8KeyedCache<Int>()
///     cache.value(for: de) { 2 }    // 2 (made; de: the UTF-8 bytes of "de")
///     cache.value(for: de) { 99 }   // 2 (cached: the closure does not run)
///
/// - Bounded: ``capacity`` (1,024) entries in 16 groups of 64. A key's hash
///   picks its group; a full group drops its oldest entry (first in, first
///   out), so a flood of new keys costs refills, never memory, and never
///   empties the cache at once. (Sets of a few ways would be simpler, but a
///   set that more keys in use than ways fall into misses on every request.)
/// - No shared lock: each group has its own, so callers with different
///   keys rarely meet on one lock.
/// - One hash per read (``FastHashedString``, not SipHash), an open-addressed
///   index of each group's entries, and no key object: the caller hands the
///   bytes it has (a header, a range inside it), and keys are kept as plain
///   bytes, compared without retaining anything. The package's
///   `BoundedCache` hashes a `String` key with SipHash, twice.
/// - Values are made outside any lock; when two callers make one for the
///   same key, the first stored is kept and returned to both, so every
///   caller sees the answer a single-threaded run gives.
final class UTF8KeyedCache<Value: Sendable>: Sendable {
    static var capacity: Int { groupCount * Group.capacity }
    private static var groupCount: Int { 16 }

    private let groups: [Group]

    init() {
        groups = (0..<Self.groupCount).map { _ in Group() }
    }

    /// A group by index, without retaining it: the cache holds every group
    /// for its whole life, and the caller holds the cache.
    @inline(__always)
    private func withGroup<Result>(_ index: Int, _ body: (Group) throws -> Result) rethrows -> Result {
        try Unmanaged.passUnretained(groups[index])._withUnsafeGuaranteedRef(body)
    }

    /// The value cached for the key whose UTF-8 is `key`, or the one `make`
    /// makes (outside any lock).
    ///
    /// - Throws: whatever `make` throws; nothing is cached then.
    @inline(__always)
    func value<Failure: Error>(for key: UnsafeBufferPointer<UInt8>,
                               orMake make: () throws(Failure) -> Value) throws(Failure) -> Value {
        let key = UnsafeRawBufferPointer(key)
        let (hash, group) = Self.place(key)
        let insertions: Int
        switch withGroup(group, { $0.entries.withLock { $0.lookup(hash, key) } }) {
        case .found(let cached): return cached
        case .missing(let count): insertions = count
        }
        let made = try make()
        return withGroup(group) { $0.entries.withLock { $0.insert(made, hash, key, missedAfter: insertions) } }
    }

    /// The value cached for the key whose UTF-8 is `key`, or nil: a lookup
    /// that makes nothing, for a caller that can find a key in several
    /// spellings and tries the cheapest first.
    @inline(__always)
    func cachedValue(for key: UnsafeBufferPointer<UInt8>) -> Value? {
        let key = UnsafeRawBufferPointer(key)
        let (hash, group) = Self.place(key)
        return withGroup(group) { $0.entries.withLock { $0.find(hash, key) } }
    }

    /// A key's hash and the group that holds it: the top bits of the hash
    /// times an odd constant (Fibonacci hashing), not its low bits. Headers
    /// that differ only in their last bytes (`de;q=0.1` … `de;q=0.999`) have
    /// hashes whose low bits, for some of the seeds a process draws, take
    /// few values: one run in 25 of `cacheIsBounded` kept 643 of 1,024
    /// entries, most groups left half empty. The multiply carries every bit
    /// of the hash into the top ones.
    @inline(__always)
    private static func place(_ key: UnsafeRawBufferPointer) -> (hash: UInt64, group: Int) {
        let hash = FastHashedString.mix(key)
        let groupBits = UInt64(groupCount).trailingZeroBitCount
        return (hash, Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> (64 - groupBits)))
    }

    /// How many entries are cached (tests check the bound).
    var count: Int { groups.reduce(0) { $0 + $1.entries.withLock { $0.count } } }

    private final class Group: Sendable {
        static var capacity: Int { 64 }
        let entries = Mutex(Entries())
    }

    /// One group's entries in insertion order (a ring: the oldest is
    /// replaced when full), and an index over them: a table of twice as many
    /// slots, each empty (0) or an entry's position + 1, probed linearly from
    /// the slot the key's hash picks. Keys are copies of the caller's bytes,
    /// owned here (noncopyable, so that nothing else can free them).
    ///
    /// `@unchecked Sendable`: the key buffers are not `Sendable`, but they are
    /// only read and written under the group's lock, and only through this value.
    private struct Entries: ~Copyable, @unchecked Sendable {
        private var hashes: [UInt64] = []
        private var keys: [UnsafeMutableRawBufferPointer] = []
        private var values: [Value] = []
        private var oldest = 0
        /// Entries inserted so far: a key missing when this was `n` is still
        /// missing while it is (only an insertion adds or evicts).
        private var insertions = 0
        private var index = [UInt8](repeating: 0, count: 2 * Group.capacity)

        init() {}

        deinit {
            for key in keys { key.deallocate() }
        }

        var count: Int { values.count }

        func find(_ hash: UInt64, _ key: UnsafeRawBufferPointer) -> Value? {
            var slot = Self.home(hash)
            while index[slot] != 0 {
                let entry = Int(index[slot]) - 1
                if hashes[entry] == hash && Self.equal(UnsafeRawBufferPointer(keys[entry]), key) { return values[entry] }
                slot = Self.next(slot)
            }
            return nil
        }

        enum Lookup {
            case found(Value)
            /// Not cached while ``insertions`` was this.
            case missing(insertions: Int)
        }

        func lookup(_ hash: UInt64, _ key: UnsafeRawBufferPointer) -> Lookup {
            if let value = find(hash, key) { return .found(value) }
            return .missing(insertions: insertions)
        }

        /// Caches `value` for a key that `lookup` found missing after
        /// `missedAfter` insertions, or returns the value another caller
        /// cached since; the key is probed again only in that case.
        mutating func insert(_ value: Value, _ hash: UInt64, _ key: UnsafeRawBufferPointer,
                             missedAfter: Int) -> Value {
            if missedAfter != insertions, let existing = find(hash, key) { return existing }
            insertions &+= 1
            let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: key.count, alignment: 1)
            copy.copyMemory(from: key)
            let entry: Int
            if values.count < Group.capacity {
                entry = values.count
                hashes.append(hash)
                keys.append(copy)
                values.append(value)
            } else {
                entry = oldest
                oldest = (oldest + 1) % Group.capacity
                unindex(entry)
                keys[entry].deallocate()
                hashes[entry] = hash
                keys[entry] = copy
                values[entry] = value
            }
            var slot = Self.home(hash)
            while index[slot] != 0 { slot = Self.next(slot) }
            index[slot] = UInt8(entry + 1)
            return value
        }

        /// Removes an entry from the index, moving later entries of the same
        /// probe run back so that every entry stays reachable from its home
        /// slot (deletion without tombstones, Knuth's Algorithm R).
        private mutating func unindex(_ entry: Int) {
            var hole = Self.home(hashes[entry])
            while Int(index[hole]) != entry + 1 { hole = Self.next(hole) }
            var slot = Self.next(hole)
            while index[slot] != 0 {
                let home = Self.home(hashes[Int(index[slot]) - 1])
                // Movable when the hole lies on its way from home to here.
                if Self.distance(home, slot) >= Self.distance(hole, slot) {
                    index[hole] = index[slot]
                    hole = slot
                }
                slot = Self.next(slot)
            }
            index[hole] = 0
        }

        private static var mask: Int { 2 * Group.capacity - 1 }
        /// The bits above the group's: `value(for:orMake:)` picks the group with the lowest four.
        private static func home(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 32) & mask }
        private static func next(_ slot: Int) -> Int { (slot + 1) & mask }
        private static func distance(_ from: Int, _ to: Int) -> Int { (to - from) & mask }

        private static func equal(_ stored: UnsafeRawBufferPointer, _ key: UnsafeRawBufferPointer) -> Bool {
            guard stored.count == key.count else { return false }
            guard let lhs = stored.baseAddress, let rhs = key.baseAddress else { return true }   // both empty
            return memcmp(lhs, rhs, key.count) == 0
        }
    }
}
