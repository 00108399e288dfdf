import Intl
import Synchronization

/// Localizer contexts by raw `Accept-Language` header: the cache every
/// request reads, built for that.
///
/// - Bounded: 256 sets of 4 headers. A header's hash picks its set; a full
///   set replaces its entries in turn, so a flood of new headers costs
///   refills, never memory.
/// - No shared lock: the sets are locked in 16 independent groups, so
///   requests with different headers rarely meet on one lock.
/// - One hash per read (``FastHashedString``'s seeded mix of the UTF-8
///   words) and no generic code: the package's `BoundedCache` is a generic
///   class that is not specialized outside `Intl` (each call looked up
///   generic metadata, about 200 ns) and hashes keys twice with SipHash.
/// - Contexts are made outside any lock; when two requests make one for the
///   same header, the first stored is kept and returned to both.
final class LocalizerContextCache: Sendable {
    static let setCount = 256
    static let ways = 4
    static let groupCount = 16
    /// Headers longer than this are not cached (``LocaleMatcher``'s limit).
    static let maximumHeaderLength = LocaleMatcher.maximumCachedHeaderLength

    private let groups: [Group]

    init() {
        groups = (0..<Self.groupCount).map { _ in Group() }
    }

    /// The context for `header`, made by `make` when missing.
    func context(for header: String, make: () -> LocalizerContext) -> LocalizerContext {
        guard header.utf8.count <= Self.maximumHeaderLength else { return make() }
        let hash = FastHashedString.mix(header)
        let set = Self.set(of: hash)
        let group = groups[set % Self.groupCount]
        let local = set / Self.groupCount
        if let cached = group.sets.withLock({ $0.find(hash, header, set: local) }) { return cached }
        let made = make()
        return group.sets.withLock { $0.insert(made, hash, header, set: local) }
    }

    /// The set of a header's hash. The mix is one multiply per word, too
    /// weak in some bits to pick among sets directly (headers that differ in
    /// a byte or two crowded a few sets), so it gets a 64-bit finalizer first.
    private static func set(of hash: UInt64) -> Int {
        var bits = hash ^ (hash >> 33)
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits >> 33
        return Int(truncatingIfNeeded: bits) & (setCount - 1)
    }

    /// How many headers are cached (tests check the bound).
    var count: Int { groups.reduce(0) { $0 + $1.sets.withLock { $0.count } } }

    private final class Group: Sendable {
        let sets = Mutex(Sets())
    }

    /// The entries of one group's sets, `ways` slots per set, and each set's next slot to replace.
    private struct Sets {
        private var slots = [Entry?](repeating: nil, count: LocalizerContextCache.setCount / LocalizerContextCache.groupCount
                                                              * LocalizerContextCache.ways)
        private var next = [Int](repeating: 0, count: LocalizerContextCache.setCount / LocalizerContextCache.groupCount)

        var count: Int { slots.count { $0 != nil } }

        func find(_ hash: UInt64, _ header: String, set: Int) -> LocalizerContext? {
            let start = set * LocalizerContextCache.ways
            for index in start..<(start + LocalizerContextCache.ways) {
                if let entry = slots[index], entry.hash == hash, entry.header == header { return entry.context }
            }
            return nil
        }

        mutating func insert(_ context: LocalizerContext, _ hash: UInt64, _ header: String, set: Int) -> LocalizerContext {
            if let existing = find(hash, header, set: set) { return existing }
            let index = set * LocalizerContextCache.ways + next[set]
            next[set] = (next[set] + 1) % LocalizerContextCache.ways
            slots[index] = Entry(hash: hash, header: header, context: context)
            return context
        }
    }

    private struct Entry {
        let hash: UInt64
        let header: String
        let context: LocalizerContext
    }
}
