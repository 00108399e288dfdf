#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a directory with POSIX calls: names (without `.` entries and
/// hidden files), sorted so loading is deterministic, with their kind, size
/// and modification time (what a reload watcher compares).
enum CatalogDirectory {
    struct Item: Hashable, Sendable {
        var name: String
        var isDirectory: Bool
        var size: Int
        /// Modification time, nanoseconds since the epoch.
        var modified: Int64
        /// A file replaced by a rename has a new one, even within the file system's time resolution.
        var inode: UInt64
    }

    static func list(_ path: String) throws(CatalogError) -> [Item] {
        guard let stream = opendir(path) else {
            throw .unreadableDirectory(path: path, reason: String(cString: strerror(errno)))
        }
        defer { closedir(stream) }
        var items: [Item] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            var status = stat()
            guard stat(path + "/" + name, &status) == 0 else { continue }  // Vanished or a dangling link.
            items.append(Item(name: name, isDirectory: status.st_mode & S_IFMT == S_IFDIR, size: Int(status.st_size),
                              modified: modificationTime(status), inode: UInt64(status.st_ino)))
        }
        return items.sorted { $0.name < $1.name }
    }

    /// `st_mtim` (Linux) / `st_mtimespec` (Darwin) in nanoseconds.
    private static func modificationTime(_ status: stat) -> Int64 {
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
