@testable import Intl
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A handle that counts how many exist, so tests see creations and releases.
final class CountedHandle: PooledFormatter {
    static let alive = Atomic<Int>(0)
    let value: Int
    let localeIdentifier: String

    init(_ value: Int, locale: String = "en-US") {
        self.value = value
        self.localeIdentifier = locale
        Self.alive.add(1, ordering: .relaxed)
    }

    deinit { Self.alive.subtract(1, ordering: .relaxed) }
}

/// Counts calls of a creator from any thread.
final class CreationCounter: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .relaxed) }

    func make(_ value: Int, locale: String = "en-US", delayMicroseconds: UInt32 = 0) -> CountedHandle {
        count.add(1, ordering: .relaxed)
        if delayMicroseconds > 0 { usleep(delayMicroseconds) }
        return CountedHandle(value, locale: locale)
    }
}

/// Tracks how many callers are inside a section at once.
final class OverlapMonitor: Sendable {
    private let inUse = Atomic<Int>(0)
    private let maximum = Atomic<Int>(0)
    var maximumInUse: Int { maximum.load(ordering: .relaxed) }

    func enter() {
        let now = inUse.add(1, ordering: .relaxed).newValue
        _ = maximum.max(now, ordering: .relaxed)
    }

    func leave() { inUse.subtract(1, ordering: .relaxed) }
}

@Suite(.serialized) struct FormatterPoolTests {
    @Test func missThenHit() throws {
        let pool = FormatterPool<Int, CountedHandle>(name: "test", capacity: 8, sharing: .shared)
        let counter = CreationCounter()
        let first = try pool.handle(for: 1) { counter.make(1) }
        let second = try pool.handle(for: 1) { counter.make(1) }
        #expect(first === second)
        #expect(counter.value == 1)
        let statistics = pool.statistics
        #expect(statistics.hits == 1 && statistics.misses == 1 && statistics.creations == 1)
        #expect(statistics.liveEntries == 1 && statistics.evictions == 0)
    }

