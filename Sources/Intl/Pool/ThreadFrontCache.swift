/// A key of a per-thread front cache: `==` confirms a slot, and
/// ``FrontCacheHashable`` places it cheaply.
protocol FrontCacheKey: FrontCacheHashable, Hashable, Sendable {}

/// A small per-thread cache of one-shot answers, in front of the pools: a hit reads a
/// thread-local slot and compares keys, with no lock, no shared write and
/// no SipHash (keys place themselves with a ``FrontCacheHasher``). Every
/// thread's slots become stale at once when
/// ``FormatterPools/invalidateFrontCaches()`` bumps the generation (after
/// invalidation, `removeAll` or a default-locale change).
///
/// A value holding only the number of its thread-local pointer (CICU's
/// `cicu_thread_slot`), so the `static let`s in ``FormatterPools`` are
/// constants: a hit runs no lazy-initialization check (`swift_once`) and
/// no `pthread_getspecific`. Each cache needs its own number.
struct ThreadFrontCache<Key: FrontCacheKey, Value>: Sendable {
    private static var slotCount: Int { 1024 }
    private static var ways: Int { 8 }
    /// log2 of the number of sets (1,024 / 8 = 128).
    private static var setBits: Int { 7 }

    /// Eight-way set-associative: a key lives in one of the eight slots of
    /// its set. (Two ways over 512 slots lost ~10% of 150 rotating keys to
    /// sets of three; with four ways over 1,024 slots one set in ten draws
    /// of 150 keys gets a fifth key, and rotating keys then miss on every
    /// call to that set; eight ways keep a few hundred keys resident.) Raw
    /// storage, so the owning thread pays no exclusivity checks. A slot holds
    /// an entry exactly when its generation is not `.max`. Each slot's key
    /// hash and generation are kept apart from its entry, side by side: a
    /// lookup reads the tags of its set (the first ways in one cache line)
    /// and then the one entry whose tag matches, instead of up to eight keys
    /// (options with their strings): three lines a hit (tags, the entry's
    /// reference, the entry), where entries stored inline took two but had
    /// their value retained and released around every call.
    private final class Slots {
        let tags = UnsafeMutablePointer<Tag>.allocate(capacity: ThreadFrontCache.slotCount)
        /// Retained while their slot's generation is not `.max`.
        let entries = UnsafeMutablePointer<Unmanaged<Entry>>.allocate(capacity: ThreadFrontCache.slotCount)
        /// Which way of each set is replaced next when all eight are current
        /// (round robin).
        let nextVictim = UnsafeMutablePointer<UInt8>.allocate(capacity: ThreadFrontCache.slotCount / ThreadFrontCache.ways)

        init() {
            tags.initialize(repeating: Tag(hash: 0, generation: .max), count: ThreadFrontCache.slotCount)
            nextVictim.initialize(repeating: 0, count: ThreadFrontCache.slotCount / ThreadFrontCache.ways)
        }

        deinit {
            for index in 0..<ThreadFrontCache.slotCount where tags[index].generation != .max {
                entries[index].release()
            }
            tags.deallocate()
            entries.deallocate()
            nextVictim.deallocate()
        }
    }

    /// What a lookup checks before reading a slot's key.
    private struct Tag {
        var hash: Int
        /// `.max` while the slot is empty.
        var generation: UInt64
    }

    /// A slot's key and value. An immutable object: a hit lends its
    /// fields where they lie (a `let` of an object the slot keeps alive
    /// cannot change during the call), where a value read out of raw memory
    /// was copied, a retain and a release per call. A replaced entry is
    /// released, never changed.
    private final class Entry {
        let key: Key
        let value: Value

        init(key: Key, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// Which of the thread's CICU pointers holds this cache's slots.
    private let slotIndex: Int32

    /// A cache in thread-local pointer `slotIndex` (below `CICU_THREAD_SLOT_COUNT`),
    /// which no other cache uses.
    init(slotIndex: Int32) { self.slotIndex = slotIndex }

    /// This thread's slots, made on first use. Unmanaged: the thread's
    /// ``ThreadSlotOwner`` keeps them alive until the thread exits, so a
    /// lookup needs no retain of its own.
    @inline(__always)
    private var slots: Unmanaged<Slots> { ThreadSlotOwner.object(at: slotIndex, make: Slots.init) }

    /// `key`'s hash (what ``withValue(hash:generation:matching:_:)`` is given).
    @inline(__always)
    static func hash(_ key: Key) -> Int {
        var hasher = FrontCacheHasher()
        key.frontCacheHash(into: &hasher)
        return hasher.value
    }

    /// The first slot of the set of keys with `hash` (the others follow it):
    /// the top 7 bits of the hash pick one of the 128 sets of eight slots.
    @inline(__always)
    private static func set(of hash: Int) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: hash) >> (64 - setBits)) &* ways
    }

    /// The value cached by this thread for `key`, if still current.
    @inline(__always)
    func value(for key: Key, generation: UInt64) -> Value? {
        withValue(for: key, generation: generation) { copy $0 }
    }

    /// `body` applied to the value cached by this thread for `key`, borrowed
    /// in place (no copy, no retain), or nil when none is current. `body` must
    /// not use this front cache: a store from inside it could release the
    /// entry it is reading.
    @inline(__always)
    func withValue<Result>(for key: Key, generation: UInt64, _ body: (borrowing Value) -> Result) -> Result? {
        withValue(hash: Self.hash(key), generation: generation, matching: { $0 == key }, body)
    }

    /// `body` applied to the value cached by this thread for the key with
    /// `hash` (``hash(_:)``) that `matches` accepts: for callers that can
    /// compare a stored key with what they were given without building a
    /// key (a one-shot call's locale and options, compared in place instead
    /// of copied into a key and released again on every call). `matches`
    /// and `body` borrow the entry's fields.
    @inline(__always)
    func withValue<Result>(hash: Int, generation: UInt64, matching matches: (borrowing Key) -> Bool,
                           _ body: (borrowing Value) -> Result) -> Result? {
        slots._withUnsafeGuaranteedRef { slots in
            let set = Self.set(of: hash)
            for index in set..<set + Self.ways
            where slots.tags[index].hash == hash && slots.tags[index].generation == generation {
                let result: Result? = slots.entries[index]._withUnsafeGuaranteedRef { entry in
                    matches(entry.key) ? body(entry.value) : nil
                }
                if let result { return result }
            }
            return nil
        }
    }

    @inline(__always)
    func store(_ value: Value, for key: Key, generation: UInt64) {
        let slots = slots.takeUnretainedValue()
        let hash = Self.hash(key)
        let set = Self.set(of: hash)
        // A stale or empty way first; otherwise the set's round-robin victim.
        var way = Int(slots.nextVictim[set / Self.ways])
        for candidate in 0..<Self.ways where slots.tags[set + candidate].generation != generation {
            way = candidate
            break
        }
        slots.nextVictim[set / Self.ways] = UInt8((way + 1) % Self.ways)
        let index = set + way
        let replaced = slots.tags[index].generation == .max ? nil : slots.entries[index]
        slots.entries[index] = Unmanaged.passRetained(Entry(key: key, value: value))
        slots.tags[index] = Tag(hash: hash, generation: generation)
        replaced?.release()
    }
}
