// The concurrent batch parser: splits the buffer at line boundaries into one
// chunk per task, parses the chunks in a task group, and joins the results in
// order, renumbering lines.

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
        return await parseConcurrently(shared, mode: mode, tasks: tasks)
    }

    /// Parses newline-separated records on up to `tasks` concurrent tasks; see
    /// ``parseRecords(_:mode:tasks:)-(UnsafeRawBufferPointer,_,_)``.
    /// - Complexity: O(n) in the bytes, divided over the tasks.
    public func parseRecords(_ bytes: [UInt8], mode: RecordMode = .whole, tasks: Int) async -> BatchResult {
        let bounds = withBytes(bytes) { p, count in Self.chunkBounds(p, count, tasks: tasks) }
        if bounds.count <= 2 { return parseRecords(bytes, mode: mode) }
        let format = self
        // Each task reads the shared (immutable, reference-counted) array in place.
        let parts = await withTaskGroup(of: (Int, BatchResult).self) { group in
            for chunk in 0..<(bounds.count - 1) {
                let start = bounds[chunk], end = bounds[chunk + 1]
                group.addTask {
                    (chunk, withBytes(bytes) { p, _ in format.parseBatch(p, start, end, mode: mode) })
                }
            }
            return await Self.collect(&group, chunks: bounds.count - 1)
        }
        return Self.join(parts, mode: mode)
    }

    /// Parses newline-separated records in a string on up to `tasks` concurrent tasks.
    /// - Complexity: O(n) in the UTF-8 bytes, divided over the tasks.
    public func parseRecords(_ text: String, mode: RecordMode = .whole, tasks: Int) async -> BatchResult {
        await parseRecords(Array(text.utf8), mode: mode, tasks: tasks)
    }

    func parseConcurrently(_ bytes: SharedBytes, mode: RecordMode, tasks: Int) async -> BatchResult {
        let bounds = Self.chunkBounds(bytes.base, bytes.count, tasks: tasks)
        if bounds.count <= 2 { return parseBatch(bytes.base, 0, bytes.count, mode: mode) }
        let format = self
        let parts = await withTaskGroup(of: (Int, BatchResult).self) { group in
            for chunk in 0..<(bounds.count - 1) {
                let start = bounds[chunk], end = bounds[chunk + 1]
                group.addTask { (chunk, format.parseBatch(bytes.base, start, end, mode: mode)) }
            }
            return await Self.collect(&group, chunks: bounds.count - 1)
        }
        return Self.join(parts, mode: mode)
    }

    /// Chunk boundaries just after a newline near each equal share; first 0, last `count`.
    static func chunkBounds(_ p: UnsafePointer<UInt8>, _ count: Int, tasks: Int) -> [Int] {
        let taskCount = max(1, min(tasks, count / 4096 + 1))
        var bounds = [0]
        for n in 1..<max(1, taskCount) {
            let target = max(count * n / taskCount, bounds[bounds.count - 1])
            let newline = RecordSplitter.newline(p, target, count)
            if newline + 1 < count && newline + 1 > bounds[bounds.count - 1] { bounds.append(newline + 1) }
        }
        bounds.append(count)
        return bounds
    }

    static func collect(_ group: inout TaskGroup<(Int, BatchResult)>, chunks: Int) async -> [BatchResult] {
        var parts = [BatchResult](repeating: BatchResult(), count: chunks)
        for await (chunk, part) in group { parts[chunk] = part }
        return parts
    }

    static func join(_ parts: [BatchResult], mode: RecordMode) -> BatchResult {
        var result = BatchResult()
        result.reserve(parts.reduce(0) { $0 + $1.count }, prefix: mode == .prefix)
        for part in parts { result.append(part) }
        return result
    }
}
