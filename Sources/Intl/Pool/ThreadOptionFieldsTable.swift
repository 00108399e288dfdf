/// The option fields this thread made last, by hash: options built again
/// with equal fields get the ``SharedOptionFields`` already made instead of
/// a new one.
///
/// Why: a one-shot call confirms its front-cache slot by comparing the
/// options it is given with the slot's. The same object compares by one
/// pointer; equal fields in another object are compared field by field,
/// enum payloads and all: ≈ 340 instructions a comparison for spell-out options
/// (callgrind), more than the rest of the lookup. Options built again with
/// the same fields are common: a call site that writes
/// `.init(style: .spellOut())` on every call, or options kept per request
/// (`intl bench cache`'s 150 spell-out keys share 67 locales, so most calls
/// met a slot filled from another key's equal options). Made on one thread,
/// such options are now one object; the fields are compared once, when the
/// options are made, and a match allocates nothing.
///
/// Direct-mapped, 64 slots a thread for each options type: O(1) memory,
/// no lock, nothing shared. Options made on different threads stay
/// different objects and still compare by value.
struct ThreadOptionFieldsTable<Fields: Hashable & Sendable & FrontCacheHashable>: Sendable {
    /// log2 of the number of slots (64).
    private static var slotBits: Int { 6 }
    private static var slotCount: Int { 1 << slotBits }

    /// The fields made last in each slot, nil until then. Raw storage, so
    /// the owning thread pays no exclusivity checks.
    private final class Slots {
        let entries = UnsafeMutablePointer<SharedOptionFields<Fields>?>.allocate(
            capacity: ThreadOptionFieldsTable.slotCount)

        init() { entries.initialize(repeating: nil, count: ThreadOptionFieldsTable.slotCount) }

        deinit {
            entries.deinitialize(count: ThreadOptionFieldsTable.slotCount)
            entries.deallocate()
        }
    }

    /// Which of the thread's CICU pointers holds this table's slots.
    private let slotIndex: Int32

    /// A table in thread-local pointer `slotIndex` (below `CICU_THREAD_SLOT_COUNT`),
    /// which nothing else uses.
    init(slotIndex: Int32) { self.slotIndex = slotIndex }

    /// The shared object for `fields`: this thread's last one with equal
    /// fields in their slot, or a new one, which takes the slot.
    func shared(_ fields: Fields) -> SharedOptionFields<Fields> {
        let hash = SharedOptionFields<Fields>.frontCacheHash(of: fields)
        // The top bits of the hash are the best mixed (FrontCacheHasher).
        let index = Int(truncatingIfNeeded: UInt(bitPattern: hash) >> (64 - Self.slotBits))
        return slots._withUnsafeGuaranteedRef { slots in
            if let kept = slots.entries[index], kept.frontCacheHashValue == hash, kept.fields == fields {
                return kept
            }
            let made = SharedOptionFields(fields, frontCacheHash: hash)
            slots.entries[index] = made
            return made
        }
    }

    /// This thread's slots, made on first use; ``ThreadSlotOwner`` keeps
    /// them alive until the thread exits.
    private var slots: Unmanaged<Slots> { ThreadSlotOwner.object(at: slotIndex, make: Slots.init) }
}