    @Test func failedCreationCachesNothing() throws {
        let pool = FormatterPool<Int, CountedHandle>(name: "test", capacity: 8, sharing: .shared)
        #expect(throws: IntlError.malformedLocale("!!")) {
            try pool.handle(for: 1) { () throws(IntlError) -> CountedHandle in throw .malformedLocale("!!") }
        }
        #expect(pool.statistics.liveEntries == 0)
        let counter = CreationCounter()
        #expect(try pool.handle(for: 1) { counter.make(7) }.value == 7)
    }

    @Test func singleFlightUnder32ConcurrentMisses() async throws {
        let pool = FormatterPool<Int, CountedHandle>(name: "test", capacity: 8, sharing: .shared)
        let counter = CreationCounter()
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<32 {
                group.addTask { try pool.handle(for: 42) { counter.make(42, delayMicroseconds: 50_000) }.value }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: 42, count: 32))
        #expect(counter.value == 1)
        #expect(pool.statistics.misses == 1 && pool.statistics.hits == 31)
    }

    @Test func evictsTheLeastRecentlyUsed() throws {
        let pool = FormatterPool<String, CountedHandle>(name: "test", capacity: 3, sharing: .shared, shards: 1)
        let counter = CreationCounter()
        for key in ["a", "b", "c"] { _ = try pool.handle(for: key) { counter.make(0) } }
        _ = try pool.handle(for: "a") { counter.make(0) }      // a is now the most recent
        _ = try pool.handle(for: "d") { counter.make(0) }      // evicts b
        #expect(counter.value == 4)
        _ = try pool.handle(for: "a") { counter.make(0) }
        _ = try pool.handle(for: "c") { counter.make(0) }
        #expect(counter.value == 4)
        _ = try pool.handle(for: "b") { counter.make(0) }      // b was evicted: created again, evicts d
        #expect(counter.value == 5)
        _ = try pool.handle(for: "d") { counter.make(0) }
        #expect(counter.value == 6)
        #expect(pool.statistics.evictions == 3 && pool.statistics.liveEntries == 3)
    }

    @Test func staysBoundedUnderAMillionDistinctKeys() throws {
        let pool = FormatterPool<Int, CountedHandle>(name: "test", capacity: 256, sharing: .shared)
        let aliveBefore = CountedHandle.alive.load(ordering: .relaxed)
        var maximumLive = 0
        for key in 0..<1_000_000 {
            _ = try pool.handle(for: key) { CountedHandle(key) }
            if key % 10_000 == 0 {
                maximumLive = max(maximumLive, pool.statistics.liveEntries)
                // Memory stays flat: only cached handles are alive.
                #expect(CountedHandle.alive.load(ordering: .relaxed) - aliveBefore <= 256)
            }
        }
        let statistics = pool.statistics
        #expect(maximumLive <= 256)
        #expect(statistics.liveEntries == 256)
        #expect(statistics.misses == 1_000_000 && statistics.evictions == 1_000_000 - 256)
        pool.removeAll()
        #expect(CountedHandle.alive.load(ordering: .relaxed) == aliveBefore)
    }

    @Test func evictedHandlesInUseAreReleasedOnlyAfterReturn() throws {
        let pool = FormatterPool<Int, CountedHandle>(name: "test", capacity: 1, sharing: .exclusive(maximumInstances: 2))
        let counter = CreationCounter()
        let aliveBefore = CountedHandle.alive.load(ordering: .relaxed)
        _ = try pool.withHandle(for: 1, create: { counter.make(1) }) { handle in
            pool.removeAll()                                    // evict while checked out
            _ = try? pool.handle(for: 2) { counter.make(2) }    // and fill its place
            #expect(handle.value == 1)                          // still usable
            #expect(CountedHandle.alive.load(ordering: .relaxed) - aliveBefore == 2)
        }
        // Returned to an evicted entry: released now, not pooled.
        #expect(CountedHandle.alive.load(ordering: .relaxed) - aliveBefore == 1)
        #expect(pool.statistics.checkedOut == 0)
    }

    @Test func exclusiveHandlesAreNeverSharedAndStayWithinTheLimit() async throws {
        let pool = FormatterPool<Int, CountedHandle>(name: "test", capacity: 4, sharing: .exclusive(maximumInstances: 2))
        let counter = CreationCounter()
        let monitor = OverlapMonitor()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<200 {
                        try pool.withHandle(for: 7, create: { counter.make(7) }) { handle in
                            // Each handle object is used by one caller at a time.
                            monitor.enter()
                            usleep(10)
                            monitor.leave()
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(monitor.maximumInUse <= 2)
        #expect(counter.value <= 2)
        #expect(pool.statistics.checkedOut == 0)
    }

    @Test func invalidationDropsExactlyTheLocale() throws {
        let pool = FormatterPool<String, CountedHandle>(name: "test", capacity: 8, sharing: .shared)
        let counter = CreationCounter()
        _ = try pool.handle(for: "de-1") { counter.make(1, locale: "de-DE") }
        _ = try pool.handle(for: "de-2") { counter.make(2, locale: "de-DE") }
        _ = try pool.handle(for: "en-1") { counter.make(3, locale: "en-US") }
        _ = try pool.handle(for: "de-AT") { counter.make(4, locale: "de-AT") }
        pool.invalidate(locale: "de-DE")
        #expect(pool.statistics.liveEntries == 2)
        _ = try pool.handle(for: "en-1") { counter.make(3, locale: "en-US") }
        _ = try pool.handle(for: "de-AT") { counter.make(4, locale: "de-AT") }
        #expect(counter.value == 4)
        _ = try pool.handle(for: "de-1") { counter.make(1, locale: "de-DE") }
        #expect(counter.value == 5)
    }

    @Test func defaultLocaleChangeDropsWhatWasBuiltFromIt() throws {
        let pool = FormatterPool<String, CountedHandle>(name: "test", capacity: 8, sharing: .shared)
        let counter = CreationCounter()
        _ = try pool.handle(for: "implicit", fromDefaultLocale: true) { counter.make(1) }
        _ = try pool.handle(for: "explicit") { counter.make(2) }
        pool.invalidateDefaultLocaleEntries()
        _ = try pool.handle(for: "explicit") { counter.make(2) }
        #expect(counter.value == 2)
        _ = try pool.handle(for: "implicit", fromDefaultLocale: true) { counter.make(1) }
        #expect(counter.value == 3)
    }
}
