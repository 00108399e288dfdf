import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A key the per-thread front cache can place with a cheap hash: hashing a
/// one-shot key fully (locale string, options) costs more than the rest of
/// a pool hit, so the front cache uses a few bytes of it and confirms with `==`.
protocol FrontCacheKey: Hashable, Sendable {
    /// Any function of the key that equal keys share; collisions only cost a miss.
    var quickHash: Int { get }
}

/// A cheap hash of a short string (locale identifiers, codes, templates)
/// for the front caches. ASCII strings of up to 15 bytes — nearly every
/// identifier — hash their bytes as two words, read from the string value
/// itself when it is small (no loop, no memory); any other string is FNV-1a
/// over its UTF-8. Equal strings hash alike however they are stored.
@inline(__always)
func frontCacheHash(_ text: String, seed: Int = 0) -> Int {
    if let small = SmallASCIIString(text) { return frontCacheHash(small, seed: seed) }
    return quickHashOfStoredString(text, seed: seed)
}

@inline(__always)
private func frontCacheHash(_ words: SmallASCIIString, seed: Int) -> Int {
    let mixed = (words.low ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
        ^ (words.high | UInt64(words.count) << 56) &* 0xC2B2_AE3D_27D4_EB4F
    return Int(bitPattern: UInt(truncatingIfNeeded: mixed))
}

/// `frontCacheHash` of a string that is not a small ASCII one in memory: a short
/// ASCII string stored out of line gets its words built here, so that it
/// hashes like the small string it equals.
@inline(never)
private func quickHashOfStoredString(_ text: String, seed: Int) -> Int {
    var text = text
    return text.withUTF8 { bytes in
        if bytes.count <= 15 && bytes.allSatisfy({ $0 < 0x80 }) {
            var low: UInt64 = 0, high: UInt64 = 0
            for (index, byte) in bytes.enumerated() {
                if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
            }
            return frontCacheHash(SmallASCIIString(low: low, high: high, count: bytes.count), seed: seed)
        }
        var hash = UInt64(bitPattern: Int64(seed)) ^ 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(bitPattern: UInt(truncatingIfNeeded: hash))
    }
}

/// A small per-thread cache in front of a one-shot pool: a hit reads a
/// thread-local slot and compares keys, with no lock, no shared write and
/// no full hash. Every thread's slots become stale at once when
/// ``FormatterPools/invalidateFrontCaches()`` bumps the generation (after
/// invalidation, `removeAll` or a default-locale change).
///
/// `@unchecked Sendable` is safe: the only stored property is the pthread
/// key, immutable after init; the slots behind it belong to one thread each
/// and are never handed to another.
final class ThreadFrontCache<Key: FrontCacheKey, Value>: @unchecked Sendable {
    private static var slotCount: Int { 1024 }
    private static var ways: Int { 4 }

    /// Four-way set-associative: a key lives in one of the four slots of
    /// its set. (Two ways over 512 slots lost ~10% of 150 rotating keys to
    /// sets of three; four over 1,024 keeps a few hundred keys resident.) Raw
    /// storage, so a hit compares the stored key in place (no copy, no
    /// retain) and the owning thread pays no exclusivity checks. A slot is
    /// initialized exactly when its generation is not `.max`.
    private final class Slots {
        let keys = UnsafeMutablePointer<Key>.allocate(capacity: ThreadFrontCache.slotCount)
        let values = UnsafeMutablePointer<Value>.allocate(capacity: ThreadFrontCache.slotCount)
        let generations = UnsafeMutablePointer<UInt64>.allocate(capacity: ThreadFrontCache.slotCount)
        /// Which way of each set is replaced next when all four are current
        /// (round robin).
        let nextVictim = UnsafeMutablePointer<UInt8>.allocate(capacity: ThreadFrontCache.slotCount / ThreadFrontCache.ways)

        init() {
            generations.initialize(repeating: .max, count: ThreadFrontCache.slotCount)
            nextVictim.initialize(repeating: 0, count: ThreadFrontCache.slotCount / ThreadFrontCache.ways)
        }

        deinit {
            for index in 0..<ThreadFrontCache.slotCount where generations[index] != .max {
                (keys + index).deinitialize(count: 1)
                (values + index).deinitialize(count: 1)
            }
            keys.deallocate()
            values.deallocate()
            generations.deallocate()
            nextVictim.deallocate()
        }
    }

    private let threadKey: pthread_key_t

    init() {
        var key = pthread_key_t()
        // A thread's slots are released when it exits.
        let created = pthread_key_create(&key) { slots in
            if let slots { Unmanaged<AnyObject>.fromOpaque(slots).release() }
        }
        // One key per static pool, made once at startup whatever the input: only a
        // process already out of its 1,024 thread-local keys can fail here.
        precondition(created == 0, "pthread_key_create failed: out of thread-local keys")
        threadKey = key
    }

    /// This thread's slots, made on first use. Unmanaged: the thread-local
    /// reference keeps them alive until the thread exits, so a lookup needs
    /// no retain of its own.
    @inline(__always)
    private var slots: Unmanaged<Slots> {
        if let existing = pthread_getspecific(threadKey) { return Unmanaged<Slots>.fromOpaque(existing) }
        let slots = Unmanaged.passRetained(Slots())
        pthread_setspecific(threadKey, slots.toOpaque())
        return slots
    }

    /// The first slot of `key`'s set (the others follow it): the top 8 bits
    /// of a Fibonacci hash pick one of the 256 sets of four slots.
    @inline(__always)
    private static func set(_ key: Key) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key.quickHash)) &* 0x9E37_79B9_7F4A_7C15) >> 56) &* ways
    }

    /// The value cached by this thread for `key`, if still current.
    @inline(__always)
    func value(for key: Key, generation: UInt64) -> Value? {
        withValue(for: key, generation: generation) { copy $0 }
    }

    /// `body` applied to the value cached by this thread for `key`, borrowed
    /// in place (no copy, no retain), or nil when none is current. `body` must
    /// not use this front cache: a store from inside it could replace the
    /// value it is reading.
    @inline(__always)
    func withValue<Result>(for key: Key, generation: UInt64, _ body: (borrowing Value) -> Result) -> Result? {
        slots._withUnsafeGuaranteedRef { slots in
            let set = Self.set(key)
            for index in set..<set + Self.ways where slots.generations[index] == generation && slots.keys[index] == key {
                return body(slots.values[index])
            }
            return nil
        }
    }

    @inline(__always)
    func store(_ value: Value, for key: Key, generation: UInt64) {
        let slots = slots.takeUnretainedValue()
        let set = Self.set(key)
        // A stale or empty way first; otherwise the set's round-robin victim.
        var way = Int(slots.nextVictim[set / Self.ways])
        for candidate in 0..<Self.ways where slots.generations[set + candidate] != generation {
            way = candidate
            break
        }
        slots.nextVictim[set / Self.ways] = UInt8((way + 1) % Self.ways)
        let index = set + way
        if slots.generations[index] == .max {
            (slots.keys + index).initialize(to: key)
            (slots.values + index).initialize(to: value)
        } else {
            slots.keys[index] = key
            slots.values[index] = value
        }
        slots.generations[index] = generation
    }
}

