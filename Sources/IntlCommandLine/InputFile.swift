#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MachineTime

/// A file (or standard input for "-") read with read(2), one block at a time (a class: the
/// timestamp pipeline takes its inputs as `any TimestampByteSource`): a read returns
/// what is there (on a pipe, what the writer has written so far), so output can follow input closely.
final class InputFile: TimestampByteSource {
    let path: String
    private let descriptor: Int32

    /// Opens `path`; nil when it cannot be opened.
    init?(_ path: String) {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        if descriptor != 0 { close(descriptor) }
    }

    /// Reads up to `buffer.count` bytes into `buffer`: the count, 0 at the end, -1 on an error.
    func read(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }
}

/// read(2), named apart: inside `InputFile`, `read` means the method above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
