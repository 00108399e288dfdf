import Synchronization

/// A one-shot request prepared once (``NumberFormat/Key``,
/// ``DateTimeFormat/Key``): a class, so the per-thread front cache can
/// answer it by comparing one pointer instead of hashing and comparing
/// locale strings and options on every call.
protocol PreparedRequest: AnyObject, Sendable {
    /// Distinct for every request made, to place it in the front cache.
    var serialNumber: Int { get }
}

/// Serial numbers shared by every kind of prepared request.
enum PreparedRequestSerialNumbers {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}

/// A prepared request as the front cache sees it: equal only to itself, so
/// a hit costs one pointer comparison; placed by its serial number.
struct PreparedRequestReference<Request: PreparedRequest>: FrontCacheKey {
    let key: Request

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key === rhs.key }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(key)) }

    var quickHash: Int { key.serialNumber }
}

extension Intl {
    /// The pooled value of a prepared request: this thread's front cache
    /// when it holds the request (one pointer comparison), else `make`
    /// (the pool), remembered in the front cache.
    static func preparedValue<Request: PreparedRequest, Value: Sendable>(
        _ request: Request, front: ThreadFrontCache<PreparedRequestReference<Request>, Value>,
        make: () throws(IntlError) -> Value
    ) throws(IntlError) -> Value {
        let generation = FormatterPools.frontCacheGeneration
        let reference = PreparedRequestReference(key: request)
        if let cached = front.value(for: reference, generation: generation) { return cached }
        let value = try make()
        front.store(value, for: reference, generation: generation)
        return value
    }
}