extension NumberFormatOptions.Style {
    /// A cheap stand-in for the style's hash, for ``ThreadFrontCache``.
    var quickCode: Int {
        switch kind {
        case .decimal: 1
        case .percent: 2
        case .scientific: 3
        case .engineering: 4
        case .ordinal: 5
        case .currency(let code, let display): frontCacheHash(code, seed: display == .symbol ? 6 : display == .narrowSymbol ? 60 : display == .code ? 61 : 62)
        case .compact(let display): display == .short ? 7 : 8
        case .unit(let unit, _): frontCacheHash(unit, seed: 9)
        case .spellOut(let spellOut): frontCacheHash(spellOut.ruleSet ?? "", seed: 10)
        }
    }
}

extension NumberFormatOptions.Precision {
    /// A cheap stand-in for the precision's hash, for ``ThreadFrontCache``.
    var quickCode: Int {
        switch kind {
        case .automatic: 0
        case .integer: 11
        case .unlimited: 12
        case .currencyStandard: 13
        case .currencyCash: 14
        case .fraction(let minimum, let maximum): 15 &+ minimum &* 1024 &+ (maximum ?? 999) &* 7
        case .significant(let minimum, let maximum): 16 &+ minimum &* 2048 &+ (maximum ?? 999) &* 13
        case .increment(let increment): frontCacheHash(increment, seed: 17)
        }
    }
}

extension DateTimeFormatOptions.Layout {
    /// A cheap stand-in for the layout's hash, for ``ThreadFrontCache``.
    var quickCode: Int {
        switch kind {
        case .styles(let date, let time):
            100 &+ (DateTimeFormatOptions.Style.allCases.firstIndex(of: date) ?? 0) &* 8
                &+ (DateTimeFormatOptions.Style.allCases.firstIndex(of: time) ?? 0)
        case .template(let template): frontCacheHash(template, seed: 1)
        case .pattern(let pattern): frontCacheHash(pattern, seed: 2)
        }
    }
}
