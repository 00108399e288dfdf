/// ``UTF8KeyedCache`` of objects, for the package's other modules (StringCatalog's localizer
/// contexts by `Accept-Language` header): compiled here for `AnyObject`, so that a lookup from
/// another module is one plain call. The generic cache called from another module is not
/// specialized, even made `@inlinable`: each lookup instantiated its generic metadata, about
/// 2,000 instructions (callgrind, a catalog request with a header seen before).
///
///     let contexts = UTF8KeyedObjectCache()
///     contexts.object(for: header) { Context() }   // made; header: the UTF-8 bytes of a header
///     contexts.object(for: header) { Context() }   // the same object
package final class UTF8KeyedObjectCache: Sendable {
    /// How many objects are kept at most: 1,024.
    package static var capacity: Int { UTF8KeyedCache<AnyObject & Sendable>.capacity }
    private let cache = UTF8KeyedCache<AnyObject & Sendable>()

    package init() {}

    /// The object cached for the key whose UTF-8 is `key`, or the one `make` makes (outside any
    /// lock); the caller knows its type (`unsafeDowncast`).
    package func object(for key: UnsafeBufferPointer<UInt8>, orMake make: () -> AnyObject & Sendable) -> AnyObject & Sendable {
        cache.value(for: key, orMake: make)
    }

    /// How many objects are cached (tests check the bound).
    package var count: Int { cache.count }
}
