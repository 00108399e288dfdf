// A tool that reports millions of errors writes each message once, where it stays until it is
// written out: `Array.appendWritten` writes into a temporary buffer and copies it into the
// array (an append that checks capacity and uniqueness, then a memcpy); this buffer makes room
// once and the cursor stores straight into it.

/// Bytes written in place through a ``ByteCursor``: ``appendWritten(atMost:_:)`` makes room for
/// the most a writer can write, and the writer stores into the buffer itself. The storage past
/// ``count`` is scratch, kept by ``removeAll()`` so that it is neither freed nor zeroed again.
///
///     var buffer = ByteBuffer()
///     buffer.appendWritten(atMost: 32) { $0.appendLiteral("line "); $0.append(0x37) }
///     buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }   // "line 7"
package struct ByteBuffer: Sendable {
    @usableFromInline
    var storage: [UInt8] = []
    /// The bytes written: the first `length` of the storage.
    @usableFromInline
    var length = 0

    /// Bytes written.
    @inlinable   // a load: not worth a call from other modules
    package var count: Int { length }

    package init() {}

    package var isEmpty: Bool { count == 0 }

    /// Appends what `body` writes through a cursor, at most `bound` bytes, in place.
    @inlinable
    package mutating func appendWritten(atMost bound: Int, _ body: (inout ByteCursor) -> Void) {
        let start = length
        if storage.count - start < bound { grow(to: start + bound) }
        let written = storage.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }   // nil only while empty, for bound 0: nothing to write
            var cursor = ByteCursor(base + start)
            body(&cursor)
            return cursor.position - (base + start)
        }
        precondition(written <= bound, "a message outgrew its bound")   // a wrong bound is a bug, never input
        length = start + written
    }

    /// Appends bytes `range` of `other`.
    package mutating func append(_ other: ByteBuffer, _ range: Range<Int>) {
        other.withUnsafeBytes { bytes in
            let part = UnsafeRawBufferPointer(rebasing: bytes[range]).assumingMemoryBound(to: UInt8.self)
            appendWritten(atMost: part.count) { $0.append(part) }
        }
    }

    /// Appends all of `other`.
    package mutating func append(_ other: ByteBuffer) {
        append(other, 0..<other.count)
    }

    /// The bytes written.
    @inlinable
    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        let length = length
        return storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<length])) }
    }

    /// Forgets the bytes, keeping the storage.
    package mutating func removeAll() {
        length = 0
    }

    /// Room for `needed` bytes, growing geometrically (the new bytes are zeroed once, then reused).
    @usableFromInline
    mutating func grow(to needed: Int) {
        let capacity = Swift.max(needed, 2 * storage.count, 256)
        storage.append(contentsOf: repeatElement(0, count: capacity - storage.count))
    }
}
