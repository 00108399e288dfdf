/// A snapshot of one formatter pool's counters, taken under its locks (see ``FormatterPools/statistics``).
public struct FormatterPoolStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Lookups served by a cached handle (including callers that waited for
    /// another caller's creation of the same key).
    public var hits = 0
    /// Lookups that had to create a handle.
    public var misses = 0
    /// Handles created (misses, plus extra instances made under contention).
    public var creations = 0
    /// Entries dropped to stay within capacity (least recently used first).
    public var evictions = 0
    /// Entries cached now.
    public var liveEntries = 0
    /// Instances of non-shareable handles currently checked out.
    public var checkedOut = 0
    /// Total time spent creating handles.
    public var creationTime: Duration = .zero

    public init() {}

    public var description: String {
        "hits \(hits), misses \(misses), creations \(creations), evictions \(evictions), live entries \(liveEntries), checked out \(checkedOut), creation time \(creationTime)"
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.hits += rhs.hits
        sum.misses += rhs.misses
        sum.creations += rhs.creations
        sum.evictions += rhs.evictions
        sum.liveEntries += rhs.liveEntries
        sum.checkedOut += rhs.checkedOut
        sum.creationTime += rhs.creationTime
        return sum
    }
}
