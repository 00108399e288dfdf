#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A string's collation key: bytes that compare like the string does under
/// the ``Collator`` that made it, so a bulk sort compares bytes instead of
/// running the collation algorithm for every pair.
///
///     let sv = try Collator(locale: "sv")
///     sv.sortKey("ä") > sv.sortKey("z")   // true: Swedish sorts ä after z
///
/// Keys from different collators (locale or options) are not comparable,
/// and keys change with the ICU version: store them only next to the
/// ICU version that made them.
public struct SortKey: Hashable, Comparable, Sendable {
    /// ICU's key bytes, without its terminating zero byte.
    public let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Byte-wise comparison: a key that is a prefix of another sorts first.
    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.order(rhs) < 0
    }

    /// Negative, zero or positive as `self` sorts before, with or after `other`.
    func order(_ other: SortKey) -> Int {
        bytes.withUnsafeBufferPointer { left in
            other.bytes.withUnsafeBufferPointer { Self.order(left, $0) }
        }
    }

    /// Byte-wise three-way comparison of two keys.
    @inline(__always)
    static func order(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        // Force-unwraps: only reached when both buffers are non-empty, and a
        // non-empty buffer always has a base address.
        let prefix = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
        return prefix != 0 ? prefix : left.count - right.count
    }
}
