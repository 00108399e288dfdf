import Intl

/// Where a formatting run writes its UTF-8 bytes: a scratch buffer on the
/// caller's stack while they fit (most messages are short), then a heap
/// array. One `String` is made at the end either way, so a short message
/// costs one allocation (its string, none when it is short enough to be
/// stored inline) instead of two.
struct RenderOutput {
    /// The scratch buffer's size; longer output moves to the heap.
    static let scratchCapacity = 256

    /// Valid only inside the caller's `withUnsafeTemporaryAllocation`.
    private let scratch: UnsafeMutableBufferPointer<UInt8>
    private var used = 0
    /// The bytes once they outgrew ``scratch`` (an empty array allocates nothing).
    private var spilled: [UInt8] = []
    private var isSpilled = false

    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        self.scratch = scratch
    }

    /// Bytes written so far.
    var count: Int { isSpilled ? spilled.count : used }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if !isSpilled, let base = scratch.baseAddress, bytes.count <= scratch.count - used {
            if bytes.count <= 16 {
                Self.copyShort(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + used), count: bytes.count)
            } else {
                (base + used).update(from: source, count: bytes.count)
            }
            used += bytes.count
            return
        }
        if !isSpilled {
            spilled.reserveCapacity(2 * (used + bytes.count))
            spilled.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<used]))
            isSpilled = true
        }
        spilled.append(contentsOf: bytes)
    }

    /// Copies 1 to 16 bytes with at most two overlapping loads and stores
    /// of one width, all inside both buffers: most pieces of a message (a
    /// literal between specifiers, a number) are that short, and a call to
    /// `memcpy` cost more than the copy.
    @inline(__always)
    private static func copyShort(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (target + count - 8).storeBytes(of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
                                            as: UInt64.self)
        } else if count >= 4 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            (target + count - 4).storeBytes(of: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self),
                                            as: UInt32.self)
        } else if count > 0 {
            // 1 to 3 bytes: the first, the middle and the last.
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            target.storeBytes(of: source.load(fromByteOffset: count / 2, as: UInt8.self), toByteOffset: count / 2, as: UInt8.self)
            target.storeBytes(of: source.load(fromByteOffset: count - 1, as: UInt8.self), toByteOffset: count - 1, as: UInt8.self)
        }
    }

    mutating func append(byte: UInt8) {
        if !isSpilled, used < scratch.count {
            scratch[used] = byte
            used += 1
        } else {
            withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
        }
    }

    /// The text written, made without validating it again: every piece is
    /// valid UTF-8 on its own (a string's bytes, a literal cut from a format
    /// at ASCII `%` specifiers, a number writer's text, checked when the
    /// writer was made), so their concatenation is too. Validation cost
    /// about 60 instructions per message, the ASCII scan (which keeps the
    /// string's ASCII fast paths) a few.
    var string: String {
        if isSpilled {
            return spilled.withUnsafeBytes { String(knownValidUTF8: $0, isASCII: Self.isASCII($0)) }
        }
        let bytes = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: scratch[..<used]))
        return String(knownValidUTF8: bytes, isASCII: Self.isASCII(bytes))
    }

    /// True when no byte has its high bit set: 8 bytes at a time, the last
    /// word overlapping the one before it instead of a loop over the rest.
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var high: UInt64 = 0
        if count >= 8 {
            var offset = 0
            while offset < count - 8 {
                high |= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            high |= base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for offset in 0..<count { high |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) }
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
