#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with POSIX calls, refusing files over a size limit so
/// memory stays bounded by configuration, not by what is on disk.
enum CatalogFileReader {
    /// 64 MiB: far above any real table (the largest known are a few MB).
    static let defaultSizeLimit = 64 << 20

    static func read(_ path: String, limit: Int = defaultSizeLimit) throws(CatalogParseError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw CatalogParseError(path: path, line: 0, column: 0, reason: .unreadableFile("not a regular file"))
        }
        let size = Int(status.st_size)
        guard size <= limit else {
            throw CatalogParseError(path: path, line: 0, column: 0, reason: .fileTooLarge(size: size, limit: limit))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw unreadable(path) }
            if count == 0 { break }  // The file shrank while being read: keep what is there.
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    private static func unreadable(_ path: String) -> CatalogParseError {
        CatalogParseError(path: path, line: 0, column: 0, reason: .unreadableFile(String(cString: strerror(errno))))
    }
}

/// read(2), named apart: inside `CatalogFileReader`, `read` means its method.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
