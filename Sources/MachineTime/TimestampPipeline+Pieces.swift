import Synchronization

/// A framed piece that owns its bytes, to travel to a worker.
enum OwnedPiece: Sendable {
    /// Whole lines copied (those that ran across reads).
    case lines([UInt8])
    /// Whole lines where they were read: `range` of a read buffer, shared, not copied.
    case slice([UInt8], Range<Int>)
    case overLong(head: [UInt8])

    func append(with stream: TimestampStream, to batch: inout BatchResult) {
        switch self {
        case .lines(let bytes): bytes.withUnsafeBytes { stream.append(.lines($0), to: &batch) }
        case .slice(let bytes, let range):
            bytes.withUnsafeBytes { stream.append(.lines(UnsafeRawBufferPointer(rebasing: $0[range])), to: &batch) }
        case .overLong(let head): stream.append(.overLong(head: head), to: &batch)
        }
    }

    /// Gives the piece's buffer back to its pool.
    consuming func recycle(lines: RecyclingPool<[UInt8]>, reads: RecyclingPool<[UInt8]>) {
        switch consume self {
        case .lines(let bytes): lines.give(bytes)
        case .slice(let bytes, _): reads.give(bytes)
        case .overLong: break
        }
    }
}

/// One submission's pieces on their way to a worker, which takes them out: the job's closure,
/// alive until the job ends, then holds no reference to their buffers (see `TimestampPipeline.runOnWorkers`).
final class PieceHandoff: Sendable {
    private let pieces: Mutex<[OwnedPiece]>

    init(_ pieces: [OwnedPiece]) {
        self.pieces = Mutex(pieces)
    }

    /// The pieces, leaving none here.
    func take() -> [OwnedPiece] {
        pieces.withLock { pieces in
            defer { pieces = [] }
            return pieces
        }
    }
}

/// Collects the pieces of one read as owned values, consecutive runs of whole lines in one array.
struct PieceCollector {
    private var pieces: [OwnedPiece] = []
    private var lines: [UInt8] = []
    /// Where the line arrays come from (and go back to, from the workers).
    let recycling: RecyclingPool<[UInt8]>

    init(recycling: RecyclingPool<[UInt8]>) {
        self.recycling = recycling
    }

    /// Adds a piece of the read `window` (the bytes of `buffer`): lines inside it are shared, others copied.
    mutating func add(_ piece: LineFramer.Piece, window: UnsafeRawBufferPointer, of buffer: [UInt8]) {
        if case .lines(let bytes) = piece, let base = bytes.baseAddress, let start = window.baseAddress,
           base >= start, base + bytes.count <= start + window.count {
            flushLines()
            pieces.append(.slice(buffer, (base - start)..<(base - start + bytes.count)))
            return
        }
        add(piece)
    }

    mutating func add(_ piece: LineFramer.Piece) {
        switch piece {
        case .lines(let bytes):
            if lines.isEmpty, let reused = recycling.take() {
                lines = reused
                lines.removeAll(keepingCapacity: true)
            }
            lines.append(contentsOf: bytes)
        case .overLong(let head):
            flushLines()
            pieces.append(.overLong(head: head))
        }
    }

    /// The pieces collected, in input order.
    mutating func take() -> [OwnedPiece] {
        flushLines()
        defer { pieces = [] }
        return pieces
    }

    private mutating func flushLines() {
        guard !lines.isEmpty else { return }
        pieces.append(.lines(lines))
        lines = []
    }
}
