// The AsyncSequence face of TimestampStream: chunks in (from a file, a socket, a pipe), one
// block of results out per chunk that completes lines, then the last line at the end.

/// Parses an asynchronous sequence of byte chunks into blocks of results; see ``TimestampStream``.
///
///     for try await block in chunks.timestamps(.rfc3339) {   // chunks: an AsyncSequence of [UInt8]
///         for index in 0..<block.count { print(block.firstLine + index, block[index]) }
///     }
///     // 1 success(2014-02-07T19:00:00Z)
///     // 2 failure(line 2, column 1: %Y: expected a digit, found "n" (input "nope", format "rfc3339"))
///
/// Chunks that complete no line yield no block; errors of the chunk sequence are rethrown.
/// - Complexity: O(n) in the bytes; memory O(largest chunk + `maxLineLength`).
public struct TimestampBlocks<Chunks: AsyncSequence>: AsyncSequence where Chunks.Element == [UInt8] {
    public typealias Element = BatchResult

    let chunks: Chunks
    let stream: TimestampStream

    /// Pulls chunks and parses them.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: Chunks.AsyncIterator
        var stream: TimestampStream
        var finished = false

        /// The next non-empty block, or nil after the last.
        public mutating func next() async throws -> BatchResult? {
            while !finished {
                guard let chunk = try await chunks.next() else {
                    finished = true
                    let last = stream.finish()
                    return last.count > 0 ? last : nil
                }
                let block = stream.parse(chunk: chunk)
                if block.count > 0 { return block }
            }
            return nil
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: chunks.makeAsyncIterator(), stream: stream)
    }
}

extension TimestampBlocks: Sendable where Chunks: Sendable {}

extension AsyncSequence where Element == [UInt8] {
    /// The timestamps in these byte chunks, one line each, as blocks of results; see ``TimestampBlocks``.
    public func timestamps(_ format: TimestampFormat, mode: RecordMode = .whole,
                           maxLineLength: Int = 65_536) -> TimestampBlocks<Self> {
        TimestampBlocks(chunks: self, stream: TimestampStream(format: format, mode: mode, maxLineLength: maxLineLength))
    }
}
