import Foundation
import TextEscaping

/// A folder for the tables whose XLIFF `original` starts with a prefix, for
/// projects laid out differently from the one that exported them
/// (`intl strings import --map "App/Share Extension=Extensions/Share"`).
///
///     let mapping = FolderMapping(argument: "App/Share Extension=Extensions/Share")
///     // original "App/Share Extension/en.lproj/Localizable.strings"
///     // → table   "Extensions/Share/en.lproj/Localizable.strings"
public struct FolderMapping: Sendable, Hashable {
    /// Leading path components of `original` (`App/Share Extension`).
    public var originalPrefix: String
    /// The folder that takes their place, as a path from the working directory.
    public var folder: String

    public init(originalPrefix: String, folder: String) {
        self.originalPrefix = TablePlacement.trimmed(originalPrefix)
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// `PREFIX=FOLDER`; nil when there is no `=` or either side is empty.
    public init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
              argument.index(after: equals) != argument.endIndex else { return nil }
        self.init(originalPrefix: String(argument[..<equals]), folder: String(argument[argument.index(after: equals)...]))
    }

    /// The rest of `original` after this prefix (whole components only), or nil.
    func remainder(of original: String) -> String? {
        guard original.hasPrefix(originalPrefix + "/") else { return nil }
        return String(original.dropFirst(originalPrefix.count + 1))
    }
}

/// Where an XLIFF `<file>` goes: the development table its `original` names
/// under the project root, and whether it was named exactly (the whole path,
/// or through a ``FolderMapping``) or found by its last path components only.
struct TablePlacement {
    let table: SourceTable
    let exact: Bool
    /// The development table is not on disk: its keys come from code (Xcode's export lists
    /// strings that `String(localized:)` uses and no table does); the `<file>`'s own units
    /// stand for it, and import writes the translation beside where it would be.
    var fromCode = false

    /// The table `original` names: through the longest matching mapping (and
    /// nothing else when one matches); else `root/original`; else, for exports
    /// made from another folder, the path with leading folders dropped, and a
    /// bare file name in `<sourceLanguage>.lproj`.
    static func locate(_ original: String, sourceLanguage: String, root: String, mappings: [FolderMapping]) -> TablePlacement? {
        let original = trimmed(original)
        // A table is under the root (or a mapped folder): `..` would write wherever an XLIFF from anywhere says.
        guard !original.isEmpty, !original.split(separator: "/").contains("..") else { return nil }
        let matches = mappings.compactMap { mapping in mapping.remainder(of: original).map { (mapping, $0) } }
        if let (mapping, rest) = matches.max(by: { $0.0.originalPrefix.count < $1.0.originalPrefix.count }) {
            let path = mapping.folder + "/" + rest
            return exists(path) ? SourceTable(path: path, original: path).map { TablePlacement(table: $0, exact: true) }
                : fromCode(path, original: path, sourceLanguage: sourceLanguage)
        }
        let components = original.split(separator: "/").map(String.init)
        var candidates = components.indices.map { components[$0...].joined(separator: "/") }
        if let name = components.last, !components.contains(where: { $0.hasSuffix(".lproj") }), !name.hasSuffix(".xcstrings") {
            candidates.append(LanguageFolders.folder(for: sourceLanguage, in: root) + "/" + name)
        }
        for (index, candidate) in candidates.enumerated() where exists(root + "/" + candidate) {
            guard let table = SourceTable(path: root + "/" + candidate, original: candidate) else { return nil }
            return TablePlacement(table: table, exact: index == 0)
        }
        return fromCode(root + "/" + original, original: original, sourceLanguage: sourceLanguage)
    }

    /// A `.strings` table of the source language's `.lproj` that is not on disk, in a folder that
    /// is: one whose keys come from code.
    private static func fromCode(_ path: String, original: String, sourceLanguage: String) -> TablePlacement? {
        let lproj = TablePath.folder(of: path)
        let folder = TablePath.folder(of: lproj)
        var isDirectory: ObjCBool = false
        guard path.hasSuffix(".strings"), lproj.hasSuffix(".lproj"),
              LanguageFolders.canonical(String(TablePath.name(of: lproj).dropLast(6))) == LanguageFolders.canonical(sourceLanguage),
              FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isDirectory), isDirectory.boolValue,
              let table = SourceTable(path: path, original: original) else { return nil }
        return TablePlacement(table: table, exact: true, fromCode: true)
    }

    /// `a/b` for `/a/b`, `./a/b/` and `a//b`.
    static func trimmed(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    private static func exists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// For each of `placements` (nil: not placed) that may not be imported because another
    /// `<file>` for another (or the same) `original` lands on the same table in the same
    /// language, why not. Two `<file>`s never write one table: a `<file>` named exactly wins
    /// over those found by their last components; among equals the first wins when they
    /// name the same `original` (the later ones repeat it), and none does when they do not
    /// (which of them the table belongs to cannot be told).
    static func conflicts(_ placements: [(placement: TablePlacement?, file: XLIFFFile, xliff: String)]) -> [Int: String] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, entry) in placements.enumerated() {
            guard let placement = entry.placement else { continue }
            let key = placement.table.path + "\u{0}" + LanguageFolders.canonical(entry.file.targetLanguage ?? "")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        var refused: [Int: String] = [:]
        for key in order {
            guard let group = groups[key], group.count > 1 else { continue }
            let exact = group.filter { placements[$0].placement?.exact == true }
            let candidates = exact.isEmpty ? group : exact
            let originals = Set(candidates.map { trimmed(placements[$0].file.original) })
            let winner = originals.count == 1 ? candidates.first : nil
            for index in group where index != winner {
                refused[index] = reason(placements[index], winner: winner.map { placements[$0] })
            }
        }
        return refused
    }

    private static func reason(_ refused: (placement: TablePlacement?, file: XLIFFFile, xliff: String),
                               winner: (placement: TablePlacement?, file: XLIFFFile, xliff: String)?) -> String {
        let units = "\(refused.file.units.count) units not imported"
        let table = QuotedText.quoted(refused.placement?.table.original ?? "")
        guard let winner else {
            return "\(table) is also where other <file>s with another original land by their last path components, "
                + "so it is no one's: \(units) (name the folder with --map ORIGINAL_PREFIX=FOLDER)"
        }
        let place = "\(winner.xliff):\(winner.file.line):\(winner.file.column)"
        if trimmed(winner.file.original) == trimmed(refused.file.original) {
            return "a second <file> for \(table) in this language (the first is at \(place)): \(units)"
        }
        return "\(table) is the table of the <file> at \(place), which names it exactly; this one only ends like it: \(units)"
    }
}
