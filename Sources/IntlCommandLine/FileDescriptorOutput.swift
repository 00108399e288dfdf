#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard output or standard error.
struct FileDescriptorOutput {
    let descriptor: Int32

    static let standardOutput = FileDescriptorOutput(descriptor: 1)
    static let standardError = FileDescriptorOutput(descriptor: 2)

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `bytes` (retrying short writes); stops silently if the descriptor fails.
    func write(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Writes `bytes` one line (up to and including each `\n`) per write(2), for a reader waiting on each line.
    func writeLines(_ bytes: UnsafeRawBufferPointer) {
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            write(UnsafeRawBufferPointer(rebasing: bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { write(UnsafeRawBufferPointer(rebasing: bytes[start...])) }
    }

    /// Prints `error: <message>` on standard error, the tool's bad-input report.
    static func reportError(_ message: String) {
        standardError.write("error: \(message)\n")
    }
}

/// write(2), named apart: inside `FileDescriptorOutput`, `write` means its methods.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
