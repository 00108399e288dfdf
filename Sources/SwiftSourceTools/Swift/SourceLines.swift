#if SourceTools
/// Turns UTF-8 offsets of one source text into 1-based lines and columns
/// (columns in Unicode scalars, as every message of this project counts them).
struct SourceLines {
    private let bytes: [UInt8]
    /// UTF-8 offset of each line's first byte.
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The line and column of the byte at `offset` (clamped to the text).
    func position(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = starts.count - 1
        while low < high {  // The last line start at or before `offset`.
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let scalars = bytes[starts[low]..<offset].reduce(0) { $0 + (UTF8.isContinuation($1) ? 0 : 1) }
        return (low + 1, scalars + 1)
    }
}
#endif
