/// Where ``TimestampPipeline`` reads its bytes: a file, a pipe, a socket. One read fills the start of
/// a buffer with what is there now (on a pipe, what the writer has written so far), so results can
/// follow the input closely.
public protocol TimestampByteSource {
    /// Reads at most `buffer.count` bytes into the start of `buffer`: how many, 0 at the end of the
    /// input, or a negative number when the input cannot be read.
    func read(into buffer: inout [UInt8]) -> Int
}
