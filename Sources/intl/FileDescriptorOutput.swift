#if canImport(Glibc)
import Glibc
#endif

/// Unbuffered writes to standard output or standard error.
struct FileDescriptorOutput {
    let descriptor: Int32

    static let standardOutput = FileDescriptorOutput(descriptor: 1)
    static let standardError = FileDescriptorOutput(descriptor: 2)

    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Prints `error: <message>` on standard error, the tool's bad-input report.
    static func reportError(_ message: String) {
        standardError.write("error: \(message)\n")
    }
}
