import Foundation
import StringCatalog

/// The files of one run as it sees them: what is on disk, overlaid by what
/// the run has decided to write. Nothing reaches the disk before
/// `commit()`, so a run that fails half way writes nothing; parsed files
/// are cached, so 40 languages read the development tables once.
final class FileOverlay {
    /// Paths to write, in the order first written, with their new bytes.
    private var pending: [(path: String, bytes: [UInt8])] = []
    private var pendingIndex: [String: Int] = [:]
    private var stringsFiles: [String: StringsFile] = [:]
    private var propertyLists: [String: (tree: StructuredValue, table: StringsTable)] = [:]
    private var catalogs: [String: StructuredValue] = [:]

    init() {}

    /// Development tables that exist for this run only (keys extracted from code that no table on
    /// disk lists yet): read like files, never written.
    private var virtualFiles: [String: [UInt8]] = [:]

    func exists(_ path: String) -> Bool {
        pendingIndex[path] != nil || virtualFiles[path] != nil || FileManager.default.fileExists(atPath: path)
    }

    /// Makes `path` read as `bytes` for this run, without writing it.
    func addVirtual(_ bytes: [UInt8], at path: String) {
        stringsFiles[path] = nil
        virtualFiles[path] = bytes
    }

    func bytes(_ path: String) throws(XLIFFError) -> [UInt8] {
        if let index = pendingIndex[path] { return pending[index].bytes }
        if let virtual = virtualFiles[path] { return virtual }
        switch ToolFileReader.read(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw .unreadable(path: path, reason: failure.message)
        }
    }

    /// A `.strings` file, parsed.
    func strings(_ path: String) throws(XLIFFError) -> StringsFile {
        if let file = stringsFiles[path] { return file }
        let bytes = try self.bytes(path)
        do {
            let file = try StringsFileParser.parse(bytes, path: path)
            stringsFiles[path] = file
            return file
        } catch {
            throw .parse(error)
        }
    }

    /// A `.stringsdict` file as a property list tree (checked as the catalog loads it: entries it would
    /// skip are kept), the document read once.
    func propertyList(_ path: String) throws(XLIFFError) -> StructuredValue {
        try parsedPropertyList(path).tree
    }

    /// A `.stringsdict` file as the tree and the table the catalog loads from it.
    func parsedPropertyList(_ path: String) throws(XLIFFError) -> (tree: StructuredValue, table: StringsTable) {
        if let parsed = propertyLists[path] { return parsed }
        let bytes = try self.bytes(path)
        do {
            let tree = try StructuredDocument.propertyList(bytes, path: path)
            var skipped: [CatalogWarning] = []
            let table = try StringsdictParser.parse(tree: tree, bytes: bytes, path: path, warnings: &skipped)
            propertyLists[path] = (tree, table)
            return (tree, table)
        } catch {
            throw .parse(error)
        }
    }

    /// An `.xcstrings` file as a JSON tree, the document read once and checked as the catalog
    /// loader checks a document (an object with a `sourceLanguage` string and a `strings`
    /// object). Its strings are read where they are used: as units, and by an import's check of
    /// the ones it changes (``XCStringsUnits/merged(_:catalog:original:language:path:)``).
    func catalog(_ path: String) throws(XLIFFError) -> StructuredValue {
        if let tree = catalogs[path] { return tree }
        let bytes = try self.bytes(path)
        do {
            let tree = try StructuredDocument.json(bytes, path: path)
            var skipped: [CatalogWarning] = []
            _ = try XCStringsParser.parse(tree: tree, bytes: bytes, path: path, keys: [], warnings: &skipped)
            catalogs[path] = tree
            return tree
        } catch {
            throw .parse(error)
        }
    }

    /// Records `text` as the new contents of `path` (read back by later reads), in the encoding
    /// the file has now: UTF-16 stays UTF-16 with its byte order mark, a UTF-8 mark stays.
    func write(_ text: String, to path: String) {
        // The parsed copies go first, and only the first bytes are read again: a large catalog's tree
        // and its old text are not kept beside its new one.
        stringsFiles[path] = nil
        propertyLists[path] = nil
        catalogs[path] = nil
        let encoded = TextEncoding.of(firstBytes(path)).encode(text)
        if let index = pendingIndex[path] {
            pending[index].bytes = encoded
        } else {
            pendingIndex[path] = pending.count
            pending.append((path, encoded))
        }
    }

    /// The first bytes of `path` as `bytes(path)` gives them (enough to tell a byte order mark);
    /// none when it does not exist or cannot be read.
    private func firstBytes(_ path: String) -> [UInt8] {
        if let index = pendingIndex[path] { return Array(pending[index].bytes.prefix(4)) }
        if let virtual = virtualFiles[path] { return Array(virtual.prefix(4)) }
        guard FileManager.default.fileExists(atPath: path), let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return ((try? handle.read(upToCount: 4)) ?? nil).map { Array($0) } ?? []
    }

    /// Writes every pending file (creating folders), each atomically.
    func commit() throws(XLIFFError) {
        for (path, bytes) in pending { try Self.write(Data(bytes), to: path) }
    }

    static func write(_ data: Data, to path: String) throws(XLIFFError) {
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    static func createDirectory(_ path: String) throws(XLIFFError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    /// Puts the folder `source` at `destination`, removing whatever was there first.
    static func moveReplacing(_ destination: String, with source: String) throws(XLIFFError) {
        do {
            if FileManager.default.fileExists(atPath: destination) { try FileManager.default.removeItem(atPath: destination) }
            try FileManager.default.moveItem(atPath: source, toPath: destination)
        } catch {
            throw .cannotWrite(path: destination, reason: error.localizedDescription)
        }
    }
}

/// How a text file is encoded, by its first bytes: what a rewrite keeps.
enum TextEncoding {
    case utf8, utf8WithMark, utf16LittleEndian, utf16BigEndian

    static func of(_ bytes: [UInt8]) -> TextEncoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithMark }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        return .utf8
    }

    func encode(_ text: String) -> [UInt8] {
        switch self {
        case .utf8: return Array(text.utf8)
        case .utf8WithMark: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndian: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
    }
}
