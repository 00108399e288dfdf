// Messages are written through a pointer into room made once for the whole message: `intl
// timestamps` writes millions of them, and an array append checks uniqueness and capacity each
// time where a cursor write is a store or a memcpy. A message has one writer function, taking a
// cursor; a caller that wants an array (or a String) gets the bytes with `appendWritten`.

/// Writes bytes through a pointer into room its owner made beforehand: the owner bounds what
/// is written (``Swift/Array/appendWritten(atMost:_:)``), the cursor does not check.
@usableFromInline
package struct ByteCursor {
    @usableFromInline
    package private(set) var position: UnsafeMutablePointer<UInt8>

    @inlinable
    package init(_ start: UnsafeMutablePointer<UInt8>) {
        position = start
    }

    @inlinable
    package mutating func append(_ byte: UInt8) {
        position.initialize(to: byte)
        position += 1
    }

    /// Up to 32 bytes (the literals, prefixes, numbers and short quotes of a message) are copied
    /// with overlapping word loads and stores, not a call to memcpy. Always inlined: a message makes about
    /// ten appends, and left to itself the optimizer calls this across modules (≈ 25 instructions
    /// a call), where inlined a literal's length is a constant and its branches fold away.
    @inlinable @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        let from = UnsafeRawPointer(base), to = UnsafeMutableRawPointer(position)
        if count >= 8 && count <= 16 {
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count > 16 && count <= 32 {
            // A message's input quote: four words, not a call to memcpy.
            let a = from.loadUnaligned(as: UInt64.self), b = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
            let d = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: a, as: UInt64.self)
            to.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: c, toByteOffset: count - 16, as: UInt64.self)
            to.storeBytes(of: d, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count < 4 {
            for index in 0..<count { position[index] = base[index] }
        } else {
            position.initialize(from: base, count: count)
        }
        position += count
    }

    /// Lets `body` write straight at the cursor (within the room its owner made) and moves past
    /// the count `body` returns: for writers that store whole words, such as decimal numbers.
    @inlinable @inline(__always)
    package mutating func write(_ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        position += body(position)
    }

    /// Appends a literal's UTF-8 (no String made).
    @inlinable @inline(__always)
    package mutating func appendLiteral(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

extension Array where Element == UInt8 {
    /// Appends what `body` writes through a cursor, at most `bound` bytes: written into a stack
    /// buffer (the heap past a few KiB), then appended with one copy.
    @inlinable
    package mutating func appendWritten(atMost bound: Int, _ body: (inout ByteCursor) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { room in
            guard let base = room.baseAddress else { return }   // nil only for bound 0: nothing to write
            var cursor = ByteCursor(base)
            body(&cursor)
            let count = cursor.position - base
            precondition(count <= bound, "a message outgrew its bound")   // a wrong bound is a bug, never input
            append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        }
    }
}
