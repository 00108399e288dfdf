import Synchronization

/// Messages that reach formatting as values (``MessageFormatter/format(_:arguments:)``,
/// a ``Localizer``'s default value for a missing key), compiled once and
/// kept, so that formatting the same message again skips the compiler (a
/// catalog's own messages are compiled at load and never come here).
///
///     CompiledMessageCache.shared.compiled(.text("%d files"))   // compiled on first use
///     CompiledMessageCache.shared.compiled(.text("%d files"))   // the same program, looked up
///
/// Bounded by configuration, not by input: ``capacity`` slots, each holding
/// at most one message of at most ``maximumMessageBytes``; a longer message
/// is compiled on every call (its compilation is a small part of formatting
/// it). Direct-mapped: a message goes to the slot its hash names, replacing
/// what was there, so a flood of distinct messages costs recompiling, never
/// memory. The slots are split into independently locked shards (no lock
/// shared by every caller); programs are compiled outside any lock.
///
/// Not Intl's `BoundedCache`: called across the module boundary its generic
/// lookup is not specialized (metadata instantiation and witness-table
/// dictionary calls, about 2,700 instructions), which cost more than
/// compiling a short text. The key keeps the message's strings in plain
/// fields, never inside a multi-payload enum, so LeakSanitizer sees every
/// string a cached program holds.
final class CompiledMessageCache: Sendable {
    /// The cache formatting uses: 512 messages (16 shards of 32 slots).
    static let shared = CompiledMessageCache(shards: 16, slotsPerShard: 32)
    /// The longest message kept, in UTF-8 bytes of its format and variables: 4,096.
    static let maximumMessageBytes = 4_096

    /// How many messages are kept at most.
    var capacity: Int { shards.count * slotsPerShard }
    private let shards: [Shard]
    private let slotsPerShard: Int
    /// Drawn per process, so that which messages share a slot cannot be arranged from outside.
    private let seed = UInt64.random(in: .min ... .max)

    init(shards: Int, slotsPerShard: Int) {
        self.slotsPerShard = max(slotsPerShard, 1)
        self.shards = (0..<max(shards, 1)).map { [slots = self.slotsPerShard] _ in Shard(slots: slots) }
    }

    /// The program for `message` (a message with variants: its default
    /// variant, as ``CompiledMessage/init(_:)`` compiles it).
    func compiled(_ message: CatalogMessage) -> CompiledMessage {
        guard let key = Key(message) else { return CompiledMessage(message) }
        let hash = UInt(truncatingIfNeeded: key.slotHash(seed: seed))
        let shard = shards[Int(hash % UInt(shards.count))]
        let slot = Int(hash / UInt(shards.count) % UInt(slotsPerShard))
        if let program = shard.slots.withLock({ slots in slots[slot].flatMap { $0.key == key ? $0.program : nil } }) {
            return program
        }
        let program = CompiledMessage(message)
        shard.slots.withLock { $0[slot] = Entry(key: key, program: program) }
        return program
    }

    /// One lock and its slots (a class: `Mutex` cannot be copied into an array).
    private final class Shard: Sendable {
        let slots: Mutex<[Entry?]>

        init(slots count: Int) {
            slots = Mutex(Array(repeating: nil, count: count))
        }
    }

    private struct Entry: Sendable {
        let key: Key
        let program: CompiledMessage
    }

    /// A text or plural message as plain fields (what ``CompiledMessage`` compiles).
    private struct Key: Equatable, Sendable {
        let isPlural: Bool
        let format: String
        let variables: [String: PluralVariable]
        /// The message's UTF-8 bytes (see ``bytes(_:_:)``).
        let size: Int

        /// Nil for a message longer than ``CompiledMessageCache/maximumMessageBytes``.
        init?(_ message: CatalogMessage) {
            let leaf = message.variant()  // A text or plural message as it is.
            if case .plural(let plural) = leaf {
                isPlural = true
                format = plural.format
                variables = plural.variables
            } else {
                isPlural = false
                format = leaf.formatString
                variables = [:]
            }
            size = Self.bytes(format, variables)
            guard size <= CompiledMessageCache.maximumMessageBytes else { return nil }
        }

        /// The slot's hash: the format's bytes and the size only. Hashing the
        /// variables (a dictionary of dictionaries, a hasher per element)
        /// cost more than compiling a short message, and `Hasher` over the
        /// format alone cost about 800 instructions, most of a default
        /// value's formatting (``FoldedHash``: a few dozen). Messages
        /// differing only in their variables' text share a slot, never an
        /// entry: equality compares everything.
        func slotHash(seed: UInt64) -> UInt64 {
            format.withUTF8Bytes { bytes in
                guard let base = bytes.baseAddress else { return seed ^ UInt64(truncatingIfNeeded: size) }
                return FoldedHash.hash(UnsafeRawPointer(base), count: bytes.count, seed: seed ^ UInt64(truncatingIfNeeded: size))
            }
        }

        /// The UTF-8 bytes of the format, the variable names, value types and
        /// category strings (a native string knows its count: no walk).
        private static func bytes(_ format: String, _ variables: [String: PluralVariable]) -> Int {
            var total = format.utf8.count
            for (name, variable) in variables {
                total += name.utf8.count + (variable.valueType?.utf8.count ?? 0)
                for text in variable.forms.values { total += text.utf8.count }
            }
            return total
        }
    }
}
