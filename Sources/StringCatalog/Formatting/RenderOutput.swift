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
            (base + used).update(from: source, count: bytes.count)
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

    mutating func append(byte: UInt8) {
        if !isSpilled, used < scratch.count {
            scratch[used] = byte
            used += 1
        } else {
            withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
        }
    }

    /// The text written (the bytes came from strings, so they are valid UTF-8).
    var string: String {
        isSpilled ? String(decoding: spilled, as: UTF8.self)
            : String(decoding: UnsafeBufferPointer(rebasing: scratch[..<used]), as: UTF8.self)
    }
}
