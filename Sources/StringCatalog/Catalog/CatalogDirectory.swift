#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a directory with POSIX calls: names (without `.` entries and
/// hidden files), sorted so loading is deterministic, with their kind.
enum CatalogDirectory {
    struct Item: Hashable {
        var name: String
        var isDirectory: Bool
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
            items.append(Item(name: name, isDirectory: status.st_mode & S_IFMT == S_IFDIR))
        }
        return items.sorted { $0.name < $1.name }
    }
}
