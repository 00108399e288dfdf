#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a zone's file with the C library (MachineTime has no Foundation), at most
/// `TZif.maximumFileSize` bytes.
enum ZoneFile {
    static func read(path: String, zone: String) throws(TimeZoneError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno, zone: zone) }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno, zone: zone)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            // Stop reading as soon as the file is known to be too large: a zone name could be
            // a huge or endless file placed in the folder.
            guard bytes.count <= TZif.maximumFileSize else {
                throw .fileTooLarge(zone: zone, limit: TZif.maximumFileSize)
            }
        }
    }

    /// A missing file, a path through a non-folder or a folder is an unknown zone; anything
    /// else (permissions, I/O) is reported with its `errno`.
    private static func failure(_ code: Int32, zone: String) -> TimeZoneError {
        switch code {
        case ENOENT, ENOTDIR, EISDIR: .unknownZone(zone)
        default: .unreadableFile(zone: zone, errno: code)
        }
    }
}

/// `read(2)`, under a name the static `read(path:zone:)` above does not shadow.
@inline(__always)
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
