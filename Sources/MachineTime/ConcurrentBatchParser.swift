// The concurrent batch parser: splits the buffer at line boundaries, parses the first
// chunk on the calling task and the others in a task group (each into its own arrays:
// no shared mutable state, no locks), and appends the results in order, renumbering lines.

/// The caller's buffer, shared read-only with the child tasks of one call.
///
/// `@unchecked Sendable` is safe here because: the bytes are only read, never written;
/// the value never escapes `parseRecords(_:mode:tasks:)` (a task group awaits every child
/// before the function returns); and the caller guarantees the buffer stays valid for the
/// duration of the call, as for any `UnsafeRawBufferPointer` argument.
struct SharedBytes: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let count: Int
}

/// The bytes the tasks of one concurrent call read: a caller's buffer, or an array that each
/// task reads in place (the array is immutable and shared; only its reference count moves,
/// once per task).
enum SharedSource: Sendable {
    case buffer(SharedBytes)
    case array([UInt8])

    @inline(__always)
    func withBytes<R>(_ body: (UnsafePointer<UInt8>, Int) -> R) -> R {
        switch self {
        case .buffer(let bytes): return body(bytes.base, bytes.count)
        case .array(let array): return MachineTime.withBytes(array, body)
        }
    }
}

extension TimestampFormat {
    /// Parses newline-separated records on up to `tasks` concurrent tasks (default: 2);
    /// the result is the same as ``parseRecords(_:mode:)-(UnsafeRawBufferPointer,_)``.
    ///
    ///     let batch = await TimestampFormat.rfc3339.parseRecords(bytes, mode: .whole, tasks: 2)
    ///
    /// - Complexity: O(n) in the bytes, divided over the tasks; allocates per chunk.
    public func parseRecords(_ buffer: UnsafeRawBufferPointer, mode: RecordMode = .whole, tasks: Int) async -> BatchResult {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return BatchResult() }
        let shared = SharedBytes(base: base.assumingMemoryBound(to: UInt8.self), count: buffer.count)
        return await parseConcurrently(.buffer(shared), mode: mode, tasks: tasks)
    }

    /// Parses newline-separated records on up to `tasks` concurrent tasks; see
    /// ``parseRecords(_:mode:tasks:)-(UnsafeRawBufferPointer,_,_)``.
    /// - Complexity: O(n) in the bytes, divided over the tasks.
    public func parseRecords(_ bytes: [UInt8], mode: RecordMode = .whole, tasks: Int) async -> BatchResult {
        await parseConcurrently(.array(bytes), mode: mode, tasks: tasks)
    }

    /// Parses newline-separated records in a string on up to `tasks` concurrent tasks.
    /// - Complexity: O(n) in the UTF-8 bytes, divided over the tasks.
    public func parseRecords(_ text: String, mode: RecordMode = .whole, tasks: Int) async -> BatchResult {
        await parseRecords(Array(text.utf8), mode: mode, tasks: tasks)
    }

    /// The calling task parses the first chunk straight into the result while child tasks parse
    /// the others; their results are appended in order as they arrive. The first chunk is a little
    /// smaller than a fair share, because appending the others is the calling task's work too.
    func parseConcurrently(_ source: SharedSource, mode: RecordMode, tasks: Int) async -> BatchResult {
        let bounds = source.withBytes { p, count in Self.chunkBounds(p, count, tasks: tasks) }
        if bounds.count <= 2 { return source.withBytes { p, count in parseBatch(p, 0, count, mode: mode) } }
        let format = self
        let chunks = bounds.count - 1
        return await withTaskGroup(of: (Int, BatchResult).self) { group in
            for chunk in 1..<chunks {
                let start = bounds[chunk], end = bounds[chunk + 1]
                group.addTask { (chunk, source.withBytes { p, _ in format.parseBatch(p, start, end, mode: mode) }) }
            }
            var result = BatchResult()
            source.withBytes { p, count in
                result.reserve(Self.estimatedRecords(p, count), prefix: mode == .prefix)
                parseBatch(p, 0, bounds[1], mode: mode, into: &result)
            }
            var pending = [BatchResult?](repeating: nil, count: chunks)
            var next = 1
            for await (chunk, part) in group {
                pending[chunk] = part
                while next < chunks, let ready = pending[next] {
                    result.append(ready)
                    pending[next] = nil
                    next += 1
                }
            }
            return result
        }
    }

    /// Chunk boundaries just after a newline: first 0, last `count`. The first chunk (the
    /// calling task's) is 90% of a fair share; the rest is cut into four chunks per other task,
    /// so that a task that finishes early takes more.
    static func chunkBounds(_ p: UnsafePointer<UInt8>, _ count: Int, tasks: Int) -> [Int] {
        let taskCount = max(1, min(tasks, count / 4096 + 1))
        guard taskCount > 1 else { return [0, count] }
        let first = count / taskCount * 9 / 10
        let pieces = (taskCount - 1) * 4
        var targets = [first]
        for n in 1..<pieces { targets.append(first + (count - first) * n / pieces) }
        var bounds = [0]
        for target in targets {
            let newline = RecordSplitter.newline(p, max(target, bounds[bounds.count - 1]), count)
            if newline + 1 < count && newline + 1 > bounds[bounds.count - 1] { bounds.append(newline + 1) }
        }
        bounds.append(count)
        return bounds
    }

    /// Records in the buffer, estimated from the first 64 KiB (over, rather than under).
    static func estimatedRecords(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let sample = min(count, 65_536)
        var lines = 1
        var i = 0
        while i < sample {
            i = RecordSplitter.newline(p, i, sample) + 1
            lines += 1
        }
        return count / max(1, sample / lines) * 11 / 10 + 16
    }
}
