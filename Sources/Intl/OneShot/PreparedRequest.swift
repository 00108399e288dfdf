import Synchronization

/// A one-shot request prepared once (``NumberFormat/Key``,
/// ``DateTimeFormat/Key``), with a serial number no other request gets, so
/// the per-thread front cache can answer it by comparing one integer instead
/// of hashing and comparing locale strings and options on every call.
protocol PreparedRequest: AnyObject, Sendable {
    /// Distinct for every request made, to place it in the front cache.
    var serialNumber: Int { get }
}

/// Serial numbers shared by every kind of prepared request.
enum PreparedRequestSerialNumbers {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}

/// A prepared request as the front cache sees it: its serial number, which
/// no other request ever gets, so a hit costs one integer comparison and a
/// slot holds no reference (a freed key's slot can never answer another key).
struct PreparedRequestReference<Request: PreparedRequest>: FrontCacheKey {
    let serialNumber: Int

    init(key: Request) { serialNumber = key.serialNumber }

    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) { hasher.combine(serialNumber) }
}

extension FormatterPools {
    /// `body` applied to the pooled value of a prepared request, borrowed
    /// from this thread's front cache when it holds the request (no copy,
    /// no reference count), else to `make`'s value (the pool), which is then
    /// remembered in the front cache.
    @inline(__always)
    static func withPreparedValue<Request: PreparedRequest, Value: Sendable, Result>(
        _ request: Request, front: ThreadFrontCache<PreparedRequestReference<Request>, Value>,
        make: () throws(IntlError) -> Value, _ body: (borrowing Value) -> Result
    ) throws(IntlError) -> Result {
        let generation = FormatterPools.frontCacheGeneration
        let reference = PreparedRequestReference(key: request)
        if let result = front.withValue(for: reference, generation: generation, body) { return result }
        let value = try make()
        front.store(value, for: reference, generation: generation)
        return body(value)
    }
}
