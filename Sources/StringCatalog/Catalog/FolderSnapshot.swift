/// What a reload watcher compares between two polls: every entry of a
/// catalog's resources directories and of their `.lproj` folders, with its
/// size, modification time and inode (a file written, added, removed or
/// replaced by a rename changes it), and the folders that could not be listed.
struct FolderSnapshot: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var path: String
        var size: Int
        var modified: Int64
        var inode: UInt64
    }

    private(set) var entries: [Entry] = []
    private(set) var unlistable: [String] = []

    /// Lists `directories` now: one `stat` per entry, no file is read.
    init(_ directories: [String]) {
        for directory in directories { add(directory, descend: true) }
    }

    private mutating func add(_ directory: String, descend: Bool) {
        let items: [CatalogDirectory.Item]
        do throws(CatalogError) {
            items = try CatalogDirectory.list(directory)
        } catch {
            unlistable.append(directory)
            return
        }
        for item in items {
            let path = directory + "/" + item.name
            entries.append(Entry(path: path, size: item.size, modified: item.modified, inode: item.inode))
            if descend, item.isDirectory, item.name.hasSuffix(".lproj") { add(path, descend: false) }
        }
    }
}
